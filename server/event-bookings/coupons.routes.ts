import { Hono } from 'hono'
import { principalHasAccess } from '../auth/permissions.js'
import { requirePrincipal, staffPrincipal } from '../auth/principal.js'
import { EVENT_NOT_FOUND } from '../events/events.service.js'
import type { AppEnv } from '../http/context.js'
import { forbidden, notFound } from '../http/errors.js'
import { body, params } from '../http/validate.js'
import { createCouponSchema, validateCouponSchema } from './bookings.schemas.js'
import { createCoupon, eventCoupons, previewCoupon } from './coupons.service.js'
import { officeMay } from './event-access.js'
import { eventIdParam } from './manage-events.schemas.js'

/**
 * Coupons of an event (spec 2 §7; ADR 012). The office creates and lists them; the office and members
 * validate a code before booking (a member only on an event they can see, at the member price).
 */
export const couponsRoutes = new Hono<AppEnv>()
const base = '/api/event-bookings'

couponsRoutes.post(`${base}/events/:id/coupons`, officeMay('create'), params(eventIdParam), body(createCouponSchema), async (c) => {
  const { db, clock } = c.var.deps
  const coupon = await createCoupon(db, c.req.valid('param').id, c.req.valid('json'), staffPrincipal(c).userId, clock())
  return c.json({ success: true, message: 'Coupon created successfully', coupon }, 201)
})

couponsRoutes.get(`${base}/events/:id/coupons`, officeMay('view'), params(eventIdParam), async (c) => {
  const { db, clock } = c.var.deps
  return c.json({ success: true, coupons: await eventCoupons(db, c.req.valid('param').id, clock()) })
})

couponsRoutes.post(`${base}/events/:id/coupons/validate`, params(eventIdParam), body(validateCouponSchema), async (c) => {
  const { db, clock } = c.var.deps
  const principal = requirePrincipal(c)
  const isMember = principal.kind === 'member'
  if (!isMember && !(await principalHasAccess(db, principal, 'events', 'view'))) throw forbidden()
  const { coupon_code, ticket_count, booking_type } = c.req.valid('json')
  const eventId = c.req.valid('param').id
  const preview = await previewCoupon(db, eventId, { code: coupon_code, ticketCount: ticket_count, bookingType: isMember ? 'member' : (booking_type ?? 'guest') }, clock())
  if (isMember && preview.event.status !== 'published') throw notFound(EVENT_NOT_FOUND)
  const { event: _event, ...figures } = preview
  return c.json({ success: true, valid: true, message: 'Coupon validated successfully', ...figures })
})
