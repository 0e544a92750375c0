import { Hono, type Context } from 'hono'
import { requirePrincipal, staffPrincipal } from '../auth/principal.js'
import type { AppEnv } from '../http/context.js'
import { AppError, notFound } from '../http/errors.js'
import { body, params, query } from '../http/validate.js'
import { BOOKING_NOT_FOUND, cancelBooking, recordDeskPayment, setBookingStatus } from './booking-changes.service.js'
import { receiptPdf, ticketsPdf } from './booking-documents.js'
import { placeBooking } from './booking-placement.service.js'
import { toBooking } from './booking.view.js'
import {
  bookingIdParam,
  bookingListQuery,
  bookingStatusSchema,
  bookingTicketParams,
  bulkCheckInSchema,
  cancelBookingSchema,
  checkInSchema,
  deskPaymentSchema,
  memberIdParam,
  staffBookingSchema,
} from './bookings.schemas.js'
import { bookingsPage, findBookingOrFail, staffBookingRequest } from './bookings.service.js'
import { scanRefused, scanTickets } from './check-in.service.js'
import { deskMay, officeMay, officeOrDeskMay, officeViewerOrMember } from './event-access.js'

/**
 * Bookings in the office (spec 2 §7 "Events"; ADR 012): making, listing, cancelling and changing
 * them takes the 'events' grants; checking tickets in takes the 'door' edit grant (the reception).
 * Receipts and tickets are PDFs, for the office or for the member whose booking it is.
 */
export const bookingsRoutes = new Hono<AppEnv>()
const base = '/api/event-bookings'

bookingsRoutes.post(`${base}/bookings`, officeMay('create'), body(staffBookingSchema), async (c) => {
  const { clock } = c.var.deps
  const booking = await placeBooking(c.var.deps, staffBookingRequest(c.req.valid('json'), 'office', staffPrincipal(c).userId), clock())
  return c.json({ success: true, message: 'Booking created successfully', booking }, 201)
})

bookingsRoutes.get(`${base}/bookings`, officeMay('view'), query(bookingListQuery), async (c) => {
  return c.json({ success: true, ...(await bookingsPage(c.var.deps.db, c.req.valid('query'))) })
})

bookingsRoutes.get(`${base}/bookings/:id`, officeMay('view'), params(bookingIdParam), async (c) => {
  const booking = await findBookingOrFail(c.var.deps.db, c.req.valid('param').id)
  return c.json({ success: true, booking: toBooking(booking) })
})

bookingsRoutes.patch(`${base}/bookings/:id/cancel`, officeMay('edit'), params(bookingIdParam), body(cancelBookingSchema), async (c) => {
  const { db, clock } = c.var.deps
  const booking = await cancelBooking(db, c.req.valid('param').id, { userId: staffPrincipal(c).userId, reason: c.req.valid('json').reason, now: clock() })
  return c.json({ success: true, message: 'Booking cancelled successfully', booking })
})

bookingsRoutes.patch(`${base}/bookings/:id/status`, officeMay('edit'), params(bookingIdParam), body(bookingStatusSchema), async (c) => {
  const { db, clock } = c.var.deps
  const { status, reason } = c.req.valid('json')
  const booking = await setBookingStatus(db, c.req.valid('param').id, status, { userId: staffPrincipal(c).userId, reason, now: clock() })
  const message = status === 'cancelled' ? 'Booking cancelled successfully' : 'Booking status updated successfully'
  return c.json({ success: true, message, booking })
})

/** A guest pays at the desk: the reception (door edit) or the office (events edit). */
bookingsRoutes.patch(`${base}/bookings/:id/payment`, officeOrDeskMay('edit'), params(bookingIdParam), body(deskPaymentSchema), async (c) => {
  const { db, clock } = c.var.deps
  const booking = await recordDeskPayment(db, c.req.valid('param').id, { method: c.req.valid('json').payment_method, now: clock() })
  return c.json({ success: true, message: 'Payment recorded successfully', booking })
})

bookingsRoutes.patch(`${base}/bookings/:id/checkin/:ticketId`, deskMay('edit'), params(bookingTicketParams), body(checkInSchema), async (c) => {
  const { db, clock, realtime } = c.var.deps
  const { id, ticketId } = c.req.valid('param')
  const { type } = c.req.valid('json')
  const { results, tickets } = await scanTickets(db, { bookingId: id, ticketIds: [ticketId], type, userId: staffPrincipal(c).userId, at: clock() }, realtime)
  const [result] = results
  if (result!.status === 'rejected') throw scanRefused(result!)
  const message = type === 'entry' ? 'Attendee checked in successfully' : 'Attendee checked out successfully'
  return c.json({ success: true, message, result, ticket: tickets[0] })
})

bookingsRoutes.patch(`${base}/bookings/:id/bulk-checkin`, deskMay('edit'), params(bookingIdParam), body(bulkCheckInSchema), async (c) => {
  const { db, clock, realtime } = c.var.deps
  const { id } = c.req.valid('param')
  const { ticketIds } = c.req.valid('json')
  const { results, tickets } = await scanTickets(db, { bookingId: id, ticketIds, type: 'entry', userId: staffPrincipal(c).userId, at: clock() }, realtime)
  const admitted = results.filter((result) => result.status === 'checked_in').length
  if (admitted === 0) throw new AppError(409, 'nothing_checked_in', 'No attendee was checked in: every ticket was refused', { extra: { results } })
  const message = admitted === results.length ? 'Attendees checked in successfully' : `${admitted} of ${results.length} attendees checked in; the others were refused`
  return c.json({ success: true, message, checked_in: admitted, results, tickets })
})

bookingsRoutes.get(`${base}/members/:id/bookings`, officeMay('view'), params(memberIdParam), query(bookingListQuery.omit({ member_id: true })), async (c) => {
  const { db } = c.var.deps
  const memberId = c.req.valid('param').id
  const member = await db.selectFrom('members').select('member_id').where((eb) => eb(eb.fn('upper', ['member_id']), '=', memberId)).executeTakeFirst()
  if (!member) throw notFound('Member not found')
  return c.json({ success: true, member_id: member.member_id, ...(await bookingsPage(db, { ...c.req.valid('query'), member_id: member.member_id })) })
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

bookingsRoutes.get(`${base}/bookings/:id/receipt`, officeViewerOrMember, params(bookingIdParam), async (c) => {
  const booking = await readableBooking(c, c.req.valid('param').id)
  return pdfResponse(c, await receiptPdf(booking, c.var.deps.clock()), `receipt-${booking.booking_id}.pdf`)
})

bookingsRoutes.get(`${base}/bookings/:id/tickets`, officeViewerOrMember, params(bookingIdParam), async (c) => {
  const booking = await readableBooking(c, c.req.valid('param').id)
  return pdfResponse(c, await ticketsPdf(booking), `tickets-${booking.booking_id}.pdf`)
})
