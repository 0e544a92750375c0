import { sql } from 'kysely'
import type { Executor } from '../db/database.js'

/** Counts and sums over sports bookings for the calendar, statistics, revenue and the dashboard. */

const notCancelled = sql<boolean>`status <> 'cancelled'`

export function calendarDays(db: Executor, activityId: number, firstDay: string, lastDay: string) {
  return db
    .selectFrom('sports_bookings')
    .select([
      'booking_date',
      sql<number>`(count(*) filter (where status <> 'cancelled'))::int`.as('bookings'),
      sql<number>`coalesce(sum(slot_count) filter (where status in ('confirmed', 'checked_in', 'completed')), 0)::int`.as('booked_slots'),
      sql<number>`(count(*) filter (where status in ('checked_in', 'completed')))::int`.as('checked_in'),
      sql<number>`(count(*) filter (where status = 'cancelled'))::int`.as('cancelled'),
    ])
    .where('activity_id', '=', activityId)
    .where('booking_date', '>=', firstDay)
    .where('booking_date', '<=', lastDay)
    .groupBy('booking_date')
    .execute()
}

/** Bookings by status, with the value and players of those not cancelled. */
export function statusCounts(db: Executor, activityId: number | undefined) {
  let query = db
    .selectFrom('sports_bookings')
    .select([
      'status',
      sql<number>`count(*)::int`.as('bookings'),
      sql<number>`coalesce(sum(total_paise), 0)::bigint`.as('value_paise'),
      sql<number>`coalesce(sum(player_count), 0)::int`.as('players'),
    ])
    .groupBy('status')
  if (activityId) query = query.where('activity_id', '=', activityId)
  return query.execute()
}

export function activityTotals(db: Executor, range: { from?: string; to?: string; activityId?: number | undefined }) {
  let query = db
    .selectFrom('sports_activities')
    .leftJoin('sports_bookings', (join) => {
      let on = join
        .onRef('sports_bookings.activity_id', '=', 'sports_activities.activity_id')
        .on('sports_bookings.status', '<>', 'cancelled')
      if (range.from) on = on.on('sports_bookings.booking_date', '>=', range.from)
      if (range.to) on = on.on('sports_bookings.booking_date', '<=', range.to)
      return on
    })
    .select([
      'sports_activities.activity_id',
      'sports_activities.name',
      'sports_activities.category',
      sql<number>`count(sports_bookings.booking_id)::int`.as('bookings'),
      sql<number>`coalesce(sum(sports_bookings.total_paise), 0)::bigint`.as('revenue_paise'),
    ])
    .where('sports_activities.deleted_at', 'is', null)
    .groupBy(['sports_activities.activity_id', 'sports_activities.name', 'sports_activities.category'])
    .orderBy('sports_activities.name')
  if (range.activityId) query = query.where('sports_activities.activity_id', '=', range.activityId)
  return query.execute()
}

export function revenueByDay(db: Executor, from: string, to: string) {
  return db
    .selectFrom('sports_bookings')
    .select([
      'booking_date as date',
      sql<number>`count(*)::int`.as('bookings'),
      sql<number>`coalesce(sum(total_paise), 0)::bigint`.as('revenue_paise'),
      sql<number>`coalesce(sum(amount_paid_paise), 0)::bigint`.as('collected_paise'),
    ])
    .where(notCancelled)
    .where('booking_date', '>=', from)
    .where('booking_date', '<=', to)
    .groupBy('booking_date')
    .orderBy('booking_date')
    .execute()
}

/** One day's bookings by status (the dashboard's today). */
export function dayCounts(db: Executor, date: string) {
  return db
    .selectFrom('sports_bookings')
    .select([
      sql<number>`(count(*) filter (where status <> 'cancelled'))::int`.as('bookings'),
      sql<number>`(count(*) filter (where status = 'checked_in'))::int`.as('on_court_now'),
      sql<number>`(count(*) filter (where status in ('checked_in', 'completed')))::int`.as('checked_in'),
      sql<number>`(count(*) filter (where status = 'confirmed'))::int`.as('still_to_come'),
      sql<number>`(count(*) filter (where status = 'cancelled'))::int`.as('cancelled'),
      sql<number>`(count(*) filter (where status = 'no_show'))::int`.as('no_show'),
      sql<number>`coalesce(sum(total_paise) filter (where status <> 'cancelled'), 0)::bigint`.as('revenue_paise'),
    ])
    .where('booking_date', '=', date)
    .executeTakeFirstOrThrow()
}

export async function countHoldingBetween(db: Executor, from: string, to: string): Promise<number> {
  const row = await db
    .selectFrom('sports_bookings')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('booking_date', '>=', from)
    .where('booking_date', '<=', to)
    .where('status', 'in', ['confirmed', 'checked_in'])
    .executeTakeFirstOrThrow()
  return row.count
}

export function activityStatusCounts(db: Executor) {
  return db
    .selectFrom('sports_activities')
    .select(['status', sql<number>`count(*)::int`.as('activities')])
    .where('deleted_at', 'is', null)
    .groupBy('status')
    .execute()
}
