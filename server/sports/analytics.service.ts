import { addDays, sportsBookingStatuses, type SportsBookingStatus } from '../../domain/sports.js'
import { clubDate } from '../../domain/time.js'
import type { Executor } from '../db/database.js'
import { findActivityOrFail } from './activities.service.js'
import { activityStatusCounts, activityTotals, countHoldingBetween, dayCounts, revenueByDay, statusCounts } from './analytics.repository.js'
import { listBookings } from './bookings.repository.js'
import { toSportsBooking } from './booking.view.js'

/** GET statistics: bookings by status, their value and players (cancelled ones not counted in value). */
export async function statisticsOf(db: Executor, activityId: number | undefined) {
  if (activityId) await findActivityOrFail(db, activityId)
  const [rows, activities] = await Promise.all([statusCounts(db, activityId), activityTotals(db, { activityId })])
  const byStatus = Object.fromEntries(sportsBookingStatuses.map((status) => [status, 0])) as Record<SportsBookingStatus, number>
  for (const row of rows) byStatus[row.status] = row.bookings
  const kept = rows.filter((row) => row.status !== 'cancelled')
  return {
    activity_id: activityId ?? null,
    total_bookings: rows.reduce((sum, row) => sum + row.bookings, 0),
    by_status: byStatus,
    revenue_paise: kept.reduce((sum, row) => sum + row.value_paise, 0),
    players: kept.reduce((sum, row) => sum + row.players, 0),
    activities,
  }
}

/** GET analytics/revenue: the value of bookings kept (not cancelled) by day and by activity. */
export async function revenueOf(db: Executor, from: string, to: string) {
  const [byDay, byActivity] = await Promise.all([revenueByDay(db, from, to), activityTotals(db, { from, to })])
  return {
    start_date: from,
    end_date: to,
    total_paise: byDay.reduce((sum, day) => sum + day.revenue_paise, 0),
    collected_paise: byDay.reduce((sum, day) => sum + day.collected_paise, 0),
    bookings: byDay.reduce((sum, day) => sum + day.bookings, 0),
    by_day: byDay,
    by_activity: byActivity,
  }
}

/** GET dashboard: today at a glance, the week ahead, the activities and the latest bookings. */
export async function dashboardOf(db: Executor, now: Date) {
  const today = clubDate(now)
  const [todayCounts, upcoming, activities, latest] = await Promise.all([
    dayCounts(db, today),
    countHoldingBetween(db, addDays(today, 1), addDays(today, 7)),
    activityStatusCounts(db),
    listBookings(db, { date: today }, { limit: 10, offset: 0 }),
  ])
  return {
    date: today,
    today: todayCounts,
    upcoming_week_bookings: upcoming,
    activities: {
      total: activities.reduce((sum, row) => sum + row.activities, 0),
      by_status: Object.fromEntries(activities.map((row) => [row.status, row.activities])),
    },
    todays_bookings: latest.map(toSportsBooking),
  }
}
