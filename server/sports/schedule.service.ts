import { clubMinutesOf, minutesOf, overlaps, slotsOf, type Slot } from '../../domain/sports.js'
import { clubDate } from '../../domain/time.js'
import type { Executor } from '../db/database.js'
import { notFound } from '../http/errors.js'
import { findActivityHead, type ActivityHead } from './activities.repository.js'
import { ACTIVITY_NOT_FOUND } from './activities.service.js'
import { calendarDays } from './analytics.repository.js'
import { rulesOf } from './booking-rules.service.js'
import { listHolding } from './bookings.repository.js'
import { listItemHeads } from './items.repository.js'

/**
 * An activity's slots, availability for a date and calendar for a month (ADR 015, "Shapes"). The
 * activity, its items and its bookings are read at once (the reads are independent), then joined here.
 */

export function timeSlotsOf(activity: ActivityHead) {
  const slots = slotsOf(rulesOf(activity)).map(toSlotTimes)
  return {
    activity_id: activity.activity_id,
    slot_minutes: activity.slot_minutes,
    open_time: activity.open_time,
    close_time: activity.close_time,
    slots,
  }
}

const toSlotTimes = (slot: Slot) => ({ start_time: slot.startTime, end_time: slot.endTime })

/** A slot that has started (or a day gone by) is not available any more. */
function hasStarted(date: string, slot: Slot, now: Date): boolean {
  const today = clubDate(now)
  return date < today || (date === today && minutesOf(slot.startTime) < clubMinutesOf(now))
}

export interface ScheduleReader {
  /** Members: other people's booking ids are hidden, and only active activities exist. */
  isMember: boolean
}

function assertVisible(activity: ActivityHead | undefined, reader: ScheduleReader): ActivityHead {
  if (!activity || (reader.isMember && activity.status !== 'active')) throw notFound(ACTIVITY_NOT_FOUND)
  return activity
}

/**
 * Each slot of the day with each item's availability: free when the activity and the item take
 * bookings, the slot has not started and no booking holds the item for any part of it. Staff see
 * which booking holds a taken item; members do not.
 */
export async function availabilityOf(db: Executor, activityId: number, date: string, now: Date, reader: ScheduleReader) {
  const [head, items, holdingRows] = await Promise.all([
    findActivityHead(db, activityId),
    listItemHeads(db, activityId),
    listHolding(db, activityId, date),
  ])
  const activity = assertVisible(head, reader)
  const holding = holdingRows.map((row) => ({ ...row, startTime: row.start_time, endTime: row.end_time }))
  const isOpen = activity.status === 'active'
  const slots = slotsOf(rulesOf(activity)).map((slot) => {
    const isPast = hasStarted(date, slot, now)
    return {
      ...toSlotTimes(slot),
      items: items.map((item) => {
        const holder = holding.find((booking) => booking.item_id === item.item_id && overlaps(booking, slot))
        const available = isOpen && item.status === 'available' && !isPast && !holder
        return { item_id: item.item_id, available, ...(!reader.isMember && holder ? { booking_id: holder.booking_id } : {}) }
      }),
    }
  })
  return { activity_id: activity.activity_id, date, items, slots }
}

/** 'YYYY-MM-DD' of each day of the month. */
function daysOfMonth(year: number, month: number): string[] {
  const count = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return Array.from({ length: count }, (_, index) => `${year}-${String(month).padStart(2, '0')}-${String(index + 1).padStart(2, '0')}`)
}

/** Per day of the month: bookings (not cancelled), slots booked of all bookable slots, check-ins, cancellations. */
export async function calendarOf(db: Executor, activityId: number, year: number, month: number) {
  const days = daysOfMonth(year, month)
  const [head, items, counted] = await Promise.all([
    findActivityHead(db, activityId),
    listItemHeads(db, activityId),
    calendarDays(db, activityId, days[0]!, days.at(-1)!),
  ])
  const activity = assertVisible(head, { isMember: false })
  const totalSlots = items.filter((item) => item.status === 'available').length * slotsOf(rulesOf(activity)).length
  const byDate = new Map(counted.map((row) => [row.booking_date, row]))
  return {
    activity_id: activity.activity_id,
    month,
    year,
    days: days.map((date) => {
      const row = byDate.get(date)
      return {
        date,
        bookings: row?.bookings ?? 0,
        booked_slots: row?.booked_slots ?? 0,
        total_slots: totalSlots,
        checked_in: row?.checked_in ?? 0,
        cancelled: row?.cancelled ?? 0,
      }
    }),
  }
}
