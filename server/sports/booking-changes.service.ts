import { recordChange, type Auditor } from '../audit/audit-trail.js'
import { auditedSportsBooking } from './booking.view.js'
import { canMove, holdsSlot, memberMayCancel, type SportsBookingStatus } from '../../domain/sports.js'
import type { DB, Executor } from '../db/database.js'
import type { SportsBookingsTable, SportsPaymentStatus } from '../db/sports-schema.js'
import { AppError, badRequest, forbidden, notFound } from '../http/errors.js'
import type { Updateable } from 'kysely'
import { changedBy } from './booking-placement.service.js'
import { assertItemFree } from './booking-rules.service.js'
import { findBooking, findBookingItemId, insertHistory, lockBooking, updateBooking, type BookingRow } from './bookings.repository.js'
import { lockItem } from './items.repository.js'
import { chargeMember, refundMember } from './sports-charges.js'
import type { Actor } from './sports-access.js'

export const BOOKING_NOT_FOUND = 'Booking not found'

type LockedBooking = NonNullable<Awaited<ReturnType<typeof lockBooking>>>

export interface StatusChange {
  to: SportsBookingStatus
  actor: Actor
  reason: string | null
  now: Date
  /** The desk's device, for a tap that came through sync. */
  deviceId?: string | null
}

/** What a cancellation does to the money: nothing is owed any more; what was paid is due back. */
function paymentAfterCancel(booking: LockedBooking): SportsPaymentStatus {
  if (booking.amount_paid_paise > 0) return 'refund_due'
  return booking.payment_status === 'free' ? 'free' : 'voided'
}

/** The columns a move to `to` sets besides the status itself. */
function changesFor(booking: LockedBooking, change: StatusChange): Updateable<SportsBookingsTable> {
  const { to, now, actor } = change
  const userId = actor.kind === 'staff' ? actor.userId : null
  const device = change.deviceId ?? null
  const changes: Updateable<SportsBookingsTable> = { status: to, updated_at: now }
  if (to === 'checked_in' && !booking.checked_in_at)
    Object.assign(changes, { checked_in_at: now, checked_in_by: userId, checked_in_device: device })
  if (to === 'completed' && !booking.checked_out_at)
    Object.assign(changes, { checked_out_at: now, checked_out_by: userId, checked_out_device: device })
  if (to === 'cancelled')
    Object.assign(changes, { cancelled_at: now, cancel_reason: change.reason, payment_status: paymentAfterCancel(booking) })
  if (booking.status === 'cancelled')
    Object.assign(changes, { cancelled_at: null, cancel_reason: null, payment_status: paymentAfterUncancel(booking) })
  return changes
}

/** A cancellation undone by staff: the money stands as it did before it. */
function paymentAfterUncancel(booking: LockedBooking): SportsPaymentStatus {
  if (booking.payment_method === 'member_account') return 'charged'
  if (booking.total_paise === 0) return 'free'
  return booking.amount_paid_paise >= booking.total_paise ? 'paid' : 'due'
}

/** Leaving 'cancelled' (a staff override) charges the member again what the cancellation refunded. */
async function settleMoney(trx: Executor, booking: LockedBooking, change: StatusChange) {
  const charged = booking.payment_method === 'member_account' && booking.member_id !== null
  if (!charged) return
  const row = (await findBooking(trx, booking.booking_id))!
  const target = { ...row, member_id: booking.member_id! }
  const by = changedBy(change.actor).changed_by_user
  if (change.to === 'cancelled' && booking.payment_status === 'charged') await refundMember(trx, target, change.now, by)
  if (booking.status === 'cancelled' && booking.payment_status === 'voided') await chargeMember(trx, target, change.now, by)
}

/**
 * Moves a booking to `to` inside the caller's transaction and records who, when, from and to. A
 * booking that starts holding its slot again (an override out of cancelled or no_show) must find
 * the slot free: the item is locked first, the order placing a booking takes.
 */
