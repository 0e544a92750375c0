import { Toaster } from 'sonner'
import { usePauseToastsWhileWindowBlurred } from './use-pause-toasts-while-window-blurred'

/** Toasts as spec 1 §2 and §9 describe them: top right, 5 s, closable, light, swipe to dismiss. */
export const TOAST_DURATION_MS = 5000

/**
 * On a phone a toast spans the screen's width, so at the top it would lie over the page's bar and
 * its way back for five seconds, just after the member did something; it starts below the bar.
 */
const PHONE_OFFSET = { top: 'calc(env(safe-area-inset-top, 0px) + 4.5rem)' }

export function Toasts() {
  usePauseToastsWhileWindowBlurred()
  return (
    <Toaster
      position="top-right"
      duration={TOAST_DURATION_MS}
      closeButton
      theme="light"
      richColors
      visibleToasts={4}
      mobileOffset={PHONE_OFFSET}
    />
  )
}
