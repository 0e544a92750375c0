import { onlineManager } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { AppProviders } from '../../../pwa/app/AppProviders'
import { createQueryClient } from '../../../pwa/app/query-client'
import { appRoutes } from '../../../pwa/routes'
import { stubApi } from '../helpers/fetch-stub'
import { memberRecord, storeRecord } from '../helpers/sessions'
import { booking, memberEvent, page } from '../office/events/fixtures'
import { activity, details, sportsBooking } from '../office-sports/fixtures'

// The member app on a phone with no network (issue 17): every page says it is offline and shows
// what the phone saved (the persisted query cache, the booking wallets, the sign-in record), and
// none waits on "Loading" for an answer that cannot come.

const events = '/api/event-bookings/member'
const sports = '/api/sports-activity/member'

/**
 * The installed app at one path, as pwa/main.tsx builds it: its query client, persisted to
 * localStorage. A fresh client is an app started afresh; one client kept is one visit going on.
 */
function renderInstalledApp(path: string, queryClient = createQueryClient()) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] })
  return render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
}

/** No network at all: the browser says so, TanStack Query knows, and a request fails at once. */
function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  onlineManager.setOnline(false)
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  )
}

const availability = {
  success: true as const,
  activity_id: 3,
  date: '2026-12-05',
  items: [{ item_id: 11, name: 'Court 1', status: 'available' as const }],
  slots: [{ start_time: '17:00', end_time: '18:00', items: [{ item_id: 11, available: true }] }],
}

/** Each member page that reads the server, and what on it only the saved answer can show. */
const pages = [
  { path: '/member/events', heading: 'Events', saved: 'Winter Social Evening', what: 'the events' },
  { path: '/member/events/7', heading: 'Winter Social Evening', saved: 'Main Lawn · Social', what: 'this event' },
  { path: '/member/bookings', heading: 'My bookings', saved: 'Court A · Sun, 6 Dec, 2026', what: 'your bookings' },
  { path: '/member/bookings/31', heading: 'Winter Social Evening', saved: 'Anjali Malhotra', what: 'these tickets' },
  { path: '/member/sports', heading: 'Sports', saved: 'Badminton', what: 'the activities' },
  { path: '/member/sports/3', heading: 'Badminton', saved: 'Court 1', what: 'this activity' },
]

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-12-05T04:30:00.000Z')) // 10:00 in Delhi
  // A member signed in this morning, for the day.
  storeRecord('member', memberRecord({ expiresAt: Math.floor(Date.now() / 1000) + 86_400 }))
  Element.prototype.scrollIntoView = vi.fn() as unknown as Element['scrollIntoView']
})
afterEach(() => {
  onlineManager.setOnline(true)
})

describe('the member app offline', () => {
  test('with nothing saved yet, every member page says it is offline, and none waits on Loading', async () => {
    goOffline()
    for (const { path, what } of pages) {
      const view = renderInstalledApp(path)
      const nothing = await screen.findByText(
        path === '/member/bookings' ? /has not saved your bookings yet/ : `This phone has not saved ${what} yet.`,
        {
          exact: false,
        },
      )
      expect(nothing, path).toBeTruthy()
      expect(screen.getByText('You are offline. Showing what this device saved.'), path).toBeTruthy()
      expect(screen.queryByText(/Loading|Finding/), path).toBeNull()
      view.unmount()
    }
  })

  test('after one visit online, every member page opens offline with what the phone saved, and says from when', async () => {
    stubApi({
      [`GET ${events}/events/available`]: { json: page([memberEvent()]) },
      [`GET ${events}/events/7`]: { json: { success: true, event: memberEvent() } },
      [`GET ${events}/my-bookings`]: { json: page([booking()]) },
      [`GET ${events}/bookings/31`]: { json: { success: true, booking: booking() } },
      [`GET ${sports}/bookings`]: {
        json: page([sportsBooking({ activity_name: 'Squash', item_name: 'Court A', booking_date: '2026-12-06' })]),
      },
      [`GET ${sports}/activities`]: { json: page([activity()]) },
      [`GET ${sports}/activities/3`]: { json: details({ items: [details().items[0]!] }) },
      [`GET ${sports}/activities/3/availability`]: { json: availability },
    })
    const visit = createQueryClient()
    for (const { path, saved } of pages) {
      const view = renderInstalledApp(path, visit)
      expect(await screen.findByText(saved, { exact: false }), path).toBeTruthy()
      view.unmount()
    }
    // The persister writes the cache a moment after the last answer.
    await waitFor(() => expect(localStorage.getItem('clubQueryCache')).toContain('availability'), { timeout: 3000 })

    vi.setSystemTime(new Date('2026-12-05T06:30:00.000Z')) // two hours later, on the way to the club
    goOffline()
    for (const { path, heading, saved, what } of pages) {
      const view = renderInstalledApp(path)
      expect(await screen.findByRole('heading', { level: 1, name: heading }), path).toBeTruthy()
      expect(await screen.findByText(saved, { exact: false }), path).toBeTruthy()
      const notice = screen.getByText(new RegExp(`^Offline: showing ${what} as saved on this phone on 5 December 2026 at 10:00 am`))
      expect(notice.getAttribute('role'), path).toBe('status')
      expect(within(document.body).getByText('You are offline. Showing what this device saved.'), path).toBeTruthy()
      expect(screen.queryByText(/Loading|Finding/), path).toBeNull()
      // Nothing that needs the server is offered: a cancel would only fail.
      expect(screen.queryByRole('button', { name: /Cancel booking|Receipt/ }), path).toBeNull()
      view.unmount()
    }
    renderInstalledApp('/member/bookings')
    expect(await screen.findByText('You can cancel until 4:00 pm tomorrow, once you are back online.')).toBeTruthy()
  })

  test("the membership card and a dependent's card need no network at all", async () => {
    goOffline()
    const card = renderInstalledApp('/member')
    expect(await screen.findByAltText('Membership QR code for M1001')).toBeTruthy()
    expect(screen.getByText('You are offline. Showing what this device saved.')).toBeTruthy()
    card.unmount()
    renderInstalledApp('/member/dependents/1')
    expect(await screen.findByAltText('Membership QR code for Anjali Malhotra (M1001-1)')).toBeTruthy()
  })
})
