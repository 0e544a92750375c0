import { Hono, type Context } from 'hono'
import type { z } from 'zod'
import { requirePrincipal, staffPrincipal } from '../auth/principal.js'
import type { AppEnv } from '../http/context.js'
import { AppError } from '../http/errors.js'
import { body, params, query } from '../http/validate.js'
import { cancelOwnBooking, setBookingStatus } from './booking-changes.service.js'
import { placeSportsBooking } from './booking-placement.service.js'
import { issueInvoice, recordPayment } from './booking-payments.service.js'
import { assertItemFree, checkSlotAsk } from './booking-rules.service.js'
import { toSportsBooking } from './booking.view.js'
import { bookingDetails, bookingRequestFrom, bookingsPage, readableBooking } from './bookings.service.js'
import { invoicePdf, toInvoice } from './invoice-document.js'
import { findItem } from './items.repository.js'
import { actorOf, sportsMay, sportsMayOrMember } from './sports-access.js'
import { bookingListQuery, bookingStatusSchema, idParam, invoiceQuery, paymentSchema, validateBookingSchema } from './sports.schemas.js'

/**
 * Sports bookings (spec 2 §7; ADR 015): staff with the sports grants book any member or guest and
 * change any booking; a member (same paths) books for themselves, reads and cancels only their own.
 */
export const bookingsRoutes = new Hono<AppEnv>()
const base = '/api/sports-activity'

const isMember = (c: Context<AppEnv>) => requirePrincipal(c).kind === 'member'

bookingsRoutes.post(`${base}/bookings/validate`, sportsMayOrMember('view'), body(validateBookingSchema), async (c) => {
  const { db, clock } = c.var.deps
  const input = c.req.valid('json')
  const { activity, pricing, endTime } = await checkSlotAsk(db, toAsk(input, isMember(c)), clock())
  const item = (await findItem(db, input.item_id))!
  await assertItemFree(db, item, { bookingDate: input.date, startTime: input.time, endTime })
  return c.json({ success: true, valid: true, activity_id: activity.activity_id, item_id: item.item_id, date: input.date, start_time: input.time, end_time: endTime, pricing_details: pricing })
})

bookingsRoutes.post(`${base}/bookings`, sportsMayOrMember('create'), async (c) => {
  const { db, clock } = c.var.deps
  const booking = await placeSportsBooking(db, await bookingRequestFrom(c), clock())
  return c.json({ success: true, message: 'Booking created successfully', booking: toSportsBooking(booking) }, 201)
})

bookingsRoutes.get(`${base}/bookings`, sportsMayOrMember('view'), query(bookingListQuery), async (c) => {
  const principal = requirePrincipal(c)
  const filter = c.req.valid('query')
  const own = principal.kind === 'member' ? { ...filter, member_id: principal.memberId } : filter
  return c.json({ success: true, ...(await bookingsPage(c.var.deps.db, own)) })
})

bookingsRoutes.get(`${base}/bookings/:id`, sportsMayOrMember('view'), params(idParam), async (c) => {
  const booking = await readableBooking(c, c.req.valid('param').id)
  return c.json({ success: true, booking: await bookingDetails(c.var.deps.db, booking) })
})

bookingsRoutes.patch(`${base}/bookings/:id/status`, sportsMayOrMember('edit'), params(idParam), body(bookingStatusSchema), async (c) => {
  const { db, clock } = c.var.deps
  const { id } = c.req.valid('param')
  const { status, reason } = c.req.valid('json')
  const actor = actorOf(c)
  const booking =
    actor.kind === 'member'
      ? await cancelOwnBooking(db, actor.memberId, id, { to: status, reason, now: clock() })
      : await setBookingStatus(db, id, { to: status, actor, reason, now: clock() })
  const message = status === 'cancelled' ? 'Booking cancelled successfully' : 'Booking status updated successfully'
  return c.json({ success: true, message, booking: toSportsBooking(booking) })
})

bookingsRoutes.post(`${base}/bookings/:id/invoice`, sportsMay('edit'), params(idParam), async (c) => {
  const { db, clock } = c.var.deps
  const { booking, isNew } = await issueInvoice(db, c.req.valid('param').id, clock())
  const invoice = toInvoice({ ...booking, invoice_number: booking.invoice_number! })
  return c.json({ success: true, message: isNew ? 'Invoice generated successfully' : 'Invoice already issued', invoice }, isNew ? 201 : 200)
})

bookingsRoutes.get(`${base}/bookings/:id/invoice`, sportsMayOrMember('view'), params(idParam), query(invoiceQuery), async (c) => {
  const booking = await readableBooking(c, c.req.valid('param').id)
  if (!booking.invoice_number) throw new AppError(404, 'no_invoice', `No invoice has been issued for booking ${booking.booking_id} yet`)
  const invoiced = { ...booking, invoice_number: booking.invoice_number }
  if (c.req.valid('query').format !== 'pdf') return c.json({ success: true, invoice: toInvoice(invoiced) })
  return c.body((await invoicePdf(invoiced)).slice().buffer, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="invoice-${booking.invoice_number}.pdf"`,
    'Cache-Control': 'private, no-store',
  })
})

bookingsRoutes.post(`${base}/bookings/:id/payment`, sportsMay('edit'), params(idParam), body(paymentSchema), async (c) => {
  const { db, clock } = c.var.deps
  const booking = await recordPayment(db, c.req.valid('param').id, c.req.valid('json'), staffPrincipal(c).userId, clock())
  return c.json({ success: true, message: 'Payment recorded successfully', booking: toSportsBooking(booking) })
})

/** The ask of POST bookings/validate; without end_time, one slot (the rules fill it in). */
function toAsk(input: z.output<typeof validateBookingSchema>, isMemberAsking: boolean) {
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
