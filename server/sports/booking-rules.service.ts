import type { Selectable } from 'kysely'
import {
  minutesOf,
  priceSportsBooking,
  timeOf,
  slotCount,
  slotProblem,
  slotProblemText,
  type SlotRules,
  type SportsPricing,
  type SportsUserType,
} from '../../domain/sports.js'
import type { Executor } from '../db/database.js'
import type { SportsItemsTable } from '../db/sports-schema.js'
import { AppError, conflict } from '../http/errors.js'
import { invalidField } from '../http/invalid-field.js'
import { findActivity, findSubcategory, type ActivityRow } from './activities.repository.js'
import { findOverlapping } from './bookings.repository.js'
import { isLinked } from './items.repository.js'

/**
 * The checks a requested slot passes before it is booked (ADR 015), shared by POST bookings and
 * POST bookings/validate: the activity takes bookings, the item is one of its own, the times fit
 * its slots (and, for members, the booking window), the player count and the subcategory fit.
 */

export interface SlotAsk {
  activityId: number
  itemId: number
  subcategoryId: number | null
  userType: SportsUserType
  bookingDate: string
  startTime: string
  endTime: string
  playerCount: number
  /** Members book within the activity's window; staff any future slot. */
  isMember: boolean
}

export const SLOT_TAKEN = 'Slot is no longer available'

export function rulesOf(activity: Pick<ActivityRow, 'slot_minutes' | 'open_time' | 'close_time' | 'max_slots_per_booking'>): SlotRules {
  return {
    slotMinutes: activity.slot_minutes,
    openTime: activity.open_time,
    closeTime: activity.close_time,
    maxSlotsPerBooking: activity.max_slots_per_booking,
  }
}

async function bookableActivity(db: Executor, ask: Pick<SlotAsk, 'activityId' | 'isMember'>) {
  const activity = await findActivity(db, ask.activityId)
  if (!activity || (ask.isMember && activity.status === 'inactive'))
    throw invalidField('activity_id', `no sports activity has id ${ask.activityId}`)
  if (activity.status !== 'active') {
    throw new AppError(
      409,
      'activity_not_bookable',
      `${activity.name} is ${activity.status === 'maintenance' ? 'under maintenance' : 'not taking bookings'}`,
    )
  }
  return activity
}

function assertSlotFits(activity: ActivityRow, ask: SlotAsk, now: Date) {
  const request = { bookingDate: ask.bookingDate, startTime: ask.startTime, endTime: ask.endTime }
  const problem = slotProblem(rulesOf(activity), request, now, ask.isMember ? activity.booking_window_days : undefined)
  if (!problem) return
  const message = slotProblemText[problem]
  throw new AppError(400, problem, message, {
    errors: [{ path: problem === 'beyond_window' || problem === 'in_the_past' ? 'booking_date' : 'start_time', msg: message }],
    extra: { reason: problem },
  })
}

async function subcategoryPrice(db: Executor, activity: ActivityRow, subcategoryId: number | null) {
  if (subcategoryId === null) return null
  const subcategory = await findSubcategory(db, activity.activity_id, subcategoryId)
  if (!subcategory || !subcategory.is_active) throw invalidField('subcategory_id', `${activity.name} has no subcategory ${subcategoryId}`)
  return subcategory.price_paise
}

export interface CheckedSlot {
  activity: ActivityRow
  pricing: SportsPricing
  endTime: string
}

/**
 * Everything about the ask that does not depend on other bookings; 400/409 with the reason. An
 * ask without an end time (POST bookings/validate) is for one slot.
 */
export async function checkSlotAsk(
  db: Executor,
  asked: Omit<SlotAsk, 'endTime'> & { endTime: string | null },
  now: Date,
): Promise<CheckedSlot> {
  const activity = await bookableActivity(db, asked)
  const ask: SlotAsk = { ...asked, endTime: asked.endTime ?? timeOf(minutesOf(asked.startTime) + activity.slot_minutes) }
  if (!(await isLinked(db, activity.activity_id, ask.itemId)))
    throw invalidField('item_id', `item ${ask.itemId} is not one of ${activity.name}'s items`)
  assertSlotFits(activity, ask, now)
  if (ask.playerCount > activity.max_players)
    throw invalidField('player_count', `must be at most ${activity.max_players} for ${activity.name}`)
  const subcategoryPricePaise = await subcategoryPrice(db, activity, ask.subcategoryId)
  const pricing = priceSportsBooking(
    { pricePaise: activity.price_paise, guestPricePaise: activity.guest_price_paise, subcategoryPricePaise },
    { slotCount: slotCount(rulesOf(activity), ask), playerCount: ask.playerCount, userType: ask.userType },
  )
  return { activity, pricing, endTime: ask.endTime }
}

/** The item can be played on and nobody holds it for any part of the times: else 409. */
export async function assertItemFree(
  db: Executor,
  item: Pick<Selectable<SportsItemsTable>, 'item_id' | 'name' | 'status'>,
  ask: Pick<SlotAsk, 'bookingDate' | 'startTime' | 'endTime'>,
  exceptBookingId?: number,
) {
  if (item.status !== 'available')
    throw new AppError(409, 'item_unavailable', `${item.name} is ${item.status === 'maintenance' ? 'under maintenance' : 'retired'}`)
  const taken = await findOverlapping(
    db,
    { itemId: item.item_id, date: ask.bookingDate, startTime: ask.startTime, endTime: ask.endTime },
    exceptBookingId,
  )
  if (taken.length > 0) throw conflict(SLOT_TAKEN, { reason: 'slot_taken' })
}
