import { SWIPE_MIN_PX, SWIPE_MIN_RATIO, SWIPE_MIN_WIDTH_SHARE, ZOOM_MAX, ZOOM_STEP } from './timing'

export type Direction = 'next' | 'previous'

/** Positions wrap both ways: before the first is the last, after the last the first. */
export function wrapIndex(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0
}

export const zoomedIn = (zoom: number) => Math.min(ZOOM_MAX, zoom + ZOOM_STEP)
export const zoomedOut = (zoom: number) => Math.max(0, zoom - ZOOM_STEP)
/** A double-click steps in; at the most it goes back to fit, so it never just stops working. */
export const zoomedByDoubleClick = (zoom: number) => (zoom >= ZOOM_MAX ? 0 : zoomedIn(zoom))
/** 0 is fit to the screen; each step of 100 adds the image's own size once more (×2, ×3, ×4). */
export const zoomScale = (zoom: number) => 1 + zoom / 100

/**
 * Whether a finished drag is a swipe, and which way (spec 1 §9): it must cover 200 px or a quarter
 * of the stage's width, whichever is less, and move at least 1.5 times as far across as up or down.
 * A move to the left brings the next image, as a page turned.
 */
export function swipeDirection(deltaX: number, deltaY: number, stageWidth: number): Direction | null {
  const threshold = stageWidth > 0 ? Math.min(SWIPE_MIN_PX, stageWidth * SWIPE_MIN_WIDTH_SHARE) : SWIPE_MIN_PX
  if (Math.abs(deltaX) < threshold) return null
  if (Math.abs(deltaX) < SWIPE_MIN_RATIO * Math.abs(deltaY)) return null
  return deltaX < 0 ? 'next' : 'previous'
}

/** How far a zoomed image may be dragged on one axis before its edge would leave the stage's edge. */
export function clampPan(offset: number, fittedSize: number, scale: number, stageSize: number): number {
  const limit = Math.max(0, (fittedSize * scale - stageSize) / 2)
  return Math.min(limit, Math.max(-limit, offset))
}
