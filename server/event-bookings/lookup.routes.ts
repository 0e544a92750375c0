import { Hono } from 'hono'
import { z } from 'zod'
import { eventTypes } from '../events/events.schemas.js'
import type { AppEnv } from '../http/context.js'
import { query } from '../http/validate.js'
import { bookingsDashboard } from './analytics.service.js'
import { bookingStatuses, DOOR_SEARCH_MIN } from './bookings.schemas.js'
import { bookingsPage } from './bookings.service.js'
import { officeMay, officeOrDeskMay, requireStaffOrMember } from './event-access.js'
import { bookingSearchTerm, limit, omitEmpty, page, searchTerm, wholeNumberText } from './event-fields.js'
import { toEvent } from './event.view.js'
import { searchEvents } from './manage-events.repository.js'

/** Search, the fixed lists the forms offer, and the office dashboard's figures (spec 2 §7). */
export const lookupRoutes = new Hono<AppEnv>()
const base = '/api/event-bookings'
/** The greetings search's minimum (spec 2 §§5, 9), kept for event titles. */
const EVENT_SEARCH_MIN = 2
const SEARCH_RESULTS = 20

const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replace('_', ' ')

lookupRoutes.get(`${base}/search/events`, officeMay('view'), query(z.object({ q: searchTerm(EVENT_SEARCH_MIN) })), async (c) => {
  const { db, clock } = c.var.deps
  const now = clock()
  const rows = await searchEvents(db, c.req.valid('query').q, SEARCH_RESULTS)
  return c.json({ success: true, data: rows.map((row) => toEvent(row, now)) })
})

const bookingSearchQuery = z.object({ q: bookingSearchTerm(DOOR_SEARCH_MIN), event_id: omitEmpty(wholeNumberText(1, 2_147_483_647)), page, limit })

lookupRoutes.get(`${base}/search/bookings`, officeOrDeskMay('view'), query(bookingSearchQuery), async (c) => {
  const { q, event_id, page: pageNumber, limit: pageSize } = c.req.valid('query')
  return c.json({ success: true, ...(await bookingsPage(c.var.deps.db, { page: pageNumber, limit: pageSize, event_id }, { search: q })) })
})

lookupRoutes.get(`${base}/config/event-types`, requireStaffOrMember, (c) => {
  return c.json({ success: true, data: eventTypes.map((value) => ({ value, label: label(value) })) })
})

lookupRoutes.get(`${base}/config/booking-statuses`, requireStaffOrMember, (c) => {
  return c.json({ success: true, data: bookingStatuses.map((value) => ({ value, label: label(value) })) })
})

lookupRoutes.get(`${base}/analytics/dashboard`, officeMay('view'), async (c) => {
  const { db, clock } = c.var.deps
  return c.json({ success: true, data: await bookingsDashboard(db, clock()) })
})
