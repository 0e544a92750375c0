import { useState } from 'react'
import { imageSet, imageSetFromUrl } from './image-set'

const PLACEHOLDER = imageSet('/images/placeholder')

interface ResponsiveImageProps {
  /** A base path (`/images/gallery/club-01`) or the URL of one width variant. */
  src: string
  alt: string
  widths?: readonly number[]
  /** Intrinsic size, so the page keeps its layout while the image loads. */
  width: number
  height: number
  sizes?: string
  className?: string
  /** The first image on screen loads at once and first; the rest lazily. */
  isPriority?: boolean
}

/** An image in its width variants, lazy by default, with the placeholder if it fails to load. */
export function ResponsiveImage({
  src,
  alt,
  widths,
  width,
  height,
  sizes = '(min-width: 960px) 50vw, 100vw',
  className,
  isPriority = false,
}: ResponsiveImageProps) {
  const [isBroken, setIsBroken] = useState(false)
  const set = isBroken ? PLACEHOLDER : src.includes('.') ? imageSetFromUrl(src, widths) : imageSet(src, widths)
  return (
    <img
      src={set.src}
      srcSet={set.srcSet || undefined}
      sizes={set.srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={isPriority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={isPriority ? 'high' : undefined}
      onError={() => setIsBroken(true)}
    />
  )
}
