import { Expand } from 'lucide-react'
import { useRef, useState } from 'react'
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
  const [openAt, setOpenAt] = useState<number | null>(null)
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([])
  return (
    <>
      <ul className={`gallery-grid${gridShape(images.length)}`} aria-label={label}>
        {images.map((image, position) => (
          <li key={image.src} className="gallery-grid__item">
            <button
              type="button"
              className="gallery-grid__thumb"
              aria-haspopup="dialog"
              ref={(element) => {
                thumbnails.current[position] = element
              }}
              onClick={() => setOpenAt(position)}
            >
              <ResponsiveImage src={image.src} alt={image.alt} width={480} height={360} sizes={sizes} className="gallery-grid__image" />
              <span className="gallery-grid__hint" aria-hidden="true">
                <Expand size={20} />
              </span>
            </button>
          </li>
        ))}
      </ul>
      {openAt !== null && <Lightbox images={images} startIndex={openAt} label={label} returnFocusTo={thumbnails.current[openAt]} onClose={() => setOpenAt(null)} />}
    </>
  )
}
