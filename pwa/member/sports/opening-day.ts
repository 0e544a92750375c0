import { addDays } from '../../../domain/sports'
import type { Availability } from '../../../domain/contract/sports-shapes'
import { isCellFree } from './booking-window'

/** Whether the day has a slot a member can still book on one of these items. */
export function hasBookableSlot(availability: Pick<Availability, 'date' | 'slots'>, itemIds: readonly number[], now: Date): boolean {
  return availability.slots.some((slot) => itemIds.some((itemId) => isCellFree(slot, itemId, availability.date, now)))
}

/**
 * The day the activity page opens on: today while it has a slot left to book, else the first day of
 * the booking window that has one (late in the evening, or a day booked out), read a day at a time.
 * With none in the window, today (its grid then says so).
 */
export async function firstBookableDay(
  range: { first: string; last: string },
  itemIds: readonly number[],
  now: Date,
  availabilityOf: (day: string) => Promise<Availability>,
): Promise<string> {
  for (let day = range.first; day <= range.last; day = addDays(day, 1)) {
    if (hasBookableSlot(await availabilityOf(day), itemIds, now)) return day
  }
  return range.first
}
