import { sql, type Insertable } from 'kysely'
import type { Executor } from '../db/database.js'
import type { CheckInType, TicketCheckinsTable } from '../db/schema.js'

function ticketsAtDoor(db: Executor, bookingId: number, ticketIds: number[]) {
  return db
    .selectFrom('event_tickets')
    .leftJoin('users', 'users.user_id', 'event_tickets.first_checked_in_by')
    .selectAll('event_tickets')
    .select('users.name as first_checked_in_by_name')
    .where('event_tickets.booking_id', '=', bookingId)
    .where('event_tickets.ticket_id', 'in', ticketIds)
    .orderBy('event_tickets.ticket_id')
}

/** The named tickets of a booking with who first let each in, locked in id order (the order every check-in takes). */
export function lockTicketsOfBooking(trx: Executor, bookingId: number, ticketIds: number[]) {
  return ticketsAtDoor(trx, bookingId, ticketIds).forUpdate('event_tickets').execute()
}
export type TicketAtDoorRow = Awaited<ReturnType<typeof lockTicketsOfBooking>>[number]

export function readTicketsAtDoor(db: Executor, bookingId: number, ticketIds: number[]) {
  return ticketsAtDoor(db, bookingId, ticketIds).execute()
}

export async function insertCheckIn(trx: Executor, values: Insertable<TicketCheckinsTable>) {
  return trx.insertInto('ticket_checkins').values(values).returning(['checkin_id', 'type', 'at', 'device_client_id', 'user_id']).executeTakeFirstOrThrow()
}

/** The ticket after a scan: the first entry is kept for ever; inside or not follows the latest scan. */
export async function recordScanOnTicket(trx: Executor, ticketId: number, scan: { type: CheckInType; at: Date; userId: number | null; device: string | null }) {
  const changes =
    scan.type === 'entry'
      ? {
          status: 'checked_in' as const,
          is_inside: true,
          last_entry_at: scan.at,
          first_checked_in_at: sql<Date>`coalesce(first_checked_in_at, ${scan.at})`,
          first_checked_in_by: sql<number | null>`case when first_checked_in_at is null then ${scan.userId}::int else first_checked_in_by end`,
          first_checked_in_device: sql<string | null>`case when first_checked_in_at is null then ${scan.device}::text else first_checked_in_device end`,
        }
      : { is_inside: false, last_exit_at: scan.at }
  await trx
    .updateTable('event_tickets')
    .set({ ...changes, updated_at: scan.at, version: sql`nextval('sync_version_seq')` })
    .where('ticket_id', '=', ticketId)
    .execute()
}
