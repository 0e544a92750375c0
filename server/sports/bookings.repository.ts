import { sql, type Insertable, type Updateable } from 'kysely'
import type { SportsBookingStatus } from '../../domain/sports.js'
import type { Executor } from '../db/database.js'
import type { SportsBookingHistoryTable, SportsBookingsTable, SportsPaymentsTable } from '../db/sports-schema.js'

/** Sports bookings, their status history and their payments. Every update takes a new version. */

export const holdingStatuses = ['confirmed', 'checked_in'] as const satisfies readonly SportsBookingStatus[]

function bookingRows(db: Executor) {
  return db
    .selectFrom('sports_bookings')
    .innerJoin('sports_activities', 'sports_activities.activity_id', 'sports_bookings.activity_id')
    .innerJoin('sports_items', 'sports_items.item_id', 'sports_bookings.item_id')
    .leftJoin('members', 'members.member_id', 'sports_bookings.member_id')
    .selectAll('sports_bookings')
    .select([
      'sports_activities.name as activity_name',
      'sports_activities.cancel_cutoff_minutes',
      'sports_items.name as item_name',
      'members.name as member_name',
    ])
}

export type BookingRow = Awaited<ReturnType<ReturnType<typeof bookingRows>['execute']>>[number]

export interface BookingFilter {
  activityId?: number | undefined
  status?: SportsBookingStatus | undefined
  memberId?: string | undefined
  date?: string | undefined
}

function filtered(db: Executor, filter: BookingFilter) {
  let query = bookingRows(db)
  if (filter.activityId) query = query.where('sports_bookings.activity_id', '=', filter.activityId)
  if (filter.status) query = query.where('sports_bookings.status', '=', filter.status)
  if (filter.memberId) query = query.where('sports_bookings.member_id', '=', filter.memberId)
  if (filter.date) query = query.where('sports_bookings.booking_date', '=', filter.date)
  return query
}

export function listBookings(db: Executor, filter: BookingFilter, page: { limit: number; offset: number }) {
  return filtered(db, filter)
    .orderBy('sports_bookings.booking_date', 'desc')
    .orderBy('sports_bookings.start_time')
    .orderBy('sports_bookings.booking_id')
    .limit(page.limit)
    .offset(page.offset)
    .execute()
}

export async function countBookings(db: Executor, filter: BookingFilter): Promise<number> {
  let query = db.selectFrom('sports_bookings').select(sql<number>`count(*)::int`.as('count'))
  if (filter.activityId) query = query.where('activity_id', '=', filter.activityId)
  if (filter.status) query = query.where('status', '=', filter.status)
  if (filter.memberId) query = query.where('member_id', '=', filter.memberId)
  if (filter.date) query = query.where('booking_date', '=', filter.date)
  return (await query.executeTakeFirstOrThrow()).count
}

export function findBooking(db: Executor, bookingId: number) {
  return bookingRows(db).where('sports_bookings.booking_id', '=', bookingId).executeTakeFirst()
}

/** The item a booking is for, read without a lock: the item is locked before the booking. */
export async function findBookingItemId(db: Executor, bookingId: number): Promise<number | undefined> {
  const row = await db.selectFrom('sports_bookings').select('item_id').where('booking_id', '=', bookingId).executeTakeFirst()
  return row?.item_id
}

/** The booking row locked until the transaction ends (status changes and payments take it in turn). */
export function lockBooking(trx: Executor, bookingId: number) {
  return trx.selectFrom('sports_bookings').selectAll().where('booking_id', '=', bookingId).forUpdate().executeTakeFirst()
}

/** Bookings of the item that hold it at some time between start and end on the date. */
export function findOverlapping(
  db: Executor,
  slot: { itemId: number; date: string; startTime: string; endTime: string },
  exceptBookingId?: number,
) {
  let query = db
    .selectFrom('sports_bookings')
    .select(['booking_id', 'start_time', 'end_time'])
    .where('item_id', '=', slot.itemId)
    .where('booking_date', '=', slot.date)
    .where('status', 'in', holdingStatuses)
    .where('start_time', '<', slot.endTime)
    .where('end_time', '>', slot.startTime)
  if (exceptBookingId !== undefined) query = query.where('booking_id', '<>', exceptBookingId)
  return query.execute()
}

/** The bookings holding the activity's items on a date, through whichever activity (availability). */
export function listHolding(db: Executor, activityId: number, date: string) {
  return db
    .selectFrom('sports_bookings')
    .select(['booking_id', 'item_id', 'start_time', 'end_time'])
    .where('item_id', 'in', (eb) => eb.selectFrom('sports_activity_items').select('item_id').where('activity_id', '=', activityId))
    .where('booking_date', '=', date)
    .where('status', 'in', holdingStatuses)
    .execute()
}

export async function insertBooking(trx: Executor, values: Insertable<SportsBookingsTable>) {
  const { booking_id } = await trx.insertInto('sports_bookings').values(values).returning('booking_id').executeTakeFirstOrThrow()
  return booking_id
}

/** Every change of a booking row takes the next sync version: the desk pulls by version. */
export function updateBooking(trx: Executor, bookingId: number, changes: Updateable<SportsBookingsTable>) {
  return trx
    .updateTable('sports_bookings')
    .set({ ...changes, version: sql<number>`nextval('sync_version_seq')` })
    .where('booking_id', '=', bookingId)
    .execute()
}

export async function insertHistory(trx: Executor, values: Insertable<SportsBookingHistoryTable>) {
  await trx.insertInto('sports_booking_history').values(values).execute()
}

export function listHistory(db: Executor, bookingId: number) {
  return db
    .selectFrom('sports_booking_history')
    .leftJoin('users', 'users.user_id', 'sports_booking_history.changed_by_user')
    .leftJoin('members', 'members.member_id', 'sports_booking_history.changed_by_member')
    .selectAll('sports_booking_history')
    .select(['users.name as user_name', 'members.name as member_name'])
    .where('booking_id', '=', bookingId)
    .orderBy('history_id')
    .execute()
}

export async function insertPayment(trx: Executor, values: Insertable<SportsPaymentsTable>) {
  await trx.insertInto('sports_payments').values(values).execute()
}

export function listPayments(db: Executor, bookingId: number) {
  return db.selectFrom('sports_payments').selectAll().where('booking_id', '=', bookingId).orderBy('payment_id').execute()
}
