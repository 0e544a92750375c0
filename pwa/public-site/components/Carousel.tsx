import { useState, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react'
import { BANNER_WIDTHS } from '../media/image-set'
import { ResponsiveImage } from '../media/ResponsiveImage'
import { RotationControls } from './RotationControls'
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_FADE_MS } from './timing'
import { useRotation } from './use-rotation'
import './carousel.css'

export interface CarouselSlide {
  /** Base path of a 16:7 banner (`/images/banner/banner-1`), in the widths 640, 1280 and 1920. */
  src: string
  /** What the picture shows; '' when the words over it say everything. */
  alt: string
}

interface CarouselProps {
  slides: readonly CarouselSlide[]
  /** The slideshow's name for screen readers: 'Views of the club'. */
  label: string
  /** Laid over every slide (a page title, buttons); it does not fade. */
  children?: ReactNode
  className?: string
}

/**
 * The banner slideshow (spec 1 §9): one slide at a time, fading in 500 ms, moving on every 3000 ms
 * and from the last back to the first. Dots jump to a slide. It holds still under the mouse, with
 * focus inside, in a hidden tab, after pause, and always under reduced motion.
 */
export function Carousel({ slides, label, children, className }: CarouselProps) {
  const rotation = useRotation(slides.length, CAROUSEL_AUTOPLAY_MS)
  const isShown = useSlidesToLoad(slides.length, rotation.index)
  const style = { '--fade-ms': `${CAROUSEL_FADE_MS}ms` } as CSSProperties
  const isSlideshow = slides.length > 1
  return (
    <section
      className={`carousel${className ? ` ${className}` : ''}`}
      aria-roledescription={isSlideshow ? 'carousel' : undefined}
      aria-label={label}
      style={style}
      data-rotation={CAROUSEL_AUTOPLAY_MS}
      {...rotation.pauseHandlers}
    >
      <div className="carousel__slides">
        {slides.map((slide, position) => {
          const isCurrent = position === rotation.index
          return (
            <div
              key={slide.src}
              className={`carousel__slide${isCurrent ? ' carousel__slide--current' : ''}`}
              role={isSlideshow ? 'group' : undefined}
              aria-roledescription={isSlideshow ? 'slide' : undefined}
              aria-label={isSlideshow ? `${position + 1} of ${slides.length}` : undefined}
              aria-hidden={isCurrent ? undefined : true}
              data-slide=""
              data-picture={slide.src}
              data-alt={slide.alt}
            >
              {isShown(position) && (
                <ResponsiveImage
                  src={slide.src}
                  alt={slide.alt}
                  widths={BANNER_WIDTHS}
                  width={1920}
                  height={840}
                  sizes="100vw"
                  className="carousel__image"
                  isPriority={position === 0}
                />
              )}
            </div>
          )
        })}
      </div>
      {children && <div className="carousel__overlay">{children}</div>}
      <RotationControls
        count={slides.length}
        index={rotation.index}
        onSelect={rotation.goTo}
        labelFor={(position) => `Go to slide ${position}`}
        isPlaying={rotation.isPlaying}
        canPlay={rotation.canPlay}
        onTogglePlaying={rotation.togglePlaying}
        subject="slideshow"
      />
    </section>
  )
}

const isPageLoadComplete = () => document.readyState === 'complete'

function subscribeToPageLoad(onLoad: () => void): () => void {
  window.addEventListener('load', onLoad, { once: true })
  return () => window.removeEventListener('load', onLoad)
}

/**
 * Which slides have their picture: the one showing, every one shown before, and, once the page has
 * loaded, the next one, so that it is there when it fades in. The hidden slides' pictures would
 * otherwise download with the page and slow down the first one (LCP).
 */
function useSlidesToLoad(count: number, index: number): (position: number) => boolean {
  // Not loaded while hydrating, as on the server: the prerendered page has only the first picture.
  const isPageLoaded = useSyncExternalStore(subscribeToPageLoad, isPageLoadComplete, () => false)
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set([index]))
  // Adjusted while rendering, not in an effect: the slide now showing joins the ones seen.
  if (!seen.has(index)) setSeen(new Set([...seen, index]))
  const next = (index + 1) % count
  return (position) => seen.has(position) || position === index || (isPageLoaded && position === next)
}
