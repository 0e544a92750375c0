import { parseShortCode, parseTicketCode } from '../../domain/tickets'
import { db, withOpenDb, type OutboxEntry } from '../offline/db'
import type { DoorEventRecord, DoorTicket, PulledEvent, StoredDoorTicket } from './door-ticket'
import { measureSince } from './door-timing'

export const CHECKIN_REDEEM = 'checkin.redeem'
export const CHECKIN_UNDO = 'checkin.undo'

/** At least this many characters before a search runs. */
export const SEARCH_MIN_CHARS = 3
const SEARCH_LIMIT = 50

const digitsOf = (text: string) => text.replace(/\D/g, '')
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')

/** The search key of a short code, for any event: a code typed at one door may be a ticket of another. */
const shortCodeKey = (shortCode: string) => `#${shortCode}`

/**
 * `{eventId}|{word}` for every word of the holder's name, the phone's digits (also without a country
 * code) and the short code (typed in part, it is found by prefix), and `#{short code}` for the code
 * on its own, whatever the event.
 */
export function searchKeysOf(ticket: Pick<DoorTicket, 'eventId' | 'holderName' | 'phone' | 'shortCode'>): string[] {
  const words = wordsOf(ticket.holderName)
  const phone = digitsOf(ticket.phone ?? '')
  if (phone !== '') words.push(phone, phone.slice(-10))
  if (ticket.shortCode) words.push(ticket.shortCode.toLowerCase())
  const keys = [...new Set(words)].map((word) => `${ticket.eventId}|${word}`)
  return ticket.shortCode ? [...keys, shortCodeKey(ticket.shortCode)] : keys
}

/** The ticket on this device with the short code (already read back by parseShortCode), of any event. */
export const ticketOfShortCode = (shortCode: string) =>
  withOpenDb(() => db.doorTickets.where('searchKeys').equals(shortCodeKey(shortCode)).first())

/** The ticket a queued check-in or undo is about. */
export function ticketIdOfEntry(entry: Pick<OutboxEntry, 'args'>): number | undefined {
  const { ticket_id, code } = entry.args as { ticket_id?: number; code?: string }
  if (typeof ticket_id === 'number') return ticket_id
  const parsed = typeof code === 'string' ? parseTicketCode(code) : undefined
  return parsed?.ok ? parsed.ticketId : undefined
}

const pendingCheckinEntries = async () => (await db.outbox.orderBy('seq').toArray()).filter((entry) => entry.name.startsWith('checkin.'))

function pendingByTicket(entries: readonly OutboxEntry[]): Map<number, OutboxEntry[]> {
  const byTicket = new Map<number, OutboxEntry[]>()
  for (const entry of entries) {
    const ticketId = ticketIdOfEntry(entry)
    if (ticketId !== undefined) byTicket.set(ticketId, [...(byTicket.get(ticketId) ?? []), entry])
  }
  return byTicket
}

/**
 * The server's copy with this device's unsent check-ins and undos laid on top, so that a pull never
 * hides what the receptionist just did. Undo entries carry only the check-in id; they are found
 * through the check-in they undo.
 */
export function withPendingCheckins(
  ticket: DoorTicket,
  pending: readonly OutboxEntry[],
  undos: readonly OutboxEntry[] = [],
): StoredDoorTicket {
  const checkins = ticket.checkins.map((checkin) => ({ ...checkin }))
  for (const entry of pending) {
    const args = entry.args as { checkin_id: string; type: 'entry' | 'exit' }
    if (entry.name !== CHECKIN_REDEEM || checkins.some((checkin) => checkin.checkinId === args.checkin_id)) continue
    checkins.push({ checkinId: args.checkin_id, type: args.type, at: entry.at, deviceId: entry.client_id })
  }
  for (const undo of undos) {
    const checkin = checkins.find((candidate) => candidate.checkinId === (undo.args as { checkin_id: string }).checkin_id)
    if (checkin && !checkin.undoneAt) checkin.undoneAt = undo.at
  }
  const { isProvisional: _dropped, ...server } = ticket as StoredDoorTicket
  return { ...server, checkins, searchKeys: searchKeysOf(ticket) }
}

