import { startTransition, useEffect, useState, type ReactNode } from 'react'

let hasStarted = false

/**
 * Draws its children just after the app's first paint, in a transition that React splits into
 * short slices, so a long page shows what is on screen first (the home page's banner, its LCP)
 * and the phone stays responsive while the rest arrives. Only the app's first page is deferred:
 * later navigations draw everything at once, so going back restores the scroll position.
 * For sections below the fold only; crawlers that run scripts still see them.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [isShown, setIsShown] = useState(hasStarted)
  useEffect(() => {
    hasStarted = true
    if (isShown) return
    // A macrotask, so the browser paints what is already there before this work begins.
    const timer = setTimeout(() => startTransition(() => setIsShown(true)), 0)
    return () => clearTimeout(timer)
  }, [isShown])
  return isShown ? children : null
}
