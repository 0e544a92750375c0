import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useOnlineStatus } from '../../app/use-online-status'
import './embeds.css'

/** A frame that has not loaded this long after it came into view is taken as failed. */
const LOAD_WATCHDOG_MS = 20_000

/** Why the card shows: the frame is on its way, the device is offline, or the frame gave up. */
export type EmbedCardState = 'loading' | 'offline' | 'failed'

interface EmbedFrameProps {
  src: string
  /** The frame's title attribute: what a screen reader announces for it. */
  title: string
  /** What the visitor needs without the frame (an address, a link), worded for the state. */
  renderCard: (state: EmbedCardState) => ReactNode
  allow?: string
  className?: string
}

/**
 * A third-party page (map, virtual tour) in a lazy frame. Offline, or when the frame hangs, a
 * card takes its place; back online, the frame returns. While the frame loads, the same
 * card lies beneath it, so a slow or silently failing frame never leaves an empty box: a browser
 * reports no error for a cross-site frame that cannot reach its server.
 */
export function EmbedFrame({ src, title, renderCard, allow, className }: EmbedFrameProps) {
  const isOnline = useOnlineStatus()
  const [hasFailed, setHasFailed] = useState(false)
  const [hasLoaded, setHasLoaded] = useState(false)
  const frameRef = useRef<HTMLIFrameElement>(null)

  // Back online, a frame that gave up gets another chance: adjusted while rendering, not in an effect.
  const [wasOnline, setWasOnline] = useState(isOnline)
  if (wasOnline !== isOnline) {
    setWasOnline(isOnline)
    if (isOnline) setHasFailed(false)
  }

  // The watchdog starts only once the lazy frame is near the screen, and so really loading.
  useEffect(() => {
    const frame = frameRef.current
    if (!frame || hasLoaded || typeof IntersectionObserver === 'undefined') return
    let timer: ReturnType<typeof setTimeout> | undefined
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      timer = setTimeout(() => setHasFailed(true), LOAD_WATCHDOG_MS)
    })
    observer.observe(frame)
    return () => {
      observer.disconnect()
      clearTimeout(timer)
    }
  }, [hasLoaded, isOnline, hasFailed])

  const classes = `embed-frame${className ? ` ${className}` : ''}`
  if (!isOnline || hasFailed) {
    return (
      <div className={`${classes} embed-frame--placeholder`} role="note">
        {renderCard(isOnline ? 'failed' : 'offline')}
      </div>
    )
  }
  return (
    <div className={classes}>
      {/* Covered by the frame once it paints; then out of reach for keyboard and screen reader. */}
      <div className="embed-frame__underlay" aria-hidden={hasLoaded || undefined} inert={hasLoaded}>
        {renderCard('loading')}
      </div>
      <iframe
        ref={frameRef}
        className="embed-frame__frame"
        src={src}
        title={title}
        loading="lazy"
        allow={allow}
        referrerPolicy="strict-origin-when-cross-origin"
        onLoad={() => setHasLoaded(true)}
      />
    </div>
  )
}