export async function changeStatusInTransaction(trx: Executor, bookingId: number, change: StatusChange): Promise<LockedBooking> {
  const itemId = await findBookingItemId(trx, bookingId)
  if (itemId === undefined) throw notFound(BOOKING_NOT_FOUND)
  // Locked whenever the booking is to hold its slot: its status may change before its row is locked.
  const item = holdsSlot(change.to) ? await lockItem(trx, itemId) : undefined
  const booking = (await lockBooking(trx, bookingId))!
  if (booking.status === change.to) return booking
  if (item && !holdsSlot(booking.status)) {
    await assertItemFree(
      trx,
      item,
      { bookingDate: booking.booking_date, startTime: booking.start_time, endTime: booking.end_time },
      bookingId,
    )
  }
  await settleMoney(trx, booking, change)
  await updateBooking(trx, bookingId, changesFor(booking, change))
  await insertHistory(trx, {
    booking_id: bookingId,
    from_status: booking.status,
    to_status: change.to,
    ...changedBy(change.actor),
    device_client_id: change.deviceId ?? null,
    at: change.now,
    note: change.reason,
  })
  return booking
}

/** PATCH bookings/{id}/status by staff with the sports edit grant: any status (spec 2 §4). */
export function setBookingStatus(db: DB, by: Auditor, bookingId: number, change: StatusChange) {
  return db.transaction().execute(async (trx) => {
    const before = await findBooking(trx, bookingId)
    await changeStatusInTransaction(trx, bookingId, change)
    const after = (await findBooking(trx, bookingId))!
    const hasMoneyMoved = before !== undefined && before.payment_status !== after.payment_status
    await recordChange(trx, by, {
      area: 'sports',
      action: hasMoneyMoved ? 'money' : 'status',
      recordType: 'sports_booking',
      recordId: bookingId,
      summary: change.reason ? `Marked ${change.to}: ${change.reason}` : `Marked ${change.to}`,
      before: before && auditedSportsBooking(before),
      after: auditedSportsBooking(after),
    })
    return after
  })
}

/**
 * A member cancels their own confirmed booking until the activity's cut-off before the start;
 * anyone else's booking is not found; any other status is not theirs to set.
 */
export function cancelOwnBooking(
  db: DB,
  memberId: string,
  bookingId: number,
  change: Omit<StatusChange, 'to' | 'actor'> & { to?: SportsBookingStatus },
) {
  return db.transaction().execute(async (trx) => {
    const booking = await findBooking(trx, bookingId)
    if (!booking || booking.member_id !== memberId) throw notFound(BOOKING_NOT_FOUND)
    if (change.to !== undefined && change.to !== 'cancelled') throw forbidden('Members may only cancel their own bookings')
    assertMemberMayCancel(booking, change.now)
    await changeStatusInTransaction(trx, bookingId, {
      ...change,
      to: 'cancelled',
      actor: { kind: 'member', memberId },
      reason: change.reason ?? 'Cancelled by the member',
    })
    return (await findBooking(trx, bookingId))!
  })
}

function assertMemberMayCancel(booking: BookingRow, now: Date) {
  if (!canMove(booking.status, 'cancelled')) {
    throw new AppError(
      409,
      'not_cancellable',
      `Booking ${booking.booking_id} is ${booking.status.replace('_', ' ')} and can no longer be cancelled`,
    )
  }
  const slot = { bookingDate: booking.booking_date, startTime: booking.start_time, endTime: booking.end_time }
  if (!memberMayCancel(slot, booking.cancel_cutoff_minutes, now)) {
    throw badRequest(
      `Bookings of ${booking.activity_name} can be cancelled until ${cutoffText(booking.cancel_cutoff_minutes)} before the start; please call the sports desk`,
    )
  }
}

function cutoffText(minutes: number): string {
  if (minutes % 60 !== 0) return `${minutes} minutes`
  const hours = minutes / 60
  return hours === 1 ? '1 hour' : `${hours} hours`
}
