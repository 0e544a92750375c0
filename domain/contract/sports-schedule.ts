import { z } from 'zod'
import { endpoint } from './endpoint.js'
import { clubDay, wholeNumberText } from './fields.js'
import { activityIdParam } from './sports-activities.js'
import { availability, tag } from './sports-shapes.js'

/** An activity's slots, a day's availability and a month's calendar (ADR 015, "Shapes"). */

export const dateQuery = z.object({ date: clubDay })
export const calendarQuery = z.object({ month: wholeNumberText(1, 12), year: wholeNumberText(2000, 2100) })

export const calendarDay = z.object({
  date: z.string(),
  bookings: z.number(),
  booked_slots: z.number(),
  total_slots: z.number(),
  checked_in: z.number(),
  cancelled: z.number(),
})
export type CalendarDay = z.infer<typeof calendarDay>

const calendar = z.object({
  success: z.literal(true),
  activity_id: z.number(),
  month: z.number(),
  year: z.number(),
  days: z.array(calendarDay),
})
export type SportsCalendar = z.infer<typeof calendar>

export const timeSlots = endpoint({
  method: 'get',
  path: '/api/sports-activity/activities/:id/time-slots',
  tag,
  summary: 'The slots an activity’s day is cut into',
  audience: 'staff-or-member',
  params: activityIdParam,
  responses: {
    200: z.object({
      success: z.literal(true),
      activity_id: z.number(),
      slot_minutes: z.number(),
      open_time: z.string(),
      close_time: z.string(),
      slots: z.array(z.object({ start_time: z.string(), end_time: z.string() })),
    }),
  },
})

export const activityAvailability = endpoint({
  method: 'get',
  path: '/api/sports-activity/activities/:id/availability',
  tag,
  summary: 'Each slot of a day with each item’s availability; staff also see which booking holds a taken item',
  audience: 'staff-or-member',
  params: activityIdParam,
  query: dateQuery,
  responses: { 200: availability },
})

export const activityCalendar = endpoint({
  method: 'get',
  path: '/api/sports-activity/activities/:id/calendar',
  tag,
  summary: 'Per day of a month: bookings, slots booked of those bookable, check-ins and cancellations',
  audience: 'staff',
  params: activityIdParam,
  query: calendarQuery,
  responses: { 200: calendar },
})
