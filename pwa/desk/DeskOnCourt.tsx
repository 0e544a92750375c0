import type { DeskActivity, StoredDeskBooking } from './desk-types'

/** Who is on court now: checked-in bookings and their players, per activity. */
export function onCourtByActivity(activities: readonly DeskActivity[], bookings: readonly StoredDeskBooking[]) {
  const counts = new Map<number, { name: string; bookings: number; players: number }>()
  for (const booking of bookings) {
    if (booking.status !== 'checked_in') continue
    const count = counts.get(booking.activityId) ?? { name: booking.activityName, bookings: 0, players: 0 }
    counts.set(booking.activityId, { ...count, bookings: count.bookings + 1, players: count.players + booking.playerCount })
  }
  const order = new Map(activities.map((activity, index) => [activity.activity_id, index]))
  return [...counts.entries()]
    .sort(([a], [b]) => (order.get(a) ?? 1e9) - (order.get(b) ?? 1e9))
    .map(([activityId, count]) => ({ activityId, ...count }))
}

/** The count in one line; by activity on request, so that a phone keeps its screen for the bookings. */
export function DeskOnCourt({ activities, bookings }: { activities: readonly DeskActivity[]; bookings: readonly StoredDeskBooking[] }) {
  const counts = onCourtByActivity(activities, bookings)
  const players = counts.reduce((sum, count) => sum + count.players, 0)
  const total = (
    <span>
      On court now <strong>{players}</strong> {players === 1 ? 'player' : 'players'}
    </span>
  )
  return (
    <div className="desk-oncourt" aria-live="polite">
      {counts.length === 0 ? (
        <p className="door__counters">{total}</p>
      ) : (
        <details className="desk-oncourt__details">
          <summary className="door__counters">
            {total}
            <span className="desk-oncourt__more">by activity</span>
          </summary>
          <ul className="desk-oncourt__list" aria-label="On court now by activity">
            {counts.map((count) => (
              <li key={count.activityId}>
                {count.name}: <strong>{count.players}</strong> ({count.bookings} {count.bookings === 1 ? 'booking' : 'bookings'})
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  )
}
