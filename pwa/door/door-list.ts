import Dexie, { cmp, RangeSet, type ObservabilitySet } from 'dexie'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { checkinCounters } from '../../domain/check-in'
import { db, withOpenDb } from '../offline/db'
import { toTicketRecord } from './door-checkin'
import { CURRENT_CLIENT_KEY, currentClientId } from './door-client'
import { subscribeToListWritten } from './door-store'
import type { DoorCheckin, DoorEventRecord, StoredDoorTicket } from './door-ticket'

export interface DoorCounters {
  checkedIn: number
  /** Valid tickets: the list's tickets but the cancelled ones. */
  total: number
  insideNow: number
  /** Cancelled tickets in the list (they admit nobody and count for nothing above). */
  cancelled: number
}

/** A booking with tickets whose holders have not come in yet (the supervisor's "expected"). */
export interface ExpectedBooking {
  bookingId: number
  /** The holders not yet in, by name. */
  holders: string[]
  /** The booking's valid tickets, in or not. */
  ticketCount: number
  phone: string | null
}

/** Beyond this many changed tickets at once (a list download), the whole list is read again. */
const MAX_KEYS_READ_ONE_BY_ONE = 500
/** The whole list is read this many tickets at a time, giving the page a turn in between. */
const READ_CHUNK = 2_000
const RETRY_AFTER_FAILURE_MS = 1_000

const contributionOf = (ticket: StoredDoorTicket): DoorCounters => checkinCounters([toTicketRecord(ticket)])
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/** A check-in decided here, laid over the stored copy until a read made after its write shows it. */
interface LocalCheckin {
  checkin: DoorCheckin
  /** The list's clock when the check-in's transaction committed (undefined: not yet). */
  savedAt?: number
}

/** Whether `parts` (a storagemutated set) names the table, or one key of it. */
function touches(parts: ObservabilitySet, part: string, key?: string): boolean {
  const changed = parts[part]
  if (!changed) return false
  if (key === undefined) return true
  for (const range of new RangeSet().add(changed)) {
    if (cmp(range.from, key) <= 0 && cmp(key, range.to) <= 0) return true
  }
  return false
}

/**
 * One event's check-in list in memory: its tickets by id, the bookings' sizes, the counters, the
 * event and this device's client id, so that a scan is decided without waiting for IndexedDB
 * ("Speed": scan-to-answer p95 ≤ 10 ms). Kept current from Dexie's `storagemutated` (this
 * tab's transactions and other tabs'): the whole list is read once (in chunks), after that only
 * the tickets a transaction changed; a list this tab downloads is handed over without a read.
 * Check-ins decided here are laid over the stored copy until their write is seen (`addLocalCheckin`),
 * so a second scan of the same ticket a moment later is already refused.
 */
export class DoorList {
  private tickets = new Map<number, StoredDoorTicket>()
  private readonly contributions = new Map<number, DoorCounters>()
  private readonly bookingSizes = new Map<number, number>()
  /** Short code → ticket id, for a code typed at the door. */
  private readonly shortCodes = new Map<string, number>()
  private totals: DoorCounters = { checkedIn: 0, total: 0, insideNow: 0, cancelled: 0 }
  private counters: DoorCounters | undefined
  private storedEvent: DoorEventRecord | undefined
  private clientId: string | undefined
  private readonly local = new Map<number, LocalCheckin[]>()
  private readonly pendingKeys = new Set<number>()
  private needsFullRead = true
  private needsHeadRead = true
  private isListRead = false
  /** Orders reads and commits: a read started after a check-in's commit sees that check-in. */
  private clock = 0
  /** Bumped when a list is handed over: a whole-list read still under way is then thrown away. */
  private listGeneration = 0
  private isRunning = false
  private isStopped = false
  private retryTimer: ReturnType<typeof setTimeout> | undefined
  private readonly listeners = new Set<() => void>()
  private readonly parts: { tickets: string; events: string; meta: string }
  private readonly stopListWritten: () => void

