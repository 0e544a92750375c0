import { canUndo, decideCheckin, type CheckinOutcome, type CheckinType, type DoorEvent, type TicketRecord } from '../../domain/check-in'
import { parseTicketCode, verifyTicketCode, type TicketVerification } from '../../domain/tickets'
import { db, withOpenDb } from '../offline/db'
import { currentClient, queueMutationInTransaction } from '../offline/outbox'
import { CHECKIN_REDEEM, CHECKIN_UNDO, searchKeysOf } from './door-store'
import type { DoorCheckin, DoorEventRecord, StoredDoorTicket } from './door-ticket'

const LAST_ACTION_KEY = 'door:last-action'

/** This device's last check-in (all tickets of a booking count as one), what undo takes back. */
export interface LastCheckinAction {
  eventId: number
  at: string
  checkins: { ticketId: number; checkinId: string; holderName: string }[]
}

/** What the door screen shows after a scan or a tap: the shared rule's outcome and the ticket. */
export interface CheckinAnswer {
  outcome: CheckinOutcome
  ticket: StoredDoorTicket | undefined
  /** This device's client id: tells "this device" from another in the result. */
  deviceId: string
}

export interface ScanRequest {
  eventId: number
  code: string
  type: CheckinType
  /** Undefined until the key was downloaded: the list alone then vouches for a code. */
  publicKey: CryptoKey | undefined
  at?: Date
}

/** A random id in the contract's alphabet (8-64 of A-Za-z0-9_-). */
export function newCheckinId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

export const toTicketRecord = (ticket: StoredDoorTicket): TicketRecord => ({
  ...ticket,
  checkins: ticket.checkins.map((checkin) => ({ ...checkin, deviceId: checkin.deviceId ?? '' })),
})

const doorEventOf = (eventId: number, stored: DoorEventRecord | undefined): DoorEvent => ({ eventId, startsAt: stored?.startAt, endsAt: stored?.endAt })

/** Checks the code's signature; without a key, a code shaped right is taken as read and the list decides. */
async function verifyScan(code: string, publicKey: CryptoKey | undefined): Promise<TicketVerification> {
  if (publicKey) return verifyTicketCode(code, publicKey)
  const parsed = parseTicketCode(code)
  return parsed.ok ? { ok: true, ticketId: parsed.ticketId, eventId: parsed.eventId } : { ok: false, reason: 'malformed' }
}

/**
 * Decides with the shared rule on the device's copy and, when allowed, writes the check-in into the
 * copy and queues `checkin.redeem` in the same transaction. The signature is checked before the
 * transaction opens: a WebCrypto promise inside it would let IndexedDB commit early.
 */
async function decideAndRecord(
  eventId: number,
  ticketId: number | undefined,
  scan: TicketVerification | undefined,
  args: { code?: string; isListComplete?: boolean },
  type: CheckinType,
  at: Date,
): Promise<CheckinAnswer> {
  return withOpenDb(() =>
    db.transaction('rw', [db.doorTickets, db.doorEvents, db.outbox, db.meta], async () => {
      const { client_id: deviceId } = await currentClient()
      const ticket = ticketId === undefined ? undefined : await db.doorTickets.get(ticketId)
      const event = doorEventOf(eventId, await db.doorEvents.get(eventId))
      const outcome = decideCheckin({ scan, ticket: ticket && toTicketRecord(ticket), isAuthoritative: args.isListComplete, event, type, at, deviceId })
      if (!outcome.isAllowed) return { outcome, ticket, deviceId }
      const checkin: DoorCheckin = { checkinId: newCheckinId(), type, at: at.toISOString(), deviceId }
      const updated = { ...(ticket ?? provisionalTicket(outcome.ticketId, eventId)), checkins: [...(ticket?.checkins ?? []), checkin] }
      await db.doorTickets.put(updated)
      await queueMutationInTransaction(CHECKIN_REDEEM, { event_id: eventId, ...(args.code ? { code: args.code } : { ticket_id: outcome.ticketId }), type, checkin_id: checkin.checkinId }, at)
      const action: LastCheckinAction = { eventId, at: checkin.at, checkins: [{ ticketId: updated.ticketId, checkinId: checkin.checkinId, holderName: updated.holderName }] }
      await db.meta.put({ key: LAST_ACTION_KEY, value: action })
      return { outcome, ticket: updated, deviceId }
    }),
  )
}

