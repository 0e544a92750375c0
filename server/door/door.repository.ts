import { sql } from 'kysely'
import type { Executor } from '../db/database.js'
import type { CheckInType, TicketStatus } from '../db/schema.js'

/** The ticket columns the door's working set holds and writes back. */
function doorTickets(db: Executor) {
  return db
    .selectFrom('event_tickets')
    .innerJoin('event_bookings', 'event_bookings.booking_id', 'event_tickets.booking_id')
    .select([
      'event_tickets.ticket_id',
      'event_tickets.event_id',
      'event_tickets.booking_id',
      'event_tickets.short_code',
      'event_tickets.holder_name',
      'event_tickets.status',
      'event_tickets.is_inside',
      'event_tickets.first_checked_in_at',
      'event_tickets.first_checked_in_by',
      'event_tickets.first_checked_in_device',
      'event_tickets.last_entry_at',
      'event_tickets.last_exit_at',
      'event_tickets.version',
      'event_bookings.contact_phone',
      'event_bookings.member_id',
    ])
}

/** Locks the tickets in one statement, in id order (every check-in takes them in that order: no deadlocks). */
export function lockDoorTickets(trx: Executor, ticketIds: readonly number[]) {
  return doorTickets(trx)
    .where('event_tickets.ticket_id', 'in', [...ticketIds])
    .orderBy('event_tickets.ticket_id')
    .forUpdate('event_tickets')
    .execute()
}
export type LockedDoorTicket = Awaited<ReturnType<typeof lockDoorTickets>>[number]

const checkinColumns = ['checkin_id', 'ticket_id', 'client_checkin_id', 'type', 'at', 'device_client_id', 'user_id', 'undone_at'] as const

export function findCheckinsOfTickets(db: Executor, ticketIds: readonly number[]) {
  return db
    .selectFrom('ticket_checkins')
    .select(checkinColumns)
    .where('ticket_id', 'in', [...ticketIds])
    .orderBy('at')
    .orderBy('checkin_id')
    .execute()
}
export type StoredCheckin = Awaited<ReturnType<typeof findCheckinsOfTickets>>[number]

/** The tickets of check-ins named by the devices' ids for them. */
export async function findTicketIdsOfCheckins(db: Executor, clientCheckinIds: readonly string[]) {
  const rows = await db
    .selectFrom('ticket_checkins')
    .select('ticket_id')
    .where('client_checkin_id', 'in', [...clientCheckinIds])
    .execute()
  return rows.map((row) => row.ticket_id)
}

export function findDoorEvents(db: Executor, eventIds: readonly number[]) {
  return db
    .selectFrom('events')
    .select(['event_id', 'start_at', 'end_at'])
    .where('event_id', 'in', [...eventIds])
    .execute()
}

export interface TicketWrite {
  ticket_id: number
  status: TicketStatus
  is_inside: boolean
  first_checked_in_at: Date | null
  first_checked_in_by: number | null
  first_checked_in_device: string | null
  last_entry_at: Date | null
  last_exit_at: Date | null
}

export interface CheckinInsert {
  ticket_id: number
  event_id: number
  type: CheckInType
  at: Date
  device_client_id: string | null
  user_id: number | null
  client_checkin_id: string | null
  undone_at: Date | null
}

export interface ConflictInsert {
  event_id: number
  ticket_id: number
  /** Read once the accepted check-in is stored (it may be written in the same flush). */
  accepted_checkin_id: () => number
  rejected_device_client_id: string
  rejected_user_id: number | null
  rejected_at: Date
  type: CheckInType
}

export interface DoorWrite {
  tickets: TicketWrite[]
  inserts: CheckinInsert[]
  undone: { checkin_id: number; undone_at: Date }[]
  /** Given the ids of `inserts`, in their order. */
  conflicts: ConflictInsert[]
}

/** Takes one version for everything a transaction changed at the door. */
export async function nextDoorVersion(trx: Executor): Promise<number> {
  const { rows } = await sql<{ version: string | number }>`select nextval('sync_version_seq') as version`.execute(trx)
  return Number(rows[0]!.version)
}

/** Stores new check-ins (their ids come back in the order given) under `version`, with `now` as arrival time. */
export async function insertCheckins(trx: Executor, inserts: CheckinInsert[], version: number, now: Date): Promise<number[]> {
  if (inserts.length === 0) return []
  const rows = await trx
    .insertInto('ticket_checkins')
    .values(inserts.map((insert) => ({ ...insert, created_at: now, version })))
    .returning('checkin_id')
    .execute()
  return rows.map((row) => Number(row.checkin_id))
}

