import { Hono } from 'hono'
import type { AppEnv } from '../http/context.js'
import { bookingsRoutes } from './bookings.routes.js'
import { couponsRoutes } from './coupons.routes.js'
import { deskRoutes } from './desk.routes.js'
import { lookupRoutes } from './lookup.routes.js'
import { manageEventsRoutes } from './manage-events.routes.js'
import { memberBookingsRoutes } from './member-bookings.routes.js'
import { publicBookingsRoutes } from './public-bookings.routes.js'

/**
 * Everything under /api/event-bookings/ (mounted there) except the public reads of events
 * (server/events) and the door's calls (server/door): the office, reception, admin, member and
 * public groups of spec 2 §7 "Events" (ADR 012).
 */
export const eventBookingsRoutes = new Hono<AppEnv>()

eventBookingsRoutes.route('/', manageEventsRoutes)
eventBookingsRoutes.route('/', couponsRoutes)
eventBookingsRoutes.route('/', bookingsRoutes)
eventBookingsRoutes.route('/', deskRoutes)
eventBookingsRoutes.route('/', memberBookingsRoutes)
eventBookingsRoutes.route('/', publicBookingsRoutes)
eventBookingsRoutes.route('/', lookupRoutes)
