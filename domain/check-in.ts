/**
 * The one check-in decision ("Door check-in"): the door device takes it on its Dexie copy
 * and the server on the locked ticket row, so both answer alike. Pure and synchronous: a scanned
 * code's signature is verified before (domain/tickets.ts), and `at` is when the scan happened on the
 * device; the server decides with that time too, not with the time the mutation arrived.
 *
 * Like pretix: the first entry wins and a second entry while inside is refused, showing the first
 * check-in; after an exit the ticket may enter again. A ticket missing from a device's list whose
 * code is genuine and for this event was sold after the download: it is let in, and the server,
 * which has every ticket, has the last word.
 */
import { clubDate } from './time.js'
import type { TicketVerification } from './tickets.js'

/** The last check-in can be undone on the device that made it, this long after. */
export const UNDO_WINDOW_MS = 2 * 60_000

export type CheckinType = 'entry' | 'exit'

export interface Checkin {
  type: CheckinType
  /** When it happened on the device. */
  at: Date | string
  deviceId: string
  /** An undone check-in is kept for history and counts for nothing. */
  undoneAt?: Date | string | null
}

export const ticketStatuses = ['confirmed', 'cancelled'] as const
export type TicketStatus = (typeof ticketStatuses)[number]

/** What a device keeps of a ticket, and what the server reads from its row. */
export interface TicketRecord {
  ticketId: number
  eventId: number
  bookingId: number
  holderName: string
  status: TicketStatus
  checkins: readonly Checkin[]
}

export interface DoorEvent {
  eventId: number
  /** When given, entry is open only from the start's day to the end's day, in club time. */
  startsAt?: Date | string
  endsAt?: Date | string
}

export interface CheckinRequest {
  /** The scanned code, verified; absent when the receptionist picked the ticket from the list. */
  scan?: TicketVerification
  /** The ticket's record (looked up by the scanned ticket id); undefined when not there. */
  ticket: TicketRecord | undefined
  /** True on the server: its records are complete, so a ticket missing from them does not exist. */
  isAuthoritative?: boolean
  event: DoorEvent
  type: CheckinType
  at: Date
  deviceId: string
}

interface Allowed {
  isAllowed: true
  tone: 'green'
  title: string
  ticketId: number
  /** Undefined for a ticket sold after this device's list was downloaded. */
  holderName: string | undefined
  /** The check-in to record. */
  checkin: Checkin
}
interface Refused {
  isAllowed: false
  tone: 'amber' | 'red'
  title: string
}

export type CheckinOutcome =
  | (Allowed & { result: 'valid'; /** false: sold after the list was downloaded */ isListed: boolean })
  | (Allowed & { result: 're_entry' })
  | (Allowed & { result: 'exit' })
  | (Refused & { result: 'already_checked_in'; ticketId: number; holderName: string; firstCheckin: Checkin; lastEntry: Checkin })
  | (Refused & { result: 'not_inside'; ticketId: number; holderName: string | undefined })
  | (Refused & { result: 'cancelled'; ticketId: number; holderName: string })
  | (Refused & { result: 'wrong_event'; ticketId: number; ticketEventId: number; holderName: string | undefined })
  | (Refused & { result: 'not_today' })
  | (Refused & { result: 'unknown' })
  | (Refused & { result: 'forged' })

export type CheckinResult = CheckinOutcome['result']

const time = (at: Date | string) => (typeof at === 'string' ? Date.parse(at) : at.getTime())

/** The check-ins that count, oldest first. */
export function activeCheckins<T extends Checkin>(checkins: readonly T[]): T[] {
  return checkins.filter((checkin) => !checkin.undoneAt).sort((a, b) => time(a.at) - time(b.at))
}

/** Inside now: the last check-in that counts is an entry. */
export function insideNow(checkins: readonly Checkin[]): boolean {
  return activeCheckins(checkins).at(-1)?.type === 'entry'
}

/**
 * The door's counters: checked in (ever entered) of total, and inside now. Cancelled tickets count
 * for nothing there; `cancelled` says how many there are, so a screen can say why its list holds more.
 */
