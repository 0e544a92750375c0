import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import type { DashboardToday } from '../../../domain/contract/dashboard'
import { stubApi } from '../helpers/fetch-stub'
import { renderApp } from '../helpers/render-app'
import { staffRecord, storeRecord } from '../helpers/sessions'
import { adminMenu, steward, stewardClubMenu } from './fixtures'

// The day at a glance on /dashboard (issue 19; ADR 032): the figures the server sends for the role,
// each a link to its screen; loading, empty and failed states.

const NOW = new Date('2026-11-22T13:30:00.000Z') // 19:00 in Delhi

const fullDay = (overrides: Partial<DashboardToday> = {}): DashboardToday => ({
  success: true,
  date: '2026-11-22',
  as_of: NOW.toISOString(),
  events: {
    result: [
      {
        event_id: 7,
        title: 'Members’ Evening',
        venue: 'Main Lawn',
        start_at: '2026-11-22T13:00:00.000Z',
        end_at: '2026-11-22T17:30:00.000Z',
        capacity: 200,
        bookings: 5,
        tickets: 12,
        checked_in: 4,
        inside_now: 3,
      },
      {
        event_id: 8,
        title: 'Ghazal Night',
        venue: 'Banquet Hall',
        start_at: '2026-11-22T14:30:00.000Z',
        end_at: '2026-11-22T17:30:00.000Z',
        capacity: 120,
        bookings: 2,
        tickets: 6,
        checked_in: 0,
        inside_now: 0,
      },
    ],
  },
  kitchen: {
    open: 3,
    ready: 1,
    by_kitchen: [
      { kitchen_id: 1, name: 'Garden Kitchen', open: 1, ready: 0 },
      { kitchen_id: 2, name: 'Main Kitchen', open: 2, ready: 1 },
    ],
  },
  sports: { players_on_court: 7, bookings_on_court: 3, by_activity: [{ activity_id: 4, name: 'Squash', players: 7, bookings: 3 }] },
  accounts: { cheques_waiting: { count: 2, amount_paise: 4_000_000 }, over_limit: 1 },
  birthdays: {
    count: 2,
    result: [
      { memberId: 'M1044', name: 'Anita Desai', turning: 60 },
      { memberId: 'M1201', name: 'Rohit Kapoor', turning: null },
    ],
  },
  ...overrides,
})

const TODAY = 'GET /api/dashboard/today'
const adminMenuStub = { 'POST /api/admin/getmenubyrole': { json: { result: adminMenu } } }

async function tile(name: RegExp) {
  const tiles = await screen.findByRole('list', { name: 'Today in figures' })
  return within(tiles).getByRole('link', { name })
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
})