  constructor(readonly eventId: number) {
    const base = `idb://${db.name}`
    this.parts = { tickets: `${base}/doorTickets/`, events: `${base}/doorEvents/`, meta: `${base}/meta/` }
    Dexie.on('storagemutated', this.onMutated)
    this.stopListWritten = subscribeToListWritten(this.takeWrittenList)
    void this.run()
  }

  stop(): void {
    this.isStopped = true
    clearTimeout(this.retryTimer)
    Dexie.on('storagemutated').unsubscribe(this.onMutated)
    this.stopListWritten()
  }

  /** Read once: the list, the event and the client id are in memory. */
  get isReady(): boolean {
    return this.isListRead && this.clientId !== undefined
  }

  /** Whether a scan of `ticketId` (undefined: a code that named no genuine ticket) can be decided here. */
  canDecide(ticketId: number | undefined): boolean {
    return this.isReady && (ticketId === undefined || this.tickets.has(ticketId))
  }

  get deviceId(): string | undefined {
    return this.clientId
  }

  get event(): DoorEventRecord | undefined {
    return this.storedEvent
  }

  ticket(ticketId: number): StoredDoorTicket | undefined {
    return this.tickets.get(ticketId)
  }

  bookingSize(bookingId: number): number {
    return this.bookingSizes.get(bookingId) ?? 0
  }

  /** The ticket of this event with the short code (domain/tickets.ts, already read back with parseShortCode). */
  ticketIdOfShortCode(shortCode: string): number | undefined {
    return this.shortCodes.get(shortCode)
  }

  /**
   * The bookings whose holders have not all come in yet (valid tickets never checked in), with
   * the names still expected, by the first such name. Read from memory: 20,000 tickets take a few ms.
   */
  expectedBookings(): ExpectedBooking[] {
    const byBooking = new Map<number, ExpectedBooking>()
    for (const ticket of this.tickets.values()) {
      if (ticket.status !== 'confirmed') continue
      const booking = byBooking.get(ticket.bookingId) ?? { bookingId: ticket.bookingId, holders: [], ticketCount: 0, phone: ticket.phone }
      booking.ticketCount++
      if (this.contributions.get(ticket.ticketId)?.checkedIn === 0) booking.holders.push(ticket.holderName || `Ticket #${ticket.ticketId}`)
      byBooking.set(ticket.bookingId, booking)
    }
    return [...byBooking.values()]
      .filter((booking) => booking.holders.length > 0)
      .map((booking) => ({ ...booking, holders: booking.holders.sort((a, b) => a.localeCompare(b)) }))
      .sort((a, b) => a.holders[0]!.localeCompare(b.holders[0]!) || a.bookingId - b.bookingId)
  }

  /** For useSyncExternalStore: the same object until the counters change (undefined until read). */
  getCounters = (): DoorCounters | undefined => this.counters

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /**
   * Lays a check-in decided on this list over its ticket at once. Call `saved` when its transaction
   * committed, `failed` when it did not (the ticket is then read again).
   */
  addLocalCheckin(ticketId: number, checkin: DoorCheckin): { saved: () => void; failed: () => void } {
    const entry: LocalCheckin = { checkin }
    this.local.set(ticketId, [...(this.local.get(ticketId) ?? []), entry])
    const ticket = this.tickets.get(ticketId)
    if (ticket) this.take(ticketId, { ...ticket, checkins: [...ticket.checkins, checkin] })
    this.publishCounters()
    return {
      saved: () => {
        entry.savedAt = ++this.clock
      },
      failed: () => {
        const left = (this.local.get(ticketId) ?? []).filter((candidate) => candidate !== entry)
        if (left.length > 0) this.local.set(ticketId, left)
        else this.local.delete(ticketId)
        this.pendingKeys.add(ticketId)
        void this.run()
      },
    }
  }

