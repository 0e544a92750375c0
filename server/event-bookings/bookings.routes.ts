import { auditorOf } from '../audit/audit-trail.js'
import { Hono, type Context } from 'hono'
import {
  bookingDetail,
  bookingReceipt,
  bookingTickets,
  bulkCheckIn,
  cancelBooking as cancelBookingEndpoint,
  checkInTicket,
  createBooking,
  listBookings,
  memberBookings,
  recordDeskPayment as recordDeskPaymentEndpoint,
  setBookingStatus as setBookingStatusEndpoint,
} from '../../domain/contract/event-bookings-office.js'
import { requirePrincipal, staffPrincipal } from '../auth/principal.js'
import { contract } from '../http/contract.js'
import type { AppEnv } from '../http/context.js'
import { AppError, notFound } from '../http/errors.js'
import { findMemberByNumber } from '../members/members.repository.js'
import { BOOKING_NOT_FOUND, cancelBooking, recordDeskPayment, setBookingStatus } from './booking-changes.service.js'
import { receiptPdf, ticketsPdf } from './booking-documents.js'
import { clubProfile } from '../organisations/organisations.service.js'
import { placeBooking } from './booking-placement.service.js'
import { toBooking } from './booking.view.js'
import { bookingsPage, findBookingOrFail, staffBookingRequest } from './bookings.service.js'
import { scanRefused, scanTickets } from './check-in.service.js'
import { deskMay, officeMay, officeOrDeskMay, officeViewerOrMember } from './event-access.js'

/**
 * Bookings in the office (spec 2 §7 "Events"; ADR 012): making, listing, cancelling and changing
 * them takes the 'events' grants; checking tickets in takes the 'door' edit grant (the reception).
 * Receipts and tickets are PDFs, for the office or for the member whose booking it is.
 */
export const bookingsRoutes = new Hono<AppEnv>()

bookingsRoutes.post('/bookings', officeMay('create'), contract(createBooking), async (c) => {
  const { clock } = c.var.deps
  const booking = await placeBooking(
    c.var.deps,
    staffBookingRequest(c.req.valid('json'), 'office', staffPrincipal(c).userId),
    clock(),
    auditorOf(c),
  )
  return c.json({ success: true, message: 'Booking created successfully', booking }, 201)
})

bookingsRoutes.get('/bookings', officeMay('view'), contract(listBookings), async (c) => {
  return c.json({ success: true, ...(await bookingsPage(c.var.deps.db, c.req.valid('query'))) })
})

bookingsRoutes.get('/bookings/:id', officeMay('view'), contract(bookingDetail), async (c) => {
  const booking = await findBookingOrFail(c.var.deps.db, c.req.valid('param').id)
  return c.json({ success: true, booking: toBooking(booking) })
})

bookingsRoutes.patch('/bookings/:id/cancel', officeMay('edit'), contract(cancelBookingEndpoint), async (c) => {
  const { db, clock } = c.var.deps
  const booking = await cancelBooking(db, auditorOf(c), c.req.valid('param').id, {
    userId: staffPrincipal(c).userId,
    reason: c.req.valid('json').reason,
    now: clock(),
  })
  return c.json({ success: true, message: 'Booking cancelled successfully', booking })
})

bookingsRoutes.patch('/bookings/:id/status', officeMay('edit'), contract(setBookingStatusEndpoint), async (c) => {
  const { db, clock } = c.var.deps
  const { status, reason } = c.req.valid('json')
  const booking = await setBookingStatus(db, auditorOf(c), c.req.valid('param').id, status, {
    userId: staffPrincipal(c).userId,
    reason,
    now: clock(),
  })
  const message = status === 'cancelled' ? 'Booking cancelled successfully' : 'Booking status updated successfully'
  return c.json({ success: true, message, booking })
})

