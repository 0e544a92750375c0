import { useState } from 'react'
import { EmptyState } from '../ui/EmptyState'
import type { DeskActivity } from './desk-types'
import { FreeSlots, type Choice } from './FreeSlots'
import { WalkInForm } from './WalkInForm'

interface WalkInBookingProps {
  date: string
  activities: readonly DeskActivity[]
  isOnline: boolean
  /** After a booking: pull it onto the device so it can be checked in at once. */
  onBooked: () => void
}

/** Book a free slot for players at the desk (online only: the server decides what is free). */
export function WalkInBooking({ date, activities, isOnline, onBooked }: WalkInBookingProps) {
  const [activityId, setActivityId] = useState<number | undefined>(activities[0]?.activity_id)
  const [choice, setChoice] = useState<Choice>()
  if (!isOnline) {
    return (
      <p className="door__notice" role="status">
        Walk-in booking needs the network: this device is offline. Check-ins and check-outs still work and are sent when the network is
        back.
      </p>
    )
  }
  if (activities.length === 0) return <EmptyState title="No activities">The club has no sports activities to book yet.</EmptyState>
  return (
    <section className="desk-walkin" aria-labelledby="desk-walkin-title">
      <h2 id="desk-walkin-title" className="door__section-title">
        Walk-in booking
      </h2>
      <label htmlFor="desk-walkin-activity" className="door__label">
        Activity
      </label>
      <select
        id="desk-walkin-activity"
        className="door__input"
        value={activityId ?? ''}
        onChange={(event) => {
          setActivityId(Number(event.target.value))
          setChoice(undefined)
        }}
      >
        {activities.map((activity) => (
          <option key={activity.activity_id} value={activity.activity_id}>
            {activity.name}
          </option>
        ))}
      </select>
      {activityId !== undefined && choice && (
        <WalkInForm
          key={`${choice.itemId}-${choice.startTime}`}
          activityId={activityId}
          date={date}
          choice={choice}
          onDone={() => {
            setChoice(undefined)
            onBooked()
          }}
        />
      )}
      {activityId !== undefined && <FreeSlots key={activityId} activityId={activityId} date={date} choice={choice} onChoose={setChoice} />}
    </section>
  )
}
