import { Hono } from 'hono'
import { publicBooking } from '../../domain/contract/event-bookings-desk.js'
import { assertUnderLimit, recordHits, type RateLimitRule } from '../auth/rate-limit.js'
import { clientAddress } from '../http/client-address.js'
import type { AppEnv } from '../http/context.js'
import { contract } from '../http/contract.js'
import { placeBooking } from './booking-placement.service.js'

/**
 * A visitor books a public event from the public site, without signing in (ADR 012): name and mobile
 * are required, at most 4 tickets, no coupons, paid at the desk on arrival. Attempts are throttled
 * per address and per mobile number, so the form cannot be used to hold a whole event's seats.
 */
export const publicBookingsRoutes = new Hono<AppEnv>()

export const PUBLIC_BOOKING_LIMIT: RateLimitRule = { limit: 5, windowMs: 60 * 60_000 }

publicBookingsRoutes.post('/public/bookings', contract(publicBooking), async (c) => {
  const { db, clock } = c.var.deps
  const input = c.req.valid('json')
  const now = clock()
  const buckets = [`public-booking:ip:${clientAddress(c)}`, `public-booking:phone:${input.contact_phone}`]
  await assertUnderLimit(
    db,
    buckets,
    PUBLIC_BOOKING_LIMIT,
    now,
    (retryAt) => `Too many bookings from here. Please try again after ${retryAt}, or call the club.`,
  )
  await recordHits(db, buckets, now)
  const booking = await placeBooking(
    c.var.deps,
    {
      eventId: input.event_id,
      bookingType: 'guest',
      memberId: null,
      contact: { name: input.contact_name, phone: input.contact_phone, email: input.contact_email ?? null },
      holders: input.tickets.map((ticket) => ({ name: ticket.holder_name, dependentId: null })),
      couponCode: null,
      paymentMethod: null,
      channel: 'public',
      createdBy: null,
    },
    now,
    null,
  )
  return c.json({ success: true, message: 'Booking confirmed. Please pay at the club desk on arrival.', booking }, 201)
})
