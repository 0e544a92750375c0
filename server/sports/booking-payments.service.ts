import { recordChange, type Auditor } from '../audit/audit-trail.js'
import { formatRupees } from '../../domain/money.js'
import { clubDate } from '../../domain/time.js'
import type { DB } from '../db/database.js'
import { AppError, conflict, notFound } from '../http/errors.js'
import { invalidField } from '../http/invalid-field.js'
import { BOOKING_NOT_FOUND } from './booking-changes.service.js'
import { balanceOf } from './booking.view.js'
import { findBooking, insertPayment, lockBooking, updateBooking } from './bookings.repository.js'
import type { PaymentInput } from '../../domain/contract/sports-bookings.js'

/**
 * POST bookings/{id}/payment: money taken at the desk for a booking whose payment is due, never
 * more than its balance; paid in full, the booking is 'paid'. A member's booking is charged to the
 * account and settled through the wallet, not here.
 */
export function recordPayment(db: DB, by: Auditor, bookingId: number, input: PaymentInput, receivedBy: number, now: Date) {
  return db.transaction().execute(async (trx) => {
    const booking = await lockBooking(trx, bookingId)
    if (!booking) throw notFound(BOOKING_NOT_FOUND)
    if (booking.status === 'cancelled') throw conflict(`Booking ${bookingId} is cancelled: nothing is to be paid`)
    if (booking.payment_status === 'charged')
      throw conflict(`Booking ${bookingId} is charged to member account ${booking.member_id}; it is settled through the wallet`)
    const balance = balanceOf(booking)
    if (input.amount_paise > balance) {
      throw invalidField(
        'amount_paise',
        balance === 0 ? 'nothing is due on this booking' : `must be at most the balance of ${formatRupees(balance)}`,
      )
    }
    const paid = booking.amount_paid_paise + input.amount_paise
    await insertPayment(trx, {
      booking_id: bookingId,
      amount_paise: input.amount_paise,
      method: input.method,
      reference: input.reference,
      received_by: receivedBy,
      received_at: now,
    })
    await updateBooking(trx, bookingId, {
      amount_paid_paise: paid,
      payment_method: input.method,
      payment_status: paid === booking.total_paise ? 'paid' : 'due',
      updated_at: now,
    })
    const after = (await findBooking(trx, bookingId))!
    await recordChange(trx, by, {
      area: 'sports',
      action: 'money',
      recordType: 'sports_booking',
      recordId: bookingId,
      summary: `Payment of ${formatRupees(input.amount_paise)} by ${input.method}`,
      before: { amount_paid_paise: booking.amount_paid_paise, payment_status: booking.payment_status },
      after: { amount_paid_paise: after.amount_paid_paise, payment_status: after.payment_status },
    })
    return after
  })
}

/** 'SI-2026-000123': the year it was issued (club time) and the booking, so one booking has one number. */
export function invoiceNumberOf(bookingId: number, issuedAt: Date): string {
  return `SI-${clubDate(issuedAt).slice(0, 4)}-${String(bookingId).padStart(6, '0')}`
}

/**
 * POST bookings/{id}/invoice: issues the booking's invoice number once; asked again, the same
 * number comes back (`isNew` false). A cancelled booking gets none.
 */
export function issueInvoice(db: DB, by: Auditor, bookingId: number, now: Date) {
  return db.transaction().execute(async (trx) => {
    const booking = await lockBooking(trx, bookingId)
    if (!booking) throw notFound(BOOKING_NOT_FOUND)
    if (booking.invoice_number) return { booking: (await findBooking(trx, bookingId))!, isNew: false }
    if (booking.status === 'cancelled')
      throw new AppError(409, 'cancelled', `Booking ${bookingId} is cancelled: no invoice is issued for it`)
    await updateBooking(trx, bookingId, { invoice_number: invoiceNumberOf(bookingId, now), invoiced_at: now, updated_at: now })
    const invoiced = (await findBooking(trx, bookingId))!
    await recordChange(trx, by, {
      area: 'sports',
      action: 'update',
      recordType: 'sports_booking',
      recordId: bookingId,
      summary: `Invoice ${invoiced.invoice_number} issued`,
      before: { invoice_number: null },
      after: { invoice_number: invoiced.invoice_number },
    })
    return { booking: invoiced, isNew: true }
  })
}
