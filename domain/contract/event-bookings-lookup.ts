import { z } from 'zod'
import { endpoint } from './endpoint.js'
import { clubEvent } from './events.js'
import { bookingsPage } from './event-bookings-office.js'
import { DOOR_SEARCH_MIN, eventIdFilter } from './event-bookings.js'
import { bookingSearchTerm, limit, page, searchTerm, timestamp } from './fields.js'

/** Search, the fixed lists the forms offer, and the office dashboard's figures (spec 2 §7). */
const tag = 'Event bookings (lookup)'
const base = '/api/event-bookings'
const ok = z.literal(true)

/** The greetings search's minimum (spec 2 §§5, 9), kept for event titles. */
export const EVENT_SEARCH_MIN = 2

export const searchEvents = endpoint({
  method: 'get',
  path: `${base}/search/events`,
  tag,
  summary: 'Events whose title or venue holds the text, latest start first (at most 20)',
  audience: 'staff',
  query: z.object({ q: searchTerm(EVENT_SEARCH_MIN) }),
  responses: { 200: z.object({ success: ok, data: z.array(clubEvent) }) },
})

export const searchBookings = endpoint({
  method: 'get',
  path: `${base}/search/bookings`,
  tag,
  summary: 'Bookings found by holder or contact name, phone, membership number or booking number',
  description: 'For the office and the door.',
  audience: 'staff',
  query: z.object({ q: bookingSearchTerm(DOOR_SEARCH_MIN), event_id: eventIdFilter, page, limit }),
  responses: { 200: bookingsPage },
})

const choices = z.object({ success: ok, data: z.array(z.object({ value: z.string(), label: z.string() })) })

export const eventTypeChoices = endpoint({
  method: 'get',
  path: `${base}/config/event-types`,
  tag,
  summary: 'The kinds of event, with the words the forms show',
  audience: 'staff-or-member',
  responses: { 200: choices },
})

export const bookingStatusChoices = endpoint({
  method: 'get',
  path: `${base}/config/booking-statuses`,
  tag,
  summary: 'The statuses of a booking, with the words the forms show',
  audience: 'staff-or-member',
  responses: { 200: choices },
})

const counts = z.record(z.string(), z.number())

export const bookingsDashboard = z.object({
  events: z.object({ total: z.number(), upcoming: z.number(), by_status: counts, by_type: counts }),
  bookings: z.object({
    total: z.number(),
    active: z.number(),
    cancelled: z.number(),
    tickets_sold: z.number(),
    revenue_paise: z.number(),
    due_at_desk_paise: z.number(),
  }),
  bookings_per_day: z.array(z.object({ date: z.string(), bookings: z.number(), tickets: z.number(), revenue_paise: z.number() })),
  top_upcoming_events: z.array(
    z.object({
      event_id: z.number(),
      title: z.string(),
      start_at: timestamp,
      capacity: z.number(),
      tickets_sold: z.number(),
      seats_left: z.number(),
    }),
  ),
  as_of: timestamp,
})
export type BookingsDashboard = z.infer<typeof bookingsDashboard>

export const analyticsDashboard = endpoint({
  method: 'get',
  path: `${base}/analytics/dashboard`,
  tag,
  summary: 'The office dashboard: events by status and type, booking totals, the last 30 days, the best-selling upcoming events',
  audience: 'staff',
  responses: { 200: z.object({ success: ok, data: bookingsDashboard }) },
})
