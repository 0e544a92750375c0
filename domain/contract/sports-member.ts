import type { z } from 'zod'
import { endpoint } from './endpoint.js'
import { activityIdParam, activityListQuery } from './sports-activities.js'
import { bookingAnswer, bookingIdParam, bookingListQuery, bookingPage, bookingStatusBody, memberBookingBody } from './sports-bookings.js'
import { dateQuery } from './sports-schedule.js'
import { activityDetails, activityPage, availability, tag } from './sports-shapes.js'

/**
 * The member app's paths (ADR 015): active activities, availability without other people's
 * bookings, booking for themselves (charged to their account), their own bookings and cancelling
 * them before the cut-off. Anyone else's booking is "not found".
 */

export const memberActivityListQuery = activityListQuery.omit({ status: true })
export const memberBookingListQuery = bookingListQuery.omit({ member_id: true })
export const cancelBookingBody = bookingStatusBody.pick({ reason: true })

export const memberActivities = endpoint({
  method: 'get',
  path: '/api/sports-activity/member/activities',
  tag,
  summary: 'A page of the active activities',
  audience: 'member',
  query: memberActivityListQuery,
  responses: { 200: activityPage },
})

export const memberActivityDetail = endpoint({
  method: 'get',
  path: '/api/sports-activity/member/activities/:id',
  tag,
  summary: 'An active activity with its items and active subcategories',
  audience: 'member',
  params: activityIdParam,
  responses: { 200: activityDetails },
})

export const memberAvailability = endpoint({
  method: 'get',
  path: '/api/sports-activity/member/activities/:id/availability',
  tag,
  summary: 'Each slot of a day with each item’s availability (no one’s bookings shown)',
  audience: 'member',
  params: activityIdParam,
  query: dateQuery,
  responses: { 200: availability },
})

export const memberBookings = endpoint({
  method: 'get',
  path: '/api/sports-activity/member/bookings',
  tag,
  summary: 'A page of the member’s own bookings',
  audience: 'member',
  query: memberBookingListQuery,
  responses: { 200: bookingPage },
})

export const memberCreateBooking = endpoint({
  method: 'post',
  path: '/api/sports-activity/member/bookings',
  tag,
  summary: 'Books a slot for the member, or a guest they host, charged to their account',
  description: 'Another member’s `member_id` is a 403; a taken slot a 409.',
  audience: 'member',
  body: memberBookingBody,
  responses: { 201: bookingAnswer },
})

export const memberCancelBooking = endpoint({
  method: 'patch',
  path: '/api/sports-activity/member/bookings/:id/cancel',
  tag,
  summary: 'Cancels one of the member’s own confirmed bookings, before the activity’s cut-off',
  audience: 'member',
  params: bookingIdParam,
  body: cancelBookingBody,
  responses: { 200: bookingAnswer },
})

export type MemberCancelInput = z.output<typeof cancelBookingBody>
