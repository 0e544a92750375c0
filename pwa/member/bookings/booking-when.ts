import { clubDate, formatClubTime } from '../../../domain/time'
import { formatEventWindow } from '../../office/events/event-format'
import { formatDay } from '../../office/sports/sports-format'

/**
 * An event's time in My bookings, read the way its sports bookings are ('Sat, 12 Dec, 2026, 7:00 pm
 * – 11:00 pm'), so the list reads alike; an evening past midnight keeps both dates.
 */
export function formatBookingWhen(startIso: string, endIso: string): string {
  const start = new Date(startIso)
  const end = new Date(endIso)
  if (clubDate(start) !== clubDate(end)) return formatEventWindow(startIso, endIso)
  return `${formatDay(clubDate(start))}, ${formatClubTime(start)} – ${formatClubTime(end)}`
}