export async function markCheckinsUndone(trx: Executor, undone: DoorWrite['undone'], version: number) {
  if (undone.length === 0) return
  const rows = undone.map((row) => sql`(${row.checkin_id}::bigint, ${row.undone_at}::timestamptz)`)
  await sql`update ticket_checkins as c set undone_at = u.undone_at, version = ${version}
    from (values ${sql.join(rows)}) as u (checkin_id, undone_at) where c.checkin_id = u.checkin_id`.execute(trx)
}

/** Writes every changed ticket in one statement. */
export async function updateDoorTickets(trx: Executor, tickets: TicketWrite[], version: number, now: Date) {
  if (tickets.length === 0) return
  const rows = tickets.map(
    (t) =>
      sql`(${t.ticket_id}::int, ${t.status}::text, ${t.is_inside}::boolean, ${t.first_checked_in_at}::timestamptz, ${t.first_checked_in_by}::int,
        ${t.first_checked_in_device}::text, ${t.last_entry_at}::timestamptz, ${t.last_exit_at}::timestamptz)`,
  )
  const result =
    await sql`update event_tickets as t set status = u.status, is_inside = u.is_inside, first_checked_in_at = u.first_checked_in_at,
      first_checked_in_by = u.first_checked_in_by, first_checked_in_device = u.first_checked_in_device, last_entry_at = u.last_entry_at,
      last_exit_at = u.last_exit_at, updated_at = ${now}, version = ${version}
    from (values ${sql.join(rows)}) as u (ticket_id, status, is_inside, first_checked_in_at, first_checked_in_by, first_checked_in_device, last_entry_at, last_exit_at)
    where t.ticket_id = u.ticket_id`.execute(trx)
  if (Number(result.numAffectedRows ?? tickets.length) !== tickets.length)
    throw new Error(`Wrote ${result.numAffectedRows} of ${tickets.length} tickets`)
}

export async function insertConflicts(trx: Executor, conflicts: ConflictInsert[], now: Date) {
  if (conflicts.length === 0) return
  await trx
    .insertInto('checkin_conflicts')
    .values(
      conflicts.map(({ accepted_checkin_id, ...conflict }) => ({
        ...conflict,
        accepted_checkin_id: accepted_checkin_id(),
        received_at: now,
      })),
    )
    .execute()
}

/** The event's tickets changed after `since` with their bookings' contact (all when since = 0). */
export function listDoorTicketsChangedSince(db: Executor, eventId: number, since: number) {
  let query = db
    .selectFrom('event_tickets')
    .innerJoin('event_bookings', 'event_bookings.booking_id', 'event_tickets.booking_id')
    .select([
      'event_tickets.ticket_id',
      'event_tickets.event_id',
      'event_tickets.booking_id',
      'event_tickets.short_code',
      'event_tickets.holder_name',
      'event_tickets.status',
      'event_tickets.version',
      'event_bookings.contact_phone',
      'event_bookings.member_id',
    ])
    .where('event_tickets.event_id', '=', eventId)
  if (since > 0) query = query.where('event_tickets.version', '>', since)
  return query.orderBy('event_tickets.ticket_id').execute()
}

/** The check-ins of those tickets, oldest first (every check-in change bumps its ticket's version). */
export function listDoorCheckinsChangedSince(db: Executor, eventId: number, since: number) {
  let query = db.selectFrom('ticket_checkins').select(checkinColumns).where('ticket_checkins.event_id', '=', eventId)
  if (since > 0) {
    query = query.where('ticket_id', 'in', (eb) =>
      eb
        .selectFrom('event_tickets')
        .select('event_tickets.ticket_id')
        .where('event_tickets.event_id', '=', eventId)
        .where('event_tickets.version', '>', since),
    )
  }
  return query.orderBy('at').orderBy('checkin_id').execute()
}

export function findDoorEvent(db: Executor, eventId: number) {
  return db
    .selectFrom('events')
    .select(['event_id', 'title', 'start_at', 'end_at', 'venue', 'capacity', 'status'])
    .where('event_id', '=', eventId)
    .executeTakeFirst()
}

/** How long after its end an event is still named at the door (a ticket kept from last week). */
const NAMED_AFTER_END_MS = 7 * 86_400_000

/**
 * The events a ticket shown at a door may be for, changed after `since` (all when 0): every event
 * but drafts (which sell no tickets), from those that ended a week ago on. A few hundred rows at most.
 */
export function listDoorEventsChangedSince(db: Executor, since: number, now: Date) {
  let query = db
    .selectFrom('events')
    .select(['event_id', 'title', 'start_at', 'end_at', 'venue'])
    .where('status', '<>', 'draft')
    .where('end_at', '>=', new Date(now.getTime() - NAMED_AFTER_END_MS))
  if (since > 0) query = query.where('version', '>', since)
  return query.orderBy('start_at').orderBy('event_id').execute()
}
