import { formatClubTime } from '../../domain/time.js'
import type { DB, Executor } from '../db/database.js'
import type { CheckInType } from '../db/schema.js'
import { AppError, notFound } from '../http/errors.js'
import { invalidField } from '../restaurants/invalid-field.js'
import { BOOKING_NOT_FOUND } from './booking-changes.service.js'
import { toTicket } from './booking.view.js'
import { findBookingEventId } from './bookings.repository.js'
import { insertCheckIn, lockTicketsOfBooking, recordScanOnTicket, readTicketsAtDoor, type TicketAtDoorRow } from './check-in.repository.js'
import { decideScan, type ScanDecision } from './entry-rule.js'

export interface ScanRequest {
  bookingId: number
  ticketIds: number[]
  type: CheckInType
  userId: number
  at: Date
}

type Refusal = Extract<ScanDecision, { ok: false }>['reason']

export interface ScanResult {
  ticketId: number
  holder_name: string
  status: 'checked_in' | 'checked_out' | 'rejected'
  reason?: Refusal
  message: string
  /** When, by whom and on which device the holder first came in; null before that. */
  first_check_in: { at: Date; by: string | null; device: string | null } | null
}

function firstCheckIn(ticket: TicketAtDoorRow) {
  return ticket.first_checked_in_at
    ? { at: ticket.first_checked_in_at, by: ticket.first_checked_in_by_name, device: ticket.first_checked_in_device }
    : null
}

function refusalMessage(ticket: TicketAtDoorRow, reason: Refusal): string {
  switch (reason) {
    case 'cancelled':
      return `Ticket ${ticket.ticket_id} (${ticket.holder_name}) was cancelled and does not admit anyone`
    case 'already_checked_in': {
      const first = firstCheckIn(ticket)!
      const where = [first.by && `by ${first.by}`, first.device && `on device ${first.device}`].filter(Boolean).join(' ')
      return `${ticket.holder_name} is already checked in: first at ${formatClubTime(first.at)}${where ? ` ${where}` : ''}`
    }
    case 'not_inside':
      return `${ticket.holder_name} is not inside: check them in before checking them out`
  }
}

/**
 * Checks the named tickets of a booking in (or out) at the door, in one transaction with the
 * tickets locked: two receptionists scanning the same ticket at once get one entry and one refusal.
 * Every ticket must belong to the booking (400 otherwise, nothing recorded).
 */
export function scanTickets(db: DB, request: ScanRequest) {
  return db.transaction().execute((trx) => scanTicketsInTransaction(trx, request))
}

export async function scanTicketsInTransaction(trx: Executor, request: ScanRequest) {
  if (!(await findBookingEventId(trx, request.bookingId))) throw notFound(BOOKING_NOT_FOUND)
  const tickets = await lockTicketsOfBooking(trx, request.bookingId, request.ticketIds)
  const missingIndex = request.ticketIds.findIndex((id) => !tickets.some((ticket) => ticket.ticket_id === id))
  if (missingIndex >= 0) {
    const ticketId = request.ticketIds[missingIndex]!
    if (request.ticketIds.length === 1) throw notFound(`Ticket ${ticketId} is not part of booking ${request.bookingId}`)
    throw invalidField(`ticketIds.${missingIndex}`, `ticket ${ticketId} is not part of booking ${request.bookingId}`)
  }
  const decisions = tickets.map((ticket) => ({ ticket, decision: decideScan(ticket, request.type) }))
  for (const { ticket, decision } of decisions) {
    if (!decision.ok) continue
    await insertCheckIn(trx, { ticket_id: ticket.ticket_id, event_id: ticket.event_id, type: request.type, at: request.at, user_id: request.userId, created_at: request.at })
    await recordScanOnTicket(trx, ticket.ticket_id, { type: request.type, at: request.at, userId: request.userId, device: null })
  }
  const after = new Map((await readTicketsAtDoor(trx, request.bookingId, request.ticketIds)).map((ticket) => [ticket.ticket_id, ticket]))
  const results = decisions.map(({ ticket, decision }) => scanResult(decision.ok ? after.get(ticket.ticket_id)! : ticket, decision, request.type))
  return { results, tickets: [...after.values()].map(toTicket) }
}

function scanResult(ticket: TicketAtDoorRow, decision: ScanDecision, type: CheckInType): ScanResult {
  const common = { ticketId: ticket.ticket_id, holder_name: ticket.holder_name, first_check_in: firstCheckIn(ticket) }
  if (!decision.ok) return { ...common, status: 'rejected', reason: decision.reason, message: refusalMessage(ticket, decision.reason) }
  return type === 'entry'
    ? { ...common, status: 'checked_in', message: `${ticket.holder_name} checked in` }
    : { ...common, status: 'checked_out', message: `${ticket.holder_name} checked out` }
}

/** A single scan's refusal as the error the REST call answers: 409 with the first check-in. */
export function scanRefused(result: ScanResult) {
  return new AppError(409, result.reason!, result.message, { extra: { ticketId: result.ticketId, first_check_in: result.first_check_in } })
}
