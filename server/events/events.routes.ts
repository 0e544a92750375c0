import { Hono } from 'hono'
import { occasionList, publicEventDetail, publicEvents } from '../../domain/contract/events.js'
import { contract } from '../http/contract.js'
import type { AppEnv } from '../http/context.js'
import { occasionPage, publicEvent, upcomingEventsPage } from './events.service.js'

/**
 * The public reads of events (spec 1 §7 "Public occasion list", spec 2 §7 public/events; ADR 006),
 * mounted at /api: the occasion list lives under /api/public, the events under /api/event-bookings.
 * No sign-in: anything a visitor may see is public, published or completed, and never a draft.
 * Short public caching lets the service worker and any proxy absorb a busy evening's traffic.
 */
export const eventsRoutes = new Hono<AppEnv>()

const PUBLIC_CACHE = 'public, max-age=60'

eventsRoutes.get('/public/occasionlist', contract(occasionList), async (c) => {
  const { db, clock } = c.var.deps
  const { page, limit } = c.req.valid('query')
  const result = await occasionPage(db, { now: clock(), page, limit })
  c.header('Cache-Control', PUBLIC_CACHE)
  return c.json(result)
})

eventsRoutes.get('/event-bookings/public/events', contract(publicEvents), async (c) => {
  const { db, clock } = c.var.deps
  const { event_type, page, limit } = c.req.valid('query')
  const result = await upcomingEventsPage(db, { now: clock(), eventType: event_type, page, limit })
  c.header('Cache-Control', PUBLIC_CACHE)
  return c.json(result)
})

eventsRoutes.get('/event-bookings/public/events/:id', contract(publicEventDetail), async (c) => {
  const event = await publicEvent(c.var.deps.db, c.req.valid('param').id)
  c.header('Cache-Control', PUBLIC_CACHE)
  return c.json({ data: event })
})
