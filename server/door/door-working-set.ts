import {
  activeCheckins,
  canUndo,
  decideCheckin,
  insideNow,
  UNDO_WINDOW_MS,
  type Checkin,
  type CheckinOutcome,
  type CheckinType,
  type DoorEvent,
  type TicketRecord,
} from '../../domain/check-in.js'
import type { TicketVerification } from '../../domain/tickets.js'
import type { Executor } from '../db/database.js'
import type { BatchWork } from '../sync/batch.js'
import { toDoorTicket, type DoorTicket } from './door-ticket.view.js'
import {
  findCheckinsOfTickets,
  findDoorEvents,
  findTicketIdsOfCheckins,
  insertCheckins,
  insertConflicts,
  lockDoorTickets,
  markCheckinsUndone,
  nextDoorVersion,
  updateDoorTickets,
  type ConflictInsert,
  type LockedDoorTicket,
  type TicketWrite,
} from './door.repository.js'

/** A check-in as held: the domain's Checkin (so decisions return these very objects) plus its row. */
export interface HeldCheckin extends Checkin {
  at: Date
  undoneAt: Date | null
  /** null until stored. */
  checkinId: number | null
  clientCheckinId: string | null
  deviceClientId: string | null
  userId: number | null
}

interface HeldTicket {
  row: LockedDoorTicket
  /** Oldest first, by scan time. */
  checkins: HeldCheckin[]
}

export interface RedeemRequest {
  eventId: number
  ticketId: number | undefined
  /** The verified code, when one was scanned. */
  scan?: TicketVerification
  type: CheckinType
  /** The scan time on the device. */
  at: Date
  deviceClientId: string | null
  userId: number | null
  clientCheckinId: string | null
  /** The desk (REST) lets people in on any day; devices keep to the event's days. */
  isAnyDay?: boolean
}

export type RedeemResult =
  | { kind: 'unknown_event' }
  /** This check-in (by the device's id for it) is stored already. */
  | { kind: 'recorded'; ticketId: number }
  | { kind: 'decided'; outcome: CheckinOutcome; ticketId: number | undefined }

export type UndoResult =
  { kind: 'undone' | 'already_undone'; ticketId: number } | { kind: 'refused'; ticketId: number | undefined; why: string }

/**
 * The tickets one transaction works on at the door, locked and held with their check-ins: a REST
 * scan loads a booking's, a sync batch all its mutations name at once (server/sync/batch.ts). The
 * check-in rule (domain/check-in.ts) decides on the held copy, so the batch's next mutation sees the
 * change; `flush` stores new check-ins, undos, conflicts and the changed tickets with one new version
 * and reports each changed ticket to `onWritten` (the realtime hint, queued until commit).
 */
export class DoorWorkingSet implements BatchWork {
  private readonly held = new Map<number, HeldTicket | null>()
  private readonly events = new Map<number, DoorEvent | null>()
  /** Every held check-in that has a device id, by that id. */
  private readonly byClientId = new Map<string, { ticketId: number; checkin: HeldCheckin }>()
  private readonly changed = new Set<number>()
  private readonly undone = new Set<HeldCheckin>()
  private conflicts: ConflictInsert[] = []

  constructor(
    readonly trx: Executor,
    /** The server's time: arrival of check-ins and conflicts, updated_at of tickets. */
    private readonly now: Date,
    private readonly onWritten: (tickets: DoorTicket[], version: number) => void,
  ) {}

  /** Locks and reads, in one go each, the tickets named directly or through their check-ins' device ids, and the events. */
  async load(names: { ticketIds?: readonly number[]; clientCheckinIds?: readonly string[]; eventIds?: readonly number[] }): Promise<void> {
    const clientIds = [...new Set(names.clientCheckinIds ?? [])].filter((id) => !this.byClientId.has(id))
    const viaCheckins = clientIds.length > 0 ? await findTicketIdsOfCheckins(this.trx, clientIds) : []
    const missing = [...new Set([...(names.ticketIds ?? []), ...viaCheckins])].filter((id) => !this.held.has(id))
    if (missing.length > 0) {
      for (const ticketId of missing) this.held.set(ticketId, null)
      const rows = await lockDoorTickets(this.trx, missing)
      const checkins =
        rows.length > 0
          ? await findCheckinsOfTickets(
              this.trx,
              rows.map((row) => row.ticket_id),
            )
          : []
      for (const row of rows) this.held.set(row.ticket_id, { row, checkins: [] })
      for (const stored of checkins) {
        const checkin: HeldCheckin = {
          type: stored.type,
          at: stored.at,
          deviceId: stored.device_client_id ?? '',
          undoneAt: stored.undone_at,
          checkinId: Number(stored.checkin_id),
          clientCheckinId: stored.client_checkin_id,
          deviceClientId: stored.device_client_id,
          userId: stored.user_id,
        }
        this.held.get(stored.ticket_id)!.checkins.push(checkin)
        if (checkin.clientCheckinId) this.byClientId.set(checkin.clientCheckinId, { ticketId: stored.ticket_id, checkin })
      }
    }
    const eventIds = [...new Set([...(names.eventIds ?? []), ...missing.flatMap((id) => this.held.get(id)?.row.event_id ?? [])])].filter(
      (id) => !this.events.has(id),
    )
    if (eventIds.length > 0) {
      for (const eventId of eventIds) this.events.set(eventId, null)
      for (const event of await findDoorEvents(this.trx, eventIds))
        this.events.set(event.event_id, { eventId: event.event_id, startsAt: event.start_at, endsAt: event.end_at })
    }
  }

