import { Hono } from 'hono'
import { z } from 'zod'
import { clubDate } from '../../domain/time.js'
import { requireRole, staffPrincipal } from '../auth/principal.js'
import type { AppEnv } from '../http/context.js'
import { body, query } from '../http/validate.js'
import { placeBooking } from './booking-placement.service.js'
import { bookingListQuery, DOOR_SEARCH_MIN, staffBookingSchema } from './bookings.schemas.js'
import { bookingsPage, staffBookingRequest } from './bookings.service.js'
import { deskMay } from './event-access.js'
import { addDays, bookingSearchTerm, limit, omitEmpty, page, startOfClubDay, wholeNumberText } from './event-fields.js'
import { toEvent } from './event.view.js'
import { listEvents } from './manage-events.repository.js'
import { createEventSchema, eventFiltersQuery } from './manage-events.schemas.js'
import { bookingStatsOf, createEvent, eventsPage, listFilterOf } from './manage-events.service.js'

/**
 * The reception desk's and the administrators' groups (spec 2 §6: event endpoints come in groups for
 * admin, reception, member and public use; ADR 012). Reception: staff with the 'door' grants (the
 * receptionist, role 7); admin: role 1 and the super-admin only.
 */
export const deskRoutes = new Hono<AppEnv>()
const base = '/api/event-bookings'
const requireAdmin = requireRole('admin')

/** Events on the club's calendar today: started before tomorrow and not ended before today began. */
async function todaysEvents(db: Parameters<typeof listEvents>[0], now: Date) {
  const today = clubDate(now)
  return listEvents(
    db,
    { statuses: ['published'], startsBefore: startOfClubDay(addDays(today, 1)), notEndedAt: startOfClubDay(today) },
    { limit: 100, offset: 0 },
  )
}

deskRoutes.get(`${base}/reception/events`, deskMay('view'), async (c) => {
  const { db, clock } = c.var.deps
  const now = clock()
  const rows = await todaysEvents(db, now)
  const stats = await bookingStatsOf(db, rows)
  return c.json({ success: true, date: clubDate(now), data: rows.map((row) => ({ ...toEvent(row, now), booking_stats: stats.get(row.event_id) })) })
})

const receptionBookingsQuery = z.object({
  event_id: omitEmpty(wholeNumberText(1, 2_147_483_647)),
  q: omitEmpty(bookingSearchTerm(DOOR_SEARCH_MIN)),
  page,
  limit,
})

deskRoutes.get(`${base}/reception/bookings`, deskMay('view'), query(receptionBookingsQuery), async (c) => {
  const { db, clock } = c.var.deps
  const { event_id, q, page: pageNumber, limit: pageSize } = c.req.valid('query')
  // Without an event, the desk sees the bookings of today's events.
  const eventIds = event_id ? [event_id] : (await todaysEvents(db, clock())).map((row) => row.event_id)
  return c.json({ success: true, ...(await bookingsPage(db, { page: pageNumber, limit: pageSize }, { eventIds, search: q })) })
})

deskRoutes.post(`${base}/reception/bookings`, deskMay('create'), body(staffBookingSchema), async (c) => {
  const { clock } = c.var.deps
  const booking = await placeBooking(c.var.deps, staffBookingRequest(c.req.valid('json'), 'reception', staffPrincipal(c).userId), clock())
  return c.json({ success: true, message: 'Booking created successfully', booking }, 201)
})

deskRoutes.get(`${base}/admin/events`, requireAdmin, query(eventFiltersQuery), async (c) => {
  const { db, clock } = c.var.deps
  const filters = c.req.valid('query')
  const now = clock()
  const result = await eventsPage(db, listFilterOf(filters, now), filters, now)
  const stats = await bookingStatsOf(db, result.data)
  return c.json({ success: true, data: result.data.map((event) => ({ ...event, booking_stats: stats.get(event.event_id) })), pagination: result.pagination })
})

deskRoutes.post(`${base}/admin/events`, requireAdmin, body(createEventSchema), async (c) => {
  const { db, clock } = c.var.deps
  const event = await createEvent(db, c.req.valid('json'), staffPrincipal(c).userId, clock())
  return c.json({ success: true, message: 'Event created successfully', event }, 201)
})

deskRoutes.get(`${base}/admin/bookings`, requireAdmin, query(bookingListQuery), async (c) => {
  return c.json({ success: true, ...(await bookingsPage(c.var.deps.db, c.req.valid('query'))) })
})
