import { z } from 'zod'
import { endpoint } from './endpoint.js'
import { bookingStats, clubEvent, pagination } from './events.js'
import { eventFiltersQuery, createEventBody } from './event-bookings-manage.js'
import { bookingCreated, bookingsPage } from './event-bookings-office.js'
import {
  bookingListQuery,
  couponRefusal,
  DOOR_SEARCH_MIN,
  eventIdFilter,
  notEnoughSeats,
  publicBookingBody,
  staffBookingBody,
} from './event-bookings.js'
import { bookingSearchTerm, limit, omitEmpty, page } from './fields.js'

/**
 * The reception desk's, the administrators' and the public site's groups (spec 2 §6: event endpoints
 * come in groups for admin, reception, member and public use; ADR 012). Reception: staff with the
 * 'door' grants (the receptionist, role 7); admin: role 1 and the super-admin only.
 */
const tag = 'Event bookings (reception and admin)'
const base = '/api/event-bookings'
const ok = z.literal(true)

/** An event of the desk's and the administrators' lists, with its booking figures. */
export const eventWithStats = clubEvent.extend({ booking_stats: bookingStats })
export type EventWithStats = z.infer<typeof eventWithStats>

export const receptionEvents = endpoint({
  method: 'get',
  path: `${base}/reception/events`,
  tag,
  summary: 'Today’s published events on the club’s calendar, with their booking figures',
  audience: 'staff',
  responses: { 200: z.object({ success: ok, date: z.string(), data: z.array(eventWithStats) }) },
})

export const receptionBookingsQuery = z.object({
  event_id: eventIdFilter,
  q: omitEmpty(bookingSearchTerm(DOOR_SEARCH_MIN)),
  page,
  limit,
})

export const receptionBookings = endpoint({
  method: 'get',
  path: `${base}/reception/bookings`,
  tag,
  summary: 'Bookings of one event, or of today’s events, found by holder name, phone or booking number',
  audience: 'staff',
  query: receptionBookingsQuery,
  responses: { 200: bookingsPage },
})

export const receptionBooking = endpoint({
  method: 'post',
  path: `${base}/reception/bookings`,
  tag,
  summary: 'Books a walk-in at the desk (until the event ends)',
  audience: 'staff',
  body: staffBookingBody,
  responses: { 201: bookingCreated, 400: couponRefusal, 409: notEnoughSeats },
})

export const adminEvents = endpoint({
  method: 'get',
  path: `${base}/admin/events`,
  tag,
  summary: 'The administrators’ list of events, with each event’s booking figures',
  audience: 'staff',
  query: eventFiltersQuery,
  responses: { 200: z.object({ success: ok, data: z.array(eventWithStats), pagination }) },
})

export const adminCreateEvent = endpoint({
  method: 'post',
  path: `${base}/admin/events`,
  tag,
  summary: 'Adds an event as an administrator, as a draft until it is published',
  audience: 'staff',
  body: createEventBody,
  responses: { 201: z.object({ success: ok, message: z.string(), event: clubEvent }) },
})

export const adminBookings = endpoint({
  method: 'get',
  path: `${base}/admin/bookings`,
  tag,
  summary: 'Every booking, newest first, filtered as the office’s list',
  audience: 'staff',
  query: bookingListQuery,
  responses: { 200: bookingsPage },
})

export const publicBooking = endpoint({
  method: 'post',
  path: `${base}/public/bookings`,
  tag: 'Events',
  summary: 'A visitor books a public event without signing in: at most 4 tickets, paid at the desk on arrival',
  description: 'Throttled per address and per mobile number (429).',
  audience: 'none',
  body: publicBookingBody,
  responses: { 201: bookingCreated, 409: notEnoughSeats },
})