  private readonly onMutated = (parts: ObservabilitySet) => {
    if (this.isStopped) return
    if (touches(parts, this.parts.events) || touches(parts, this.parts.meta, CURRENT_CLIENT_KEY)) this.needsHeadRead = true
    const changed = parts[this.parts.tickets]
    if (changed && !this.needsFullRead) {
      // A tree as Dexie keeps it (or as another tab sent it): walked as a RangeSet, one node per range.
      for (const range of new RangeSet().add(changed)) {
        if (typeof range.from !== 'number' || range.from !== range.to || this.pendingKeys.size >= MAX_KEYS_READ_ONE_BY_ONE) {
          this.needsFullRead = true
          this.pendingKeys.clear()
          break
        }
        this.pendingKeys.add(range.from)
      }
      // A list this tab saved is handed over right after its transaction (microtasks away): wait a
      // task before reading 20,000 tickets that may not need reading.
      if (this.needsFullRead) {
        setTimeout(() => void this.run(), 0)
        return
      }
    }
    void this.run()
  }

  /** The list this tab just wrote (a download), as written; `keptIds`: tickets kept beside it. */
  private readonly takeWrittenList = (eventId: number, tickets: readonly StoredDoorTicket[], keptIds: readonly number[]) => {
    if (this.isStopped || eventId !== this.eventId) return
    this.listGeneration++
    this.needsFullRead = false
    const round = ++this.clock
    const next = new Map<number, StoredDoorTicket>()
    for (const ticket of tickets) if (ticket.eventId === this.eventId) next.set(ticket.ticketId, ticket)
    for (const ticketId of keptIds) {
      const known = this.tickets.get(ticketId)
      if (known) next.set(ticketId, known)
      this.pendingKeys.add(ticketId)
    }
    this.replaceAll(next, round)
    this.needsHeadRead = true
    void this.run()
  }

  /** One read at a time; changes that come meanwhile are taken by the next round. */
  private async run(): Promise<void> {
    if (this.isRunning || this.isStopped) return
    this.isRunning = true
    try {
      while (!this.isStopped && (this.needsHeadRead || this.needsFullRead || this.pendingKeys.size > 0)) {
        if (this.needsHeadRead) await this.readHead()
        else if (this.needsFullRead) await this.readWholeList()
        else await this.readTickets()
      }
      this.publishCounters()
    } catch {
      // IndexedDB refused a read (closed, quota): read everything again in a moment.
      this.needsFullRead = true
      this.retryTimer = setTimeout(() => void this.run(), RETRY_AFTER_FAILURE_MS)
    } finally {
      this.isRunning = false
    }
  }

  private async readHead(): Promise<void> {
    this.needsHeadRead = false
    const [event, clientId] = await Promise.all([withOpenDb(() => db.doorEvents.get(this.eventId)), currentClientId()])
    this.storedEvent = event
    // No client yet (a device that never queued anything): the first check-in, decided on the stored copy, makes it.
    this.clientId = clientId
  }

  private async readWholeList(): Promise<void> {
    this.needsFullRead = false
    this.pendingKeys.clear()
    const generation = ++this.listGeneration
    const round = ++this.clock
    const ids = await withOpenDb(() => db.doorTickets.where('eventId').equals(this.eventId).primaryKeys())
    const next = new Map<number, StoredDoorTicket>()
    for (let start = 0; start < ids.length; start += READ_CHUNK) {
      if (start > 0) await nextTask()
      if (generation !== this.listGeneration || this.isStopped) return
      const chunk = await withOpenDb(() => db.doorTickets.bulkGet(ids.slice(start, start + READ_CHUNK)))
      for (const ticket of chunk) if (ticket && ticket.eventId === this.eventId) next.set(ticket.ticketId, ticket)
    }
    // A list handed over meanwhile is newer than what this read saw.
    if (generation !== this.listGeneration || this.isStopped) return
    this.replaceAll(next, round)
  }

