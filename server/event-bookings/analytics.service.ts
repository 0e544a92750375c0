import type { Executor } from '../db/database.js'
import { addDays, clubDate, startOfClubDay } from '../../domain/time.js'
import { bookingsPerDay, bookingTotals, checkInsByHour, eventCountsByStatusAndType } from './analytics.repository.js'
import { toEvent } from './event.view.js'
import { listEvents } from './manage-events.repository.js'
import { bookingStatsOf, findEventOrFail } from './manage-events.service.js'

/** How far back the dashboard's bookings-per-day chart reaches. */
const CHART_DAYS = 30
const TOP_EVENTS = 5

/**
 * GET events/{id}/stats: the door's live counters and the office's chart. Booked seats, checked in
 * (at least once), inside now, and entries and exits per hour of the club's clock (Asia/Kolkata).
 */
export async function eventStats(db: Executor, eventId: number, now: Date) {
  const event = await findEventOrFail(db, eventId)
  const [stats, byHour] = await Promise.all([bookingStatsOf(db, [event]), checkInsByHour(db, eventId)])
  const figures = stats.get(eventId)!
  return {
    event_id: event.event_id,
    title: event.title,
    status: event.status,
    start_at: event.start_at,
    end_at: event.end_at,
    capacity: event.capacity,
    booked: figures.tickets_sold,
    checked_in: figures.checked_in,
    inside_now: figures.inside_now,
    seats_left: figures.seats_left,
    cancelled_tickets: figures.cancelled_tickets,
    bookings: {
      total: figures.total_bookings,
      confirmed: figures.confirmed_bookings,
      attended: figures.attended_bookings,
      no_show: figures.no_show_bookings,
      cancelled: figures.cancelled_bookings,
    },
    revenue_paise: figures.revenue_paise,
    check_ins_by_hour: byHour,
    as_of: now,
  }
}

/** GET analytics/dashboard: events by status and type, booking totals, the last 30 days, and the best-selling upcoming events. */
export async function bookingsDashboard(db: Executor, now: Date) {
  const since = startOfClubDay(addDays(clubDate(now), -(CHART_DAYS - 1)))
  const [eventCounts, totals, perDay, upcoming] = await Promise.all([
    eventCountsByStatusAndType(db),
    bookingTotals(db),
    bookingsPerDay(db, since),
    listEvents(db, { statuses: ['published'], notEndedAt: now }, { limit: 100, offset: 0 }),
  ])
  const byStatus: Record<string, number> = {}
  const byType: Record<string, number> = {}
  for (const { status, event_type, count } of eventCounts) {
    byStatus[status] = (byStatus[status] ?? 0) + count
    byType[event_type] = (byType[event_type] ?? 0) + count
  }
  const topEvents = upcoming
    .map((row) => toEvent(row, now))
    .sort((a, b) => b.tickets_sold - a.tickets_sold || a.start_at.getTime() - b.start_at.getTime())
    .slice(0, TOP_EVENTS)
    .map((event) => ({
      event_id: event.event_id,
      title: event.title,
      start_at: event.start_at,
      capacity: event.capacity,
      tickets_sold: event.tickets_sold,
      seats_left: event.seats_left,
    }))
  return {
    events: {
      total: eventCounts.reduce((sum, row) => sum + row.count, 0),
      upcoming: upcoming.length,
      by_status: byStatus,
      by_type: byType,
    },
    bookings: totals,
    bookings_per_day: perDay.map((day) => ({ ...day, revenue_paise: Number(day.revenue_paise) })),
    top_upcoming_events: topEvents,
    as_of: now,
  }
}
