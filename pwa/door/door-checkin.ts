import { randomDeviceId } from '../../domain/random-id'
import { canUndo, decideCheckin, type CheckinOutcome, type CheckinType, type DoorEvent, type TicketRecord } from '../../domain/check-in'
import { parseShortCode, parseTicketCode, verifyTicketCode, type TicketVerification } from '../../domain/tickets'
import { db, withOpenDb } from '../offline/db'
import { currentClient, queueMutationInTransaction } from '../offline/outbox'
import { doorEventName, type DoorEventName } from './door-event-names'
import { CHECKIN_REDEEM, CHECKIN_UNDO, searchKeysOf, ticketOfShortCode } from './door-store'
import type { DoorList } from './door-list'
import type { DoorCheckin, DoorEventRecord, StoredDoorTicket } from './door-ticket'
import { measureSince } from './door-timing'

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
  /** Tickets of the ticket's booking in the list (0 without a ticket). */
  bookingSize: number
  /** For a ticket of another event: that event, as the device knows it. */
  otherEvent?: DoorEventName
  /** A short code typed that no ticket on this device has. */
  unknownShortCode?: string
  /**
   * Settles once the check-in is stored on the device and queued for the server (at once when
   * nothing was to be written); rejects when it could not be. An answer decided on the list in
   * memory is shown before this; the outbox is pushed only after it.
   */
  saved: Promise<void>
}

export interface ScanRequest {
  eventId: number
  code: string
  type: CheckinType
  /** Undefined until the key was downloaded: the list alone then vouches for a code. */
  publicKey: CryptoKey | undefined
  at?: Date
  /** The event's list in memory: the decision then waits for no IndexedDB read. */
  list?: DoorList
}

/** The device's own id for a check-in, in the contract's alphabet. */
export const newCheckinId = randomDeviceId

export const toTicketRecord = (ticket: StoredDoorTicket): TicketRecord => ({
  ...ticket,
  checkins: ticket.checkins.map((checkin) => ({ ...checkin, deviceId: checkin.deviceId ?? '' })),
})

const doorEventOf = (eventId: number, stored: DoorEventRecord | undefined): DoorEvent => ({
  eventId,
  startsAt: stored?.startAt,
  endsAt: stored?.endAt,
})

/** Checks the code's signature; without a key, a code shaped right is taken as read and the list decides. */
async function verifyScan(code: string, publicKey: CryptoKey | undefined): Promise<TicketVerification> {
  if (publicKey) return verifyTicketCode(code, publicKey)
  const parsed = parseTicketCode(code)
  return parsed.ok ? { ok: true, ticketId: parsed.ticketId, eventId: parsed.eventId } : { ok: false, reason: 'malformed' }
}

/** What a scan or a tap asks: the ticket, the scan's verification, and how the list vouches. */
interface CheckinQuestion {
  eventId: number
  ticketId: number | undefined
  scan: TicketVerification | undefined
  code?: string
  isListComplete?: boolean
  type: CheckinType
  at: Date
}

const done = Promise.resolve()

const redeemArgs = (question: CheckinQuestion, ticketId: number, checkinId: string) => ({
  event_id: question.eventId,
  ...(question.code ? { code: question.code } : { ticket_id: ticketId }),
  type: question.type,
  checkin_id: checkinId,
})

const decide = (question: CheckinQuestion, ticket: StoredDoorTicket | undefined, event: DoorEvent, deviceId: string) =>
  decideCheckin({
    scan: question.scan,
    ticket: ticket && toTicketRecord(ticket),
    isAuthoritative: question.isListComplete,
    event,
    type: question.type,
    at: question.at,
    deviceId,
  })

/**
 * Decides on the list in memory and answers at once; an allowed check-in is laid over the list
 * there and then (a second scan of the ticket is refused even before the write), and written and
 * queued afterwards (`saved`). The write decides again on the stored copy, in its transaction: a
 * change the list had not seen yet (a booking checked in a moment ago) keeps it from being saved.
 */
function decideOnList(list: DoorList, question: CheckinQuestion): CheckinAnswer {
  const deviceId = list.deviceId!
  const ticket = question.ticketId === undefined ? undefined : list.ticket(question.ticketId)
  const event = doorEventOf(question.eventId, list.event)
  const outcome = decide(question, ticket, event, deviceId)
  const bookingSize = ticket && ticket.bookingId > 0 ? list.bookingSize(ticket.bookingId) : 0
  if (!outcome.isAllowed || !ticket) return { outcome, ticket, deviceId, bookingSize, saved: done }
  const checkin: DoorCheckin = { checkinId: newCheckinId(), type: question.type, at: question.at.toISOString(), deviceId }
  const local = list.addLocalCheckin(ticket.ticketId, checkin)
  const startedAt = performance.now()
  const saved = recordCheckin(question, ticket.ticketId, checkin, event).then(
    () => {
      local.saved()
      measureSince('door:saved', startedAt)
    },
    (error: unknown) => {
      local.failed()
      throw error
    },
  )
  // The caller may learn of a failure late (after showing the answer): never an unhandled rejection meanwhile.
  saved.catch(() => undefined)
  return { outcome, ticket: { ...ticket, checkins: [...ticket.checkins, checkin] }, deviceId, bookingSize, saved }
}