/** Pending entries of the given tickets, and the undo entries (which name no ticket). */
async function pendingContext() {
  const entries = await pendingCheckinEntries()
  return { byTicket: pendingByTicket(entries), undos: entries.filter((entry) => entry.name === CHECKIN_UNDO) }
}

/** `isCountKept`: no ticket came or went, the stored count stands (counting 20,000 keys is not free). */
async function refreshEventRecord(event: PulledEvent | undefined, eventId: number, isCountKept = false): Promise<void> {
  const stored = await db.doorEvents.get(eventId)
  const ticketCount = isCountKept && stored ? stored.ticketCount : await db.doorTickets.where('eventId').equals(eventId).count()
  const base = event ? eventRecordOf(event) : stored
  if (base) await db.doorEvents.put({ ...base, ticketCount, downloadedAt: stored?.downloadedAt ?? new Date().toISOString() })
}

function eventRecordOf(event: PulledEvent): Omit<DoorEventRecord, 'ticketCount' | 'downloadedAt'> {
  return {
    eventId: event.event_id,
    title: event.title,
    startAt: event.start_at,
    endAt: event.end_at,
    venue: event.venue,
    capacity: event.capacity,
    status: event.status,
  }
}

/** Told while a downloaded list is being written (the screen shows "Saving N tickets…"). */
type SavingListener = (saving: { eventId: number; count: number } | undefined) => void
const savingListeners = new Set<SavingListener>()

export function subscribeToListSaving(listener: SavingListener): () => void {
  savingListeners.add(listener)
  return () => savingListeners.delete(listener)
}

/**
 * Told once a downloaded list is stored, with the records as written (and the ids of tickets kept
 * beside it for their unsent check-ins): the list in memory (door-list.ts) takes them without
 * reading 20,000 tickets back.
 */
type ListWrittenListener = (eventId: number, tickets: readonly StoredDoorTicket[], keptIds: readonly number[]) => void
const listWrittenListeners = new Set<ListWrittenListener>()

export function subscribeToListWritten(listener: ListWrittenListener): () => void {
  listWrittenListeners.add(listener)
  return () => listWrittenListeners.delete(listener)
}

/**
 * A first pull (since 0): the event's whole list, written in one transaction with one bulkPut.
 * Tickets the list no longer has are dropped, unless a check-in of this device still waits for them.
 */
export async function replaceEventTickets(event: PulledEvent, tickets: readonly DoorTicket[]): Promise<void> {
  for (const listener of savingListeners) listener({ eventId: event.event_id, count: tickets.length })
  try {
    const startedAt = performance.now()
    const written = await writeEventList(event, tickets)
    measureSince('door:list-write', startedAt)
    for (const listener of listWrittenListeners) listener(event.event_id, written.tickets, written.keptIds)
  } finally {
    for (const listener of savingListeners) listener(undefined)
  }
}

function writeEventList(event: PulledEvent, tickets: readonly DoorTicket[]): Promise<{ tickets: StoredDoorTicket[]; keptIds: number[] }> {
  return withOpenDb(() =>
    db.transaction('rw', db.doorTickets, db.doorEvents, db.outbox, async () => {
      const [{ byTicket, undos }, storedIds] = await Promise.all([
        pendingContext(),
        db.doorTickets.where('eventId').equals(event.event_id).primaryKeys(),
      ])
      const listed = new Set(tickets.map((ticket) => ticket.ticketId))
      const notListed = storedIds.filter((id) => !listed.has(id))
      const keptIds = notListed.filter((id) => byTicket.has(id))
      const records = tickets.map((ticket) => withPendingCheckins(ticket, byTicket.get(ticket.ticketId) ?? [], undos))
      // The count the screen shows, known without counting 20,000 index keys afterwards.
      const ticketCount = records.reduce((count, ticket) => (ticket.eventId === event.event_id ? count + 1 : count), keptIds.length)
      await Promise.all([
        db.doorTickets.bulkDelete(notListed.filter((id) => !byTicket.has(id))),
        db.doorTickets.bulkPut(records),
        db.doorEvents.put({ ...eventRecordOf(event), ticketCount, downloadedAt: new Date().toISOString() }),
      ])
      return { tickets: records, keptIds }
    }),
  )
}

