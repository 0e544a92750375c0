import { Link } from 'react-router-dom'
import type { Booking } from '../../../domain/contract/event-bookings'
import { formatRupees } from '../../../domain/money'
import { formatWhen, labelOf, StatusBadge } from '../events/event-format'

/** A member's event bookings: which event and when, tickets, what it cost and how it stands; each opens its page. */
export function MemberEventBookingsTable({ bookings }: { bookings: Booking[] }) {
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">Event bookings</caption>
        <thead>
          <tr>
            <th scope="col">Booking</th>
            <th scope="col">Event</th>
            <th scope="col">Tickets</th>
            <th scope="col">Total</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {bookings.map((booking) => (
            <tr key={booking.booking_id}>
              <th scope="row">
                <Link to={`/dashboard/events/bookings/${booking.booking_id}`}>#{booking.booking_id}</Link>
              </th>
              <td>
                {booking.event_title}
                <br />
                <span className="data-table__sub">{formatWhen(booking.event_start_at)}</span>
              </td>
              <td>{booking.ticket_count}</td>
              <td>
                {formatRupees(booking.total_paise)}
                <br />
                <span className="data-table__sub">{labelOf(booking.payment_status)}</span>
              </td>
              <td>
                <StatusBadge status={booking.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
