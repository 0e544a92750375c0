/** Taps on one thing closer together than this are one tap that bounced (a wet or gloved finger). */
export const REPEAT_TAP_MS = 600

/**
 * Tells a deliberate tap from a bounce: `isRepeat(key)` is true when the same thing (an item, a
 * card's bump) was tapped less than `windowMs` ago, counting from the latest tap, so a burst of
 * taps is one tap. Without it a double tap on a new item skips Cooking and lands on Ready.
 */
export function createTapGuard(windowMs = REPEAT_TAP_MS, now: () => number = () => performance.now()) {
  const lastTapAt = new Map<string, number>()
  return function isRepeat(key: string): boolean {
    const at = now()
    const previous = lastTapAt.get(key)
    lastTapAt.set(key, at)
    return previous !== undefined && at - previous < windowMs
  }
}
