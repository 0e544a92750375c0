import Dexie, { type EntityTable } from 'dexie'
import type { DeskDayRecord, StoredDeskBooking } from '../desk/desk-types'
import type { DoorEventRecord, StoredDoorTicket } from '../door/door-ticket'
import type { KitchenOrder } from '../kitchen/kitchen-order'

/** One action taken on this device, waiting for the server (ADR 011: push). */
export interface OutboxEntry {
  /** Local order of the queue; never sent. */
  seq?: number
  client_id: string
  /** Increases by one per client id, from 1, without holes. */
  id: number
  name: string
  args: Record<string, unknown>
  /** When it happened on the device (ISO). */
  at: string
}

/** Small named records: the client id and its next mutation id, pull cursors, refused taps. */
export interface MetaRecord {
  key: string
  value: unknown
}

export class DeviceDatabase extends Dexie {
  orders!: EntityTable<KitchenOrder, 'order_id'>
  outbox!: EntityTable<OutboxEntry, 'seq'>
  meta!: EntityTable<MetaRecord, 'key'>
  doorTickets!: EntityTable<StoredDoorTicket, 'ticketId'>
  doorEvents!: EntityTable<DoorEventRecord, 'eventId'>
  deskBookings!: EntityTable<StoredDeskBooking, 'bookingId'>
  deskDays!: EntityTable<DeskDayRecord, 'date'>

  constructor(name = 'club-device') {
    super(name)
    // Every version ever shipped stays here (STYLE.md); add version(2) below, never edit version(1).
    this.version(1).stores({
      orders: 'order_id, kitchen_id',
      outbox: '++seq, [client_id+id]',
      meta: 'key',
    })
    // The door's check-in lists: tickets by event, by booking (check in the whole booking),
    // and `searchKeys` (multi-entry, `{eventId}|{word}`) for the name and phone search.
    this.version(2).stores({
      doorTickets: 'ticketId, eventId, bookingId, *searchKeys',
      doorEvents: 'eventId',
    })
    // The sports desk's day lists: bookings by day and `searchKeys` (`{date}|{word}`).
    this.version(3).stores({
      deskBookings: 'bookingId, date, *searchKeys',
      deskDays: 'date',
    })
    // The browser may close IndexedDB under us (storage pressure, a tab frozen for long, "clear
    // site data" in another tab). Dexie then refuses every call with DatabaseClosedError; open again.
    // Not after a failed open, which closes too (no IndexedDB at all, storage blocked): opening again
    // would fail and close again, a loop of promises that never yields to the page (or a test's timers).
    this.on('close', () => {
      if (this.hasFailed()) return
      void this.open().catch(() => undefined)
    })
  }
}

export const db = new DeviceDatabase()

/**
 * Runs `work`; if the database was closed behind our back, opens it and tries once more. Every read
 * and write of the offline layer goes through here so that a closed database never loses a tap.
 */
export async function withOpenDb<Result>(work: () => Promise<Result>): Promise<Result> {
  try {
    return await work()
  } catch (error) {
    if (!(error instanceof Dexie.DatabaseClosedError)) throw error
    if (!db.isOpen()) await db.open()
    return work()
  }
}
