import { Link } from 'react-router-dom'
import type { Booking } from '../../../domain/contract/event-bookings'
import { formatRupees } from '../../../domain/money'
import { StatusBadge } from '../../office/events/event-format'
import { ResponsiveImage } from '../../public-site/media/ResponsiveImage'
import { countOf } from '../../ui/count-of'
import { formatBookingWhen } from './booking-when'

/** An event booking in My bookings: the event's picture, when, the tickets; a tap opens the tickets. */
export function EventBookingCard({ booking }: { booking: Booking }) {
  return (
    <li className="member-list__item">
      <Link to={`/member/bookings/${booking.booking_id}`} className="booking-card booking-card--link">
        <ResponsiveImage
          src={booking.event_image_url ?? '/images/placeholder'}
          alt=""
          width={96}
          height={72}
          sizes="6rem"
          className="booking-card__picture"
        />
        <span className="booking-card__body">
          <span className="member-list__title">{booking.event_title}</span>
          <span className="member-list__meta">{formatBookingWhen(booking.event_start_at, booking.event_end_at)}</span>
          <span className="member-list__meta">
            {countOf(booking.ticket_count, 'ticket')} · {formatRupees(booking.total_paise)} · <StatusBadge status={booking.status} />
          </span>
        </span>
      </Link>
    </li>
  )
}
