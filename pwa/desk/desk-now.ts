import { minutesOf, timeOf } from '../../domain/sports'
import type { StoredDeskBooking } from './desk-types'

/** "Next": bookings starting within this long from now. */
export const NEXT_MINUTES = 120

export interface NowAndNext {
  /** Checked in and not out: by the time their slot ends (who leaves first). */
  onCourt: StoredDeskBooking[]
  /** Booked and not in yet, whose slot is under way (late) or starts within NEXT_MINUTES: by start. */
  next: StoredDeskBooking[]
  /** 'HH:MM' the "next" window ends at (capped at midnight). */
  until: string
}

/**
 * What the desk opens on: who is on court and who is due in the next two hours, at `nowMinutes`
 * (the club's time of day, domain/sports.ts `clubMinutesOf`). The rest of the day is one tap away.
 */
export function nowAndNext(bookings: readonly StoredDeskBooking[], nowMinutes: number): NowAndNext {
  const until = Math.min(1440, nowMinutes + NEXT_MINUTES)
  const onCourt = bookings
    .filter((booking) => booking.status === 'checked_in')
    .sort((a, b) => a.endTime.localeCompare(b.endTime) || a.bookingId - b.bookingId)
  const next = bookings
    .filter((booking) => booking.status === 'confirmed' && minutesOf(booking.endTime) > nowMinutes && minutesOf(booking.startTime) <= until)
    .sort((a, b) => a.startTime.localeCompare(b.startTime) || a.activityName.localeCompare(b.activityName) || a.bookingId - b.bookingId)
  return { onCourt, next, until: timeOf(until) }
}
