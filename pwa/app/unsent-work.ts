/**
 * What the device still has to send (the outbox, DESIGN.md "Offline and sync"). The update prompt
 * asks here before it reloads, so a new version never replaces a page whose work is not yet sent.
 * The outbox registers its counter once at start-up:
 *
 *   registerUnsentWorkCheck(() => pendingOutboxCount())
 */
export type UnsentWorkCheck = () => Promise<number>

const checks = new Set<UnsentWorkCheck>()

/** Adds a counter of unsent actions; returns the function that removes it again. */
export function registerUnsentWorkCheck(check: UnsentWorkCheck): () => void {
  checks.add(check)
  return () => checks.delete(check)
}

/**
 * How many actions are still unsent, summed over the registered counters. A counter that fails
 * (IndexedDB closed, quota) answers "unknown": the caller must treat the device as busy.
 */
export async function countUnsentWork(): Promise<number | 'unknown'> {
  const counts = await Promise.allSettled([...checks].map((check) => check()))
  let total = 0
  for (const result of counts) {
    if (result.status === 'rejected' || !Number.isFinite(result.value)) return 'unknown'
    total += Math.max(0, result.value)
  }
  return total
}
