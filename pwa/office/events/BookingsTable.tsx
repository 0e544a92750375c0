import { Link } from 'react-router-dom'
import { formatRupees } from '../../../domain/money'
import { formatWhen, labelOf, StatusBadge } from './event-format'
import type { Booking } from '../../../domain/contract/event-bookings'

/** Bookings as a table: who, how many, what they owe or paid, and the booking's status. */
export function BookingsTable({ bookings, caption }: { bookings: Booking[]; caption: string }) {
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Booking</th>
            <th scope="col">Booked by</th>
            <th scope="col">Tickets</th>
            <th scope="col">Total</th>
            <th scope="col">Payment</th>
            <th scope="col">Status</th>
            <th scope="col">Made</th>
          </tr>
        </thead>
        <tbody>
          {bookings.map((booking) => (
            <tr key={booking.booking_id}>
              <th scope="row">
                <Link to={`/dashboard/events/bookings/${booking.booking_id}`}>#{booking.booking_id}</Link>
              </th>
              <td>
                {booking.contact_name}
                {booking.member_id && <span className="data-table__sub"> {booking.member_id}</span>}
              </td>
              <td>{booking.ticket_count}</td>
              <td>{formatRupees(booking.total_paise)}</td>
              <td>{labelOf(booking.payment_status)}</td>
              <td>
                <StatusBadge status={booking.status} />
              </td>
              <td>{formatWhen(booking.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
