import { Link } from 'react-router-dom'
import { StatusBadge } from '../events/event-format'
import { formatDay, formatPrice, formatSlot } from './sports-format'
import type { SportsBooking } from '../../../domain/contract/sports-bookings'

const bookedBy = (booking: SportsBooking) => {
  const who = booking.member_name ? `${booking.member_name} (${booking.member_id})` : (booking.member_id ?? booking.contact_name)
  return booking.user_type === 'guest' ? `${booking.contact_name || 'Guest'}, guest${booking.member_id ? ` of ${who}` : ''}` : who
}

/** Bookings as rows: when, what, who, players, price and payment, status; each opens its page. */
export function SportsBookingsTable({ bookings, caption }: { bookings: SportsBooking[]; caption: string }) {
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Booking</th>
            <th scope="col">When</th>
            <th scope="col">Activity</th>
            <th scope="col">Booked by</th>
            <th scope="col">Players</th>
            <th scope="col">Total</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {bookings.map((booking) => (
            <tr key={booking.booking_id}>
              <th scope="row">
                <Link to={`/dashboard/sports/bookings/${booking.booking_id}`}>#{booking.booking_id}</Link>
              </th>
              <td>
                {formatDay(booking.booking_date)}
                <br />
                <span className="data-table__sub">{formatSlot(booking.start_time, booking.end_time)}</span>
              </td>
              <td>
                {booking.activity_name}
                <br />
                <span className="data-table__sub">{booking.item_name}</span>
              </td>
              <td>{bookedBy(booking)}</td>
              <td>{booking.player_count}</td>
              <td>
                {formatPrice(Number(booking.pricing_details.total_paise))}
                <br />
                <span className="data-table__sub">{booking.payment.status.replace('_', ' ')}</span>
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
