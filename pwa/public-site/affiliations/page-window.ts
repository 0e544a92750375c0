/** Page buttons shown at once (spec 1 §9). */
const PAGE_BUTTONS = 5

/**
 * The page numbers to offer: at most five, the current one in the middle where it can be, the
 * window sliding against either end. 1 of 6 → 1-5; 4 of 6 → 2-6; 6 of 6 → 2-6; 3 of 3 → 1-3.
 */
export function pageWindow(current: number, pageCount: number, size: number = PAGE_BUTTONS): number[] {
  if (pageCount < 1) return []
  const first = Math.max(1, Math.min(current - Math.floor(size / 2), pageCount - size + 1))
  const last = Math.min(pageCount, first + size - 1)
  return Array.from({ length: last - first + 1 }, (_, index) => first + index)
}
