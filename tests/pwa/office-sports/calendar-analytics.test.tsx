import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { stubApi } from '../helpers/fetch-stub'
import { renderApp } from '../helpers/render-app'
import { inOneHour, storeRecord } from '../helpers/sessions'
import { activity, CLUB_NOW, page, sportsBooking, sportsDesk, sportsViewerMenu } from './fixtures'

const api = '/api/sports-activity'
const menu = { 'POST /api/getmenubyrole': { json: { result: sportsViewerMenu } } }
const activities = { [`GET ${api}/activities`]: { json: page([activity(), activity({ activity_id: 4, name: 'Swimming' })]) } }

const calendarDays = (year: number, month: number) => {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return Array.from({ length: days }, (_, index) => {
    const date = `${year}-${String(month).padStart(2, '0')}-${String(index + 1).padStart(2, '0')}`
    const isBusy = date === `${year}-${String(month).padStart(2, '0')}-06`
    return { date, bookings: isBusy ? 12 : 0, booked_slots: isBusy ? 16 : 0, total_slots: 32, checked_in: 0, cancelled: isBusy ? 1 : 0 }
  })
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(CLUB_NOW)
  storeRecord('user', { ...sportsDesk, expiresAt: inOneHour() })
})

describe('the sports calendar (/dashboard/sports/calendar)', () => {
  test("a month of the first activity with each day's bookings and use; a day opens its bookings", async () => {
    const { calls } = stubApi({
      ...menu,
      ...activities,
      [`GET ${api}/activities/3/calendar`]: (call) => {
        const query = new URLSearchParams(call.path.split('?')[1])
        const [month, year] = [Number(query.get('month')), Number(query.get('year'))]
        return { json: { success: true, activity_id: 3, month, year, days: calendarDays(year, month) } }
      },
      [`GET ${api}/bookings`]: { json: page([sportsBooking()]) },
    })
    const app = renderApp('/dashboard/sports/calendar')
    expect(await screen.findByRole('heading', { name: 'December 2026' })).toBeTruthy()
    const busy = await screen.findByRole('button', { name: /^6:\s*12\s*bookings \(Sun, 6 Dec, 2026, 50% of slots booked\)$/ })
    expect(screen.getByRole('button', { name: /^1:\s*0\s*bookings \(Tue, 1 Dec, 2026, 0% of slots booked\)$/ })).toBeTruthy()
    expect(calls.find((call) => call.path.startsWith(`${api}/activities/3/calendar`))?.path).toBe(
      `${api}/activities/3/calendar?month=12&year=2026`,
    )

    await app.user.click(busy)
    expect(busy.getAttribute('aria-pressed')).toBe('true')
    const day = await screen.findByRole('table', { name: 'Bookings on Sun, 6 Dec, 2026' })
    expect(within(day).getByRole('link', { name: '#501' })).toBeTruthy()
    expect(calls.find((call) => call.path.startsWith(`${api}/bookings?`))?.path).toBe(
      `${api}/bookings?activity_id=3&date=2026-12-06&page=1&limit=20`,
    )

    await app.user.click(screen.getByRole('button', { name: 'Next month' }))
    expect(await screen.findByRole('heading', { name: 'January 2027' })).toBeTruthy()
    await waitFor(() => expect(calls.some((call) => call.path === `${api}/activities/3/calendar?month=1&year=2027`)).toBe(true))
    expect(screen.queryByRole('table', { name: /Bookings on/ })).toBeNull()
  })

  test('no activities, and a failing calendar, say so', async () => {
    stubApi({ ...menu, [`GET ${api}/activities`]: { json: page([]) } })
    const empty = renderApp('/dashboard/sports/calendar')
    expect(await screen.findByText('No activities yet')).toBeTruthy()
    empty.unmount()
    stubApi({
      ...menu,
      ...activities,
      [`GET ${api}/activities/3/calendar`]: { status: 500, json: { message: 'db down', code: 'internal' } },
    })
    renderApp('/dashboard/sports/calendar')
    expect(await screen.findByText('The calendar could not be loaded')).toBeTruthy()
    expect(screen.getByText('Server error - please try again later.')).toBeTruthy()
  })
})

