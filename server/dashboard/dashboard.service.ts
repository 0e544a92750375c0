import type { DashboardToday } from '../../domain/contract/dashboard.js'
import { addDays, clubDate, startOfClubDay } from '../../domain/time.js'
import type { Executor } from '../db/database.js'
import { ticketCountsByEvent, bookingCountsByEvent } from '../event-bookings/analytics.repository.js'
import { pendingChequeTotals } from '../member-accounts/accounts-dashboard.repository.js'
import { birthdaysOn, countOverLimit, eventsBetween, onCourtByActivity, openOrdersByKitchen } from './dashboard.repository.js'

/** The areas whose figures the dashboard shows; each is read only when the caller may view it. */
export const dashboardAreas = ['events', 'restaurants', 'sports', 'accounts', 'members'] as const
export type DashboardArea = (typeof dashboardAreas)[number]

const BIRTHDAYS_SHOWN = 50

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

/** The months and days whose birthdays fall on `day`: 29 February ones on 28 February in other years. */
export function birthdayMonthDays(day: string): string[] {
  const monthDay = day.slice(5)
  return monthDay === '02-28' && !isLeapYear(Number(day.slice(0, 4))) ? ['02-28', '02-29'] : [monthDay]
}

/** How old someone born on `born` is on `day` (both 'YYYY-MM-DD'): the age they turn on their birthday. */
export function ageOn(born: string, day: string): number | null {
  const age = Number(day.slice(0, 4)) - Number(born.slice(0, 4))
  return age > 0 && age < 150 ? age : null
}

async function eventsToday(db: Executor, from: Date, to: Date): Promise<NonNullable<DashboardToday['events']>> {
  const events = await eventsBetween(db, from, to)
  const ids = events.map((event) => event.event_id)
  const [tickets, bookings] = await Promise.all([ticketCountsByEvent(db, ids), bookingCountsByEvent(db, ids)])
  return {
    result: events.map((event) => {
      const ticketCounts = tickets.get(event.event_id)
      const bookingCounts = bookings.get(event.event_id)
      return {
        event_id: event.event_id,
        title: event.title,
        venue: event.venue,
        start_at: event.start_at.toISOString(),
        end_at: event.end_at.toISOString(),
        capacity: event.capacity,
        bookings: bookingCounts ? bookingCounts.total - bookingCounts.cancelled : 0,
        tickets: ticketCounts?.booked ?? 0,
        checked_in: ticketCounts?.checked_in ?? 0,
        inside_now: ticketCounts?.inside_now ?? 0,
      }
    }),
  }
}

async function kitchenNow(db: Executor): Promise<NonNullable<DashboardToday['kitchen']>> {
  const rows = await openOrdersByKitchen(db)
  return {
    open: rows.reduce((sum, row) => sum + row.open, 0),
    ready: rows.reduce((sum, row) => sum + row.ready, 0),
    by_kitchen: rows.map((row) => ({ kitchen_id: row.kitchen_id, name: row.name, open: row.open, ready: row.ready })),
  }
}

async function sportsNow(db: Executor, today: string): Promise<NonNullable<DashboardToday['sports']>> {
  const rows = await onCourtByActivity(db, today)
  return {
    players_on_court: rows.reduce((sum, row) => sum + row.players, 0),
    bookings_on_court: rows.reduce((sum, row) => sum + row.bookings, 0),
    by_activity: rows.map((row) => ({ activity_id: row.activity_id, name: row.name, players: row.players, bookings: row.bookings })),
  }
}

async function accountsNow(db: Executor): Promise<NonNullable<DashboardToday['accounts']>> {
  const [cheques, overLimit] = await Promise.all([pendingChequeTotals(db), countOverLimit(db)])
  return { cheques_waiting: { count: cheques.count, amount_paise: Number(cheques.amount) }, over_limit: overLimit }
}

async function birthdaysToday(db: Executor, today: string): Promise<NonNullable<DashboardToday['birthdays']>> {
  const { rows, count } = await birthdaysOn(db, birthdayMonthDays(today), BIRTHDAYS_SHOWN)
  return {
    count,
    result: rows.map((row) => ({
      memberId: row.member_id,
      name: row.name,
      turning: row.date_of_birth ? ageOn(row.date_of_birth, today) : null,
    })),
  }
}

/**
 * GET dashboard/today: the club day of `now` (Asia/Kolkata), each part read only for an area in
 * `areas`, all parts at once.
 */
export async function dashboardToday(db: Executor, now: Date, areas: ReadonlySet<DashboardArea>): Promise<DashboardToday> {
  const today = clubDate(now)
  const from = startOfClubDay(today)
  const to = startOfClubDay(addDays(today, 1))
  const [events, kitchen, sports, accounts, birthdays] = await Promise.all([
    areas.has('events') ? eventsToday(db, from, to) : undefined,
    areas.has('restaurants') ? kitchenNow(db) : undefined,
    areas.has('sports') ? sportsNow(db, today) : undefined,
    areas.has('accounts') ? accountsNow(db) : undefined,
    areas.has('members') ? birthdaysToday(db, today) : undefined,
  ])
  return {
    success: true,
    date: today,
    as_of: now.toISOString(),
    ...(events ? { events } : {}),
    ...(kitchen ? { kitchen } : {}),
    ...(sports ? { sports } : {}),
    ...(accounts ? { accounts } : {}),
    ...(birthdays ? { birthdays } : {}),
  }
}