/** Refused on the stored copy although the list in memory allowed it: nothing was written. */
export class CheckinNotSavedError extends Error {
  constructor(readonly outcome: CheckinOutcome) {
    super(`the device's copy says "${outcome.title}"`)
  }
}

/** The write of a check-in decided on the list in memory: stored, queued and made undoable in one transaction. */
function recordCheckin(question: CheckinQuestion, ticketId: number, decided: DoorCheckin, event: DoorEvent): Promise<void> {
  return withOpenDb(() =>
    db.transaction('rw', [db.doorTickets, db.outbox, db.meta], async () => {
      const [{ client_id: deviceId }, stored] = await Promise.all([currentClient(), db.doorTickets.get(ticketId)])
      const outcome = decide(question, stored, event, deviceId)
      if (!outcome.isAllowed) throw new CheckinNotSavedError(outcome)
      const checkin: DoorCheckin = { ...decided, deviceId }
      const updated = { ...(stored ?? provisionalTicket(ticketId, question.eventId)), checkins: [...(stored?.checkins ?? []), checkin] }
      const action: LastCheckinAction = {
        eventId: question.eventId,
        at: checkin.at,
        checkins: [{ ticketId, checkinId: checkin.checkinId, holderName: updated.holderName }],
      }
      await Promise.all([
        db.doorTickets.put(updated),
        queueMutationInTransaction(CHECKIN_REDEEM, redeemArgs(question, ticketId, checkin.checkinId), question.at),
        db.meta.put({ key: LAST_ACTION_KEY, value: action }),
      ])
    }),
  )
}

/**
 * Decides with the shared rule on the device's stored copy and, when allowed, writes the check-in
 * into the copy and queues `checkin.redeem` in the same transaction, before answering: the way
 * when the list is not in memory (yet), or the ticket is not in it (sold after the download, or of
 * another event). The signature is checked before the transaction opens: a WebCrypto promise inside
 * it would let IndexedDB commit early.
 */
function decideAndRecord(question: CheckinQuestion): Promise<CheckinAnswer> {
  const { eventId, ticketId } = question
  return withOpenDb(() =>
    db.transaction('rw', [db.doorTickets, db.doorEvents, db.outbox, db.meta], async () => {
      const [{ client_id: deviceId }, ticket, stored] = await Promise.all([
        currentClient(),
        ticketId === undefined ? undefined : db.doorTickets.get(ticketId),
        db.doorEvents.get(eventId),
      ])
      const outcome = decide(question, ticket, doorEventOf(eventId, stored), deviceId)
      const bookingSize = ticket && ticket.bookingId > 0 ? bookingSizeOf(eventId, ticket.bookingId) : 0
      if (!outcome.isAllowed) return { outcome, ticket, deviceId, bookingSize: await bookingSize, saved: done }
      const checkin: DoorCheckin = { checkinId: newCheckinId(), type: question.type, at: question.at.toISOString(), deviceId }
      const updated = { ...(ticket ?? provisionalTicket(outcome.ticketId, eventId)), checkins: [...(ticket?.checkins ?? []), checkin] }
      const action: LastCheckinAction = {
        eventId,
        at: checkin.at,
        checkins: [{ ticketId: updated.ticketId, checkinId: checkin.checkinId, holderName: updated.holderName }],
      }
      const [size] = await Promise.all([
        bookingSize,
        db.doorTickets.put(updated),
        queueMutationInTransaction(CHECKIN_REDEEM, redeemArgs(question, outcome.ticketId, checkin.checkinId), question.at),
        db.meta.put({ key: LAST_ACTION_KEY, value: action }),
      ])
      return { outcome, ticket: updated, deviceId, bookingSize: size, saved: done }
    }),
  )
}

/** Decides on the list in memory when it can, else on the stored copy; a ticket of another event gets that event's name. */
async function answer(question: CheckinQuestion, list: DoorList | undefined): Promise<CheckinAnswer> {
  const decided = list?.canDecide(question.ticketId) ? decideOnList(list, question) : await decideAndRecord(question)
  if (decided.outcome.result !== 'wrong_event') return decided
  return { ...decided, otherEvent: await doorEventName(decided.outcome.ticketEventId) }
}