/**
 * Takes server copies of tickets (a pull since N, a hint, a push's states): each replaces the local
 * copy when its version is newer (`orIfEqual`: also equal, for a rejection's authoritative state).
 */
export function mergeDoorTickets(
  tickets: readonly DoorTicket[],
  options: { orIfEqual?: boolean; event?: PulledEvent } = {},
): Promise<number> {
  if (tickets.length === 0 && !options.event) return Promise.resolve(0)
  return withOpenDb(() =>
    db.transaction('rw', db.doorTickets, db.doorEvents, db.outbox, async () => {
      const { byTicket, undos } = await pendingContext()
      const current = await db.doorTickets.bulkGet(tickets.map((ticket) => ticket.ticketId))
      const newer = tickets.filter((ticket, index) => {
        const local = current[index]
        return (
          !local ||
          local.isProvisional ||
          ticket.version > local.version ||
          (options.orIfEqual === true && ticket.version === local.version)
        )
      })
      await db.doorTickets.bulkPut(newer.map((ticket) => withPendingCheckins(ticket, byTicket.get(ticket.ticketId) ?? [], undos)))
      // Only tickets new to the list (or moved from another event) change an event's count.
      const recounted = new Set(
        tickets.flatMap((ticket, index) => {
          const local = current[index]
          return local?.eventId === ticket.eventId && !local.isProvisional ? [] : [ticket.eventId, ...(local ? [local.eventId] : [])]
        }),
      )
      for (const eventId of new Set([...newer.map((ticket) => ticket.eventId), ...(options.event ? [options.event.event_id] : [])])) {
        await refreshEventRecord(options.event?.event_id === eventId ? options.event : undefined, eventId, !recounted.has(eventId))
      }
      return newer.length
    }),
  )
}

/**
 * Holder name (word prefixes, every word typed must match), booking id, phone or short code (a
 * whole one finds its ticket even of another event, which the results then name); nothing under 3
 * characters.
 */
export function searchTickets(eventId: number, text: string): Promise<StoredDoorTicket[]> {
  const query = text.trim().toLowerCase()
  if (query.length < SEARCH_MIN_CHARS) return Promise.resolve([])
  const shortCode = parseShortCode(query)
  return withOpenDb(async () => {
    const found = new Map<number, StoredDoorTicket>()
    const byCode = shortCode ? await ticketOfShortCode(shortCode) : undefined
    if (byCode) found.set(byCode.ticketId, byCode)
    const digits = digitsOf(query)
    const isNumber = /^[\d\s+()-]+$/.test(query) && digits !== ''
    if (isNumber) {
      const byBooking = await db.doorTickets
        .where('bookingId')
        .equals(Number(digits))
        .filter((ticket) => ticket.eventId === eventId)
        .toArray()
      for (const ticket of byBooking) found.set(ticket.ticketId, ticket)
    }
    const words = isNumber ? [digits] : wordsOf(query)
    if (words.length === 0) return []
    // Every word must match one of the ticket's words by prefix: intersect each word's keys (keys only, cheap).
    let matching: Set<number> | undefined
    for (const word of words) {
      const keys = await db.doorTickets.where('searchKeys').startsWith(`${eventId}|${word}`).primaryKeys()
      matching = new Set(matching ? keys.filter((key) => matching!.has(key)) : keys)
      if (matching.size === 0) break
    }
    const wanted = [...(matching ?? [])].filter((key) => !found.has(key)).slice(0, Math.max(0, SEARCH_LIMIT - found.size))
    for (const ticket of await db.doorTickets.bulkGet(wanted)) if (ticket) found.set(ticket.ticketId, ticket)
    return [...found.values()].sort((a, b) => a.holderName.localeCompare(b.holderName) || a.ticketId - b.ticketId)
  })
}

export const ticketsOfEvent = (eventId: number) => withOpenDb(() => db.doorTickets.where('eventId').equals(eventId).toArray())
export const ticketsOfBooking = (eventId: number, bookingId: number) =>
  withOpenDb(() =>
    db.doorTickets
      .where('bookingId')
      .equals(bookingId)
      .filter((ticket) => ticket.eventId === eventId)
      .toArray(),
  )
