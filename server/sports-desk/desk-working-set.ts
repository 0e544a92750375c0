import { decideDeskAction, type DeskAction, type DeskDecision } from '../../domain/sports.js'
import type { Executor } from '../db/database.js'
import type { BatchWork } from '../sync/batch.js'
import { toDeskBooking, type DeskBooking } from './desk-booking.view.js'
import {
  findAppliedTaps,
  insertDeskHistory,
  lockDeskBookings,
  nextDeskVersion,
  updateDeskBookings,
  type DeskBookingWrite,
  type DeskHistoryInsert,
  type LockedDeskBooking,
} from './desk.repository.js'

export interface DeskTap {
  bookingId: number
  action: DeskAction
  /** The tap's time on the device: the decision and the history use it. */
  at: Date
  deviceClientId: string
  userId: number | null
  /** The device's id for the tap, when it sends one: a tap already applied is not applied again. */
  tapId?: string | undefined
}

export type DeskTapResult =
  | { kind: 'unknown_booking' }
  | { kind: 'already_applied'; booking: LockedDeskBooking }
  | { kind: 'decided'; decision: DeskDecision; booking: LockedDeskBooking }

/**
 * The bookings one sync batch works on at the desk, locked in one statement (server/sync/batch.ts,
 * like the door's tickets). The shared rule (domain/sports.ts `decideDeskAction`) decides each tap on
 * the held row, so the batch's next tap sees the change; `flush` writes the changed bookings and their
 * history rows with one new version and reports them to `onWritten` (the realtime hint, after commit).
 */
export class DeskWorkingSet implements BatchWork {
  private readonly held = new Map<number, LockedDeskBooking | null>()
  private readonly changed = new Set<number>()
  private history: DeskHistoryInsert[] = []
  /** Tap ids applied before (read once per batch) or in this batch. */
  private readonly appliedTaps = new Set<string>()
  private readonly checkedTaps = new Set<string>()

  constructor(
    readonly trx: Executor,
    /** The server's time: updated_at and the history rows' arrival. */
    private readonly now: Date,
    private readonly onWritten: (bookings: DeskBooking[], version: number) => void,
  ) {}

  async load(bookingIds: readonly number[], tapIds: readonly (string | undefined)[] = []): Promise<void> {
    const unchecked = [...new Set(tapIds.filter((tapId): tapId is string => tapId !== undefined && !this.checkedTaps.has(tapId)))]
    for (const tapId of unchecked) this.checkedTaps.add(tapId)
    for (const tapId of await findAppliedTaps(this.trx, unchecked)) this.appliedTaps.add(tapId)
    const missing = [...new Set(bookingIds)].filter((id) => !this.held.has(id))
    if (missing.length === 0) return
    for (const id of missing) this.held.set(id, null)
    for (const row of await lockDeskBookings(this.trx, missing)) this.held.set(row.booking_id, row)
  }

  /** The booking as devices get it, with what this transaction changed so far. */
  view(bookingId: number): DeskBooking {
    const row = this.held.get(bookingId)
    if (!row) throw new Error(`Booking ${bookingId} is not held`)
    return toDeskBooking(row)
  }

  async tap(tap: DeskTap): Promise<DeskTapResult> {
    await this.load([tap.bookingId], [tap.tapId])
    const row = this.held.get(tap.bookingId)
    if (!row) return { kind: 'unknown_booking' }
    if (tap.tapId && this.appliedTaps.has(tap.tapId)) return { kind: 'already_applied', booking: row }
    const decision = decideDeskAction(
      { status: row.status, bookingDate: row.booking_date, checkedInAt: row.checked_in_at, checkedInDevice: row.checked_in_device },
      tap.action,
      tap.at,
    )
    if (decision.ok) {
      this.history.push({
        booking_id: row.booking_id,
        from_status: row.status,
        to_status: decision.to,
        changed_by_user: tap.userId,
        device_client_id: tap.deviceClientId,
        client_tap_id: tap.tapId ?? null,
        at: tap.at,
      })
      if (tap.tapId) this.appliedTaps.add(tap.tapId)
      row.status = decision.to
      if (tap.action === 'check_in') {
        row.checked_in_at = tap.at
        row.checked_in_by = tap.userId
        row.checked_in_device = tap.deviceClientId
      } else {
        row.checked_out_at = tap.at
        row.checked_out_by = tap.userId
        row.checked_out_device = tap.deviceClientId
      }
      this.changed.add(row.booking_id)
    }
    return { kind: 'decided', decision, booking: row }
  }

  async flush(): Promise<void> {
    if (this.changed.size === 0) return
    const rows = [...this.changed].map((id) => this.held.get(id)!)
    const history = this.history
    this.changed.clear()
    this.history = []
    const version = await nextDeskVersion(this.trx)
    await updateDeskBookings(this.trx, rows.map(toWrite), version, this.now)
    await insertDeskHistory(this.trx, history, this.now)
    for (const row of rows) row.version = version
    this.onWritten(rows.map(toDeskBooking), version)
  }
}

function toWrite(row: LockedDeskBooking): DeskBookingWrite {
  return {
    booking_id: row.booking_id,
    status: row.status,
    checked_in_at: row.checked_in_at,
    checked_in_by: row.checked_in_by,
    checked_in_device: row.checked_in_device,
    checked_out_at: row.checked_out_at,
    checked_out_by: row.checked_out_by,
    checked_out_device: row.checked_out_device,
  }
}
