import { Expand } from 'lucide-react'
import { useState } from 'react'
import { ResponsiveImage } from '../media/ResponsiveImage'
import { Lightbox, type LightboxImage } from './Lightbox'
import './gallery-grid.css'

interface GalleryGridProps {
  images: readonly LightboxImage[]
  /** Names the list of thumbnails and the lightbox: 'Club Gallery', 'Golf photos'. */
  label: string
  /** How wide a thumbnail is drawn, for the browser's choice among 480 and 960. */
  sizes?: string
}

/** Twelve sit best in fours on a wide screen; nine and fifteen in threes even on a phone. */
function gridShape(count: number): string {
  if (count % 4 === 0) return ' gallery-grid--four'
  if (count % 3 === 0 && count % 2 === 1) return ' gallery-grid--threes'
  return ''
}

/** Thumbnails as buttons; each opens the one Lightbox at its own picture. */
export function GalleryGrid({ images, label, sizes = '(min-width: 64rem) 300px, (min-width: 40rem) 33vw, 50vw' }: GalleryGridProps) {
  // The thumbnail that opened the lightbox gets focus back when it closes.
  const [opened, setOpened] = useState<{ position: number; thumbnail: HTMLButtonElement } | null>(null)
  return (
    <>
      <ul className={`gallery-grid${gridShape(images.length)}`} aria-label={label}>
        {images.map((image, position) => (
          <li key={image.src} className="gallery-grid__item">
            <button
              type="button"
              className="gallery-grid__thumb"
              aria-haspopup="dialog"
              onClick={(event) => setOpened({ position, thumbnail: event.currentTarget })}
            >
              <ResponsiveImage src={image.src} alt={image.alt} width={480} height={360} sizes={sizes} className="gallery-grid__image" />
              <span className="gallery-grid__hint" aria-hidden="true">
                <Expand size={20} />
              </span>
            </button>
          </li>
        ))}
      </ul>
      {opened && (
        <Lightbox
          images={images}
          startIndex={opened.position}
          label={label}
          returnFocusTo={opened.thumbnail}
          onClose={() => setOpened(null)}
        />
      )}
    </>
  )
}
