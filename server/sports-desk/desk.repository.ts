import { sql } from 'kysely'
import type { SportsBookingStatus } from '../../domain/sports.js'
import type { Executor } from '../db/database.js'

/** The booking columns the desk shows and decides on, with the activity's and item's names. */
function deskBookings(db: Executor) {
  return db
    .selectFrom('sports_bookings')
    .innerJoin('sports_activities', 'sports_activities.activity_id', 'sports_bookings.activity_id')
    .innerJoin('sports_items', 'sports_items.item_id', 'sports_bookings.item_id')
    .select([
      'sports_bookings.booking_id',
      'sports_bookings.booking_date',
      'sports_bookings.activity_id',
      'sports_activities.name as activity_name',
      'sports_bookings.item_id',
      'sports_items.name as item_name',
      'sports_bookings.member_id',
      'sports_bookings.contact_name',
      'sports_bookings.contact_phone',
      'sports_bookings.start_time',
      'sports_bookings.end_time',
      'sports_bookings.player_count',
      'sports_bookings.status',
      'sports_bookings.checked_in_at',
      'sports_bookings.checked_in_by',
      'sports_bookings.checked_in_device',
      'sports_bookings.checked_out_at',
      'sports_bookings.checked_out_by',
      'sports_bookings.checked_out_device',
      'sports_bookings.version',
    ])
}

/** Locks the bookings in one statement, in id order (every batch takes them in that order: no deadlocks). */
export function lockDeskBookings(trx: Executor, bookingIds: readonly number[]) {
  return deskBookings(trx)
    .where('sports_bookings.booking_id', 'in', [...bookingIds])
    .orderBy('sports_bookings.booking_id')
    .forUpdate('sports_bookings')
    .execute()
}
export type LockedDeskBooking = Awaited<ReturnType<typeof lockDeskBookings>>[number]

/** The day's bookings changed after `since` (all when since = 0), by time then id. */
export function listDeskBookingsChangedSince(db: Executor, date: string, since: number) {
  let query = deskBookings(db).where('sports_bookings.booking_date', '=', date)
  if (since > 0) query = query.where('sports_bookings.version', '>', since)
  return query.orderBy('sports_bookings.start_time').orderBy('sports_bookings.booking_id').execute()
}

/**
 * The activities the desk orders its groups by and offers for walk-ins: the active ones. (A booking
 * of an activity retired since carries its activity's name itself.)
 */
export function listDeskActivities(db: Executor) {
  return db
    .selectFrom('sports_activities')
    .select(['activity_id', 'name', 'category'])
    .where('deleted_at', 'is', null)
    .where('status', '=', 'active')
    .orderBy('name')
    .execute()
}

/** Takes one version for everything a batch changed at the desk. */
export async function nextDeskVersion(trx: Executor): Promise<number> {
  const { rows } = await sql<{ version: string | number }>`select nextval('sync_version_seq') as version`.execute(trx)
  return Number(rows[0]!.version)
}

export interface DeskBookingWrite {
  booking_id: number
  status: SportsBookingStatus
  checked_in_at: Date | null
  checked_in_by: number | null
  checked_in_device: string | null
  checked_out_at: Date | null
  checked_out_by: number | null
  checked_out_device: string | null
}

/** Writes every changed booking in one statement, all under `version`. */
export async function updateDeskBookings(trx: Executor, bookings: DeskBookingWrite[], version: number, now: Date) {
  if (bookings.length === 0) return
  const rows = bookings.map(
    (b) =>
      sql`(${b.booking_id}::int, ${b.status}::text, ${b.checked_in_at}::timestamptz, ${b.checked_in_by}::int, ${b.checked_in_device}::text,
        ${b.checked_out_at}::timestamptz, ${b.checked_out_by}::int, ${b.checked_out_device}::text)`,
  )
  const result =
    await sql`update sports_bookings as b set status = u.status, checked_in_at = u.checked_in_at, checked_in_by = u.checked_in_by,
      checked_in_device = u.checked_in_device, checked_out_at = u.checked_out_at, checked_out_by = u.checked_out_by,
      checked_out_device = u.checked_out_device, updated_at = ${now}, version = ${version}
    from (values ${sql.join(rows)}) as u (booking_id, status, checked_in_at, checked_in_by, checked_in_device, checked_out_at, checked_out_by, checked_out_device)
    where b.booking_id = u.booking_id`.execute(trx)
  if (Number(result.numAffectedRows ?? bookings.length) !== bookings.length)
    throw new Error(`Wrote ${result.numAffectedRows} of ${bookings.length} bookings`)
}

export interface DeskHistoryInsert {
  booking_id: number
  from_status: SportsBookingStatus
  to_status: SportsBookingStatus
  changed_by_user: number | null
  device_client_id: string
  client_tap_id: string | null
  /** The device's time of the tap. */
  at: Date
}

export async function insertDeskHistory(trx: Executor, rows: DeskHistoryInsert[], now: Date) {
  if (rows.length === 0) return
  await trx
    .insertInto('sports_booking_history')
    .values(rows.map((row) => ({ ...row, note: 'desk', created_at: now })))
    .execute()
}

/** The desk taps among `tapIds` the server has already applied, whichever client id brought them. */
export async function findAppliedTaps(db: Executor, tapIds: readonly string[]): Promise<Set<string>> {
  if (tapIds.length === 0) return new Set()
  const rows = await db
    .selectFrom('sports_booking_history')
    .select('client_tap_id')
    .where('client_tap_id', 'in', [...tapIds])
    .execute()
  return new Set(rows.map((row) => row.client_tap_id!))
}