describe('today at the club (/dashboard)', () => {
  test('an administrator sees every figure, each a link to its screen', async () => {
    stubApi({ ...adminMenuStub, [TODAY]: { json: fullDay() } })
    storeRecord('user', staffRecord())
    renderApp('/dashboard')
    expect((await tile(/2 events today/)).getAttribute('href')).toBe('/dashboard/events')
    expect((await tile(/events today/)).textContent).toContain('4 of 18 tickets checked in')
    expect((await tile(/4 open kitchen orders/)).getAttribute('href')).toBe('/dashboard/restaurants/floor')
    expect((await tile(/open kitchen orders/)).textContent).toContain('3 cooking · 1 ready to serve')
    expect((await tile(/7 players on court/)).getAttribute('href')).toBe('/dashboard/sports/bookings?status=checked_in&date=2026-11-22')
    expect((await tile(/2 cheques waiting/)).getAttribute('href')).toBe('/dashboard/accounts/deposits')
    expect((await tile(/cheques waiting/)).textContent).toContain('₹40,000 to clear')
    expect((await tile(/1 member over their limit/)).getAttribute('href')).toBe('/dashboard/accounts')
    expect((await tile(/2 birthdays today/)).getAttribute('href')).toBe('#birthdays-today')

    const events = screen.getByRole('table', { name: 'Today’s events with their bookings and check-ins' })
    const row = within(events).getByRole('row', { name: /Members’ Evening/ })
    expect(within(row).getByRole('link', { name: 'Members’ Evening' }).getAttribute('href')).toBe('/dashboard/events/7/stats')
    expect(row.textContent).toContain('6:30 pm–11:00 pm')
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['6:30 pm–11:00 pm', '5', '12 / 200', '4', '3'])

    const birthdays = screen.getByRole('list', { name: 'Members with a birthday today' })
    expect(within(birthdays).getByRole('link', { name: 'Anita Desai' }).getAttribute('href')).toBe('/dashboard/members/M1044')
    expect(birthdays.textContent).toContain('M1044 · turns 60')
    expect(screen.getByRole('region', { name: 'On court now' }).textContent).toContain('Squash: 7 players (3 bookings)')
    expect(screen.getByRole('region', { name: 'Kitchen orders by kitchen' }).textContent).toContain('Main Kitchen: 2 cooking · 1 ready')
    expect(screen.getByText(/As of 7:00 pm/)).toBeTruthy()
    // The areas are still there below.
    expect(await screen.findByRole('region', { name: 'Your areas' })).toBeTruthy()
  })

  test('one event today opens its figures; following a tile goes to its screen', async () => {
    const day = fullDay()
    stubApi({ ...adminMenuStub, [TODAY]: { json: { ...day, events: { result: [day.events!.result[0]!] } } } })
    storeRecord('user', staffRecord())
    const app = renderApp('/dashboard')
    const events = await tile(/1 event today/)
    expect(events.getAttribute('href')).toBe('/dashboard/events/7/stats')
    await app.user.click(await tile(/cheques waiting/))
    await waitFor(() => expect(app.currentPath()).toBe('/dashboard/accounts/deposits'))
  })

  test('a steward sees only what the server sends for the role: the kitchen and the birthdays', async () => {
    const { events: _events, sports: _sports, accounts: _accounts, ...stewardDay } = fullDay()
    stubApi({ 'POST /api/getmenubyrole': { json: { result: stewardClubMenu } }, [TODAY]: { json: stewardDay } })
    storeRecord('user', steward)
    renderApp('/dashboard')
    const tiles = await screen.findByRole('list', { name: 'Today in figures' })
    expect(
      within(tiles)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([expect.stringContaining('open kitchen orders'), expect.stringContaining('birthdays today')])
    expect(screen.queryByText(/cheques waiting/)).toBeNull()
    expect(screen.queryByRole('table', { name: /Today’s events/ })).toBeNull()
  })

  test('a quiet day says so: no events, nobody on court, no birthdays', async () => {
    stubApi({
      ...adminMenuStub,
      [TODAY]: {
        json: fullDay({
          events: { result: [] },
          sports: { players_on_court: 0, bookings_on_court: 0, by_activity: [] },
          birthdays: { count: 0, result: [] },
          accounts: { cheques_waiting: { count: 0, amount_paise: 0 }, over_limit: 0 },
        }),
      },
    })
    storeRecord('user', staffRecord())
    renderApp('/dashboard')
    expect(await screen.findByText('No events today')).toBeTruthy()
    expect(screen.getByText('No birthdays today')).toBeTruthy()
    expect((await tile(/0 events today/)).textContent).toContain('Nothing on the calendar')
    expect((await tile(/0 players on court/)).textContent).toContain('No booking checked in now')
    expect((await tile(/0 members over their limit/)).textContent).toContain('All within their credit')
    expect(screen.queryByRole('region', { name: 'On court now' })).toBeNull()
  })

  test('a role that sees no figure is told so, and its areas stay', async () => {
    stubApi({ ...adminMenuStub, [TODAY]: { json: { success: true, date: '2026-11-22', as_of: NOW.toISOString() } } })
    storeRecord('user', staffRecord())
    renderApp('/dashboard')
    expect(await screen.findByText('No figures for your role')).toBeTruthy()
    expect(await screen.findByRole('region', { name: 'Your areas' })).toBeTruthy()
  })

  test('while loading it shows placeholders; a failure says so and tries again on request', async () => {
    let calls = 0
    stubApi({
      ...adminMenuStub,
      [TODAY]: () => {
        calls += 1
        return calls === 1
          ? { status: 500, json: { message: 'Something went wrong on the server. Please try again.', code: 'internal' } }
          : { json: fullDay() }
      },
    })
    storeRecord('user', staffRecord())
    const app = renderApp('/dashboard')
    expect(await screen.findByText('Loading today’s figures…')).toBeTruthy()
    expect(await screen.findByText('Today’s figures could not be loaded')).toBeTruthy()
    await app.user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await tile(/2 events today/)).toBeTruthy()
    expect(screen.queryByText('Today’s figures could not be loaded')).toBeNull()
  })

  test('a role without the dashboard grant never asks for the figures', async () => {
    const menu = stewardClubMenu.map((entry) =>
      entry.key === 'dashboard' ? { ...entry, access: { ...entry.access, view: false } } : entry,
    )
    const { calls } = stubApi({ 'POST /api/getmenubyrole': { json: { result: menu } }, [TODAY]: { json: fullDay() } })
    storeRecord('user', steward)
    renderApp('/dashboard')
    expect(await screen.findByRole('region', { name: 'Your areas' })).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Today at the club' })).toBeNull()
    expect(calls.some((call) => call.path.startsWith('/api/dashboard/today'))).toBe(false)
  })
})