describe('sports statistics (/dashboard/sports/analytics)', () => {
  const statistics = {
    success: true,
    statistics: {
      activity_id: null,
      total_bookings: 40,
      by_status: { confirmed: 12, checked_in: 2, completed: 20, cancelled: 4, no_show: 2 },
      revenue_paise: 3_200_000,
      players: 96,
      activities: [
        { activity_id: 3, name: 'Badminton', category: 'Racquet sports', bookings: 30, revenue_paise: 2_400_000 },
        { activity_id: 4, name: 'Swimming', category: 'Aquatics', bookings: 6, revenue_paise: 800_000 },
      ],
    },
  }
  const revenue = {
    success: true,
    revenue: {
      start_date: '2026-11-06',
      end_date: '2026-12-05',
      total_paise: 3_200_000,
      collected_paise: 400_000,
      bookings: 36,
      by_day: [
        { date: '2026-12-04', bookings: 20, revenue_paise: 1_600_000, collected_paise: 200_000 },
        { date: '2026-12-05', bookings: 16, revenue_paise: 1_600_000, collected_paise: 200_000 },
      ],
      by_activity: [],
    },
  }
  const dashboard = {
    success: true,
    dashboard: {
      date: '2026-12-05',
      today: { bookings: 16, on_court_now: 3, checked_in: 7, still_to_come: 8, cancelled: 1, no_show: 1, revenue_paise: 1_280_000 },
      upcoming_week_bookings: 54,
      activities: { total: 5, by_status: { active: 4, maintenance: 1 } },
      todays_bookings: [sportsBooking({ booking_date: '2026-12-05' })],
    },
  }

  test('today, statistics by status and activity, and revenue per day, with SVG charts and their tables', async () => {
    const { calls } = stubApi({
      ...menu,
      ...activities,
      [`GET ${api}/statistics`]: { json: statistics },
      [`GET ${api}/analytics/revenue`]: { json: revenue },
      [`GET ${api}/dashboard`]: { json: dashboard },
    })
    const app = renderApp('/dashboard/sports/analytics')
    const today = await screen.findByRole('region', { name: 'Today, Sat, 5 Dec, 2026' })
    const todayFigures = within(today).getByLabelText('Today')
    expect(within(todayFigures).getByText('On court now').nextSibling?.textContent).toBe('3')
    expect(within(todayFigures).getByText('Value').nextSibling?.textContent).toBe('₹12,800')
    expect(within(today).getByRole('table', { name: "Today's bookings" })).toBeTruthy()

    const stats = screen.getByRole('region', { name: 'Statistics' })
    expect(await within(stats).findByText('₹32,000')).toBeTruthy()
    expect(within(stats).getByText('No show').nextSibling?.textContent).toBe('2')
    expect(
      within(stats).getByRole('img', { name: /Bookings and value by activity: Bookings up to 30; Value \(₹\) up to 24000/ }),
    ).toBeTruthy()
    expect(within(stats).getByRole('cell', { name: '₹24,000' })).toBeTruthy()

    const money = screen.getByRole('region', { name: 'Revenue' })
    expect(await within(money).findByRole('img', { name: /Value per day/ })).toBeTruthy()
    expect(within(money).getByText('Collected at the desk').nextSibling?.textContent).toBe('₹4,000')
    expect(calls.find((call) => call.path.startsWith(`${api}/analytics/revenue`))?.path).toBe(
      `${api}/analytics/revenue?start_date=2026-11-06&end_date=2026-12-05`,
    )

    await app.user.selectOptions(within(stats).getByLabelText('Statistics for'), '4')
    await waitFor(() => expect(calls.some((call) => call.path === `${api}/statistics?activity_id=4`)).toBe(true))
  })

  test('each part shows its own failure', async () => {
    stubApi({
      ...menu,
      ...activities,
      [`GET ${api}/statistics`]: { status: 500, json: { message: 'db down', code: 'internal' } },
      [`GET ${api}/analytics/revenue`]: {
        status: 400,
        json: { message: 'end_date: must be on or after start_date', code: 'invalid_input' },
      },
      [`GET ${api}/dashboard`]: () => Promise.reject(new TypeError('Failed to fetch')),
    })
    renderApp('/dashboard/sports/analytics')
    expect(await screen.findByText('Statistics could not be loaded')).toBeTruthy()
    expect(screen.getByText('Server error - please try again later.')).toBeTruthy()
    expect(await screen.findByText('end_date: must be on or after start_date')).toBeTruthy()
    expect(await screen.findByText("Today's figures could not be loaded")).toBeTruthy()
    expect(screen.getByText('Network error - please check your connection and try again')).toBeTruthy()
  })
})
