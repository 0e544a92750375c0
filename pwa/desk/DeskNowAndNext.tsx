import type { DeskAction } from '../../domain/sports'
import { formatTimeOfDay } from '../../domain/sports'
import { DeskBookingCard } from './DeskBookingCard'
import { nowAndNext } from './desk-now'
import type { StoredDeskBooking } from './desk-types'

interface DeskNowAndNextProps {
  bookings: readonly StoredDeskBooking[]
  nowMinutes: number
  onTap: (booking: StoredDeskBooking, action: DeskAction) => void
  onShowDay: () => void
}

/** What the desk opens on: who is on court, and who is due in the next two hours (late ones first). */
export function DeskNowAndNext({ bookings, nowMinutes, onTap, onShowDay }: DeskNowAndNextProps) {
  const { onCourt, next, until } = nowAndNext(bookings, nowMinutes)
  const rest = bookings.length - onCourt.length - next.length
  return (
    <div className="desk-now">
      <section aria-labelledby="desk-now-court">
        <h2 id="desk-now-court" className="desk-group__title">
          On court ({onCourt.length})
        </h2>
        {onCourt.length === 0 ? (
          <p className="door__hint">Nobody is on court.</p>
        ) : (
          <ul className="desk-cards" aria-label="On court">
            {onCourt.map((booking) => (
              <DeskBookingCard key={booking.bookingId} booking={booking} onTap={onTap} showsActivity />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="desk-now-next">
        <h2 id="desk-now-next" className="desk-group__title">
          Due by {formatTimeOfDay(until)} ({next.length})
        </h2>
        {next.length === 0 ? (
          <p className="door__hint">No booking starts before {formatTimeOfDay(until)}.</p>
        ) : (
          <ul className="desk-cards" aria-label="Due in the next two hours">
            {next.map((booking) => (
              <DeskBookingCard key={booking.bookingId} booking={booking} onTap={onTap} showsActivity nowMinutes={nowMinutes} />
            ))}
          </ul>
        )}
      </section>
      <button type="button" className="door__button door__button--quiet" onClick={onShowDay}>
        The whole day ({bookings.length} {bookings.length === 1 ? 'booking' : 'bookings'}
        {rest > 0 ? `, ${rest} more` : ''})
      </button>
    </div>
  )
}
