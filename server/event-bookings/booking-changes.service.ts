import { recordChange, type Auditor } from '../audit/audit-trail.js'
import type { DB, Executor } from '../db/database.js'
import type { BookingStatus, PaymentMethod, PaymentStatus } from '../db/schema.js'
import { AppError, notFound } from '../http/errors.js'
import { auditedBooking, toBooking } from './booking.view.js'
import { formatRupees } from '../../domain/money.js'
import {
  cancelTicketsOf,
  findBookingEventId,
  findBookingWithTickets,
  hasCheckedInTicket,
  lockBooking,
  updateBooking,
} from './bookings.repository.js'
import { releaseCouponUseOf } from './coupons.repository.js'
import { lockEvent } from './manage-events.repository.js'
import { refundCharges } from '../member-accounts/ledger.service.js'

export const BOOKING_NOT_FOUND = 'Booking not found'

/** What a cancellation does to the money (ADR 012): nothing is owed any more; what was paid is due back. */
const paymentAfterCancel: Record<PaymentStatus, PaymentStatus> = {
  free: 'free',
  charged: 'voided',
  due: 'voided',
  paid: 'refund_due',
  voided: 'voided',
  refund_due: 'refund_due',
}

export interface CancelRequest {
  userId: number | null
  reason: string | null
  now: Date
  /** The whole event is called off: tickets already used are no reason to keep the booking. */
  isEventCancellation?: boolean
}

/**
 * Cancels a booking inside the caller's transaction: its tickets stop opening the door, its coupon
 * use goes back, a member's charge is reversed and a desk payment is marked for refund. The event
 * row is locked first (the order bookings take), then the booking.
 */
export async function cancelBookingInTransaction(trx: Executor, bookingId: number, request: CancelRequest) {
  const head = await findBookingEventId(trx, bookingId)
  if (!head) throw notFound(BOOKING_NOT_FOUND)
  await lockEvent(trx, head.event_id)
  const booking = (await lockBooking(trx, bookingId))!
  if (booking.status === 'cancelled') throw new AppError(409, 'already_cancelled', `Booking ${bookingId} is already cancelled`)
  if (!request.isEventCancellation && (await hasCheckedInTicket(trx, bookingId))) {
    throw new AppError(409, 'already_used', `Booking ${bookingId} has tickets already checked in at the door, so it cannot be cancelled`)
  }
  const { now } = request
  await cancelTicketsOf(trx, bookingId, now)
  await releaseCouponUseOf(trx, bookingId, now)
  await refundCharges(
    trx,
    { type: 'event_booking', id: bookingId },
    {
      chargeKind: 'event_booking',
      kind: 'event_booking_refund',
      description: `Refund: booking ${bookingId} cancelled`,
      now,
      createdBy: request.userId,
    },
  )
  await updateBooking(trx, bookingId, {
    status: 'cancelled',
    payment_status: paymentAfterCancel[booking.payment_status],
    cancelled_at: now,
    cancelled_by: request.userId,
    cancel_reason: request.reason,
    updated_at: now,
  })
}

export function cancelBooking(db: DB, by: Auditor, bookingId: number, request: CancelRequest) {
  return db.transaction().execute(async (trx) => {
    const before = await findBookingWithTickets(trx, bookingId)
    await cancelBookingInTransaction(trx, bookingId, request)
    const booking = toBooking((await findBookingWithTickets(trx, bookingId))!)
    await recordBookingChange(trx, by, before, booking, `Cancelled: ${request.reason ?? 'no reason given'}`)
    return booking
  })
}

/** The office's change of a booking, in the trail (ADR 029): a cancellation refunds, so it is money when there was any. */
async function recordBookingChange(
  trx: Executor,
  by: Auditor,
  before: Awaited<ReturnType<typeof findBookingWithTickets>>,
  after: ReturnType<typeof toBooking>,
  summary: string,
) {
  const hasMoneyMoved = before !== undefined && before.payment_status !== after.payment_status && after.total_paise > 0
  await recordChange(trx, by, {
    area: 'events',
    action: hasMoneyMoved ? 'money' : 'status',
    recordType: 'event_booking',
    recordId: after.booking_id,
    summary,
    before: before && auditedBooking(toBooking(before)),
    after: auditedBooking(after),
  })
}

