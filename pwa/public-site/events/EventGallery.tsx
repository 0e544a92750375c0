import { ResponsiveImage } from '../media/ResponsiveImage'
import { dateAttribute, formatFunctionDate } from './event-dates'
import type { PreviewImage } from './ImagePreview'
import type { PastFunction } from './queries'

/** '{title} Gallery' (spec 1 §2): the function's photos; a photo opens the full-screen preview. */
export function EventGallery({
  event,
  sectionId,
  onPreview,
}: {
  event: PastFunction
  sectionId: string
  onPreview: (image: PreviewImage) => void
}) {
  const headingId = `${sectionId}-heading`
  return (
    <section id={sectionId} className="event-gallery" aria-labelledby={headingId}>
      <header className="event-gallery__header">
        {/* Focusable by script only: after a tile is chosen, keyboard and screen-reader users land here. */}
        <h2 id={headingId} className="event-gallery__title" tabIndex={-1}>
          {event.title} Gallery
        </h2>
        <time className="event-gallery__date" dateTime={dateAttribute(event.date)}>
          {formatFunctionDate(event.date)}
        </time>
      </header>
      <ul className="event-gallery__grid">
        {event.galleryImages.map((src, index) => {
          const alt = `${event.title}, photo ${index + 1} of ${event.galleryImages.length}`
          return (
            <li key={`${index}-${src}`}>
              <button type="button" className="event-gallery__photo" onClick={() => onPreview({ src, alt })} aria-haspopup="dialog">
                <ResponsiveImage
                  src={src}
                  alt={alt}
                  width={960}
                  height={720}
                  sizes="(min-width: 64rem) 25vw, (min-width: 40rem) 33vw, 50vw"
                />
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
