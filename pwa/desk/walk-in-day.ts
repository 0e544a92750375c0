import { formatTimeOfDay, minutesOf } from '../../domain/sports'
import type { Availability } from '../../domain/contract/sports-shapes'

/**
 * Where a day stands for a walk-in, from the server's availability and the club's time of day: the
 * desk says "No slots left today" only when every slot still to come is booked, and once the last
 * slot has started it says the day is over instead (and offers tomorrow).
 */
export type WalkInDay =
  | { kind: 'free' }
  /** Every slot still to come today is booked. */
  | { kind: 'all_taken' }
  /** No slot is left to start today: `isClosed` once closing time has passed. */
  | { kind: 'day_over'; isClosed: boolean; closesAt: string }
  /** Slots are to come, but no court can take them (every one in maintenance). */
  | { kind: 'maintenance' }
  /** Slots are to come and nobody holds them, yet none is free: the activity takes no bookings now. */
  | { kind: 'not_taking' }
  /** The activity has no slots at all. */
  | { kind: 'no_slots' }

/**
 * `nowMinutes`: the club's time of day for today (domain/sports.ts `clubMinutesOf`), or undefined for
 * a day still to come (every slot of it is to come).
 */
export function walkInDay(availability: Pick<Availability, 'items' | 'slots'>, nowMinutes: number | undefined): WalkInDay {
  const { slots, items } = availability
  if (slots.length === 0) return { kind: 'no_slots' }
  const closesAt = slots.at(-1)!.end_time
  const toCome = slots.filter((slot) => nowMinutes === undefined || minutesOf(slot.start_time) > nowMinutes)
  // The slot under way is still offered while the server says it is free (its first minute).
  if (slots.some((slot) => slot.items.some((item) => item.available))) return { kind: 'free' }
  if (toCome.length === 0) return { kind: 'day_over', isClosed: nowMinutes! >= minutesOf(closesAt), closesAt }
  const bookable = new Set(items.filter((item) => item.status === 'available').map((item) => item.item_id))
  if (bookable.size === 0) return { kind: 'maintenance' }
  const cells = toCome.flatMap((slot) => slot.items.filter((item) => bookable.has(item.item_id)))
  return cells.every((item) => item.booking_id !== undefined) ? { kind: 'all_taken' } : { kind: 'not_taking' }
}

/** What the desk says for a day with nothing free (not for `free`). */
export function walkInDayText(day: Exclude<WalkInDay, { kind: 'free' }>, activityName: string, isToday: boolean): string {
  const when = isToday ? 'today' : 'that day'
  switch (day.kind) {
    case 'all_taken':
      return isToday ? 'No slots left today: every slot still to come is booked.' : 'No slots left that day: every slot is booked.'
    case 'day_over':
      return day.isClosed
        ? `The day is over: ${activityName} closed at ${formatTimeOfDay(day.closesAt)}.`
        : `The day is over: the last slot of ${activityName} has started (it closes at ${formatTimeOfDay(day.closesAt)}).`
    case 'maintenance':
      return `Nothing of ${activityName} can be booked ${when}: every court, table or lane is in maintenance.`
    case 'not_taking':
      return `${activityName} is not taking bookings ${when}.`
    case 'no_slots':
      return `${activityName} has no slots to book.`
  }
}
