import { useEffect, useRef, type RefObject } from 'react'
import { keepFocusInside, useBodyScrollLock, useReturnFocus } from '../components/dialog-hooks'

/**
 * What an open modal owes keyboard and screen-reader users: focus moves in, Tab stays inside,
 * Escape closes, the page behind stops scrolling, and on close focus returns to what opened it.
 * Call it from a component that is mounted only while the modal is open.
 */
export function useModal(container: RefObject<HTMLElement | null>, initialFocus: RefObject<HTMLElement | null>, onClose: () => void) {
  useBodyScrollLock()
  useReturnFocus(undefined)
  const closeRef = useRef(onClose)
  useEffect(() => {
    closeRef.current = onClose
  })

  useEffect(() => {
    initialFocus.current?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        closeRef.current()
      } else if (event.key === 'Tab' && container.current) {
        keepFocusInside(event, container.current)
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [container, initialFocus])
}
