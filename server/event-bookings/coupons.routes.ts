import { auditorOf } from '../audit/audit-trail.js'
import { Hono } from 'hono'
import {
  createCoupon as createCouponEndpoint,
  eventCoupons as eventCouponsEndpoint,
  validateCoupon,
} from '../../domain/contract/event-bookings-office.js'
import { requirePrincipal, staffPrincipal } from '../auth/principal.js'
import { EVENT_NOT_FOUND } from '../events/events.service.js'
import { contract } from '../http/contract.js'
import type { AppEnv } from '../http/context.js'
import { notFound } from '../http/errors.js'
import { createCoupon, eventCoupons, previewCoupon } from './coupons.service.js'
import { officeMay, officeViewerOrMember } from './event-access.js'

/**
 * Coupons of an event (spec 2 §7; ADR 012). The office creates and lists them; the office and members
 * validate a code before booking (a member only on an event they can see, at the member price).
 */
export const couponsRoutes = new Hono<AppEnv>()

couponsRoutes.post('/events/:id/coupons', officeMay('create'), contract(createCouponEndpoint), async (c) => {
  const { db, clock } = c.var.deps
  const coupon = await createCoupon(db, auditorOf(c), c.req.valid('param').id, c.req.valid('json'), staffPrincipal(c).userId, clock())
  return c.json({ success: true, message: 'Coupon created successfully', coupon }, 201)
})

couponsRoutes.get('/events/:id/coupons', officeMay('view'), contract(eventCouponsEndpoint), async (c) => {
  const { db, clock } = c.var.deps
  return c.json({ success: true, coupons: await eventCoupons(db, c.req.valid('param').id, clock()) })
})

couponsRoutes.post('/events/:id/coupons/validate', officeViewerOrMember, contract(validateCoupon), async (c) => {
  const { db, clock } = c.var.deps
  const isMember = requirePrincipal(c).kind === 'member'
  const { coupon_code, ticket_count, booking_type } = c.req.valid('json')
  const eventId = c.req.valid('param').id
  const preview = await previewCoupon(
    db,
    eventId,
    { code: coupon_code, ticketCount: ticket_count, bookingType: isMember ? 'member' : (booking_type ?? 'guest') },
    clock(),
  )
  if (isMember && preview.event.status !== 'published') throw notFound(EVENT_NOT_FOUND)
  const { event: _event, ...figures } = preview
  return c.json({ success: true, valid: true, message: 'Coupon validated successfully', ...figures })
})
