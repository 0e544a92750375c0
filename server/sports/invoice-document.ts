import { PageSizes } from 'pdf-lib'
import { formatTimeOfDay } from '../../domain/sports.js'
import { formatClubDateTime } from '../../domain/time.js'
import type { ClubProfileFields } from '../../domain/club-profile.js'
import { writeLetterhead } from '../organisations/letterhead.js'
import type { SportsPaymentStatus } from '../db/sports-schema.js'
import { alarm, muted, newDocument, pageWriter, rupees } from '../event-bookings/pdf-page.js'
import { balanceOf } from './booking.view.js'
import type { BookingRow } from './bookings.repository.js'

/** A booking's invoice, as JSON for the office and as an A4 PDF (pdf-lib, like the event receipts). */

type InvoicedBooking = BookingRow & { invoice_number: string; invoiced_at: Date | null }

export function toInvoice(booking: InvoicedBooking) {
  return {
    invoice_number: booking.invoice_number,
    issued_at: booking.invoiced_at,
    booking_id: booking.booking_id,
    billed_to: { name: booking.contact_name, member_id: booking.member_id, phone: booking.contact_phone },
    lines: [
      {
        description: `${booking.activity_name}, ${booking.item_name}: ${booking.booking_date} ${booking.start_time}–${booking.end_time}`,
        quantity: booking.slot_count,
        unit_price_paise: booking.unit_price_paise,
        amount_paise: booking.total_paise,
      },
    ],
    total_paise: booking.total_paise,
    amount_paid_paise: booking.amount_paid_paise,
    balance_paise: balanceOf(booking),
    payment_status: booking.payment_status,
    status: booking.status,
  }
}

function paymentLine(booking: InvoicedBooking): string {
  const lines: Record<SportsPaymentStatus, string> = {
    free: 'No charge',
    charged: `Charged to member account ${booking.member_id}`,
    paid: `Paid at the desk by ${booking.payment_method?.toUpperCase() ?? ''}`,
    due: `Balance due at the desk: ${rupees(balanceOf(booking))}`,
    voided: 'Nothing to pay: the booking was cancelled',
    refund_due: `Refund of ${rupees(booking.amount_paid_paise)} due at the desk: the booking was cancelled`,
  }
  return lines[booking.payment_status]
}

export async function invoicePdf(booking: InvoicedBooking, club: ClubProfileFields): Promise<Uint8Array> {
  const { document, fonts } = await newDocument(`Invoice ${booking.invoice_number}`)
  const write = pageWriter(document.addPage(PageSizes.A4), fonts, 50)
  writeLetterhead(write, club)
  write.text(`Invoice ${booking.invoice_number}`, { size: 15, isBold: true })
  if (booking.invoiced_at) write.text(`Issued ${formatClubDateTime(booking.invoiced_at)}`, { size: 9, color: muted, gapAfter: 12 })
  if (booking.status === 'cancelled') write.text('CANCELLED: this booking was cancelled', { isBold: true, color: alarm, gapAfter: 10 })
  write.text(`Billed to ${booking.contact_name}${booking.member_id ? ` (member ${booking.member_id})` : ' (guest)'}`, { gapAfter: 12 })
  write.text(`${booking.activity_name}, ${booking.item_name}`, { size: 13, isBold: true })
  write.text(
    `${booking.booking_date}, ${formatTimeOfDay(booking.start_time)} to ${formatTimeOfDay(booking.end_time)}; ${booking.player_count} player(s)`,
    { gapAfter: 8 },
  )
  write.rule()
  write.row(`${booking.slot_count} slot(s) x ${rupees(booking.unit_price_paise)}`, rupees(booking.total_paise))
  write.row('Total', rupees(booking.total_paise), { isBold: true })
  if (booking.amount_paid_paise > 0) write.row('Paid', rupees(booking.amount_paid_paise))
  write.rule()
  write.text(`Booking ${booking.booking_id} · ${paymentLine(booking)}`)
  return document.save()
}
