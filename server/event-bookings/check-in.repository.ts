import type { Executor } from '../db/database.js'

/**
 * The named tickets of a booking with who first let each in, in id order: what the desk's check-in
 * answers with. The check-in itself goes through the door's working set (server/door).
 */
export function readTicketsAtDoor(db: Executor, bookingId: number, ticketIds: number[]) {
  return db
    .selectFrom('event_tickets')
    .leftJoin('users', 'users.user_id', 'event_tickets.first_checked_in_by')
    .selectAll('event_tickets')
    .select('users.name as first_checked_in_by_name')
    .where('event_tickets.booking_id', '=', bookingId)
    .where('event_tickets.ticket_id', 'in', ticketIds)
    .orderBy('event_tickets.ticket_id')
    .execute()
}
export type TicketAtDoorRow = Awaited<ReturnType<typeof readTicketsAtDoor>>[number]
