import Dexie, { RangeSet, type ObservabilitySet } from 'dexie'
import { useEffect, useState } from 'react'
import { checkinCounters } from '../../domain/check-in'
import { db, withOpenDb } from '../offline/db'
import { toTicketRecord } from './door-checkin'
import type { StoredDoorTicket } from './door-ticket'

export interface DoorCounters {
  checkedIn: number
  total: number
  insideNow: number
}

/** Beyond this many changed tickets at once (a list download), the whole list is read again. */
const MAX_KEYS_READ_ONE_BY_ONE = 500

type Contribution = DoorCounters
const contributionOf = (ticket: StoredDoorTicket): Contribution => checkinCounters([toTicketRecord(ticket)])

/**
 * The event's counters, kept per ticket: the whole list is read once (and again after a bulk
 * change such as a download), and afterwards only the tickets a transaction changed, as Dexie's
 * `storagemutated` names them (this tab's transactions and other tabs'). A scan then costs one
 * ticket read instead of a read of the whole 20,000-ticket list (issue 5, "Speed").
 */
export class DoorCounterKeeper {
  private readonly byTicket = new Map<number, Contribution>()
  private totals: DoorCounters = { checkedIn: 0, total: 0, insideNow: 0 }
  private pendingKeys = new Set<number>()
  private needsFullRead = true
  private isRunning = false
  private isStopped = false
  private readonly part: string

  constructor(
    private readonly eventId: number,
    private readonly onChange: (counters: DoorCounters) => void,
  ) {
    this.part = `idb://${db.name}/doorTickets/`
    Dexie.on('storagemutated', this.onMutated)
    void this.run()
  }

  stop(): void {
    this.isStopped = true
    Dexie.on('storagemutated').unsubscribe(this.onMutated)
  }

  private readonly onMutated = (parts: ObservabilitySet) => {
    const changed = parts[this.part]
    if (!changed || this.isStopped) return
    if (!this.needsFullRead) {
      // A tree as Dexie keeps it (or as another tab sent it): walked as a RangeSet, one node per range.
      for (const range of new RangeSet().add(changed)) {
        if (typeof range.from !== 'number' || range.from !== range.to || this.pendingKeys.size >= MAX_KEYS_READ_ONE_BY_ONE) {
          this.needsFullRead = true
          this.pendingKeys.clear()
          break
        }
        this.pendingKeys.add(range.from)
      }
    }
    void this.run()
  }

  /** One read at a time; changes that come meanwhile are taken by the next round. */
  private async run(): Promise<void> {
    if (this.isRunning || this.isStopped) return
    this.isRunning = true
    try {
      while (!this.isStopped && (this.needsFullRead || this.pendingKeys.size > 0)) {
        if (this.needsFullRead) {
          this.needsFullRead = false
          this.pendingKeys.clear()
          const tickets = await withOpenDb(() => db.doorTickets.where('eventId').equals(this.eventId).toArray())
          this.byTicket.clear()
          this.totals = { checkedIn: 0, total: 0, insideNow: 0 }
          for (const ticket of tickets) this.take(ticket.ticketId, contributionOf(ticket))
        } else {
          const keys = [...this.pendingKeys]
          this.pendingKeys.clear()
          const tickets = await withOpenDb(() => db.doorTickets.bulkGet(keys))
          keys.forEach((ticketId, index) => {
            const ticket = tickets[index]
            this.take(ticketId, ticket && ticket.eventId === this.eventId ? contributionOf(ticket) : undefined)
          })
        }
        if (!this.isStopped && !this.needsFullRead && this.pendingKeys.size === 0) this.onChange({ ...this.totals })
      }
    } catch {
      this.needsFullRead = true
    } finally {
      this.isRunning = false
    }
  }

  private take(ticketId: number, next: Contribution | undefined): void {
    const previous = this.byTicket.get(ticketId)
    if (previous) this.add(previous, -1)
    if (next) {
      this.byTicket.set(ticketId, next)
      this.add(next, 1)
    } else this.byTicket.delete(ticketId)
  }

  private add(contribution: Contribution, sign: 1 | -1): void {
    this.totals.checkedIn += sign * contribution.checkedIn
    this.totals.total += sign * contribution.total
    this.totals.insideNow += sign * contribution.insideNow
  }
}

/** The live counters of an event's list on this device. */
export function useDoorCounters(eventId: number): { data: DoorCounters | undefined } {
  const [counters, setCounters] = useState<DoorCounters>()
  useEffect(() => {
    setCounters(undefined)
    const keeper = new DoorCounterKeeper(eventId, setCounters)
    return () => keeper.stop()
  }, [eventId])
  return { data: counters }
}