/** How many tickets the booking has in the list (the result offers to check them all in). */
const bookingSizeOf = (eventId: number, bookingId: number) =>
  db.doorTickets
    .where('bookingId')
    .equals(bookingId)
    .filter((ticket) => ticket.eventId === eventId)
    .count()

/** A genuine ticket sold after the list was downloaded: kept until the server's copy comes. */
function provisionalTicket(ticketId: number, eventId: number): StoredDoorTicket {
  const ticket = {
    ticketId,
    eventId,
    bookingId: 0,
    holderName: '',
    status: 'confirmed' as const,
    phone: null,
    memberId: null,
    checkins: [],
    version: 0,
  }
  return { ...ticket, searchKeys: searchKeysOf(ticket), isProvisional: true }
}

/**
 * A scanned or typed code: a ticket's signed QR code, or its short code, which is looked up in the
 * device's lists (the list in memory, then every list on the device: it may be another event's).
 */
export async function checkInCode({ eventId, code, type, publicKey, at = new Date(), list }: ScanRequest): Promise<CheckinAnswer> {
  const trimmed = code.trim()
  const shortCode = parseTicketCode(trimmed).ok ? undefined : parseShortCode(trimmed)
  if (shortCode) {
    const ticketId = list?.ticketIdOfShortCode(shortCode) ?? (await ticketOfShortCode(shortCode))?.ticketId
    const decided = await answer({ eventId, ticketId, scan: undefined, type, at }, list)
    return ticketId === undefined ? { ...decided, unknownShortCode: shortCode } : decided
  }
  const scan = await verifyScan(trimmed, publicKey)
  // Without the key a code cannot prove itself: only tickets in the list get in (a missing one is unknown).
  return answer({ eventId, ticketId: scan.ok ? scan.ticketId : undefined, scan, code: trimmed, isListComplete: !publicKey, type, at }, list)
}

/** A ticket picked from the search results. */
export function checkInTicket(
  eventId: number,
  ticketId: number,
  type: CheckinType,
  at = new Date(),
  list?: DoorList,
): Promise<CheckinAnswer> {
  return answer({ eventId, ticketId, scan: undefined, type, at }, list)
}

/** Every ticket of the booking the rule allows, in one transaction; undo takes them back together. */
export function checkInBooking(
  eventId: number,
  bookingId: number,
  type: CheckinType,
  at = new Date(),
): Promise<{ allowed: number; refused: number }> {
  return withOpenDb(() =>
    db.transaction('rw', [db.doorTickets, db.doorEvents, db.outbox, db.meta], async () => {
      const { client_id: deviceId } = await currentClient()
      const event = doorEventOf(eventId, await db.doorEvents.get(eventId))
      const tickets = await db.doorTickets
        .where('bookingId')
        .equals(bookingId)
        .filter((ticket) => ticket.eventId === eventId)
        .toArray()
      const action: LastCheckinAction = { eventId, at: at.toISOString(), checkins: [] }
      for (const ticket of tickets) {
        const outcome = decideCheckin({ ticket: toTicketRecord(ticket), event, type, at, deviceId })
        if (!outcome.isAllowed) continue
        const checkin: DoorCheckin = { checkinId: newCheckinId(), type, at: at.toISOString(), deviceId }
        await db.doorTickets.put({ ...ticket, checkins: [...ticket.checkins, checkin] })
        await queueMutationInTransaction(
          CHECKIN_REDEEM,
          { event_id: eventId, ticket_id: ticket.ticketId, type, checkin_id: checkin.checkinId },
          at,
        )
        action.checkins.push({ ticketId: ticket.ticketId, checkinId: checkin.checkinId, holderName: ticket.holderName })
      }
      if (action.checkins.length > 0) await db.meta.put({ key: LAST_ACTION_KEY, value: action })
      return { allowed: action.checkins.length, refused: tickets.length - action.checkins.length }
    }),
  )
}

export const lastCheckinAction = () => withOpenDb(async () => (await db.meta.get(LAST_ACTION_KEY))?.value as LastCheckinAction | undefined)

/**
 * On sign-out: the next receptionist must not be offered the undo of someone else's check-in. The
 * check-in itself stays, queued for its own account.
 */
export const forgetLastCheckinAction = () => withOpenDb(() => db.meta.delete(LAST_ACTION_KEY))

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
        const checkins = ticket.checkins.map((candidate) =>
          candidate === checkin ? { ...candidate, undoneAt: now.toISOString() } : candidate,
        )
        await db.doorTickets.put({ ...ticket, checkins })
        await queueMutationInTransaction(CHECKIN_UNDO, { event_id: eventId, checkin_id: checkinId }, now)
        undone++
      }
      await db.meta.delete(LAST_ACTION_KEY)
      return undone
    }),
  )
}
