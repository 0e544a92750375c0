import { sql } from 'kysely'
import type { Executor } from '../db/database.js'

export interface TicketCounts {
  booked: number
  checked_in: number
  inside_now: number
  cancelled: number
}

export interface BookingCounts {
  total: number
  confirmed: number
  attended: number
  no_show: number
  cancelled: number
  revenue_paise: number
}

const count = (condition: string) => sql<number>`count(*) filter (where ${sql.raw(condition)})::int`

/** Ticket counters of each event: seats booked, checked in at least once, inside now, cancelled. */
export async function ticketCountsByEvent(db: Executor, eventIds: number[]): Promise<Map<number, TicketCounts>> {
  if (eventIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('event_tickets')
    .select([
      'event_id',
      count(`status <> 'cancelled'`).as('booked'),
      count(`status <> 'cancelled' and first_checked_in_at is not null`).as('checked_in'),
      count(`status <> 'cancelled' and is_inside`).as('inside_now'),
      count(`status = 'cancelled'`).as('cancelled'),
    ])
    .where('event_id', 'in', eventIds)
    .groupBy('event_id')
    .execute()
  return new Map(rows.map(({ event_id, ...counts }) => [event_id, counts]))
}

/** Booking counters of each event; revenue counts what is charged or paid on bookings not cancelled. */
export async function bookingCountsByEvent(db: Executor, eventIds: number[]): Promise<Map<number, BookingCounts>> {
  if (eventIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('event_bookings')
    .select([
      'event_id',
      sql<number>`count(*)::int`.as('total'),
      count(`status = 'confirmed'`).as('confirmed'),
      count(`status = 'attended'`).as('attended'),
      count(`status = 'no_show'`).as('no_show'),
      count(`status = 'cancelled'`).as('cancelled'),
      sql<number>`coalesce(sum(total_paise) filter (where status <> 'cancelled'), 0)::bigint`.as('revenue_paise'),
    ])
    .where('event_id', 'in', eventIds)
    .groupBy('event_id')
    .execute()
  return new Map(rows.map(({ event_id, ...counts }) => [event_id, { ...counts, revenue_paise: Number(counts.revenue_paise) }]))
}

/** Entries and exits of an event per hour of the club's clock ('2026-11-22 18:00'), undone ones left out. */
export function checkInsByHour(db: Executor, eventId: number) {
  const hour = sql<string>`to_char(date_trunc('hour', "at" at time zone 'Asia/Kolkata'), 'YYYY-MM-DD HH24:00')`
  return db
    .selectFrom('ticket_checkins')
    .select([hour.as('hour'), count(`type = 'entry'`).as('entries'), count(`type = 'exit'`).as('exits')])
    .where('event_id', '=', eventId)
    .where('undone_at', 'is', null)
    .groupBy(hour)
    .orderBy(hour)
    .execute()
}

/** Bookings made per club day since `since`, with their tickets and takings (cancelled ones left out). */
export function bookingsPerDay(db: Executor, since: Date) {
  const day = sql<string>`to_char(created_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`
  return db
    .selectFrom('event_bookings')
    .select([
      day.as('date'),
      sql<number>`count(*)::int`.as('bookings'),
      sql<number>`sum(ticket_count)::int`.as('tickets'),
      sql<number>`sum(total_paise)::bigint`.as('revenue_paise'),
    ])
    .where('created_at', '>=', since)
    .where('status', '<>', 'cancelled')
    .groupBy(day)
    .orderBy(day)
    .execute()
}

/** How many events of each status and type there are. */
export function eventCountsByStatusAndType(db: Executor) {
  return db
    .selectFrom('events')
    .select(['status', 'event_type', sql<number>`count(*)::int`.as('count')])
    .groupBy(['status', 'event_type'])
    .execute()
}

export async function bookingTotals(db: Executor) {
  const row = await db
    .selectFrom('event_bookings')
    .select([
      sql<number>`count(*)::int`.as('total'),
      count(`status <> 'cancelled'`).as('active'),
      count(`status = 'cancelled'`).as('cancelled'),
      sql<number>`coalesce(sum(ticket_count) filter (where status <> 'cancelled'), 0)::int`.as('tickets_sold'),
      sql<number>`coalesce(sum(total_paise) filter (where status <> 'cancelled'), 0)::bigint`.as('revenue_paise'),
      sql<number>`coalesce(sum(total_paise) filter (where status <> 'cancelled' and payment_status = 'due'), 0)::bigint`.as(
        'due_at_desk_paise',
      ),
    ])
    .executeTakeFirstOrThrow()
  return { ...row, revenue_paise: Number(row.revenue_paise), due_at_desk_paise: Number(row.due_at_desk_paise) }
}