  private async readTickets(): Promise<void> {
    const keys = [...this.pendingKeys]
    this.pendingKeys.clear()
    const round = ++this.clock
    const tickets = await withOpenDb(() => db.doorTickets.bulkGet(keys))
    keys.forEach((ticketId, index) => {
      const ticket = tickets[index]
      this.take(ticketId, ticket && ticket.eventId === this.eventId ? this.withLocal(ticket, round) : undefined)
    })
  }

  /** The stored ticket with this device's check-ins its read could not have seen yet. */
  private withLocal(ticket: StoredDoorTicket, round: number): StoredDoorTicket {
    const entries = this.local.get(ticket.ticketId)
    if (!entries) return ticket
    const unseen = entries.filter((entry) => entry.savedAt === undefined || entry.savedAt >= round)
    if (unseen.length > 0) this.local.set(ticket.ticketId, unseen)
    else this.local.delete(ticket.ticketId)
    const missing = unseen.filter((entry) => !ticket.checkins.some((checkin) => checkin.checkinId === entry.checkin.checkinId))
    return missing.length === 0 ? ticket : { ...ticket, checkins: [...ticket.checkins, ...missing.map((entry) => entry.checkin)] }
  }

  private replaceAll(next: Map<number, StoredDoorTicket>, round: number): void {
    this.tickets = new Map()
    this.contributions.clear()
    this.bookingSizes.clear()
    this.shortCodes.clear()
    this.totals = { checkedIn: 0, total: 0, insideNow: 0, cancelled: 0 }
    for (const [ticketId, ticket] of next) this.take(ticketId, this.withLocal(ticket, round))
    this.isListRead = true
  }

  private take(ticketId: number, next: StoredDoorTicket | undefined): void {
    const previous = this.tickets.get(ticketId)
    if (previous) {
      this.add(this.contributions.get(ticketId), -1)
      this.bookingSizes.set(previous.bookingId, (this.bookingSizes.get(previous.bookingId) ?? 1) - 1)
      if (previous.shortCode) this.shortCodes.delete(previous.shortCode)
    }
    if (next) {
      const contribution = contributionOf(next)
      this.tickets.set(ticketId, next)
      this.contributions.set(ticketId, contribution)
      this.add(contribution, 1)
      this.bookingSizes.set(next.bookingId, (this.bookingSizes.get(next.bookingId) ?? 0) + 1)
      if (next.shortCode) this.shortCodes.set(next.shortCode, ticketId)
    } else {
      this.tickets.delete(ticketId)
      this.contributions.delete(ticketId)
    }
  }

  private add(contribution: DoorCounters | undefined, sign: 1 | -1): void {
    if (!contribution) return
    this.totals.checkedIn += sign * contribution.checkedIn
    this.totals.total += sign * contribution.total
    this.totals.insideNow += sign * contribution.insideNow
    this.totals.cancelled += sign * contribution.cancelled
  }

  private publishCounters(): void {
    if (!this.isListRead || this.isStopped) return
    const { checkedIn, total, insideNow, cancelled } = this.totals
    const shown = this.counters
    if (shown && shown.checkedIn === checkedIn && shown.total === total && shown.insideNow === insideNow && shown.cancelled === cancelled)
      return
    this.counters = { checkedIn, total, insideNow, cancelled }
    for (const listener of this.listeners) listener()
  }
}

const noSubscription = () => () => undefined
const noCounters = () => undefined

/** The event's list in memory while the door screen shows it, and its live counters. */
export function useDoorList(eventId: number): { list: DoorList | undefined; counters: DoorCounters | undefined } {
  const [list, setList] = useState<DoorList>()
  useEffect(() => {
    const opened = new DoorList(eventId)
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the list is an external resource opened and stopped with this effect; render gets the opened one
    setList(opened)
    return () => opened.stop()
  }, [eventId])
  const current = list?.eventId === eventId ? list : undefined
  const counters = useSyncExternalStore(current?.subscribe ?? noSubscription, current?.getCounters ?? noCounters)
  return { list: current, counters }
}
