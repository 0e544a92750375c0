import { Toaster } from 'sonner'
import { usePauseToastsWhileWindowBlurred } from './use-pause-toasts-while-window-blurred'

/** Toasts as spec 1 §2 and §9 describe them: top right, 5 s, closable, light, swipe to dismiss. */
export const TOAST_DURATION_MS = 5000

export function Toasts() {
  usePauseToastsWhileWindowBlurred()
  return <Toaster position="top-right" duration={TOAST_DURATION_MS} closeButton theme="light" richColors visibleToasts={4} />
}
