import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate, useParams } from 'react-router-dom'
import { toast } from 'sonner'
import { formatTimeOfDay } from '../../../domain/sports'
import { useSession } from '../../auth/use-session'
import { sportsFailureMessage, sportsMessages } from '../../office/sports/sports-failure'
import { formatDay, formatMinutes, priceLine, sessionPriceLine } from '../../office/sports/sports-format'
import type { ActivityDetails } from '../../../domain/contract/sports-shapes'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { Spinner } from '../../ui/Spinner'
import { TextField } from '../../ui/TextField'
import { MemberFrame } from '../MemberFrame'
import { AvailabilityGrid, type SlotChoice } from './AvailabilityGrid'
import { BookSlotForm } from './BookSlotForm'
import { bookingWindow } from './booking-window'
import { availabilityQuery, memberActivityQuery, memberSportsKeys } from './member-sports-api'
import { LoadingState } from '../../ui/LoadingState'
import './member-sports.css'

/** /member/sports/:activityId: the activity, a date within the booking window, its free slots, and booking one. */
export function MemberActivityPage() {
  const activityId = Number(useParams().activityId)
  const details = useQuery(memberActivityQuery(activityId))
  const back = { to: '/member/sports', label: 'Sports' }

  if (details.isPending) {
    return (
      <MemberFrame title="Activity" back={back}>
        <p aria-busy="true">
          <Spinner /> Loading the activity…
        </p>
      </MemberFrame>
    )
  }
  if (details.isError) {
    return (
      <MemberFrame title="Activity" back={back}>
        <ErrorState
          title="The activity could not be loaded"
          message={sportsFailureMessage(details.error, sportsMessages.fetchActivity)}
          onRetry={() => void details.refetch()}
        />
      </MemberFrame>
    )
  }
  return (
    <MemberFrame title={details.data.activity.name} back={back}>
      <ActivityBooking details={details.data} />
    </MemberFrame>
  )
}

function ActivityBooking({ details }: { details: ActivityDetails }) {
  const { activity } = details
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const member = useSession('member')
  const now = new Date()
  const range = bookingWindow(activity.booking_window_days, now)
  const [date, setDate] = useState(range.first)
  const [chosen, setChosen] = useState<SlotChoice>()
  const [notice, setNotice] = useState<string>()
  const isDateInWindow = /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= range.first && date <= range.last
  const isBookable = activity.status === 'active'
  const availability = useQuery({
    ...availabilityQuery(activity.activity_id, date),
    enabled: isDateInWindow && isBookable,
    refetchInterval: 60_000,
  })

  const items = details.items.filter((item) => item.status !== 'retired')
  const sessionPrices = sessionPriceLine(details.subcategories)
  const chosenItem = chosen && items.find((item) => item.item_id === chosen.itemId)

  const slotTaken = async () => {
    setChosen(undefined)
    setNotice(`${sportsMessages.slotTaken}: someone booked it a moment ago. The grid now shows what is still free.`)
    await queryClient.invalidateQueries({ queryKey: memberSportsKeys.availability(activity.activity_id, date) })
  }

  return (
    <>
      <section className="panel" aria-label="About the activity">
        <p className="record__meta">{activity.category}</p>
        <p className="record__meta">{priceLine(activity)}</p>
        {sessionPrices && <p className="record__meta">Sessions: {sessionPrices}</p>}
        <p className="record__meta">
          Open {formatTimeOfDay(activity.open_time)} – {formatTimeOfDay(activity.close_time)} · {bookingLimits(activity)}
        </p>
        <p className="record__meta">Cancel up to {formatMinutes(activity.cancel_cutoff_minutes)} before the start.</p>
        {activity.description && <p className="event-description">{activity.description}</p>}
      </section>
      {!isBookable ? (
        <p className="panel">
          {activity.status === 'maintenance'
            ? 'This activity is under maintenance and takes no bookings for now.'
            : 'This activity takes no bookings.'}
        </p>
      ) : (
        <section className="panel sports-booking" aria-labelledby="slots-title">
          <h2 id="slots-title" className="panel__title">
            Free slots
          </h2>
          <TextField
            label="Date"
            type="date"
            value={date}
            min={range.first}
            max={range.last}
            onChange={(next) => {
              setDate(next)
              setChosen(undefined)
              setNotice(undefined)
            }}
            error={isDateInWindow ? undefined : `Choose a date from ${formatDay(range.first)} to ${formatDay(range.last)}.`}
            hint={`Bookings open ${activity.booking_window_days} days ahead.`}
          />
          {notice && (
            <p className="form-alert" role="alert">
              {notice}
            </p>
          )}
          {isDateInWindow && availability.isPending && <LoadingState>Loading free slots…</LoadingState>}
          {availability.isError && (
            <ErrorState
              title="Free slots could not be loaded"
              message={sportsFailureMessage(availability.error, sportsMessages.fetchAvailability)}
              onRetry={() => void availability.refetch()}
            />
          )}
          {availability.data && (availability.data.slots.length === 0 || items.length === 0) && (
            <EmptyState title="No slots on this day">Try another date.</EmptyState>
          )}
          {availability.data && availability.data.slots.length > 0 && items.length > 0 && (
            <AvailabilityGrid
              date={date}
              slots={availability.data.slots}
              items={items}
              now={now}
              chosen={chosen}
              onChoose={(choice) => {
                setChosen(choice)
                setNotice(undefined)
              }}
            />
          )}
        </section>
      )}
      {chosen && chosenItem && availability.data && member && (
        <BookSlotForm
          key={`${date}-${chosen.itemId}-${chosen.slotIndex}`}
          activity={activity}
          subcategories={details.subcategories}
          item={chosenItem}
          date={date}
          slots={availability.data.slots}
          slotIndex={chosen.slotIndex}
          onSlotTaken={() => void slotTaken()}
          onBooked={(_booking, message) => {
            toast.success(message ?? 'Booking confirmed')
            void queryClient.invalidateQueries({ queryKey: memberSportsKeys.all })
            void navigate('/member/sports/bookings')
          }}
        />
      )}
    </>
  )
}

/** 'slots of 1 hour, up to 2 in one booking · up to 4 players', in the singular where a limit is 1. */
function bookingLimits({ slot_minutes, max_slots_per_booking, max_players }: ActivityDetails['activity']): string {
  const slots = max_slots_per_booking === 1 ? 'one in a booking' : `up to ${max_slots_per_booking} in one booking`
  const players = max_players === 1 ? 'for 1 player' : `up to ${max_players} players`
  return `slots of ${formatMinutes(slot_minutes)}, ${slots} · ${players}`
}
