import { X } from 'lucide-react'
import { useRef } from 'react'
import { createPortal } from 'react-dom'
import { SiteLink } from '../SiteLink'
import { ResponsiveImage } from '../media/ResponsiveImage'
import { EventFacts } from './EventFacts'
import { EventPrice } from './EventPrice'
import type { UpcomingEvent } from './queries'
import { useModal } from './use-modal'
import './event-card.css'

/** 'Learn More': the whole description and every highlight of one upcoming event. */
export function EventDetailsDialog({ event, onClose }: { event: UpcomingEvent; onClose: () => void }) {
  const dialogRef = useRef<HTMLDivElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  useModal(dialogRef, closeRef, onClose)
  const titleId = `event-details-${event.event_id}`

  return createPortal(
    <div className="event-dialog__backdrop" onClick={(click) => click.target === click.currentTarget && onClose()}>
      <div ref={dialogRef} className="event-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <button ref={closeRef} type="button" className="event-dialog__close" aria-label="Close details" onClick={onClose}>
          <X aria-hidden="true" size={22} />
        </button>
        <ResponsiveImage
          src={event.image_url ?? '/images/placeholder'}
          alt=""
          width={960}
          height={720}
          sizes="(min-width: 40rem) 36rem, 100vw"
          className="event-dialog__image"
        />
        <div className="event-dialog__body">
          <span className="event-card__badge event-card__badge--inline">{event.category}</span>
          <h2 id={titleId} className="event-dialog__title">
            {event.title}
          </h2>
          <EventFacts event={event} />
          <p className="event-dialog__description">{event.description}</p>
          {event.highlights.length > 0 && (
            <>
              <h3 className="event-dialog__subtitle">Highlights</h3>
              <ul className="tick-list">
                {event.highlights.map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </ul>
            </>
          )}
          <div className="event-dialog__footer">
            <EventPrice event={event} />
            <SiteLink className="button button--primary" to="/member-login">
              Join Club to Book
            </SiteLink>
          </div>
        </div>
      </div>
    </div>,
    document.body,
  )
}