/** A guest pays at the desk: the reception (door edit) or the office (events edit). */
bookingsRoutes.patch('/bookings/:id/payment', officeOrDeskMay('edit'), contract(recordDeskPaymentEndpoint), async (c) => {
  const { db, clock } = c.var.deps
  const booking = await recordDeskPayment(db, auditorOf(c), c.req.valid('param').id, {
    method: c.req.valid('json').payment_method,
    now: clock(),
  })
  return c.json({ success: true, message: 'Payment recorded successfully', booking })
})

bookingsRoutes.patch('/bookings/:id/checkin/:ticketId', deskMay('edit'), contract(checkInTicket), async (c) => {
  const { db, clock, realtime } = c.var.deps
  const { id, ticketId } = c.req.valid('param')
  const { type } = c.req.valid('json')
  const { results, tickets } = await scanTickets(
    db,
    { bookingId: id, ticketIds: [ticketId], type, userId: staffPrincipal(c).userId, at: clock() },
    realtime,
  )
  const [result] = results
  if (result!.status === 'rejected') throw scanRefused(result!)
  const message = type === 'entry' ? 'Attendee checked in successfully' : 'Attendee checked out successfully'
  return c.json({ success: true, message, result, ticket: tickets[0] })
})

bookingsRoutes.patch('/bookings/:id/bulk-checkin', deskMay('edit'), contract(bulkCheckIn), async (c) => {
  const { db, clock, realtime } = c.var.deps
  const { id } = c.req.valid('param')
  const { ticketIds } = c.req.valid('json')
  const { results, tickets } = await scanTickets(
    db,
    { bookingId: id, ticketIds, type: 'entry', userId: staffPrincipal(c).userId, at: clock() },
    realtime,
  )
  const admitted = results.filter((result) => result.status === 'checked_in').length
  if (admitted === 0)
    throw new AppError(409, 'nothing_checked_in', 'No attendee was checked in: every ticket was refused', { extra: { results } })
  const message =
    admitted === results.length
      ? 'Attendees checked in successfully'
      : `${admitted} of ${results.length} attendees checked in; the others were refused`
  return c.json({ success: true, message, checked_in: admitted, results, tickets })
})

bookingsRoutes.get('/members/:id/bookings', officeMay('view'), contract(memberBookings), async (c) => {
  const { db } = c.var.deps
  const member = await findMemberByNumber(db, c.req.valid('param').id)
  if (!member) throw notFound('Member not found')
  return c.json({
    success: true,
    member_id: member.member_id,
    ...(await bookingsPage(db, { ...c.req.valid('query'), member_id: member.member_id })),
  })
})

/** The booking for a document: the office reads any, a member only their own (others' are not found). */
async function readableBooking(c: Context<AppEnv>, bookingId: number) {
  const booking = await findBookingOrFail(c.var.deps.db, bookingId)
  const principal = requirePrincipal(c)
  if (principal.kind === 'member' && booking.member_id !== principal.memberId) throw notFound(BOOKING_NOT_FOUND)
  return booking
}

function pdfResponse(c: Context<AppEnv>, bytes: Uint8Array, fileName: string) {
  return c.body(bytes.slice().buffer, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'Cache-Control': 'private, no-store',
  })
}

bookingsRoutes.get('/bookings/:id/receipt', officeViewerOrMember, contract(bookingReceipt), async (c) => {
  const booking = await readableBooking(c, c.req.valid('param').id)
  return pdfResponse(
    c,
    await receiptPdf(booking, c.var.deps.clock(), await clubProfile(c.var.deps.db)),
    `receipt-${booking.booking_id}.pdf`,
  )
})

bookingsRoutes.get('/bookings/:id/tickets', officeViewerOrMember, contract(bookingTickets), async (c) => {
  const booking = await readableBooking(c, c.req.valid('param').id)
  return pdfResponse(c, await ticketsPdf(booking, await clubProfile(c.var.deps.db)), `tickets-${booking.booking_id}.pdf`)
})