export function checkinCounters(tickets: Iterable<Pick<TicketRecord, 'status' | 'checkins'>>) {
  let total = 0
  let checkedIn = 0
  let inside = 0
  let cancelled = 0
  for (const ticket of tickets) {
    if (ticket.status !== 'confirmed') {
      cancelled++
      continue
    }
    total++
    const active = activeCheckins(ticket.checkins)
    if (active.some((checkin) => checkin.type === 'entry')) checkedIn++
    if (active.at(-1)?.type === 'entry') inside++
  }
  return { checkedIn, total, insideNow: inside, cancelled }
}

/** Whether the device may undo its last check-in now (`now` on the device when undo was asked). */
export function canUndo(lastCheckin: Checkin | undefined, deviceId: string, now: Date): boolean {
  if (!lastCheckin || lastCheckin.undoneAt || lastCheckin.deviceId !== deviceId) return false
  return now.getTime() - time(lastCheckin.at) <= UNDO_WINDOW_MS
}

/** Entry is open from the start's day to the end's day (club time); open always when the event has no times. */
export function isEventDay(event: DoorEvent, at: Date): boolean {
  if (!event.startsAt) return true
  const day = clubDate(at)
  return clubDate(new Date(event.startsAt)) <= day && day <= clubDate(new Date(event.endsAt ?? event.startsAt))
}

const unknown: CheckinOutcome = { result: 'unknown', tone: 'red', title: 'Unknown code', isAllowed: false }
const forged: CheckinOutcome = { result: 'forged', tone: 'red', title: 'Forged ticket', isAllowed: false }

export function decideCheckin(request: CheckinRequest): CheckinOutcome {
  const { scan, ticket, event, type, at, deviceId } = request
  if (scan && !scan.ok) return scan.reason === 'forged' ? forged : unknown
  if (scan && ticket && scan.ticketId !== ticket.ticketId) {
    throw new Error(`Ticket ${ticket.ticketId} was given for a scan of ticket ${scan.ticketId}`)
  }
  const ticketId = ticket?.ticketId ?? scan?.ticketId
  const ticketEventId = ticket?.eventId ?? scan?.eventId
  if (ticketId === undefined || ticketEventId === undefined || (!ticket && request.isAuthoritative)) return unknown
  const holderName = ticket?.holderName
  if (ticketEventId !== event.eventId) {
    return { result: 'wrong_event', tone: 'red', title: 'Ticket for another event', isAllowed: false, ticketId, ticketEventId, holderName }
  }
  const checkins = activeCheckins(ticket?.checkins ?? [])
  const lastCheckin = checkins.at(-1)
  const isInside = lastCheckin?.type === 'entry'
  const checkin: Checkin = { type, at, deviceId }

  if (type === 'exit') {
    // Leaving is recorded even on a ticket cancelled while its holder was inside.
    if (isInside) return { result: 'exit', tone: 'green', title: 'Exit', isAllowed: true, ticketId, holderName, checkin }
    if (ticket && ticket.status !== 'confirmed') return cancelled(ticket)
    return { result: 'not_inside', tone: 'amber', title: 'Not checked in', isAllowed: false, ticketId, holderName }
  }
  if (!isEventDay(event, at)) return { result: 'not_today', tone: 'red', title: 'Not today', isAllowed: false }
  if (ticket && ticket.status !== 'confirmed') return cancelled(ticket)
  if (isInside && ticket) {
    const firstCheckin = checkins.find((candidate) => candidate.type === 'entry')!
    return {
      result: 'already_checked_in',
      tone: 'amber',
      title: 'Already checked in',
      isAllowed: false,
      ticketId,
      holderName: ticket.holderName,
      firstCheckin,
      lastEntry: lastCheckin,
    }
  }
  if (lastCheckin) return { result: 're_entry', tone: 'green', title: 'Re-entry', isAllowed: true, ticketId, holderName, checkin }
  return { result: 'valid', tone: 'green', title: 'Valid', isAllowed: true, ticketId, holderName, checkin, isListed: ticket !== undefined }
}

function cancelled(ticket: TicketRecord): CheckinOutcome {
  return {
    result: 'cancelled',
    tone: 'red',
    title: 'Cancelled',
    isAllowed: false,
    ticketId: ticket.ticketId,
    holderName: ticket.holderName,
  }
}
