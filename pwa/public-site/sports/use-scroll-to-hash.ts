import { useEffect } from 'react'
import { useLocation } from 'react-router'

/**
 * A link from elsewhere to /sports#golf arrives before the page has drawn its sections, so the
 * browser's own jump to the anchor finds nothing; this makes it once the page is there.
 */
export function useScrollToHashOnArrival() {
  const { hash } = useLocation()
  useEffect(() => {
    if (!hash) return
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ block: 'start' })
    // Only on arrival: in-page tile links are the browser's own anchors and scroll by themselves.
  }, [])
}
