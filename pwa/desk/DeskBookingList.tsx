import type { DeskAction } from '../../domain/sports'
import { EmptyState } from '../ui/EmptyState'
import { slotLabel } from './desk-format'
import { DeskBookingCard } from './DeskBookingCard'
import type { DeskActivity, StoredDeskBooking } from './desk-types'

interface DeskBookingListProps {
  activities: readonly DeskActivity[]
  bookings: readonly StoredDeskBooking[]
  onTap: (booking: StoredDeskBooking, action: DeskAction) => void
  /** Another day than today. */
  isReadOnly?: boolean
}

interface ActivityGroup {
  activityId: number
  name: string
  slots: { label: string; bookings: StoredDeskBooking[] }[]
}

/** The day's bookings by activity (in the pull's order), then by time slot. */
export function groupByActivityAndTime(activities: readonly DeskActivity[], bookings: readonly StoredDeskBooking[]): ActivityGroup[] {
  const order = new Map(activities.map((activity, index) => [activity.activity_id, index]))
  const groups = new Map<number, ActivityGroup>()
  const sorted = [...bookings].sort(
    (a, b) => a.startTime.localeCompare(b.startTime) || a.itemName.localeCompare(b.itemName) || a.bookingId - b.bookingId,
  )
  for (const booking of sorted) {
    let group = groups.get(booking.activityId)
    if (!group) groups.set(booking.activityId, (group = { activityId: booking.activityId, name: booking.activityName, slots: [] }))
    const label = slotLabel(booking)
    const slot = group.slots.find((candidate) => candidate.label === label)
    if (slot) slot.bookings.push(booking)
    else group.slots.push({ label, bookings: [booking] })
  }
  return [...groups.values()].sort(
    (a, b) => (order.get(a.activityId) ?? 1e9) - (order.get(b.activityId) ?? 1e9) || a.name.localeCompare(b.name),
  )
}

export function DeskBookingList({ activities, bookings, onTap, isReadOnly = false }: DeskBookingListProps) {
  if (bookings.length === 0) {
    return isReadOnly ? (
      <EmptyState title="No bookings that day" />
    ) : (
      <EmptyState title="No bookings today">Walk-in players can be booked on a free court from the Walk-in tab.</EmptyState>
    )
  }
  return (
    <div className="desk-groups">
      {groupByActivityAndTime(activities, bookings).map((group) => (
        <section key={group.activityId} className="desk-group" aria-labelledby={`desk-activity-${group.activityId}`}>
          <h2 id={`desk-activity-${group.activityId}`} className="desk-group__title">
            {group.name}
          </h2>
          {group.slots.map((slot) => (
            <div key={slot.label} className="desk-slot">
              <h3 className="desk-slot__time">{slot.label}</h3>
              <ul className="desk-cards" aria-label={`${group.name}, ${slot.label}`}>
                {slot.bookings.map((booking) => (
                  <DeskBookingCard key={booking.bookingId} booking={booking} onTap={onTap} isReadOnly={isReadOnly} />
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </div>
  )
}
