import { sql } from 'kysely'
import type { Executor } from '../db/database.js'

/** The reads behind the office dashboard (ADR 032): one query per figure, each small. */

/** Events of the club day [from, to): started before it ends and not ended before it starts; drafts and cancelled left out. */
export function eventsBetween(db: Executor, from: Date, to: Date) {
  return db
    .selectFrom('events')
    .select(['event_id', 'title', 'venue', 'start_at', 'end_at', 'capacity'])
    .where('start_at', '<', to)
    .where('end_at', '>', from)
    .where('status', 'in', ['published', 'completed'])
    .orderBy('start_at')
    .orderBy('event_id')
    .limit(20)
    .execute()
}

/** Orders not yet served or cancelled, by kitchen: still to cook (pending, preparing) and waiting at the pass (ready). */
export function openOrdersByKitchen(db: Executor) {
  return db
    .selectFrom('orders')
    .innerJoin('kitchens', 'kitchens.kitchen_id', 'orders.kitchen_id')
    .select([
      'kitchens.kitchen_id',
      'kitchens.name',
      sql<number>`(count(*) filter (where orders.status in ('pending', 'preparing')))::int`.as('open'),
      sql<number>`(count(*) filter (where orders.status = 'ready'))::int`.as('ready'),
    ])
    .where('orders.status', 'in', ['pending', 'preparing', 'ready'])
    .groupBy(['kitchens.kitchen_id', 'kitchens.name'])
    .orderBy('kitchens.name')
    .execute()
}

/** Today's sports bookings checked in and not yet out (status checked_in), and their players, by activity. */
export function onCourtByActivity(db: Executor, date: string) {
  return db
    .selectFrom('sports_bookings')
    .innerJoin('sports_activities', 'sports_activities.activity_id', 'sports_bookings.activity_id')
    .select([
      'sports_activities.activity_id',
      'sports_activities.name',
      sql<number>`count(*)::int`.as('bookings'),
      sql<number>`coalesce(sum(sports_bookings.player_count), 0)::int`.as('players'),
    ])
    .where('sports_bookings.booking_date', '=', date)
    .where('sports_bookings.status', '=', 'checked_in')
    .groupBy(['sports_activities.activity_id', 'sports_activities.name'])
    .orderBy('sports_activities.name')
    .execute()
}

const available = sql<number>`(member_accounts.balance_paise - member_accounts.pending_paise)`
const creditLimit = sql<number>`coalesce(members.credit_limit_paise, member_categories.default_credit_limit_paise, 0)`

/** How many members' available balance is below minus their credit limit (the accounts dashboard's list, counted). */
export async function countOverLimit(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('member_accounts')
    .innerJoin('members', 'members.member_id', 'member_accounts.member_id')
    .leftJoin('member_categories', 'member_categories.category_id', 'members.category_id')
    .select(sql<number>`count(*)::int`.as('count'))
    .where(sql<boolean>`${available} < -${creditLimit}`)
    .executeTakeFirstOrThrow()
  return row.count
}

/**
 * Active members born on this month and day ('MM-DD'); `alsoOn` adds a second one (29 February in a
 * year without it). By name, at most `limit`, with how many there are in all.
 */
export async function birthdaysOn(db: Executor, monthDays: string[], limit: number) {
  const born = sql<string>`to_char(members.date_of_birth, 'MM-DD')`
  const base = db
    .selectFrom('members')
    .where('members.status', '=', 'active')
    .where('members.date_of_birth', 'is not', null)
    .where(born, 'in', monthDays)
  const [rows, total] = await Promise.all([
    base
      .select(['members.member_id', 'members.name', 'members.date_of_birth'])
      .orderBy('members.name')
      .orderBy('members.member_id')
      .limit(limit)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
  ])
  return { rows, count: total.count }
}