/** A genuine ticket sold after the list was downloaded: kept until the server's copy comes. */
function provisionalTicket(ticketId: number, eventId: number): StoredDoorTicket {
  const ticket = { ticketId, eventId, bookingId: 0, holderName: '', status: 'confirmed' as const, phone: null, memberId: null, checkins: [], version: 0 }
  return { ...ticket, searchKeys: searchKeysOf(ticket), isProvisional: true }
}

/** A scanned or typed code. */
export async function checkInCode({ eventId, code, type, publicKey, at = new Date() }: ScanRequest): Promise<CheckinAnswer> {
  const trimmed = code.trim()
  const scan = await verifyScan(trimmed, publicKey)
  // Without the key a code cannot prove itself: only tickets in the list get in (a missing one is unknown).
  return decideAndRecord(eventId, scan.ok ? scan.ticketId : undefined, scan, { code: trimmed, isListComplete: !publicKey }, type, at)
}

/** A ticket picked from the search results. */
export function checkInTicket(eventId: number, ticketId: number, type: CheckinType, at = new Date()): Promise<CheckinAnswer> {
  return decideAndRecord(eventId, ticketId, undefined, {}, type, at)
}

/** Every ticket of the booking the rule allows, in one transaction; undo takes them back together. */
export function checkInBooking(eventId: number, bookingId: number, type: CheckinType, at = new Date()): Promise<{ allowed: number; refused: number }> {
  return withOpenDb(() =>
    db.transaction('rw', [db.doorTickets, db.doorEvents, db.outbox, db.meta], async () => {
      const { client_id: deviceId } = await currentClient()
      const event = doorEventOf(eventId, await db.doorEvents.get(eventId))
      const tickets = await db.doorTickets.where('bookingId').equals(bookingId).filter((ticket) => ticket.eventId === eventId).toArray()
      const action: LastCheckinAction = { eventId, at: at.toISOString(), checkins: [] }
      for (const ticket of tickets) {
        const outcome = decideCheckin({ ticket: toTicketRecord(ticket), event, type, at, deviceId })
        if (!outcome.isAllowed) continue
        const checkin: DoorCheckin = { checkinId: newCheckinId(), type, at: at.toISOString(), deviceId }
        await db.doorTickets.put({ ...ticket, checkins: [...ticket.checkins, checkin] })
        await queueMutationInTransaction(CHECKIN_REDEEM, { event_id: eventId, ticket_id: ticket.ticketId, type, checkin_id: checkin.checkinId }, at)
        action.checkins.push({ ticketId: ticket.ticketId, checkinId: checkin.checkinId, holderName: ticket.holderName })
      }
      if (action.checkins.length > 0) await db.meta.put({ key: LAST_ACTION_KEY, value: action })
      return { allowed: action.checkins.length, refused: tickets.length - action.checkins.length }
    }),
  )
}

export const lastCheckinAction = () => withOpenDb(async () => (await db.meta.get(LAST_ACTION_KEY))?.value as LastCheckinAction | undefined)

/** Whether the last action may still be undone on this device (UNDO_WINDOW_MS, same device). */
export function isUndoable(action: LastCheckinAction | undefined, deviceId: string | undefined, now: Date): boolean {
  return action !== undefined && deviceId !== undefined && canUndo({ type: 'entry', at: action.at, deviceId }, deviceId, now)
}

/**
 * Takes back this device's last check-in within 2 minutes: marks it undone in the copy and queues
 * `checkin.undo`. Returns how many check-ins were undone (0: too late or nothing to undo).
 */
export function undoLastCheckin(eventId: number, now = new Date()): Promise<number> {
  return withOpenDb(() =>
    db.transaction('rw', [db.doorTickets, db.outbox, db.meta], async () => {
      const { client_id: deviceId } = await currentClient()
      const action = (await db.meta.get(LAST_ACTION_KEY))?.value as LastCheckinAction | undefined
      if (!action || action.eventId !== eventId) return 0
      let undone = 0
      for (const { ticketId, checkinId } of action.checkins) {
        const ticket = await db.doorTickets.get(ticketId)
        const checkin = ticket?.checkins.find((candidate) => candidate.checkinId === checkinId)
        if (!ticket || !checkin || !canUndo(toTicketRecord({ ...ticket, checkins: [checkin] }).checkins[0], deviceId, now)) continue
        const checkins = ticket.checkins.map((candidate) => (candidate === checkin ? { ...candidate, undoneAt: now.toISOString() } : candidate))
        await db.doorTickets.put({ ...ticket, checkins })
        await queueMutationInTransaction(CHECKIN_UNDO, { event_id: eventId, checkin_id: checkinId }, now)
        undone++
      }
      await db.meta.delete(LAST_ACTION_KEY)
      return undone
    }),
  )
}
