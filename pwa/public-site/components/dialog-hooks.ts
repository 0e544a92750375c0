import { useLayoutEffect, useRef } from 'react'

/** Stops the page behind a full-screen dialog from scrolling, without the page jumping sideways. */
export function useBodyScrollLock() {
  useLayoutEffect(() => {
    const { body, documentElement } = document
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight }
    const scrollbarWidth = window.innerWidth - documentElement.clientWidth
    body.style.overflow = 'hidden'
    if (scrollbarWidth > 0 && scrollbarWidth < 40) body.style.paddingRight = `${scrollbarWidth}px`
    return () => {
      body.style.overflow = previous.overflow
      body.style.paddingRight = previous.paddingRight
    }
  }, [])
}

/**
 * When the dialog closes, focus goes back to `target`, or to whatever had it when the dialog
 * opened, so a keyboard user carries on from the thumbnail they chose.
 */
export function useReturnFocus(target: HTMLElement | null | undefined) {
  // Captured once, at opening (a ref keeps the first render's value): later renders must not move the return point.
  const openingTarget = useRef(target)
  useLayoutEffect(() => {
    const opener = openingTarget.current ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null)
    return () => {
      if (opener?.isConnected) opener.focus()
    }
  }, [])
}

const focusableSelector = 'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'

/** Tab and Shift+Tab cycle inside `container`: a modal dialog keeps focus to itself. */
export function keepFocusInside(event: KeyboardEvent, container: HTMLElement) {
  const focusable = [...container.querySelectorAll<HTMLElement>(focusableSelector)]
  const first = focusable[0]
  const last = focusable.at(-1)
  if (!first || !last) {
    event.preventDefault()
    container.focus()
    return
  }
  const active = document.activeElement
  const isOutside = !container.contains(active)
  if (event.shiftKey && (active === first || active === container || isOutside)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (active === last || isOutside)) {
    event.preventDefault()
    first.focus()
  }
}
