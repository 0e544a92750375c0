import { formatRupees } from '../../../domain/money'
import type { BookingStats } from '../../../domain/contract/events'

/** The event's counters (GET events/{id} `booking_stats`) as a list of figures. */
export function BookingStatsList({ stats, capacity }: { stats: BookingStats; capacity: number }) {
  const figures: [string, string][] = [
    ['Tickets sold', `${stats.tickets_sold} of ${capacity}`],
    ['Seats left', String(stats.seats_left)],
    ['Checked in', String(stats.checked_in)],
    ['Inside now', String(stats.inside_now)],
    ['Bookings', `${stats.total_bookings - stats.cancelled_bookings} active, ${stats.cancelled_bookings} cancelled`],
    ['Revenue', formatRupees(stats.revenue_paise)],
  ]
  return (
    <dl className="figures" aria-label="Booking figures">
      {figures.map(([label, value]) => (
        <div key={label} className="figures__item">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
