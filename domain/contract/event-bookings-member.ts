import { z } from 'zod'
import { endpoint } from './endpoint.js'
import { eventIdParam, memberEvent, pageOf } from './events.js'
import { availableEventsQuery } from './event-bookings-manage.js'
import { bookingCreated, bookingsPage } from './event-bookings-office.js'
import {
  booking,
  bookingChanged,
  bookingIdParam,
  bookingListQuery,
  couponRefusal,
  memberBookingBody,
  notEnoughSeats,
} from './event-bookings.js'

/**
 * The member app's part (spec 2 §7 member/*; ADR 012): a signed-in member sees published events,
 * public and members-only, books for themselves (charged to their account) and reads and cancels
 * only their own bookings. Anyone else's booking is "not found", never "forbidden".
 */
const tag = 'Event bookings (member)'
const base = '/api/event-bookings/member'
const ok = z.literal(true)

export const myBookings = endpoint({
  method: 'get',
  path: `${base}/my-bookings`,
  tag,
  summary: 'The signed-in member’s bookings, newest first',
  audience: 'member',
  query: bookingListQuery.pick({ status: true, page: true, limit: true }),
  responses: { 200: bookingsPage },
})

export const bookForMember = endpoint({
  method: 'post',
  path: `${base}/bookings`,
  tag,
  summary: 'The member books tickets for themselves and their guests, charged to their account',
  audience: 'member',
  body: memberBookingBody,
  responses: { 201: bookingCreated, 400: couponRefusal, 409: notEnoughSeats },
})

export const cancelMyBooking = endpoint({
  method: 'patch',
  path: `${base}/bookings/:id/cancel`,
  tag,
  summary: 'The member cancels one of their own bookings before the event starts',
  audience: 'member',
  params: bookingIdParam,
  responses: { 200: bookingChanged },
})

export const myBooking = endpoint({
  method: 'get',
  path: `${base}/bookings/:id`,
  tag,
  summary: 'One of the member’s own bookings, with its tickets',
  audience: 'member',
  params: bookingIdParam,
  responses: { 200: z.object({ success: ok, booking }) },
})

export const memberAvailableEvents = endpoint({
  method: 'get',
  path: `${base}/events/available`,
  tag,
  summary: 'Published events not yet started with seats left, public and members-only',
  audience: 'member',
  query: availableEventsQuery,
  responses: { 200: pageOf(memberEvent).extend({ success: ok }) },
})

export const memberEventDetail = endpoint({
  method: 'get',
  path: `${base}/events/:id`,
  tag,
  summary: 'One published or completed event, as a member reads it',
  audience: 'member',
  params: eventIdParam,
  responses: { 200: z.object({ success: ok, event: memberEvent }) },
})
