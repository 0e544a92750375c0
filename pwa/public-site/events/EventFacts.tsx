import { CalendarDays, Clock, MapPin, Users } from 'lucide-react'
import { dateAttribute, formatEventDates, formatTimeRange } from './event-dates'
import type { UpcomingEvent } from './queries'

/** Date, time range, venue and capacity of an upcoming event, on its card and in its details. */
export function EventFacts({ event }: { event: UpcomingEvent }) {
  return (
    <ul className="event-facts">
      <li>
        <CalendarDays aria-hidden="true" size={18} />
        <time dateTime={dateAttribute(event.start_at)}>{formatEventDates(event.start_at, event.end_at)}</time>
      </li>
      <li>
        <Clock aria-hidden="true" size={18} />
        <span>{formatTimeRange(event.start_at, event.end_at)}</span>
      </li>
      <li>
        <MapPin aria-hidden="true" size={18} />
        <span>{event.venue}</span>
      </li>
      <li>
        <Users aria-hidden="true" size={18} />
        <span>Capacity: {event.capacity} people</span>
      </li>
    </ul>
  )
}
