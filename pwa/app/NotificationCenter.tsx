import { lazy, Suspense, useEffect, useState } from 'react'
import { isPublicPath } from '../auth/public-paths'

const Toasts = lazy(async () => ({ default: (await import('./Toasts')).Toasts }))

/** Raised by code that is about to toast where the toaster may not be loaded yet (the update prompt). */
export const TOASTS_WANTED_EVENT = 'club:toasts-wanted'

const interactions = ['pointerdown', 'keydown'] as const

/**
 * Where toasts appear (Toasts.tsx). The public site raises no toasts of its own, so a visitor
 * reading it never loads the toast library: the toaster arrives at once in the signed-in areas,
 * and on a public page at the first tap or key press (a sign-in about to fail, say) or when the
 * update prompt asks for it. A toast raised before it arrives is shown when it does (the library
 * keeps the active ones for a late toaster). Nothing is drawn on the first render, so the
 * prerendered HTML (ADR 013) has no toaster to match.
 */
export function NotificationCenter() {
  const [isWanted, setIsWanted] = useState(false)
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- after hydration on purpose: the first render must match the prerendered HTML (no toaster)
    if (!isPublicPath(window.location.pathname)) return setIsWanted(true)
    const want = () => setIsWanted(true)
    window.addEventListener(TOASTS_WANTED_EVENT, want)
    for (const type of interactions) window.addEventListener(type, want, { capture: true, once: true })
    return () => {
      window.removeEventListener(TOASTS_WANTED_EVENT, want)
      for (const type of interactions) window.removeEventListener(type, want, { capture: true })
    }
  }, [])
  if (!isWanted) return null
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  )
}
