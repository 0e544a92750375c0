import { sql, type Insertable, type Updateable } from 'kysely'
import type { Executor } from '../db/database.js'
import type { EventStatus, EventsTable, EventType, EventVisibility } from '../db/schema.js'

/** Tickets that hold a seat: every one not cancelled. */
const seatsTaken = sql<number>`(select count(*)::int from event_tickets t where t.event_id = events.event_id and t.status <> 'cancelled')`

function eventsWithSeats(db: Executor) {
  return db.selectFrom('events').selectAll('events').select(seatsTaken.as('tickets_sold'))
}

export type EventRow = Awaited<ReturnType<ReturnType<typeof eventsWithSeats>['executeTakeFirstOrThrow']>>

export function findEvent(db: Executor, eventId: number) {
  return eventsWithSeats(db).where('event_id', '=', eventId).executeTakeFirst()
}

/** The event row locked until the transaction ends: bookings of one event take their seats one at a time. */
export function lockEvent(trx: Executor, eventId: number) {
  return trx.selectFrom('events').selectAll().where('event_id', '=', eventId).forUpdate().executeTakeFirst()
}

export async function countSeatsTaken(trx: Executor, eventId: number): Promise<number> {
  const row = await trx
    .selectFrom('event_tickets')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('event_id', '=', eventId)
    .where('status', '<>', 'cancelled')
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

export async function insertEvent(trx: Executor, values: Insertable<EventsTable>) {
  const { event_id } = await trx.insertInto('events').values(values).returning('event_id').executeTakeFirstOrThrow()
  return event_id
}

/** Every change bumps the sync version, so devices that keep the event see it (ADR 006). */
export async function updateEvent(trx: Executor, eventId: number, changes: Updateable<EventsTable>) {
  await trx
    .updateTable('events')
    .set({ ...changes, version: sql`nextval('sync_version_seq')` })
    .where('event_id', '=', eventId)
    .execute()
}

export async function deleteEventWithCoupons(trx: Executor, eventId: number) {
  await trx.deleteFrom('event_coupons').where('event_id', '=', eventId).execute()
  await trx.deleteFrom('events').where('event_id', '=', eventId).execute()
}

/** Slugs already taken by this base or its numbered variants ('gala', 'gala-2', ...). */
export function slugsLike(db: Executor, base: string) {
  return db
    .selectFrom('events')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute()
}

export interface EventListFilter {
  eventType?: EventType | undefined
  statuses?: readonly EventStatus[] | undefined
  visibility?: EventVisibility | undefined
  startsFrom?: Date | undefined
  startsBefore?: Date | undefined
  featuredOnly?: boolean
  /** Not yet ended at this instant. */
  notEndedAt?: Date | undefined
  /** Only events with a seat left. */
  hasSeatsLeft?: boolean
}

function filteredEvents(db: Executor, filter: EventListFilter) {
  let query = db.selectFrom('events')
  if (filter.eventType) query = query.where('event_type', '=', filter.eventType)
  if (filter.statuses) query = query.where('status', 'in', filter.statuses)
  if (filter.visibility) query = query.where('visibility', '=', filter.visibility)
  if (filter.startsFrom) query = query.where('start_at', '>=', filter.startsFrom)
  if (filter.startsBefore) query = query.where('start_at', '<', filter.startsBefore)
  if (filter.featuredOnly) query = query.where('featured', '=', true)
  if (filter.notEndedAt) query = query.where('end_at', '>', filter.notEndedAt)
  if (filter.hasSeatsLeft) query = query.where(seatsTaken, '<', sql<number>`events.capacity`)
  return query
}

/**
 * Events by start, earliest first; with `nextFirstAt`, the office's order: what has not ended by
 * then (under way, then to come) soonest first, then what has ended, latest first.
 */
export function listEvents(db: Executor, filter: EventListFilter, page: { limit: number; offset: number; nextFirstAt?: Date | undefined }) {
  const query = filteredEvents(db, filter).selectAll('events').select(seatsTaken.as('tickets_sold'))
  const at = page.nextFirstAt
  const ordered = at
    ? query
        .orderBy(sql`events.end_at <= ${at}`)
        .orderBy(sql`case when events.end_at > ${at} then events.start_at end`)
        .orderBy('start_at', 'desc')
    : query.orderBy('start_at')
  return ordered.orderBy('event_id').limit(page.limit).offset(page.offset).execute()
}

export async function countEvents(db: Executor, filter: EventListFilter): Promise<number> {
  const row = await filteredEvents(db, filter)
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

export async function hasAnyBooking(db: Executor, eventId: number): Promise<boolean> {
  const row = await db.selectFrom('event_bookings').select('booking_id').where('event_id', '=', eventId).limit(1).executeTakeFirst()
  return row !== undefined
}

/** Events whose title or venue holds the text, latest start first. */
export function searchEvents(db: Executor, text: string, limit: number) {
  const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
  return eventsWithSeats(db)
    .where((eb) => eb.or([eb('title', 'ilike', pattern), eb('venue', 'ilike', pattern)]))
    .orderBy('start_at', 'desc')
    .limit(limit)
    .execute()
}
