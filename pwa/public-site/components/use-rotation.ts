import { useCallback, useEffect, useState, type FocusEvent, type PointerEvent } from 'react'
import { usePageHidden, usePrefersReducedMotion } from './environment-hooks'

/**
 * One position among `count` that moves on by itself every `intervalMs`, wrapping from the last
 * to the first. It holds still while a mouse is over it or focus is inside it, while the tab is
 * hidden, when the visitor prefers reduced motion, and after the visitor pressed pause. Each
 * position gets its full interval: choosing one restarts the clock.
 */
export function useRotation(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0)
  const [isHovered, setIsHovered] = useState(false)
  const [hasFocusInside, setHasFocusInside] = useState(false)
  const [isStoppedByVisitor, setIsStoppedByVisitor] = useState(false)
  const isPageHidden = usePageHidden()
  const prefersReducedMotion = usePrefersReducedMotion()

  const canRotate = count > 1 && !isStoppedByVisitor && !prefersReducedMotion
  const isRunning = canRotate && !isHovered && !hasFocusInside && !isPageHidden

  useEffect(() => {
    if (!isRunning) return
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs)
    return () => clearTimeout(timer)
  }, [isRunning, index, count, intervalMs])

  const goTo = useCallback((next: number) => setIndex(((next % count) + count) % count), [count])

  /** Spread on the element whose hover and focus pause the rotation. */
  const pauseHandlers = {
    // A touch "hover" never ends; only a real mouse pauses by hovering.
    onPointerEnter: (event: PointerEvent) => event.pointerType === 'mouse' && setIsHovered(true),
    onPointerLeave: (event: PointerEvent) => event.pointerType === 'mouse' && setIsHovered(false),
    onFocus: () => setHasFocusInside(true),
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHasFocusInside(false)
    },
  }

  return {
    index: Math.min(index, Math.max(count - 1, 0)),
    goTo,
    /** Whether it would move on its own at all (false under reduced motion or after pause). */
    isPlaying: canRotate,
    /** Reduced motion wins over a visitor's play: the control is offered only when it can act. */
    canPlay: count > 1 && !prefersReducedMotion,
    togglePlaying: () => setIsStoppedByVisitor((isStopped) => !isStopped),
    pauseHandlers,
  }
}