  ticketRow(ticketId: number): LockedDoorTicket | undefined {
    return this.held.get(ticketId)?.row
  }

  /** The ticket as devices get it, with what this transaction changed so far. */
  view(ticketId: number): DoorTicket {
    const ticket = this.held.get(ticketId)
    if (!ticket) throw new Error(`Ticket ${ticketId} is not held`)
    return toDoorTicket(ticket.row, ticket.checkins.map(toRow))
  }

  /** Decides a scan on the held ticket (the server's records are complete) and applies it when allowed. */
  async redeem(request: RedeemRequest): Promise<RedeemResult> {
    if (request.clientCheckinId) {
      const recorded = this.byClientId.get(request.clientCheckinId)
      if (recorded) return { kind: 'recorded', ticketId: recorded.ticketId }
    }
    const ticketId = request.scan?.ok ? request.scan.ticketId : request.ticketId
    await this.load({ ticketIds: ticketId === undefined ? [] : [ticketId], eventIds: [request.eventId] })
    const event = this.events.get(request.eventId)
    if (!event) return { kind: 'unknown_event' }
    const ticket = ticketId === undefined ? undefined : (this.held.get(ticketId) ?? undefined)
    const outcome = decideCheckin({
      ...(request.scan ? { scan: request.scan } : {}),
      ticket: ticket && toRecord(ticket),
      isAuthoritative: true,
      event: request.isAnyDay ? { eventId: event.eventId } : event,
      type: request.type,
      at: request.at,
      deviceId: request.deviceClientId ?? '',
    })
    if (outcome.isAllowed && ticket) {
      const checkin: HeldCheckin = {
        type: request.type,
        at: request.at,
        deviceId: request.deviceClientId ?? '',
        undoneAt: null,
        checkinId: null,
        clientCheckinId: request.clientCheckinId,
        deviceClientId: request.deviceClientId,
        userId: request.userId,
      }
      ticket.checkins.push(checkin)
      ticket.checkins.sort((a, b) => a.at.getTime() - b.at.getTime())
      if (checkin.clientCheckinId) this.byClientId.set(checkin.clientCheckinId, { ticketId: ticket.row.ticket_id, checkin })
      this.recompute(ticket)
    }
    return { kind: 'decided', outcome, ticketId: ticket?.row.ticket_id }
  }

  /** Records that `rejected` was refused because `accepted` let the holder in already: a ticket let in on two devices. */
  addConflict(
    ticketId: number,
    accepted: Checkin,
    rejected: { deviceClientId: string; userId: number | null; at: Date; type: CheckinType },
  ) {
    const ticket = this.held.get(ticketId)!
    const held = accepted as HeldCheckin
    this.conflicts.push({
      event_id: ticket.row.event_id,
      ticket_id: ticketId,
      accepted_checkin_id: () => held.checkinId!,
      rejected_device_client_id: rejected.deviceClientId,
      rejected_user_id: rejected.userId,
      rejected_at: rejected.at,
      type: rejected.type,
    })
  }

