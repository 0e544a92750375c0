import { useEffect, type KeyboardEvent, type RefObject } from 'react'

const nameOf = (element: Element) => element.getAttribute('aria-label') ?? element.textContent?.trim() ?? ''

/**
 * Keyboard use of a form that opens in place (Add dish, Edit table): its first field takes the
 * focus when it opens, Escape cancels it, and when it closes the focus goes back to the button that
 * opened it, or, when that button was replaced while the form was open (an edited row drawn again),
 * to the button of the same name. Without it focus fell to the page, and a keyboard user started
 * again from the sidebar.
 */
export function useFormFocus(formRef: RefObject<HTMLFormElement | null>, onCancel: () => void) {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null
    const openerName = opener ? nameOf(opener) : ''
    formRef.current
      ?.querySelector<HTMLElement>('input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)')
      ?.focus()
    return () => {
      if (!opener) return
      requestAnimationFrame(() => {
        const target = opener.isConnected
          ? opener
          : [...document.querySelectorAll<HTMLElement>('button, a')].find((element) => nameOf(element) === openerName)
        target?.focus()
      })
    }
  }, [formRef])
  return (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Escape') return
    event.preventDefault()
    onCancel()
  }
}
