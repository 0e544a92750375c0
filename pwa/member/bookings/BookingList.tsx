import { SportsBookingCard } from '../sports/SportsBookingCard'
import type { BookingEntry } from './arrange-bookings'
import { EventBookingCard } from './EventBookingCard'

interface BookingListProps {
  title: string
  label: string
  entries: BookingEntry[]
  /** The activity's cancel cut-off, for a sports booking's cancel button. */
  cutoffOf: (activityId: number) => number
  now: Date
  emptyText?: string
}

/** One part of My bookings (upcoming, past): events and sports as they come in time. */
export function BookingList({ title, label, entries, cutoffOf, now, emptyText }: BookingListProps) {
  const headingId = `${label.toLowerCase().replace(/\W+/g, '-')}-title`
  return (
    <section aria-labelledby={headingId} className="sports-category">
      <h2 id={headingId} className="sports-category__title">
        {title}
      </h2>
      {entries.length === 0 ? (
        <p className="record__meta">{emptyText}</p>
      ) : (
        <ul className="member-list" aria-label={label}>
          {entries.map((entry) =>
            entry.kind === 'event' ? (
              <EventBookingCard key={entry.key} booking={entry.booking} />
            ) : (
              <SportsBookingCard key={entry.key} booking={entry.booking} cutoffMinutes={cutoffOf(entry.booking.activity_id)} now={now} />
            ),
          )}
        </ul>
      )}
    </section>
  )
}
