import { Hono } from 'hono'
import type { AppEnv } from '../http/context.js'
import { activitiesRoutes } from './activities.routes.js'
import { analyticsRoutes } from './analytics.routes.js'
import { bookingsRoutes } from './bookings.routes.js'
import { itemsRoutes } from './items.routes.js'
import { memberRoutes } from './member.routes.js'
import { publicRoutes } from './public.routes.js'

/** Everything under /api/sports-activity/ (spec 2 §7 "Sports activity"; ADR 015), mounted there. */
export const sportsRoutes = new Hono<AppEnv>()

sportsRoutes.route('/', publicRoutes)
sportsRoutes.route('/member', memberRoutes)
sportsRoutes.route('/', activitiesRoutes)
sportsRoutes.route('/', itemsRoutes)
sportsRoutes.route('/', bookingsRoutes)
sportsRoutes.route('/', analyticsRoutes)
