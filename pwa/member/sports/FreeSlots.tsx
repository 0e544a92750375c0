import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { toast } from 'sonner'
import type { ActivityDetails } from '../../../domain/contract/sports-shapes'
import { useOnlineStatus } from '../../app/use-online-status'
import { useSession } from '../../auth/use-session'
import { sportsFailureMessage, sportsMessages } from '../../office/sports/sports-failure'
import { formatDay } from '../../office/sports/sports-format'
import { EmptyState } from '../../ui/EmptyState'
import { LoadingState } from '../../ui/LoadingState'
import { TextField } from '../../ui/TextField'
import { SavedRead } from '../saved/SavedRead'
import { AvailabilityGrid, type SlotChoice } from './AvailabilityGrid'
import { BookSlotForm } from './BookSlotForm'
import { bookingWindow } from './booking-window'
import { availabilityQuery, memberSportsKeys } from './member-sports-api'
import { firstBookableDay } from './opening-day'

/**
 * A date within the booking window, its free slots, and booking one. It opens on today, or when
 * today has nothing left to book, on the first day that has (opening-day.ts), and says so.
 */
export function FreeSlots({ details }: { details: ActivityDetails }) {
  const { activity } = details
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const member = useSession('member')
  const isOnline = useOnlineStatus()
  const now = new Date()
  const range = bookingWindow(activity.booking_window_days, now)
  const items = details.items.filter((item) => item.status !== 'retired')
  const opening = useQuery({
    queryKey: memberSportsKeys.openingDay(activity.activity_id, range.first),
    queryFn: () =>
      firstBookableDay(
        range,
        items.map((item) => item.item_id),
        now,
        (day) => queryClient.fetchQuery(availabilityQuery(activity.activity_id, day)),
      ),
  })
  const [pickedDate, setPickedDate] = useState<string>()
  const [chosen, setChosen] = useState<SlotChoice>()
  const [notice, setNotice] = useState<string>()
  // Offline, or the search failed: today, and the grid shows what the phone saved of it.
  const hasNoOpeningDay = opening.isError || !isOnline || opening.fetchStatus === 'paused'
  const date = pickedDate ?? opening.data ?? (hasNoOpeningDay ? range.first : undefined)
  const isDateInWindow = date !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= range.first && date <= range.last
  const availability = useQuery({
    ...availabilityQuery(activity.activity_id, date ?? range.first),
    enabled: isDateInWindow,
    refetchInterval: 60_000,
  })
  const chosenItem = chosen && items.find((item) => item.item_id === chosen.itemId)

  const slotTaken = async () => {
    setChosen(undefined)
    setNotice(`${sportsMessages.slotTaken}: someone booked it a moment ago. The grid now shows what is still free.`)
    await queryClient.invalidateQueries({ queryKey: memberSportsKeys.availability(activity.activity_id, date ?? range.first) })
  }

  if (date === undefined) return <LoadingState>Finding the first day with a free slot…</LoadingState>
  return (
    <>
      <section className="panel sports-booking" aria-labelledby="slots-title">
        <h2 id="slots-title" className="panel__title">
          Free slots
        </h2>
        {pickedDate === undefined && date !== range.first && (
          <p className="slots-note" role="status">
            No slots left to book today: showing {formatDay(date)}, the first day with one.
          </p>
        )}
        <TextField
          label="Date"
          type="date"
          value={date}
          min={range.first}
          max={range.last}
          onChange={(next) => {
            setPickedDate(next)
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
        {isDateInWindow && (
          <SavedRead
            query={availability}
            what="the free slots"
            loading="Loading free slots…"
            failure={{
              title: 'Free slots could not be loaded',
              message: (error) => sportsFailureMessage(error, sportsMessages.fetchAvailability),
            }}
          >
            {(day) =>
              day.slots.length === 0 || items.length === 0 ? (
                <EmptyState title="No slots on this day">Try another date.</EmptyState>
              ) : (
                <AvailabilityGrid
                  key={date}
                  date={date}
                  slots={day.slots}
                  items={items}
                  now={now}
                  chosen={chosen}
                  onChoose={(choice) => {
                    setChosen(choice)
                    setNotice(undefined)
                  }}
                />
              )
            }
          </SavedRead>
        )}
      </section>
      {chosen && chosenItem && availability.data && member && !isOnline && (
        <p className="panel">Booking needs a connection: choose the slot again once you are back online.</p>
      )}
      {chosen && chosenItem && availability.data && member && isOnline && (
        <BookSlotForm
          key={`${date}-${chosen.itemId}-${chosen.slotIndex}`}
          activity={activity}
          subcategories={details.subcategories}
          dependents={member.dependents}
          item={chosenItem}
          date={date}
          slots={availability.data.slots}
          slotIndex={chosen.slotIndex}
          onSlotTaken={() => void slotTaken()}
          onBooked={(_booking, message) => {
            toast.success(message ?? 'Booking confirmed')
            void queryClient.invalidateQueries({ queryKey: memberSportsKeys.all })
            void navigate('/member/bookings')
          }}
        />
      )}
    </>
  )
}
