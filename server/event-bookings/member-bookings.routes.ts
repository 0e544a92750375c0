import { Hono } from 'hono'
import {
  bookForMember,
  cancelMyBooking,
  memberAvailableEvents,
  memberEventDetail,
  myBooking,
  myBookings,
} from '../../domain/contract/event-bookings-member.js'
import { contract } from '../http/contract.js'
import type { AppEnv } from '../http/context.js'
import { notFound } from '../http/errors.js'
import { EVENT_NOT_FOUND } from '../events/events.service.js'
import { BOOKING_NOT_FOUND, cancelOwnBooking } from './booking-changes.service.js'
import { placeBooking } from './booking-placement.service.js'
import { toBooking } from './booking.view.js'
import { bookingsPage, findBookingOrFail } from './bookings.service.js'
import { memberPrincipal, requireMember } from './event-access.js'
import { toMemberEvent } from './event.view.js'
import { countEvents, findEvent, listEvents } from './manage-events.repository.js'

/**
 * The member app's part (spec 2 §7 member/*; ADR 012): a signed-in member sees published events,
 * public and members-only, books for themselves (charged to their account) and reads and cancels
 * only their own bookings. Anyone else's booking is "not found", never "forbidden".
 */
export const memberBookingsRoutes = new Hono<AppEnv>()
memberBookingsRoutes.use('/member/*', requireMember)

memberBookingsRoutes.get('/member/my-bookings', contract(myBookings), async (c) => {
  const { memberId } = memberPrincipal(c)
  return c.json({ success: true, ...(await bookingsPage(c.var.deps.db, { ...c.req.valid('query'), member_id: memberId })) })
})

memberBookingsRoutes.post('/member/bookings', contract(bookForMember), async (c) => {
  const { clock } = c.var.deps
  const { memberId } = memberPrincipal(c)
  const input = c.req.valid('json')
  const booking = await placeBooking(
    c.var.deps,
    {
      eventId: input.event_id,
      bookingType: 'member',
      memberId,
      contact: { name: null, phone: null, email: null },
      holders: input.tickets.map((ticket) => ({ name: ticket.holder_name, dependentId: ticket.dependent_id ?? null })),
      couponCode: input.coupon_code ?? null,
      paymentMethod: null,
      channel: 'member',
      createdBy: null,
    },
    clock(),
    null,
  )
  return c.json({ success: true, message: 'Booking created successfully', booking }, 201)
})

memberBookingsRoutes.patch('/member/bookings/:id/cancel', contract(cancelMyBooking), async (c) => {
  const { db, clock } = c.var.deps
  const booking = await cancelOwnBooking(db, memberPrincipal(c).memberId, c.req.valid('param').id, clock())
  return c.json({ success: true, message: 'Booking cancelled successfully', booking })
})

memberBookingsRoutes.get('/member/bookings/:id', contract(myBooking), async (c) => {
  const booking = await findBookingOrFail(c.var.deps.db, c.req.valid('param').id)
  if (booking.member_id !== memberPrincipal(c).memberId) throw notFound(BOOKING_NOT_FOUND)
  return c.json({ success: true, booking: toBooking(booking) })
})

memberBookingsRoutes.get('/member/events/available', contract(memberAvailableEvents), async (c) => {
  const { db, clock } = c.var.deps
  const { event_type, page, limit } = c.req.valid('query')
  const now = clock()
  // Members book until an event starts (ADR 012): one under way is no longer offered.
  const filter = { eventType: event_type, statuses: ['published' as const], startsFrom: now, hasSeatsLeft: true }
  const [rows, total] = await Promise.all([listEvents(db, filter, { limit, offset: (page - 1) * limit }), countEvents(db, filter)])
  return c.json({
    success: true,
    data: rows.map((row) => toMemberEvent(row, now)),
    pagination: { page, limit, total, pages: Math.ceil(total / limit) },
  })
})

memberBookingsRoutes.get('/member/events/:id', contract(memberEventDetail), async (c) => {
  const { db, clock } = c.var.deps
  const row = await findEvent(db, c.req.valid('param').id)
  if (!row || (row.status !== 'published' && row.status !== 'completed')) throw notFound(EVENT_NOT_FOUND)
  return c.json({ success: true, event: toMemberEvent(row, clock()) })
})
