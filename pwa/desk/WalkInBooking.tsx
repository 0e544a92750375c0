import { useState } from 'react'
import { addDays } from '../../domain/time'
import { EmptyState } from '../ui/EmptyState'
import { formatDeskDate } from './desk-format'
import type { DeskActivity } from './desk-types'
import { FreeSlots, type Choice } from './FreeSlots'
import { useClubMinutes } from './use-club-today'
import { WalkInForm } from './WalkInForm'

interface WalkInBookingProps {
  /** Today, club time. */
  date: string
  activities: readonly DeskActivity[]
  isOnline: boolean
  /** After a booking: pull it onto the device so it can be checked in at once. */
  onBooked: () => void
}

/**
 * Book a free slot for players at the desk (online only: the server decides what is free), today,
 * or tomorrow when today has nothing left.
 */
export function WalkInBooking({ date, activities, isOnline, onBooked }: WalkInBookingProps) {
  const [activityId, setActivityId] = useState<number | undefined>(activities[0]?.activity_id)
  const [choice, setChoice] = useState<Choice>()
  const [isTomorrow, setTomorrow] = useState(false)
  const nowMinutes = useClubMinutes()
  if (!isOnline) {
    return (
      <p className="door__notice" role="status">
        Walk-in booking needs the network: this device is offline. Check-ins and check-outs still work and are sent when the network is
        back.
      </p>
    )
  }
  if (activities.length === 0) return <EmptyState title="No activities">The club has no sports activities to book yet.</EmptyState>
  const day = isTomorrow ? addDays(date, 1) : date
  const activity = activities.find((candidate) => candidate.activity_id === activityId)
  const showDay = (tomorrow: boolean) => {
    setTomorrow(tomorrow)
    setChoice(undefined)
  }
  return (
    <section className="desk-walkin" aria-labelledby="desk-walkin-title">
      <h2 id="desk-walkin-title" className="door__section-title">
        Walk-in booking · {isTomorrow ? `tomorrow, ${formatDeskDate(day)}` : 'today'}
      </h2>
      {isTomorrow && (
        <button type="button" className="link-button desk-walkin__today" onClick={() => showDay(false)}>
          Back to today
        </button>
      )}
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
        {activities.map((option) => (
          <option key={option.activity_id} value={option.activity_id}>
            {option.name}
          </option>
        ))}
      </select>
      {activityId !== undefined && choice && (
        <WalkInForm
          key={`${day}-${choice.itemId}-${choice.startTime}`}
          activityId={activityId}
          date={day}
          choice={choice}
          onDone={() => {
            setChoice(undefined)
            onBooked()
          }}
        />
      )}
      {activityId !== undefined && (
        <FreeSlots
          key={`${activityId}-${day}`}
          activityId={activityId}
          activityName={activity?.name ?? 'This activity'}
          date={day}
          nowMinutes={isTomorrow ? undefined : nowMinutes}
          dayWord={isTomorrow ? 'tomorrow' : 'today'}
          choice={choice}
          onChoose={setChoice}
          {...(isTomorrow ? {} : { onShowTomorrow: () => showDay(true) })}
        />
      )}
    </section>
  )
}
