import { auditorOf } from '../audit/audit-trail.js'
import { Hono } from 'hono'
import {
  adminBookings,
  adminCreateEvent,
  adminEvents,
  receptionBooking,
  receptionBookings,
  receptionEvents,
} from '../../domain/contract/event-bookings-desk.js'
import { addDays, clubDate, startOfClubDay } from '../../domain/time.js'
import { requireRole, staffPrincipal } from '../auth/principal.js'
import { contract } from '../http/contract.js'
import type { AppEnv } from '../http/context.js'
import { placeBooking } from './booking-placement.service.js'
import { bookingsPage, staffBookingRequest } from './bookings.service.js'
import { deskMay } from './event-access.js'
import { toEvent } from './event.view.js'
import { listEvents } from './manage-events.repository.js'
import { bookingStatsOf, createEvent, eventsPage, listFilterOf } from './manage-events.service.js'

/**
 * The reception desk's and the administrators' groups (spec 2 §6: event endpoints come in groups for
 * admin, reception, member and public use; ADR 012). Reception: staff with the 'door' grants (the
 * receptionist, role 7); admin: role 1 and the super-admin only.
 */
export const deskRoutes = new Hono<AppEnv>()
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

deskRoutes.get('/reception/events', deskMay('view'), contract(receptionEvents), async (c) => {
  const { db, clock } = c.var.deps
  const now = clock()
  const rows = await todaysEvents(db, now)
  const stats = await bookingStatsOf(db, rows)
  return c.json({
    success: true,
    date: clubDate(now),
    data: rows.map((row) => ({ ...toEvent(row, now), booking_stats: stats.get(row.event_id)! })),
  })
})

deskRoutes.get('/reception/bookings', deskMay('view'), contract(receptionBookings), async (c) => {
  const { db, clock } = c.var.deps
  const { event_id, q, page: pageNumber, limit: pageSize } = c.req.valid('query')
  // Without an event, the desk sees the bookings of today's events.
  const eventIds = event_id ? [event_id] : (await todaysEvents(db, clock())).map((row) => row.event_id)
  return c.json({ success: true, ...(await bookingsPage(db, { page: pageNumber, limit: pageSize }, { eventIds, search: q })) })
})

deskRoutes.post('/reception/bookings', deskMay('create'), contract(receptionBooking), async (c) => {
  const { clock } = c.var.deps
  const booking = await placeBooking(
    c.var.deps,
    staffBookingRequest(c.req.valid('json'), 'reception', staffPrincipal(c).userId),
    clock(),
    auditorOf(c),
  )
  return c.json({ success: true, message: 'Booking created successfully', booking }, 201)
})

deskRoutes.get('/admin/events', requireAdmin, contract(adminEvents), async (c) => {
  const { db, clock } = c.var.deps
  const filters = c.req.valid('query')
  const now = clock()
  const result = await eventsPage(db, listFilterOf(filters, now), filters, now)
  const stats = await bookingStatsOf(db, result.data)
  return c.json({
    success: true,
    data: result.data.map((event) => ({ ...event, booking_stats: stats.get(event.event_id)! })),
    pagination: result.pagination,
  })
})

deskRoutes.post('/admin/events', requireAdmin, contract(adminCreateEvent), async (c) => {
  const { db, clock } = c.var.deps
  const event = await createEvent(db, auditorOf(c), c.req.valid('json'), staffPrincipal(c).userId, clock())
  return c.json({ success: true, message: 'Event created successfully', event }, 201)
})

deskRoutes.get('/admin/bookings', requireAdmin, contract(adminBookings), async (c) => {
  return c.json({ success: true, ...(await bookingsPage(c.var.deps.db, c.req.valid('query'))) })
})
