import type { Booking } from '../../../domain/contract/event-bookings'
import type { SportsBooking } from '../../../domain/contract/sports-bookings'
import { clubInstant } from '../../../domain/sports'

/** One line of My bookings: an event booking or a sports booking, with when it runs. */
export type BookingEntry =
  | { kind: 'event'; key: string; booking: Booking; startsAt: number; endsAt: number }
  | { kind: 'sports'; key: string; booking: SportsBooking; startsAt: number; endsAt: number }

const eventEntry = (booking: Booking): BookingEntry => ({
  kind: 'event',
  key: `event-${booking.booking_id}`,
  booking,
  startsAt: Date.parse(booking.event_start_at),
  endsAt: Date.parse(booking.event_end_at),
})

const sportsEntry = (booking: SportsBooking): BookingEntry => {
  const day = booking.booking_date.slice(0, 10)
  return {
    kind: 'sports',
    key: `sports-${booking.booking_id}`,
    booking,
    startsAt: clubInstant(day, booking.start_time).getTime(),
    endsAt: clubInstant(day, booking.end_time).getTime(),
  }
}

/**
 * Events and sports together: upcoming first, soonest first (what is under way until it ends, then
 * what comes next), then the past, the latest first.
 */
export function arrangeBookings(events: readonly Booking[], sports: readonly SportsBooking[], now: Date) {
  const entries = [...events.map(eventEntry), ...sports.map(sportsEntry)]
  const isOver = (entry: BookingEntry) => entry.endsAt <= now.getTime()
  return {
    upcoming: entries.filter((entry) => !isOver(entry)).sort((a, b) => a.startsAt - b.startsAt || a.endsAt - b.endsAt),
    past: entries.filter(isOver).sort((a, b) => b.startsAt - a.startsAt),
  }
}
