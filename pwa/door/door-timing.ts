/**
 * User Timing marks of the door ("Speed": scan-to-answer p95 ≤ 10 ms, a 20,000-ticket list
 * downloaded into the device ≤ 3 s), read by `npm run bench:door-device` and visible in the
 * browser's performance panel:
 *   door:decision        signature check + the rule on the list in memory (checkInCode)
 *   door:saved           the scan's check-in stored and queued (after the answer is shown)
 *   door:scan-to-result  the scan submitted (Enter) → the result overlay committed to the page
 *   door:scan-to-frame   the same → the next animation frame (the result being drawn)
 *   door:list-write      a downloaded list: its records made and written in one transaction
 */
let scans = 0

const safely = (work: () => void) => {
  try {
    work()
  } catch {
    // No User Timing here (or a mark already cleared): timing never stands in the way of a scan.
  }
}

/** Marks a scan's submission; the name goes along with its result to the overlay. */
export function markScan(): string {
  const name = `door:scan#${++scans}`
  safely(() => performance.mark(name))
  return name
}

/** A measure from `startedAt` (performance.now()) to now. */
export function measureSince(name: string, startedAt: number): void {
  safely(() => performance.measure(name, { start: startedAt, end: performance.now() }))
}

export const measureDecision = (startedAt: number) => measureSince('door:decision', startedAt)

/** Called once the overlay is in the page (a layout effect); the frame measure follows at the next frame. */
export function measureResultShown(scanMark: string): void {
  safely(() => performance.measure('door:scan-to-result', { start: scanMark }))
  const afterFrame = () =>
    safely(() => {
      performance.measure('door:scan-to-frame', { start: scanMark })
      performance.clearMarks(scanMark)
    })
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(afterFrame)
  else afterFrame()
}
