import { SiteLink } from '../SiteLink'
import { ResponsiveImage } from '../media/ResponsiveImage'
import { EventFacts } from './EventFacts'
import { EventPrice, headlinePrice } from './EventPrice'
import type { UpcomingEvent } from './queries'
import './event-card.css'

const PLACEHOLDER = '/images/placeholder'

/** One upcoming event (spec 1 §2, sample-card reading). */
export function EventCard({ event, onLearnMore }: { event: UpcomingEvent; onLearnMore: (event: UpcomingEvent) => void }) {
  const titleId = `upcoming-event-${event.event_id}`
  return (
    <article className="event-card" aria-labelledby={titleId}>
      <div className="event-card__media">
        <ResponsiveImage
          src={event.image_url ?? PLACEHOLDER}
          alt=""
          width={960}
          height={720}
          sizes="(min-width: 64rem) 26rem, (min-width: 40rem) 45vw, 92vw"
          className="event-card__image"
        />
        <span className="event-card__badge">{event.category}</span>
        <span className="event-card__tag">
          <span className="visually-hidden">Members pay </span>
          {headlinePrice(event)}
        </span>
      </div>
      <div className="event-card__body">
        <h3 id={titleId} className="event-card__title">
          {event.title}
        </h3>
        <p className="event-card__description">{event.description}</p>
        <EventFacts event={event} />
        {event.highlights.length > 0 && (
          <ul className="event-card__highlights" aria-label="Highlights">
            {event.highlights.map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </ul>
        )}
        <div className="event-card__footer">
          <EventPrice event={event} />
          <div className="event-card__actions">
            <SiteLink className="button button--primary" to="/member-login">
              Join Club to Book
            </SiteLink>
            <button type="button" className="button button--secondary" onClick={() => onLearnMore(event)} aria-haspopup="dialog">
              Learn More
            </button>
          </div>
        </div>
      </div>
    </article>
  )
}
