import { ChevronLeft, ChevronRight, ImageOff, X, ZoomIn, ZoomOut } from 'lucide-react'
import {
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react'
import { createPortal } from 'react-dom'
import { keepFocusInside, useBodyScrollLock, useReturnFocus } from './dialog-hooks'
import { imageSetFor } from './image-source'
import { clampPan, swipeDirection, wrapIndex, zoomedByDoubleClick, zoomedIn, zoomedOut, zoomScale, type Direction } from './lightbox-rules'
import { LIGHTBOX_ANIMATION_MS, LIGHTBOX_IMAGE_PADDING_PX, LIGHTBOX_KEY_REPEAT_MS, ZOOM_MAX } from './timing'
import './lightbox.css'

export interface LightboxImage {
  /** A base path (`/images/gallery/club-01`) or the URL of one file. */
  src: string
  /** What the picture shows: the lightbox's caption and the image's text alternative. */
  alt: string
}

interface LightboxProps {
  images: readonly LightboxImage[]
  /** The image that was clicked. */
  startIndex: number
  onClose: () => void
  /** Focus goes back here on close; by default to what had focus when the lightbox opened. */
  returnFocusTo?: HTMLElement | null
  /** The dialog's name: 'Club Gallery'. */
  label?: string
}

interface Gesture {
  pointerId: number
  startX: number
  startY: number
  startPan: { x: number; y: number }
  hasMoved: boolean
}

const noPan = { x: 0, y: 0 }

/**
 * The one full-screen image viewer of the public site (spec 1 §2, §9): arrows and swipes move
 * through the images and wrap; zoom goes 0 → 300 in steps of 100 and is reset by moving on; Escape
 * closes. It is a modal dialog: focus stays inside, the page behind does not scroll.
 */
export function Lightbox({ images, startIndex, onClose, returnFocusTo, label = 'Image viewer' }: LightboxProps) {
  const [index, setIndex] = useState(() => wrapIndex(startIndex, images.length))
  const [direction, setDirection] = useState<Direction | null>(null)
  const [zoom, setZoom] = useState(0)
  const [pan, setPan] = useState(noPan)
  const [swipeOffset, setSwipeOffset] = useState(0)
  const [isDragging, setIsDragging] = useState(false)
  const [failedSources, setFailedSources] = useState<ReadonlySet<string>>(() => new Set())
  const dialogRef = useRef<HTMLDivElement>(null)
  const stageRef = useRef<HTMLDivElement>(null)
  const imageRef = useRef<HTMLImageElement>(null)
  const gesture = useRef<Gesture | null>(null)
  const lastKeyMoveAt = useRef(Number.NEGATIVE_INFINITY)
  const wasDragged = useRef(false)

  useBodyScrollLock()
  useReturnFocus(returnFocusTo)
  useEffect(() => dialogRef.current?.focus(), [])

  const count = images.length
  const image = images[index]
  const hasMany = count > 1

  const move = (to: Direction) => {
    if (!hasMany) return
    setIndex((current) => wrapIndex(current + (to === 'next' ? 1 : -1), count))
    setDirection(to)
    setZoom(0)
    setPan(noPan)
  }

  const changeZoom = (next: number) => {
    setZoom(next)
    if (next === 0) setPan(noPan)
    else setPan((current) => clampedPan(current, next))
  }

  const clampedPan = (offset: { x: number; y: number }, atZoom: number) => {
    const picture = imageRef.current
    const stage = stageRef.current?.getBoundingClientRect()
    if (!picture || !stage) return noPan
    const scale = zoomScale(atZoom)
    return {
      x: clampPan(offset.x, picture.offsetWidth, scale, stage.width),
      y: clampPan(offset.y, picture.offsetHeight, scale, stage.height),
    }
  }

  // Keys are read on the document so they work wherever focus is inside the dialog.
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      onClose()
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault()
      // A held key repeats every ~30 ms; one move per 180 ms keeps the images readable.
      const now = Date.now()
      if (now - lastKeyMoveAt.current < LIGHTBOX_KEY_REPEAT_MS) return
      lastKeyMoveAt.current = now
      move(event.key === 'ArrowRight' ? 'next' : 'previous')
    } else if (event.key === '+' || event.key === '=') {
      changeZoom(zoomedIn(zoom))
    } else if (event.key === '-') {
      changeZoom(zoomedOut(zoom))
    } else if (event.key === 'Tab' && dialogRef.current) {
      keepFocusInside(event, dialogRef.current)
    }
  })
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event)
    document.addEventListener('keydown', listener)
    return () => document.removeEventListener('keydown', listener)
  }, [])

  // The neighbours load while this one is looked at, so moving on shows them at once.
  useEffect(() => {
    if (!hasMany) return
    for (const neighbour of [images[wrapIndex(index + 1, count)], images[wrapIndex(index - 1, count)]]) {
      if (neighbour) new Image().src = imageSetFor(neighbour.src).src
    }
  }, [index, images, count, hasMany])

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return
    if ((event.target as HTMLElement).closest('button')) return
    gesture.current = { pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, startPan: pan, hasMoved: false }
    wasDragged.current = false
    setIsDragging(true)
    event.currentTarget.setPointerCapture?.(event.pointerId)
  }

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const current = gesture.current
    if (!current || current.pointerId !== event.pointerId) return
    const deltaX = event.clientX - current.startX
    const deltaY = event.clientY - current.startY
    if (Math.abs(deltaX) + Math.abs(deltaY) > 6) current.hasMoved = true
    if (zoom > 0) setPan(clampedPan({ x: current.startPan.x + deltaX, y: current.startPan.y + deltaY }, zoom))
    else if (hasMany) setSwipeOffset(deltaX)
  }

  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>) => {
    const current = gesture.current
    if (!current || current.pointerId !== event.pointerId) return
    gesture.current = null
    wasDragged.current = current.hasMoved
    setIsDragging(false)
    setSwipeOffset(0)
    if (zoom > 0) return
    const width = stageRef.current?.getBoundingClientRect().width || window.innerWidth
    const swipe = swipeDirection(event.clientX - current.startX, event.clientY - current.startY, width)
    if (swipe) move(swipe)
  }

  const onPointerCancel = () => {
    gesture.current = null
    setIsDragging(false)
    setSwipeOffset(0)
  }

  // A click on the dark space around the picture closes, as on most photo sites; a drag does not.
  const onStageClick = (event: ReactMouseEvent<HTMLDivElement>) => {
    if (wasDragged.current) {
      wasDragged.current = false
      return
    }
    if (!(event.target as HTMLElement).closest('.lightbox__image, .lightbox__failed')) onClose()
  }

  const isFailed = image ? failedSources.has(image.src) : false
  const set = image ? imageSetFor(image.src) : null
  const style = { '--lightbox-ms': `${LIGHTBOX_ANIMATION_MS}ms`, '--lightbox-padding': `${LIGHTBOX_IMAGE_PADDING_PX}px` } as CSSProperties

  return createPortal(
    <div ref={dialogRef} className="lightbox" role="dialog" aria-modal="true" aria-label={label} tabIndex={-1} style={style}>
      <div className="lightbox__bar">
        <p className="lightbox__counter" aria-hidden="true">
          {index + 1} / {count}
        </p>
        <div className="lightbox__tools">
          <button
            type="button"
            className="lightbox__button"
            aria-label="Zoom out"
            aria-disabled={zoom === 0 || isFailed}
            onClick={() => !isFailed && changeZoom(zoomedOut(zoom))}
          >
            <ZoomOut aria-hidden="true" />
          </button>
          <button
            type="button"
            className="lightbox__button"
            aria-label="Zoom in"
            aria-disabled={zoom >= ZOOM_MAX || isFailed}
            onClick={() => !isFailed && changeZoom(zoomedIn(zoom))}
          >
            <ZoomIn aria-hidden="true" />
          </button>
          <button type="button" className="lightbox__button" aria-label="Close lightbox" onClick={onClose}>
            <X aria-hidden="true" />
          </button>
        </div>
      </div>

      <div
        ref={stageRef}
        className={`lightbox__stage${zoom > 0 ? ' lightbox__stage--zoomed' : ''}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
        onClick={onStageClick}
      >
        {image && (
          // Keyed by position so each new image plays its entrance from the side it came from.
          <div key={index} className={`lightbox__frame lightbox__frame--${direction ?? 'open'}`}>
            {isFailed || !set ? (
              <p className="lightbox__failed" role="alert">
                <ImageOff aria-hidden="true" size={40} />
                This image failed to load
              </p>
            ) : (
              <img
                ref={imageRef}
                className="lightbox__image"
                src={set.src}
                srcSet={set.srcSet || undefined}
                sizes={set.srcSet ? '100vw' : undefined}
                alt={image.alt}
                data-zoom={zoom}
                draggable={false}
                style={{
                  transform: `translate(${pan.x + swipeOffset}px, ${pan.y}px) scale(${zoomScale(zoom)})`,
                  transition: isDragging ? 'none' : undefined,
                }}
                onDoubleClick={() => changeZoom(zoomedByDoubleClick(zoom))}
                onError={() => setFailedSources((failed) => new Set(failed).add(image.src))}
              />
            )}
          </div>
        )}
      </div>

      {hasMany && (
        <>
          <button
            type="button"
            className="lightbox__button lightbox__nav lightbox__nav--previous"
            aria-label="Previous image"
            onClick={() => move('previous')}
          >
            <ChevronLeft aria-hidden="true" size={32} />
          </button>
          <button
            type="button"
            className="lightbox__button lightbox__nav lightbox__nav--next"
            aria-label="Next image"
            onClick={() => move('next')}
          >
            <ChevronRight aria-hidden="true" size={32} />
          </button>
        </>
      )}

      <p className="lightbox__caption" aria-live="polite">
        <span className="visually-hidden">
          Image {index + 1} of {count}:{' '}
        </span>
        {image?.alt}
      </p>
    </div>,
    document.body,
  )
}
