import { Star } from 'lucide-react'
import { Link } from 'react-router-dom'
import { formatRupees } from '../../../domain/money'
import { formatEventWindow, labelOf, StatusBadge } from './event-format'
import type { ClubEvent } from '../../../domain/contract/events'

/** One event in a list: title, when and where, seats and price, its status. */
export function EventRow({ event }: { event: ClubEvent }) {
  const price = event.price_paise === 0 ? 'Free' : formatRupees(event.price_paise)
  const memberPrice =
    event.member_price_paise != null && event.member_price_paise !== event.price_paise
      ? ` (members ${formatRupees(event.member_price_paise)})`
      : ''
  return (
    <li className="record">
      <div className="record__main">
        <p className="record__title">
          <Link to={`/dashboard/events/${event.event_id}`}>{event.title}</Link>
          {event.featured && (
            <span className="event-featured" title="Featured">
              <Star aria-hidden="true" size={16} />
              <span className="visually-hidden">Featured</span>
            </span>
          )}
        </p>
        <p className="record__meta">
          {[
            formatEventWindow(event.start_at, event.end_at),
            event.venue,
            labelOf(event.event_type),
            event.visibility === 'members' ? 'Members only' : 'Public',
          ].join(' · ')}
        </p>
        <p className="record__meta">
          {event.tickets_sold} of {event.capacity} booked · {price}
          {memberPrice}
        </p>
      </div>
      <div className="record__actions">
        <StatusBadge status={event.status} />
      </div>
    </li>
  )
}
