import { formatClubTime } from '../../domain/time.js'
import type { DB, Executor } from '../db/database.js'
import type { CheckInType } from '../db/schema.js'
import { AppError, notFound } from '../http/errors.js'
import { invalidField } from '../http/invalid-field.js'
import { BOOKING_NOT_FOUND } from './booking-changes.service.js'
import { toTicket } from './booking.view.js'
import { findBookingEventId } from './bookings.repository.js'
import { doorRoom } from '../door/door-access.js'
import { DoorWorkingSet } from '../door/door-working-set.js'
import type { RealtimeNotifier, SentHint } from '../realtime/notifier.js'
import { readTicketsAtDoor, type TicketAtDoorRow } from './check-in.repository.js'

export interface ScanRequest {
  bookingId: number
  ticketIds: number[]
  type: CheckInType
  userId: number
  at: Date
}

type Refusal = 'cancelled' | 'already_checked_in' | 'not_inside'
type ScanDecision = { ok: true } | { ok: false; reason: Refusal }

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
export async function scanTickets(db: DB, request: ScanRequest, realtime?: RealtimeNotifier) {
  const hints: SentHint[] = []
  const scanned = await db.transaction().execute((trx) => scanTicketsInTransaction(trx, request, (hint) => hints.push(hint)))
  for (const hint of hints) realtime?.notify(hint.room, hint.event, hint.payload)
  return scanned
}

export async function scanTicketsInTransaction(trx: Executor, request: ScanRequest, onHint: (hint: SentHint) => void = () => {}) {
  if (!(await findBookingEventId(trx, request.bookingId))) throw notFound(BOOKING_NOT_FOUND)
  // The same working set and rule (domain/check-in.ts) as the door devices' sync (server/door).
  const work = new DoorWorkingSet(trx, request.at, (tickets, version) => {
    const eventId = tickets[0]!.eventId // one booking: one event
    onHint({ room: doorRoom(eventId), event: 'door:changed', payload: { event_id: eventId, version, tickets } })
  })
  await work.load({ ticketIds: request.ticketIds })
  const isOfBooking = (id: number) => work.ticketRow(id)?.booking_id === request.bookingId
  const missingIndex = request.ticketIds.findIndex((id) => !isOfBooking(id))
  if (missingIndex >= 0) {
    const ticketId = request.ticketIds[missingIndex]!
    if (request.ticketIds.length === 1) throw notFound(`Ticket ${ticketId} is not part of booking ${request.bookingId}`)
    throw invalidField(`ticketIds.${missingIndex}`, `ticket ${ticketId} is not part of booking ${request.bookingId}`)
  }
  const before = new Map((await readTicketsAtDoor(trx, request.bookingId, request.ticketIds)).map((ticket) => [ticket.ticket_id, ticket]))
  const decisions: { ticket: TicketAtDoorRow; decision: ScanDecision }[] = []
  for (const ticket of before.values()) {
    const result = await work.redeem({
      eventId: ticket.event_id,
      ticketId: ticket.ticket_id,
      type: request.type,
      at: request.at,
      deviceClientId: null,
      userId: request.userId,
      clientCheckinId: null,
      isAnyDay: true,
    })
    decisions.push({ ticket, decision: toScanDecision(result) })
  }
  await work.flush()
  const after = new Map((await readTicketsAtDoor(trx, request.bookingId, request.ticketIds)).map((ticket) => [ticket.ticket_id, ticket]))
  const results = decisions.map(({ ticket, decision }) =>
    scanResult(decision.ok ? after.get(ticket.ticket_id)! : ticket, decision, request.type),
  )
  return { results, tickets: [...after.values()].map(toTicket) }
}

/** The desk's reading of the door rule: the booking's own tickets, on any day, so only these refusals remain. */
function toScanDecision(result: Awaited<ReturnType<DoorWorkingSet['redeem']>>): ScanDecision {
  if (result.kind !== 'decided') throw new Error(`A desk check-in came to ${result.kind}`)
  const { outcome } = result
  if (outcome.isAllowed) return { ok: true }
  switch (outcome.result) {
    case 'already_checked_in':
    case 'cancelled':
    case 'not_inside':
      return { ok: false, reason: outcome.result }
    default:
      throw new Error(`A desk check-in of ticket ${result.ticketId} was refused as ${outcome.result}`)
  }
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
