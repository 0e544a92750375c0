import { CLUB_TIME_ZONE, clubDate } from '../../domain/time.js'
import type { Executor } from '../db/database.js'
import { dayFigures, hourlyFigures, liveOrderCounts } from './kitchen-stats.repository.js'

/**
 * GET /api/kitchen/stats/:kitchenId (ADR 022): the live queue, and today's figures for the club day
 * in Asia/Kolkata. Times are whole seconds; null when no order of the day is ready yet. `hourly` has
 * all 24 hours, so a chart needs no gaps filled.
 */
export async function kitchenStats(db: Executor, kitchenId: number, now: Date) {
  const date = clubDate(now)
  const live = await liveOrderCounts(db, kitchenId)
  const day = await dayFigures(db, kitchenId, date, CLUB_TIME_ZONE)
  const hours = await hourlyFigures(db, kitchenId, date, CLUB_TIME_ZONE)
  const countAt = (rows: { hour: number; count: number }[], hour: number) =>
    Number(rows.find((row) => Number(row.hour) === hour)?.count ?? 0)
  return {
    kitchen_id: kitchenId,
    date,
    open_orders: live.open,
    ready_orders: live.ready,
    orders_today: day.placed,
    cancelled_today: day.cancelled,
    prepared_today: day.prepared,
    average_prep_seconds: day.averageSeconds,
    p90_prep_seconds: day.p90Seconds,
    hourly: Array.from({ length: 24 }, (_, hour) => ({
      hour,
      label: `${String(hour).padStart(2, '0')}:00`,
      placed: countAt(hours.placed, hour),
      ready: countAt(hours.ready, hour),
    })),
  }
}