/** A member cancels their own booking, up to the event's start; someone else's booking is not found. */
export function cancelOwnBooking(db: DB, memberId: string, bookingId: number, now: Date) {
  return db.transaction().execute(async (trx) => {
    const booking = await findBookingWithTickets(trx, bookingId)
    if (!booking || booking.member_id !== memberId) throw notFound(BOOKING_NOT_FOUND)
    if (booking.event_start_at <= now) {
      throw new AppError(409, 'event_started', `${booking.event_title} has started: bookings can be cancelled only before it starts`)
    }
    await cancelBookingInTransaction(trx, bookingId, { userId: null, reason: 'Cancelled by the member', now })
    return toBooking((await findBookingWithTickets(trx, bookingId))!)
  })
}

/**
 * PATCH bookings/{id}/status. 'cancelled' is a cancellation with everything it does; the others
 * (confirmed, attended, no_show) are the office's record of the day. A cancelled booking stays so:
 * its seats may be sold and its coupon use is back, so it is booked again instead.
 */
export function setBookingStatus(db: DB, by: Auditor, bookingId: number, status: BookingStatus, request: CancelRequest) {
  return db.transaction().execute(async (trx) => {
    const before = await findBookingWithTickets(trx, bookingId)
    if (status === 'cancelled') {
      await cancelBookingInTransaction(trx, bookingId, request)
    } else {
      const booking = await lockBooking(trx, bookingId)
      if (!booking) throw notFound(BOOKING_NOT_FOUND)
      if (booking.status === 'cancelled') {
        throw new AppError(
          409,
          'already_cancelled',
          `Booking ${bookingId} is cancelled and cannot become ${status}; make a new booking instead`,
        )
      }
      if (booking.status !== status) await updateBooking(trx, bookingId, { status, updated_at: request.now })
    }
    const booking = toBooking((await findBookingWithTickets(trx, bookingId))!)
    await recordBookingChange(
      trx,
      by,
      before,
      booking,
      status === 'cancelled' ? `Cancelled: ${request.reason ?? 'no reason given'}` : `Marked ${status}`,
    )
    return booking
  })
}

export interface DeskPayment {
  method: Exclude<PaymentMethod, 'member_account'>
  now: Date
}

/**
 * PATCH bookings/{id}/payment: a guest who booked without paying (a public booking, or a walk-in
 * told to pay later) pays the whole amount at the desk. Only a `due` booking takes a payment: a
 * member's booking is on the account, and a cancelled one has nothing left to pay.
 */
export function recordDeskPayment(db: DB, by: Auditor, bookingId: number, payment: DeskPayment) {
  return db.transaction().execute(async (trx) => {
    const booking = await lockBooking(trx, bookingId)
    if (!booking) throw notFound(BOOKING_NOT_FOUND)
    if (booking.payment_status !== 'due') {
      throw new AppError(
        409,
        'nothing_due',
        `Booking ${bookingId} has nothing to pay at the desk (payment ${booking.payment_status.replace('_', ' ')})`,
      )
    }
    await updateBooking(trx, bookingId, {
      payment_method: payment.method,
      payment_status: 'paid',
      amount_paid_paise: booking.total_paise,
      paid_at: payment.now,
      updated_at: payment.now,
    })
    const paid = toBooking((await findBookingWithTickets(trx, bookingId))!)
    await recordChange(trx, by, {
      area: 'events',
      action: 'money',
      recordType: 'event_booking',
      recordId: bookingId,
      summary: `Paid at the desk: ${formatRupees(paid.total_paise)} by ${payment.method}`,
      before: { payment_status: booking.payment_status, payment_method: booking.payment_method },
      after: { payment_status: paid.payment_status, payment_method: paid.payment_method },
    })
    return paid
  })
}
