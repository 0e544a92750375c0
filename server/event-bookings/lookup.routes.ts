import { Hono } from 'hono'
import {
  analyticsDashboard,
  bookingStatusChoices,
  eventTypeChoices,
  searchBookings,
  searchEvents as searchEventsEndpoint,
} from '../../domain/contract/event-bookings-lookup.js'
import { bookingStatuses, eventTypes } from '../../domain/events.js'
import { contract } from '../http/contract.js'
import type { AppEnv } from '../http/context.js'
import { bookingsDashboard } from './analytics.service.js'
import { bookingsPage } from './bookings.service.js'
import { officeMay, officeOrDeskMay, requireStaffOrMember } from './event-access.js'
import { toEvent } from './event.view.js'
import { searchEvents } from './manage-events.repository.js'

/** Search, the fixed lists the forms offer, and the office dashboard's figures (spec 2 §7). */
export const lookupRoutes = new Hono<AppEnv>()
const SEARCH_RESULTS = 20

const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replace('_', ' ')

lookupRoutes.get('/search/events', officeMay('view'), contract(searchEventsEndpoint), async (c) => {
  const { db, clock } = c.var.deps
  const now = clock()
  const rows = await searchEvents(db, c.req.valid('query').q, SEARCH_RESULTS)
  return c.json({ success: true, data: rows.map((row) => toEvent(row, now)) })
})

lookupRoutes.get('/search/bookings', officeOrDeskMay('view'), contract(searchBookings), async (c) => {
  const { q, event_id, page: pageNumber, limit: pageSize } = c.req.valid('query')
  return c.json({ success: true, ...(await bookingsPage(c.var.deps.db, { page: pageNumber, limit: pageSize, event_id }, { search: q })) })
})

lookupRoutes.get('/config/event-types', requireStaffOrMember, contract(eventTypeChoices), (c) => {
  return c.json({ success: true, data: eventTypes.map((value) => ({ value, label: label(value) })) })
})

lookupRoutes.get('/config/booking-statuses', requireStaffOrMember, contract(bookingStatusChoices), (c) => {
  return c.json({ success: true, data: bookingStatuses.map((value) => ({ value, label: label(value) })) })
})

lookupRoutes.get('/analytics/dashboard', officeMay('view'), contract(analyticsDashboard), async (c) => {
  const { db, clock } = c.var.deps
  return c.json({ success: true, data: await bookingsDashboard(db, clock()) })
})
