import { useEffect } from 'react'

/**
 * Sonner pauses its timers on hover and while the page is hidden, but not when the window merely
 * loses focus, which spec 1 §2 asks for. Sonner has no pause API; its toaster pauses while the
 * pointer is over it (mouse move in, mouse out to leave), so we tell it exactly that on blur and
 * focus. If a sonner upgrade changes those handlers, toasts simply stop pausing on blur.
 */
export function usePauseToastsWhileWindowBlurred(): void {
  useEffect(() => {
    const toasters = () => document.querySelectorAll<HTMLElement>('[data-sonner-toaster]')
    const pause = () => toasters().forEach((toaster) => toaster.dispatchEvent(new MouseEvent('mousemove', { bubbles: true })))
    const resume = () =>
      toasters().forEach((toaster) => toaster.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body })))
    window.addEventListener('blur', pause)
    window.addEventListener('focus', resume)
    return () => {
      window.removeEventListener('blur', pause)
      window.removeEventListener('focus', resume)
    }
  }, [])
}