  /** Undoes a check-in made by this device within the undo window (`now` is the device's time of the undo). */
  async undo(eventId: number, clientCheckinId: string, deviceClientId: string, now: Date): Promise<UndoResult> {
    await this.load({ clientCheckinIds: [clientCheckinId] })
    const found = this.byClientId.get(clientCheckinId)
    if (!found) return { kind: 'refused', ticketId: undefined, why: `There is no check-in ${clientCheckinId} to undo` }
    const ticket = this.held.get(found.ticketId)!
    const { checkin } = found
    if (ticket.row.event_id !== eventId)
      return { kind: 'refused', ticketId: found.ticketId, why: `Check-in ${clientCheckinId} is for another event` }
    if (checkin.undoneAt) return { kind: 'already_undone', ticketId: found.ticketId }
    if (!canUndo(checkin, deviceClientId, now)) {
      const why =
        checkin.deviceClientId !== deviceClientId
          ? 'it was made on another device; only the device that made it can undo it'
          : `more than ${UNDO_MINUTES} minutes have passed since the scan`
      return { kind: 'refused', ticketId: found.ticketId, why: `Check-in ${clientCheckinId} cannot be undone: ${why}` }
    }
    checkin.undoneAt = now
    if (checkin.checkinId !== null) this.undone.add(checkin)
    this.recompute(ticket)
    return { kind: 'undone', ticketId: found.ticketId }
  }

  /** The ticket's columns from the check-ins that count: first entry, last entry and exit, inside or not. */
  private recompute(ticket: HeldTicket) {
    const active = activeCheckins(ticket.checkins)
    const firstEntry = active.find((checkin) => checkin.type === 'entry')
    const { row } = ticket
    if (row.status !== 'cancelled') row.status = firstEntry ? 'checked_in' : 'valid'
    row.is_inside = row.status !== 'cancelled' && insideNow(active)
    row.first_checked_in_at = firstEntry?.at ?? null
    row.first_checked_in_by = firstEntry?.userId ?? null
    row.first_checked_in_device = firstEntry?.deviceClientId ?? null
    row.last_entry_at = active.findLast((checkin) => checkin.type === 'entry')?.at ?? null
    row.last_exit_at = active.findLast((checkin) => checkin.type === 'exit')?.at ?? null
    this.changed.add(row.ticket_id)
  }

  async flush(): Promise<void> {
    if (this.changed.size === 0 && this.conflicts.length === 0) return
    const tickets = [...this.changed].map((ticketId) => this.held.get(ticketId)!)
    const fresh = tickets.flatMap((ticket) =>
      ticket.checkins.filter((checkin) => checkin.checkinId === null).map((checkin) => ({ ticket, checkin })),
    )
    const undone = [...this.undone]
    const conflicts = this.conflicts
    this.changed.clear()
    this.undone.clear()
    this.conflicts = []

    const version = await nextDoorVersion(this.trx)
    const ids = await insertCheckins(
      this.trx,
      fresh.map(({ ticket, checkin }) => ({
        ticket_id: ticket.row.ticket_id,
        event_id: ticket.row.event_id,
        type: checkin.type,
        at: checkin.at,
        device_client_id: checkin.deviceClientId,
        user_id: checkin.userId,
        client_checkin_id: checkin.clientCheckinId,
        undone_at: checkin.undoneAt,
      })),
      version,
      this.now,
    )
    fresh.forEach(({ checkin }, index) => (checkin.checkinId = ids[index]!))
    await markCheckinsUndone(
      this.trx,
      undone.map((checkin) => ({ checkin_id: checkin.checkinId!, undone_at: checkin.undoneAt! })),
      version,
    )
    await updateDoorTickets(
      this.trx,
      tickets.map((ticket) => toWrite(ticket.row)),
      version,
      this.now,
    )
    await insertConflicts(this.trx, conflicts, this.now)
    for (const ticket of tickets) ticket.row.version = version
    if (tickets.length > 0)
      this.onWritten(
        tickets.map((ticket) => this.view(ticket.row.ticket_id)),
        version,
      )
  }
}

const UNDO_MINUTES = UNDO_WINDOW_MS / 60_000

function toRecord(ticket: HeldTicket): TicketRecord {
  const { row } = ticket
  return {
    ticketId: row.ticket_id,
    eventId: row.event_id,
    bookingId: row.booking_id,
    holderName: row.holder_name,
    status: row.status === 'cancelled' ? 'cancelled' : 'confirmed',
    checkins: ticket.checkins,
  }
}

function toRow(checkin: HeldCheckin) {
  return {
    checkin_id: checkin.checkinId,
    client_checkin_id: checkin.clientCheckinId,
    type: checkin.type,
    at: checkin.at,
    device_client_id: checkin.deviceClientId,
    undone_at: checkin.undoneAt,
  }
}

function toWrite(row: LockedDoorTicket): TicketWrite {
  return {
    ticket_id: row.ticket_id,
    status: row.status,
    is_inside: row.is_inside,
    first_checked_in_at: row.first_checked_in_at,
    first_checked_in_by: row.first_checked_in_by,
    first_checked_in_device: row.first_checked_in_device,
    last_entry_at: row.last_entry_at,
    last_exit_at: row.last_exit_at,
  }
}
