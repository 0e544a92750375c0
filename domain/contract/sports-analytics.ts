import { z } from 'zod'
import { addDays } from '../time.js'
import { sportsActivityStatuses, sportsBookingStatuses } from '../sports.js'
import { endpoint } from './endpoint.js'
import { clubDay, id, omitEmpty } from './fields.js'
import { sportsBooking } from './sports-bookings.js'
import { tag } from './sports-shapes.js'

/** The office's figures: statistics, revenue between two dates and the dashboard (ADR 015). */

export const statisticsQuery = z.object({ activity_id: omitEmpty(id) })
export const revenueQuery = z
  .object({ start_date: clubDay, end_date: clubDay })
  .refine((range) => range.start_date <= range.end_date, { path: ['end_date'], message: 'must be on or after start_date' })
  .refine((range) => range.end_date <= addDays(range.start_date, 366), {
    path: ['end_date'],
    message: 'must be within 366 days of start_date',
  })

/** An activity's bookings (not cancelled) and their value, in a range of days or in all. */
export const activityTotal = z.object({
  activity_id: z.number(),
  name: z.string(),
  category: z.string(),
  bookings: z.number(),
  revenue_paise: z.number(),
})
export type ActivityTotal = z.infer<typeof activityTotal>

export const sportsStatistics = z.object({
  activity_id: z.number().nullable(),
  total_bookings: z.number(),
  by_status: z.record(z.enum(sportsBookingStatuses), z.number()),
  revenue_paise: z.number(),
  players: z.number(),
  activities: z.array(activityTotal),
})
export type SportsStatistics = z.infer<typeof sportsStatistics>

export const revenueDay = z.object({ date: z.string(), bookings: z.number(), revenue_paise: z.number(), collected_paise: z.number() })
export type RevenueDay = z.infer<typeof revenueDay>

export const revenueReport = z.object({
  start_date: z.string(),
  end_date: z.string(),
  total_paise: z.number(),
  collected_paise: z.number(),
  bookings: z.number(),
  by_day: z.array(revenueDay),
  by_activity: z.array(activityTotal),
})
export type RevenueReport = z.infer<typeof revenueReport>

export const sportsDashboard = z.object({
  date: z.string(),
  today: z.object({
    bookings: z.number(),
    on_court_now: z.number(),
    checked_in: z.number(),
    still_to_come: z.number(),
    cancelled: z.number(),
    no_show: z.number(),
    revenue_paise: z.number(),
  }),
  upcoming_week_bookings: z.number(),
  activities: z.object({ total: z.number(), by_status: z.partialRecord(z.enum(sportsActivityStatuses), z.number()) }),
  todays_bookings: z.array(sportsBooking),
})
export type SportsDashboard = z.infer<typeof sportsDashboard>

export const statistics = endpoint({
  method: 'get',
  path: '/api/sports-activity/statistics',
  tag,
  summary: 'Bookings by status, their value and players, in all or for one activity',
  audience: 'staff',
  query: statisticsQuery,
  responses: { 200: z.object({ success: z.literal(true), statistics: sportsStatistics }) },
})

export const revenue = endpoint({
  method: 'get',
  path: '/api/sports-activity/analytics/revenue',
  tag,
  summary: 'The value of the bookings kept, and what was collected, by day and by activity, between two dates',
  audience: 'staff',
  query: revenueQuery,
  responses: { 200: z.object({ success: z.literal(true), revenue: revenueReport }) },
})

export const dashboard = endpoint({
  method: 'get',
  path: '/api/sports-activity/dashboard',
  tag,
  summary: 'Today at a glance, the week ahead, the activities and today’s bookings',
  audience: 'staff',
  responses: { 200: z.object({ success: z.literal(true), dashboard: sportsDashboard }) },
})
