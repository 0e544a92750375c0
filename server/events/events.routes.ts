import { Hono } from 'hono'
import type { AppEnv } from '../http/context.js'
import { params, query } from '../http/validate.js'
import { eventIdParam, occasionListQuery, publicEventsQuery } from './events.schemas.js'
import { occasionPage, publicEvent, upcomingEventsPage } from './events.service.js'

/**
 * The public reads of events (spec 1 §7 "Public occasion list", spec 2 §7 public/events; ADR 006).
 * No sign-in: anything a visitor may see is public, published or completed, and never a draft.
 * Short public caching lets the service worker and any proxy absorb a busy evening's traffic.
 */
export const eventsRoutes = new Hono<AppEnv>()

const PUBLIC_CACHE = 'public, max-age=60'

eventsRoutes.get('/api/public/occasionlist', query(occasionListQuery), async (c) => {
  const { db, clock } = c.var.deps
  const { page, limit } = c.req.valid('query')
  const result = await occasionPage(db, { now: clock(), page, limit })
  c.header('Cache-Control', PUBLIC_CACHE)
  return c.json(result)
})

eventsRoutes.get('/api/event-bookings/public/events', query(publicEventsQuery), async (c) => {
  const { db, clock } = c.var.deps
  const { event_type, page, limit } = c.req.valid('query')
  const result = await upcomingEventsPage(db, { now: clock(), eventType: event_type, page, limit })
  c.header('Cache-Control', PUBLIC_CACHE)
  return c.json(result)
})

eventsRoutes.get('/api/event-bookings/public/events/:id', params(eventIdParam), async (c) => {
  const event = await publicEvent(c.var.deps.db, c.req.valid('param').id)
  c.header('Cache-Control', PUBLIC_CACHE)
  return c.json({ data: event })
})
