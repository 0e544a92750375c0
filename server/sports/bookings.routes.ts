import { auditorOf } from '../audit/audit-trail.js'
import { Hono } from 'hono'
import {
  bookingDetail,
  bookingInvoice,
  changeBookingStatus,
  createBooking,
  issueInvoice as issueInvoiceEndpoint,
  listBookings,
  recordPayment as recordPaymentEndpoint,
  staffBookingRules,
  validateBooking,
  type ValidateBookingInput,
} from '../../domain/contract/sports-bookings.js'
import { requirePrincipal, staffPrincipal } from '../auth/principal.js'
import { contract } from '../http/contract.js'
import type { AppEnv } from '../http/context.js'
import { AppError } from '../http/errors.js'
import { parseOrThrow } from '../http/validate.js'
import { cancelOwnBooking, setBookingStatus } from './booking-changes.service.js'
import { placeSportsBooking } from './booking-placement.service.js'
import { issueInvoice, recordPayment } from './booking-payments.service.js'
import { assertItemFree, checkSlotAsk } from './booking-rules.service.js'
import { toSportsBooking } from './booking.view.js'
import { bookingDetails, bookingsPage, memberBookingRequest, readableBooking, staffBookingRequest } from './bookings.service.js'
import { invoicePdf, toInvoice } from './invoice-document.js'
import { clubProfile } from '../organisations/organisations.service.js'
import { findItem } from './items.repository.js'
import { actorOf, sportsMay, sportsMayOrMember } from './sports-access.js'

/**
 * Sports bookings (spec 2 §7; ADR 015): staff with the sports grants book any member or guest and
 * change any booking; a member (same paths) books for themselves, reads and cancels only their own.
 */
export const bookingsRoutes = new Hono<AppEnv>()

/** The member reading, or null for staff: a member reads only their own bookings. */
const readerOf = (c: { var: AppEnv['Variables'] }) => (c.var.principal?.kind === 'member' ? c.var.principal.memberId : null)

bookingsRoutes.post('/bookings/validate', sportsMayOrMember('view'), contract(validateBooking), async (c) => {
  const { db, clock } = c.var.deps
  const input = c.req.valid('json')
  const { activity, pricing, endTime } = await checkSlotAsk(db, toAsk(input, requirePrincipal(c).kind === 'member'), clock())
  const item = (await findItem(db, input.item_id))!
  await assertItemFree(db, item, { bookingDate: input.date, startTime: input.time, endTime })
  return c.json({
    success: true,
    valid: true,
    activity_id: activity.activity_id,
    item_id: item.item_id,
    date: input.date,
    start_time: input.time,
    end_time: endTime,
    pricing_details: pricing,
  })
})

/** Staff by the office's rules, a member (same path) by the member app's. */
bookingsRoutes.post('/bookings', sportsMayOrMember('create'), contract(createBooking), async (c) => {
  const { db, clock } = c.var.deps
  const input = c.req.valid('json')
  const actor = actorOf(c)
  const request =
    actor.kind === 'member'
      ? memberBookingRequest(input, actor.memberId)
      : staffBookingRequest(parseOrThrow(staffBookingRules, input), actor.userId)
  const booking = await placeSportsBooking(db, request, clock(), actor.kind === 'member' ? null : auditorOf(c))
  return c.json({ success: true, message: 'Booking created successfully', booking: toSportsBooking(booking) }, 201)
})

bookingsRoutes.get('/bookings', sportsMayOrMember('view'), contract(listBookings), async (c) => {
  const filter = c.req.valid('query')
  const memberId = readerOf(c)
  return c.json({ success: true, ...(await bookingsPage(c.var.deps.db, memberId ? { ...filter, member_id: memberId } : filter)) })
})

bookingsRoutes.get('/bookings/:id', sportsMayOrMember('view'), contract(bookingDetail), async (c) => {
  const { db } = c.var.deps
  const booking = await readableBooking(db, c.req.valid('param').id, readerOf(c))
  return c.json({ success: true, booking: await bookingDetails(db, booking) })
})

bookingsRoutes.patch('/bookings/:id/status', sportsMayOrMember('edit'), contract(changeBookingStatus), async (c) => {
  const { db, clock } = c.var.deps
  const { id } = c.req.valid('param')
  const { status, reason } = c.req.valid('json')
  const actor = actorOf(c)
  const booking =
    actor.kind === 'member'
      ? await cancelOwnBooking(db, actor.memberId, id, { to: status, reason, now: clock() })
      : await setBookingStatus(db, auditorOf(c), id, { to: status, actor, reason, now: clock() })
  const message = status === 'cancelled' ? 'Booking cancelled successfully' : 'Booking status updated successfully'
  return c.json({ success: true, message, booking: toSportsBooking(booking) })
})

bookingsRoutes.post('/bookings/:id/invoice', sportsMay('edit'), contract(issueInvoiceEndpoint), async (c) => {
  const { db, clock } = c.var.deps
  const { booking, isNew } = await issueInvoice(db, auditorOf(c), c.req.valid('param').id, clock())
  const invoice = toInvoice({ ...booking, invoice_number: booking.invoice_number! })
  return c.json({ success: true, message: isNew ? 'Invoice generated successfully' : 'Invoice already issued', invoice }, isNew ? 201 : 200)
})

bookingsRoutes.get('/bookings/:id/invoice', sportsMayOrMember('view'), contract(bookingInvoice), async (c) => {
  const booking = await readableBooking(c.var.deps.db, c.req.valid('param').id, readerOf(c))
  if (!booking.invoice_number) throw new AppError(404, 'no_invoice', `No invoice has been issued for booking ${booking.booking_id} yet`)
  const invoiced = { ...booking, invoice_number: booking.invoice_number }
  if (c.req.valid('query').format !== 'pdf') return c.json({ success: true, invoice: toInvoice(invoiced) })
  return c.body((await invoicePdf(invoiced, await clubProfile(c.var.deps.db))).slice().buffer, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="invoice-${booking.invoice_number}.pdf"`,
    'Cache-Control': 'private, no-store',
  })
})

bookingsRoutes.post('/bookings/:id/payment', sportsMay('edit'), contract(recordPaymentEndpoint), async (c) => {
  const { db, clock } = c.var.deps
  const booking = await recordPayment(db, auditorOf(c), c.req.valid('param').id, c.req.valid('json'), staffPrincipal(c).userId, clock())
  return c.json({ success: true, message: 'Payment recorded successfully', booking: toSportsBooking(booking) })
})

/** The ask of POST bookings/validate; without end_time, one slot (the rules fill it in). */
function toAsk(input: ValidateBookingInput, isMemberAsking: boolean) {
  return {
    activityId: input.activity_id,
    itemId: input.item_id,
    subcategoryId: input.subcategory_id ?? null,
    userType: input.user_type,
    bookingDate: input.date,
    startTime: input.time,
    endTime: input.end_time ?? null,
    playerCount: input.player_count,
    isMember: isMemberAsking,
  }
}
