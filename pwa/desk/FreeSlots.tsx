import { useQuery } from '@tanstack/react-query'
import { formatTimeOfDay } from '../../domain/sports'
import { ErrorState } from '../ui/ErrorState'
import { Spinner } from '../ui/Spinner'
import { availabilityQuery } from './queries'
import { walkInDay, walkInDayText } from './walk-in-day'

/** A free item in a slot, picked for a walk-in. */
export interface Choice {
  itemId: number
  itemName: string
  startTime: string
  endTime: string
}

interface FreeSlotsProps {
  activityId: number
  activityName: string
  date: string
  /** The club's time of day when `date` is today; undefined for a day to come. */
  nowMinutes: number | undefined
  /** 'today', 'tomorrow': how the list is named. */
  dayWord: string
  choice: Choice | undefined
  onChoose: (choice: Choice) => void
  /** Offered when nothing is free today: the next day's slots. */
  onShowTomorrow?: () => void
}

/**
 * A day's slots with their free courts (the server's availability: started slots are not free),
 * or, when none is free, why: every slot left booked ("No slots left today"), the day over, or the
 * courts in maintenance; then tomorrow is offered.
 */
export function FreeSlots({ activityId, activityName, date, nowMinutes, dayWord, choice, onChoose, onShowTomorrow }: FreeSlotsProps) {
  const availability = useQuery(availabilityQuery(activityId, date))
  if (availability.isPending) {
    return (
      <p className="door__loading">
        <Spinner /> Loading free courts…
      </p>
    )
  }
  if (availability.isError) {
    return (
      <ErrorState title="Could not load the free courts" message={availability.error.message} onRetry={() => void availability.refetch()} />
    )
  }
  const { items, slots } = availability.data
  const day = walkInDay(availability.data, nowMinutes)
  if (day.kind !== 'free') {
    return (
      <div className="desk-walkin__none" role="status">
        <p className="desk-walkin__none-text">{walkInDayText(day, activityName, nowMinutes !== undefined)}</p>
        {onShowTomorrow && (
          <button type="button" className="door__button" onClick={onShowTomorrow}>
            See tomorrow’s free slots
          </button>
        )}
      </div>
    )
  }
  const nameOf = new Map(items.map((item) => [item.item_id, item.name]))
  const free = slots
    .map((slot) => ({ ...slot, items: slot.items.filter((item) => item.available) }))
    .filter((slot) => slot.items.length > 0)
  return (
    <ul className="desk-slots" aria-label={`Free slots ${dayWord}`}>
      {free.map((slot) => (
        <li key={slot.start_time} className="desk-slots__row">
          <span className="desk-slots__time">
            {formatTimeOfDay(slot.start_time)} – {formatTimeOfDay(slot.end_time)}
          </span>
          <span className="desk-slots__items">
            {slot.items.map((item) => {
              const itemName = nameOf.get(item.item_id) ?? `Item ${item.item_id}`
              const isChosen = choice?.itemId === item.item_id && choice.startTime === slot.start_time
              return (
                <button
                  key={item.item_id}
                  type="button"
                  className="desk-slots__item"
                  aria-pressed={isChosen}
                  aria-label={`${itemName} at ${formatTimeOfDay(slot.start_time)}`}
                  onClick={() => onChoose({ itemId: item.item_id, itemName, startTime: slot.start_time, endTime: slot.end_time })}
                >
                  {itemName}
                </button>
              )
            })}
          </span>
        </li>
      ))}
    </ul>
  )
}
