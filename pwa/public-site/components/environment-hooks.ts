import { useSyncExternalStore } from 'react'

const reducedMotionQuery = '(prefers-reduced-motion: reduce)'

function subscribeToReducedMotion(listener: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {}
  const query = window.matchMedia(reducedMotionQuery)
  query.addEventListener('change', listener)
  return () => query.removeEventListener('change', listener)
}

/** True when the visitor asked the system for less motion: nothing then moves by itself. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => typeof window.matchMedia === 'function' && window.matchMedia(reducedMotionQuery).matches,
    () => false,
  )
}

function subscribeToVisibility(listener: () => void) {
  document.addEventListener('visibilitychange', listener)
  return () => document.removeEventListener('visibilitychange', listener)
}

/** True while the tab is in the background: a slideshow nobody sees should not move on. */
export function usePageHidden(): boolean {
  return useSyncExternalStore(
    subscribeToVisibility,
    () => document.hidden,
    () => false,
  )
}
