import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'

/**
 * A link from elsewhere to /sports#golf arrives before the page has drawn its sections, so the
 * browser's own jump to the anchor finds nothing; this makes it once the page is there.
 */
export function useScrollToHashOnArrival() {
  const { hash } = useLocation()
  // Only on arrival (the ref keeps the first render's hash): in-page tile links are the browser's own anchors and scroll by themselves.
  const arrivalHash = useRef(hash)
  useEffect(() => {
    if (!arrivalHash.current) return
    document.getElementById(decodeURIComponent(arrivalHash.current.slice(1)))?.scrollIntoView?.({ block: 'start' })
  }, [])
}
