import { Hono } from 'hono'
import {
  availableEvents,
  createEvent as createEventEndpoint,
  deleteEvent as deleteEventEndpoint,
  eventBookings,
  eventCalendar,
  eventDetail,
  eventsInRange,
  eventStatistics,
  listEvents as listEventsEndpoint,
  publishEvent as publishEventEndpoint,
  updateEvent,
} from '../../domain/contract/event-bookings-manage.js'
import { addDays, clubDate, startOfClubDay } from '../../domain/time.js'
import { auditorOf } from '../audit/audit-trail.js'
import { staffPrincipal } from '../auth/principal.js'
import { contract } from '../http/contract.js'
import type { AppEnv } from '../http/context.js'
import { eventStats } from './analytics.service.js'
import { bookingsPage } from './bookings.service.js'
import { officeMay, officeOrDeskMay } from './event-access.js'
import { toEvent } from './event.view.js'
import { listEvents } from './manage-events.repository.js'
import {
  bookingStatsOf,
  createEvent,
  deleteEvent,
  editEvent,
  eventsPage,
  findEventOrFail,
  listFilterOf,
  publishEvent,
} from './manage-events.service.js'

/**
 * The office's events (spec 2 §7 "Events"; ADR 012): staff whose role has the 'events' grant for
 * the action (admins always). The fixed paths come before `events/:id` so that 'available' is not
 * read as an id.
 */
export const manageEventsRoutes = new Hono<AppEnv>()
/** Wide enough for any one view (a month, a year of history), small enough to answer in one go. */
const MAX_LISTED = 500

manageEventsRoutes.post('/events', officeMay('create'), contract(createEventEndpoint), async (c) => {
  const { db, clock } = c.var.deps
  const event = await createEvent(db, auditorOf(c), c.req.valid('json'), staffPrincipal(c).userId, clock())
  return c.json({ success: true, message: 'Event created successfully', event }, 201)
})

manageEventsRoutes.get('/events', officeMay('view'), contract(listEventsEndpoint), async (c) => {
  const { db, clock } = c.var.deps
  const filters = c.req.valid('query')
  const now = clock()
  return c.json({ success: true, ...(await eventsPage(db, listFilterOf(filters, now), filters, now)) })
})

manageEventsRoutes.get('/events/date-range', officeMay('view'), contract(eventsInRange), async (c) => {
  const { db, clock } = c.var.deps
  const { startDate, endDate } = c.req.valid('query')
  const now = clock()
  const rows = await listEvents(
    db,
    { startsFrom: startOfClubDay(startDate), startsBefore: startOfClubDay(addDays(endDate, 1)) },
    { limit: MAX_LISTED, offset: 0 },
  )
  return c.json({ success: true, startDate, endDate, data: rows.map((row) => toEvent(row, now)) })
})

manageEventsRoutes.get('/events/available', officeMay('view'), contract(availableEvents), async (c) => {
  const { db, clock } = c.var.deps
  const { event_type, page, limit } = c.req.valid('query')
  const now = clock()
  // The office and the desk book until an event ends, so one under way is still available.
  const filter = { eventType: event_type, statuses: ['published' as const], notEndedAt: now, hasSeatsLeft: true }
  return c.json({ success: true, ...(await eventsPage(db, filter, { page, limit }, now)) })
})

manageEventsRoutes.get('/events/calendar', officeMay('view'), contract(eventCalendar), async (c) => {
  const { db, clock } = c.var.deps
  const now = clock()
  const [thisYear, thisMonth] = clubDate(now).split('-').map(Number)
  const { month = thisMonth!, year = thisYear! } = c.req.valid('query')
  const first = `${year}-${String(month).padStart(2, '0')}-01`
  const nextFirst = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`
  const rows = await listEvents(
    db,
    { startsFrom: startOfClubDay(first), startsBefore: startOfClubDay(nextFirst) },
    { limit: MAX_LISTED, offset: 0 },
  )
  const days = new Map<string, ReturnType<typeof toEvent>[]>()
  for (const row of rows) {
    const day = clubDate(row.start_at)
    days.set(day, [...(days.get(day) ?? []), toEvent(row, now)])
  }
  return c.json({ success: true, month, year, days: [...days].map(([date, events]) => ({ date, events })) })
})

manageEventsRoutes.get('/events/:id', officeMay('view'), contract(eventDetail), async (c) => {
  const { db, clock } = c.var.deps
  const row = await findEventOrFail(db, c.req.valid('param').id)
  const stats = await bookingStatsOf(db, [row])
  return c.json({ success: true, event: toEvent(row, clock()), booking_stats: stats.get(row.event_id) })
})

manageEventsRoutes.put('/events/:id', officeMay('edit'), contract(updateEvent), async (c) => {
  const { db, clock } = c.var.deps
  const event = await editEvent(db, auditorOf(c), c.req.valid('param').id, c.req.valid('json'), clock())
  return c.json({ success: true, message: 'Event updated successfully', event })
})

manageEventsRoutes.delete('/events/:id', officeMay('delete'), contract(deleteEventEndpoint), async (c) => {
  const { db, clock } = c.var.deps
  const result = await deleteEvent(db, auditorOf(c), c.req.valid('param').id, staffPrincipal(c).userId, clock())
  const message = result.deleted
    ? 'Event deleted successfully'
    : `Event cancelled: it had bookings, so it is kept as cancelled and its ${result.cancelledBookings} active booking(s) were cancelled`
  return c.json({
    success: true,
    message,
    deleted: result.deleted,
    cancelled_bookings: result.cancelledBookings,
    ...(result.deleted ? {} : { event: result.event }),
  })
})

manageEventsRoutes.patch('/events/:id/publish', officeMay('edit'), contract(publishEventEndpoint), async (c) => {
  const { db, clock } = c.var.deps
  const event = await publishEvent(db, auditorOf(c), c.req.valid('param').id, clock())
  return c.json({ success: true, message: 'Event published successfully', event })
})

manageEventsRoutes.get('/events/:id/bookings', officeMay('view'), contract(eventBookings), async (c) => {
  const { db } = c.var.deps
  const eventId = c.req.valid('param').id
  await findEventOrFail(db, eventId)
  const filters = c.req.valid('query')
  return c.json({ success: true, event_id: eventId, ...(await bookingsPage(db, { ...filters, event_id: eventId })) })
})

manageEventsRoutes.get('/events/:id/stats', officeOrDeskMay('view'), contract(eventStatistics), async (c) => {
  const { db, clock } = c.var.deps
  return c.json({ success: true, data: await eventStats(db, c.req.valid('param').id, clock()) })
})
