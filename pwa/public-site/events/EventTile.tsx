import { ResponsiveImage } from '../media/ResponsiveImage'
import { dateAttribute, formatFunctionDate } from './event-dates'
import type { PastFunction } from './queries'

const PLACEHOLDER = '/images/placeholder'

/** One past function in the index at the top of the Events page; it leads to the function's gallery. */
export function EventTile({ event, sectionId, onOpen }: { event: PastFunction; sectionId: string; onOpen: (sectionId: string) => void }) {
  return (
    <a
      className="event-tile"
      href={`#${sectionId}`}
      onClick={(click) => {
        click.preventDefault()
        onOpen(sectionId)
      }}
    >
      <ResponsiveImage
        src={event.galleryImages[0] ?? PLACEHOLDER}
        alt=""
        width={960}
        height={720}
        sizes="(min-width: 64rem) 20rem, (min-width: 40rem) 45vw, 90vw"
        className="event-tile__image"
      />
      <span className="event-tile__text">
        <span className="event-tile__title">{event.title}</span>
        <time className="event-tile__date" dateTime={dateAttribute(event.date)}>
          {formatFunctionDate(event.date)}
        </time>
      </span>
    </a>
  )
}
