import { addDays, clubInstant, clubMinutesOf, minutesOf } from '../../../domain/sports'
import { clubDate } from '../../../domain/time'
import type { AvailabilitySlot } from '../../../domain/contract/sports-shapes'

/** The dates a member may pick: today up to booking_window_days ahead (ADR 015). */
export function bookingWindow(windowDays: number, now: Date): { first: string; last: string } {
  const first = clubDate(now)
  return { first, last: addDays(first, windowDays) }
}

/** A slot that has started (today, club time) cannot be booked, whatever the server last said. */
export function hasSlotStarted(date: string, startTime: string, now: Date): boolean {
  const today = clubDate(now)
  return date < today || (date === today && minutesOf(startTime) <= clubMinutesOf(now))
}

export function isCellFree(slot: AvailabilitySlot, itemId: number, date: string, now: Date): boolean {
  return !hasSlotStarted(date, slot.start_time, now) && slot.items.some((cell) => cell.item_id === itemId && cell.available)
}

/**
 * The end times a booking from slot `startIndex` on item `itemId` may have: the slot's own end, and
 * each following slot's while the item stays free, the slots follow on without a gap, and the
 * booking stays within `maxSlots`.
 */
export function endTimeChoices(slots: AvailabilitySlot[], startIndex: number, itemId: number, maxSlots: number): string[] {
  const choices: string[] = []
  for (let index = startIndex; index < slots.length && choices.length < maxSlots; index += 1) {
    const slot = slots[index]!
    if (!slot.items.some((cell) => cell.item_id === itemId && cell.available)) break
    if (index > startIndex && slots[index - 1]!.end_time !== slot.start_time) break
    choices.push(slot.end_time)
  }
  return choices
}

/** Until when a member may cancel: cancel_cutoff_minutes before the start (ADR 015). */
export function cancelDeadline(booking: { booking_date: string; start_time: string }, cutoffMinutes: number): Date {
  return new Date(clubInstant(booking.booking_date.slice(0, 10), booking.start_time).getTime() - cutoffMinutes * 60_000)
}
