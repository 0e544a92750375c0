import { PageSizes } from 'pdf-lib'
import { formatShortCode } from '../../domain/tickets.js'
import { formatClubDateTime } from '../../domain/time.js'
import type { ClubProfileFields } from '../../domain/club-profile.js'
import { writeLetterhead } from '../organisations/letterhead.js'
import type { PaymentStatus } from '../db/schema.js'
import type { BookingWithTickets } from './bookings.repository.js'
import { alarm, muted, newDocument, pageWriter, rupees } from './pdf-page.js'

const MARGIN = 50
/** A6: one ticket per page, the size of a printed entry pass, and fine on a phone screen. */
const TICKET_PAGE = PageSizes.A6
const TICKET_MARGIN = 24

function paymentLine(booking: BookingWithTickets): string {
  const lines: Record<PaymentStatus, string> = {
    free: 'No charge',
    charged: `Charged to member account ${booking.member_id}`,
    paid: `Paid at the desk by ${booking.payment_method?.toUpperCase()} on ${booking.paid_at ? formatClubDateTime(booking.paid_at) : ''}`,
    due: 'To be paid at the desk on arrival',
    voided: 'Nothing to pay: the booking was cancelled',
    refund_due: `Refund of ${rupees(booking.amount_paid_paise)} due at the desk: the booking was cancelled`,
  }
  return lines[booking.payment_status]
}

/** The booking's receipt: what was booked, for whom, what it cost and how it is paid. */
export async function receiptPdf(booking: BookingWithTickets, issuedAt: Date, club: ClubProfileFields): Promise<Uint8Array> {
  const { document, fonts } = await newDocument(`Receipt for booking ${booking.booking_id}`)
  const page = document.addPage(PageSizes.A4)
  const write = pageWriter(page, fonts, MARGIN)
  writeLetterhead(write, club)
  write.text(`Receipt for booking ${booking.booking_id}`, { size: 15, isBold: true })
  write.text(`Issued ${formatClubDateTime(issuedAt)}`, { size: 9, color: muted, gapAfter: 12 })
  if (booking.status === 'cancelled') {
    write.text(
      `CANCELLED${booking.cancelled_at ? ` on ${formatClubDateTime(booking.cancelled_at)}` : ''}: the tickets of this booking are not valid`,
      { isBold: true, color: alarm, gapAfter: 10 },
    )
  }
  write.text(booking.event_title, { size: 13, isBold: true })
  write.text(`${formatClubDateTime(booking.event_start_at)} at ${booking.event_venue}`, { gapAfter: 12 })
  write.text(`Booked by ${booking.contact_name}${booking.member_id ? ` (member ${booking.member_id})` : ' (guest)'}`)
  if (booking.contact_phone) write.text(`Phone ${booking.contact_phone}`)
  write.text(`Booked on ${formatClubDateTime(booking.created_at)}`, { gapAfter: 8 })
  write.rule()
  write.row(`${booking.ticket_count} ticket(s) x ${rupees(booking.unit_price_paise)}`, rupees(booking.subtotal_paise))
  if (booking.discount_paise > 0) write.row(`Coupon ${booking.coupon_code}`, `- ${rupees(booking.discount_paise)}`)
  write.row('Total', rupees(booking.total_paise), { isBold: true })
  write.rule()
  write.text(paymentLine(booking), { gapAfter: 14 })
  write.text('Tickets', { isBold: true })
  for (const ticket of booking.tickets)
    write.text(`Ticket ${ticket.ticket_id}: ${ticket.holder_name}${ticket.status === 'cancelled' ? ' (cancelled)' : ''}`, { gapAfter: 2 })
  return document.save()
}

/** One page per ticket with its QR code; a cancelled ticket says so and has no code to scan. */
export async function ticketsPdf(booking: BookingWithTickets, club: ClubProfileFields): Promise<Uint8Array> {
  const { document, fonts } = await newDocument(`Tickets of booking ${booking.booking_id}`)
  for (const ticket of booking.tickets) {
    const page = document.addPage(TICKET_PAGE)
    const write = pageWriter(page, fonts, TICKET_MARGIN)
    write.text(club.name, { size: 9, color: muted, gapAfter: 2 })
    write.text(booking.event_title, { size: 13, isBold: true })
    write.text(formatClubDateTime(booking.event_start_at), { size: 9, gapAfter: 0 })
    write.text(booking.event_venue, { size: 9, gapAfter: 8 })
    write.text(ticket.holder_name, { size: 12, isBold: true, gapAfter: 2 })
    write.text(`Ticket ${ticket.ticket_id} · booking ${booking.booking_id}`, { size: 8, color: muted, gapAfter: 8 })
    if (ticket.status === 'cancelled') {
      write.text('CANCELLED: this ticket is not valid for entry', { size: 12, isBold: true, color: alarm })
      continue
    }
    // The short code beside the QR, for the door to type when the QR will not scan.
    write.qrBeside(ticket.code, 150, [
      { text: 'Code at the door', size: 8, color: muted },
      { text: formatShortCode(ticket.short_code), size: 15, isBold: true },
    ])
  }
  return document.save()
}
