import { useQuery } from '@tanstack/react-query'
import { formatTimeOfDay } from '../../domain/sports'
import { EmptyState } from '../ui/EmptyState'
import { ErrorState } from '../ui/ErrorState'
import { Spinner } from '../ui/Spinner'
import { activityItemsQuery, availabilityQuery } from './queries'

/** A free item in a slot, picked for a walk-in. */
export interface Choice {
  itemId: number
  itemName: string
  startTime: string
  endTime: string
}

/** Today's slots with their free courts (the server's availability: started slots are not free). */
export function FreeSlots({
  activityId,
  date,
  choice,
  onChoose,
}: {
  activityId: number
  date: string
  choice: Choice | undefined
  onChoose: (choice: Choice) => void
}) {
  const slots = useQuery(availabilityQuery(activityId, date))
  const items = useQuery(activityItemsQuery(activityId))
  if (slots.isPending || items.isPending) {
    return (
      <p className="door__loading">
        <Spinner /> Loading free courts…
      </p>
    )
  }
  if (slots.isError || items.isError) {
    const error = slots.error ?? items.error
    return (
      <ErrorState
        title="Could not load the free courts"
        message={error?.message ?? 'Unknown error'}
        onRetry={() => void Promise.all([slots.refetch(), items.refetch()])}
      />
    )
  }
  const nameOf = new Map(items.data.map((item) => [item.item_id, item.name]))
  const free = slots.data
    .map((slot) => ({ ...slot, items: slot.items.filter((item) => item.available) }))
    .filter((slot) => slot.items.length > 0)
  if (free.length === 0) return <EmptyState title="Nothing free">Every slot left today is taken.</EmptyState>
  return (
    <ul className="desk-slots" aria-label="Free slots today">
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
