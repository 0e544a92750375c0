import { Link } from 'react-router-dom'
import type { MemberDetail } from '../../../domain/contract/members'
import { formatClubDateTime } from '../../../domain/time'
import { formatDay, statusLabel } from './member-format'

/**
 * A member who is suspended, resigned or deceased cannot sign in or book; the bookings they still
 * hold are listed here for the office to cancel or keep, each opening its own page.
 */
export function OpenBookingsNotice({ member }: { member: MemberDetail }) {
  if (member.status === 'active') return null
  const { events, sports } = member.openBookings
  const held = events.length + sports.length
  return (
    <section className="member-alert" aria-labelledby="member-alert-title">
      <p className="member-alert__title" id="member-alert-title">
        {statusLabel(member.status)}: {member.name} cannot sign in or book.
        {held === 0 ? ' They hold no open bookings.' : ` They still hold ${held} open ${held === 1 ? 'booking' : 'bookings'}:`}
      </p>
      {held > 0 && (
        <ul>
          {events.map((booking) => (
            <li key={`event-${booking.booking_id}`}>
              <Link to={`/dashboard/events/bookings/${booking.booking_id}`}>
                {booking.event_title}, {formatClubDateTime(new Date(booking.start_at))}
              </Link>{' '}
              · {booking.ticket_count} {booking.ticket_count === 1 ? 'ticket' : 'tickets'}
            </li>
          ))}
          {sports.map((booking) => (
            <li key={`sports-${booking.booking_id}`}>
              <Link to={`/dashboard/sports/bookings/${booking.booking_id}`}>
                {booking.activity_name}, {booking.item_name}, {formatDay(booking.booking_date)} {booking.start_time}–{booking.end_time}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
