import { screen, waitFor, within } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { stubApi } from '../helpers/fetch-stub'
import { renderApp } from '../helpers/render-app'
import { memberRecord, storeRecord } from '../helpers/sessions'
import type { Availability } from '../../../domain/contract/sports-shapes'
import type { SportsBookingStatus } from '../../../domain/sports'
import { activity, CLUB_NOW, details, page, sportsBooking, subcategory } from '../office-sports/fixtures'

const api = '/api/sports-activity/member'

const slot = (start: string, end: string, free: Record<number, boolean>) => ({
  start_time: start,
  end_time: end,
  items: Object.entries(free).map(([itemId, available]) => ({ item_id: Number(itemId), available })),
})
const availability = (date: string, takenAt11 = false): Availability => ({
  success: true,
  activity_id: 3,
  date,
  items: [
    { item_id: 11, name: 'Court 1', status: 'available' },
    { item_id: 12, name: 'Court 2', status: 'available' },
  ],
  slots: [
    slot('09:00', '10:00', { 11: true, 12: true }),
    slot('10:00', '11:00', { 11: true, 12: true }),
    slot('11:00', '12:00', { 11: !takenAt11, 12: false }),
    slot('12:00', '13:00', { 11: true, 12: true }),
    slot('13:00', '14:00', { 11: false, 12: true }),
  ],
})

let scrollIntoView: ReturnType<typeof vi.fn>

beforeEach(() => {
  // Only the clock is fixed (10:00 in Delhi, 5 December 2026); timers stay real for the user events.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(CLUB_NOW)
  storeRecord('member', memberRecord())
  // jsdom lays nothing out, so it has no scrollIntoView; the page's call is what we check.
  scrollIntoView = vi.fn()
  Element.prototype.scrollIntoView = scrollIntoView as unknown as Element['scrollIntoView']
})

afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView
})

/** A system setting of less motion, as window.matchMedia reports it (jsdom has none). */
const preferLessMotion = () =>
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  )

const bookableActivity = (overrides: Record<string, unknown> = {}) => ({
  [`GET ${api}/activities/3`]: { json: details(overrides) },
  [`GET ${api}/activities/3/availability`]: { json: availability('2026-12-05') },
})

describe('sports in the member app', () => {
  test('the membership card links to Sports', async () => {
    stubApi({})
    const app = renderApp('/member')
    const links = within(await screen.findByRole('navigation', { name: 'Member app' }))
    await app.user.click(links.getByRole('link', { name: 'Sports' }))
    await waitFor(() => expect(app.currentPath()).toBe('/member/sports'))
  })

  test('activities are listed by category with price in rupees, hours and slot length, the member token sent', async () => {
    const { calls } = stubApi({
      [`GET ${api}/activities`]: {
        json: page([
          activity(),
          activity({
            activity_id: 4,
            name: 'Swimming',
            category: 'Aquatics',
            price_paise: 30_000,
            guest_price_paise: null,
            slot_minutes: 45,
            open_time: '06:30',
            close_time: '20:00',
          }),
        ]),
      },
    })
    renderApp('/member/sports')
    const racquet = await screen.findByRole('region', { name: 'Racquet sports' })
    expect(
      within(racquet)
        .getByRole('link', { name: /Badminton/ })
        .getAttribute('href'),
    ).toBe('/member/sports/3')
    expect(within(racquet).getByText('₹800 a slot of 1 hour (guests ₹1,000)')).toBeTruthy()
    expect(within(racquet).getByText('Open 6:00 am – 10:00 pm')).toBeTruthy()
    const aquatics = screen.getByRole('region', { name: 'Aquatics' })
    expect(within(aquatics).getByText('₹300 a slot of 45 min')).toBeTruthy()
    expect(calls[0]?.headers['xm-auth-token']).toBe('member-token')
    expect(calls[0]?.path).toBe(`${api}/activities?limit=100`)
  })

  test('no activities, a server error and no network each say so', async () => {
    stubApi({ [`GET ${api}/activities`]: { json: page([]) } })
    const empty = renderApp('/member/sports')
    expect(await screen.findByText('No activities to book yet')).toBeTruthy()
    empty.unmount()

    stubApi({ [`GET ${api}/activities`]: { status: 500, json: { message: 'boom', code: 'internal' } } })
    const failing = renderApp('/member/sports')
    expect(within(await screen.findByRole('alert')).getByText('Server error - please try again later.')).toBeTruthy()
    failing.unmount()

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    )
    renderApp('/member/sports')
    expect(within(await screen.findByRole('alert')).getByText('Network error - please check your connection and try again')).toBeTruthy()
  })

  test('an activity that is not there says "Sports activity not found."', async () => {
    stubApi({ [`GET ${api}/activities/99`]: { status: 404, json: { message: 'Not found', code: 'not_found' } } })
    renderApp('/member/sports/99')
    expect(within(await screen.findByRole('alert')).getByText('Sports activity not found.')).toBeTruthy()
  })

  test('the grid shows started slots as unavailable; a free cell books with its price shown first', async () => {
    const { calls } = stubApi({
      [`GET ${api}/activities/3`]: { json: details() },
      [`GET ${api}/activities/3/availability`]: (call) => ({
        json: availability(new URLSearchParams(call.path.split('?')[1]).get('date')!),
      }),
      [`POST ${api}/bookings`]: { status: 201, json: { success: true, message: 'Booking created successfully', booking: sportsBooking() } },
      [`GET ${api}/bookings`]: { json: page([sportsBooking()]) },
      [`GET ${api}/activities`]: { json: page([activity()]) },
      'GET /api/event-bookings/member/my-bookings': { json: page([]) },
    })
    const success = vi.spyOn(toast, 'success')
    const app = renderApp('/member/sports/3')
    const date = await screen.findByLabelText('Date')
    expect(date).toHaveProperty('value', '2026-12-05')
    expect(date.getAttribute('min')).toBe('2026-12-05')
    expect(date.getAttribute('max')).toBe('2026-12-19')
    const grid = await screen.findByRole('table')
    // 9:00 and 10:00 have started by 10:00, whatever the server last said: folded away, the grid opens at 11:00.
    let rows = within(grid).getAllByRole('row')
    expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual([
      'Time',
      '11:00 am – 12:00 pm',
      '12:00 pm – 1:00 pm',
      '1:00 pm – 2:00 pm',
    ])
    expect(within(rows[1]!).getByText('Taken')).toBeTruthy()
    const earlier = screen.getByRole('button', { name: 'Show the 2 slots already started' })
    expect(earlier.getAttribute('aria-expanded')).toBe('false')
    await app.user.click(earlier)
    rows = within(grid).getAllByRole('row')
    expect(within(rows[1]!).getAllByText('Started')).toHaveLength(2)
    expect(within(rows[2]!).getAllByText('Started')).toHaveLength(2)
    expect(within(grid).queryByRole('button', { name: 'Court 1, 9:00 am – 10:00 am, free' })).toBeNull()
    await app.user.click(screen.getByRole('button', { name: 'Hide the 2 slots already started' }))
    expect(within(grid).getAllByRole('row')).toHaveLength(4)

    await app.user.click(within(grid).getByRole('button', { name: 'Court 1, 11:00 am – 12:00 pm, free' }))
    const form = await screen.findByRole('form', { name: 'Book a slot' })
    const price = within(form).getByLabelText('Price')
    expect(within(price).getByText('1 × ₹800')).toBeTruthy()
    expect(within(form).getByLabelText('Players')).toHaveProperty('value', '1')
    expect(within(form).getByLabelText('Myself')).toHaveProperty('checked', true)
    expect(
      within(within(form).getByLabelText('Ends at'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['12:00 pm (1 slot)', '1:00 pm (2 slots)'])

    await app.user.selectOptions(within(form).getByLabelText('Ends at'), '13:00')
    await app.user.selectOptions(within(form).getByLabelText('Players'), '3')
    expect(within(price).getByText('2 × ₹800')).toBeTruthy()
    expect(within(price).getAllByText('₹1,600')).toHaveLength(2)
    await app.user.click(within(form).getByLabelText('A guest of mine'))
    await app.user.type(within(form).getByLabelText("Guest's name (optional)"), 'Rohan Kapoor')
    await app.user.type(within(form).getByLabelText('Special requests (optional)'), 'Shuttles please')
    expect(within(price).getByText('2 × ₹1,000')).toBeTruthy()
    expect(within(price).getAllByText('₹2,000')).toHaveLength(2)

    await app.user.click(within(form).getByRole('button', { name: 'Confirm booking' }))
    await waitFor(() => expect(app.currentPath()).toBe('/member/bookings'))
    expect(success).toHaveBeenCalledWith('Booking created successfully')
    const posted = calls.find((call) => call.method === 'POST')
    expect(posted?.body).toEqual({
      activity_id: 3,
      item_id: 11,
      booking_date: '2026-12-05',
      start_time: '11:00',
      end_time: '13:00',
      player_count: 3,
      user_type: 'guest',
      contact_name: 'Rohan Kapoor',
      special_requests: 'Shuttles please',
    })
    expect(posted?.headers['xm-auth-token']).toBe('member-token')
  })

  test('the limits of one booking read in the singular where a limit is 1', async () => {
    stubApi(bookableActivity())
    const usual = renderApp('/member/sports/3')
    expect(await screen.findByText('Open 6:00 am – 10:00 pm · slots of 1 hour, up to 2 in one booking · up to 4 players')).toBeTruthy()
    usual.unmount()

    stubApi(bookableActivity({ activity: activity({ max_players: 1, max_slots_per_booking: 1 }) }))
    renderApp('/member/sports/3')
    expect(await screen.findByText('Open 6:00 am – 10:00 pm · slots of 1 hour, one in a booking · for 1 player')).toBeTruthy()
  })

  test('a tapped cell brings its booking form into view, gliding, with the focus on the form heading', async () => {
    stubApi(bookableActivity())
    const app = renderApp('/member/sports/3')
    await app.user.click(await screen.findByRole('button', { name: 'Court 1, 11:00 am – 12:00 pm, free' }))
    const form = await screen.findByRole('form', { name: 'Book a slot' })
    const heading = within(form).getByRole('heading', { name: 'Court 1, Sat, 5 Dec, 2026' })
    expect(document.activeElement).toBe(heading)
    expect(scrollIntoView).toHaveBeenCalledTimes(1)
    expect(scrollIntoView.mock.contexts[0]).toBe(form)
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' })

    // Another cell: the form for it comes into view in turn.
    await app.user.click(screen.getByRole('button', { name: 'Court 2, 12:00 pm – 1:00 pm, free' }))
    expect(await screen.findByRole('heading', { name: 'Court 2, Sat, 5 Dec, 2026' })).toBe(document.activeElement)
    expect(scrollIntoView).toHaveBeenCalledTimes(2)
  })

  test('with less motion asked for, the booking form jumps into view instead of gliding', async () => {
    preferLessMotion()
    stubApi(bookableActivity())
    const app = renderApp('/member/sports/3')
    await app.user.click(await screen.findByRole('button', { name: 'Court 1, 11:00 am – 12:00 pm, free' }))
    await screen.findByRole('form', { name: 'Book a slot' })
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' })
  })

  test('a session with its own price (coaching) is chosen in the form, priced and sent', async () => {
    const coaching = subcategory({
      sub_category_id: 7,
      name: 'Coaching with the club pro',
      description: 'One hour with Coach Pradeep.',
      price_paise: 150_000,
    })
    const { calls } = stubApi({
      [`GET ${api}/activities/3`]: { json: details({ subcategories: [coaching] }) },
      [`GET ${api}/activities/3/availability`]: (call) => ({
        json: availability(new URLSearchParams(call.path.split('?')[1]).get('date')!),
      }),
      [`POST ${api}/bookings`]: { status: 201, json: { success: true, message: 'Booking created successfully', booking: sportsBooking() } },
      [`GET ${api}/bookings`]: { json: page([sportsBooking()]) },
      'GET /api/event-bookings/member/my-bookings': { json: page([]) },
    })
    const app = renderApp('/member/sports/3')
    const grid = await screen.findByRole('table')
    expect(screen.getByText('Sessions: Coaching with the club pro ₹1,500 a slot')).toBeTruthy()
    await app.user.click(within(grid).getByRole('button', { name: 'Court 1, 11:00 am – 12:00 pm, free' }))
    const form = await screen.findByRole('form', { name: 'Book a slot' })
    expect(within(form).getByRole('option', { name: 'Coaching with the club pro (₹1,500 a slot)' })).toBeTruthy()
    const price = within(form).getByLabelText('Price')
    expect(within(price).getByText('1 × ₹800')).toBeTruthy()
    await app.user.selectOptions(within(form).getByLabelText('Session'), '7')
    expect(within(form).getByText('One hour with Coach Pradeep.')).toBeTruthy()
    expect(within(price).getByText('1 × ₹1,500')).toBeTruthy()
    await app.user.click(within(form).getByRole('button', { name: 'Confirm booking' }))
    await waitFor(() => expect(app.currentPath()).toBe('/member/bookings'))
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ subcategory_id: 7, user_type: 'member' })
  })

  test('409 "Slot is no longer available": the member is told, the grid is read again and shows the slot taken', async () => {
    let isTaken = false
    const { calls } = stubApi({
      [`GET ${api}/activities/3`]: { json: details() },
      [`GET ${api}/activities/3/availability`]: () => ({ json: availability('2026-12-05', isTaken) }),
      [`POST ${api}/bookings`]: () => {
        isTaken = true
        return { status: 409, json: { message: 'Slot is no longer available', code: 'conflict' } }
      },
    })
    const app = renderApp('/member/sports/3')
    await app.user.click(await screen.findByRole('button', { name: 'Court 1, 11:00 am – 12:00 pm, free' }))
    await app.user.click(within(await screen.findByRole('form', { name: 'Book a slot' })).getByRole('button', { name: 'Confirm booking' }))
    expect(await screen.findByText(/^Slot is no longer available: someone booked it a moment ago/)).toBeTruthy()
    expect(screen.queryByRole('form', { name: 'Book a slot' })).toBeNull()
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Court 1, 11:00 am – 12:00 pm, free' })).toBeNull())
    expect(calls.filter((call) => call.path.startsWith(`${api}/activities/3/availability`)).length).toBeGreaterThanOrEqual(2)
    expect(app.currentPath()).toBe('/member/sports/3')
  })

  test('a date beyond the booking window is refused before asking the server', async () => {
    const { calls } = stubApi({
      [`GET ${api}/activities/3`]: { json: details({ activity: activity({ booking_window_days: 3 }) }) },
      [`GET ${api}/activities/3/availability`]: { json: availability('2026-12-05') },
    })
    const app = renderApp('/member/sports/3')
    const date = await screen.findByLabelText('Date')
    await screen.findByRole('table')
    await app.user.clear(date)
    await app.user.type(date, '2026-12-20')
    expect(await screen.findByText('Choose a date from Sat, 5 Dec, 2026 to Tue, 8 Dec, 2026.')).toBeTruthy()
    expect(calls.some((call) => call.path.includes('date=2026-12-20'))).toBe(false)
  })

  test('an activity under maintenance shows no grid', async () => {
    stubApi({ [`GET ${api}/activities/3`]: { json: details({ activity: activity({ status: 'maintenance' }) }) } })
    renderApp('/member/sports/3')
    expect(await screen.findByText('This activity is under maintenance and takes no bookings for now.')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })
})

describe('sports bookings in My bookings', () => {
  test('upcoming and past bookings with their status; cancel says until when and asks first', async () => {
    let status: SportsBookingStatus = 'confirmed'
    const tomorrow = () => sportsBooking({ booking_id: 501, status, booking_date: '2026-12-06', start_time: '18:00', end_time: '19:00' })
    const { calls } = stubApi({
      [`GET ${api}/bookings`]: () => ({
        json: page([
          tomorrow(),
          sportsBooking({
            booking_id: 502,
            activity_name: 'Squash',
            activity_id: 5,
            item_name: 'Court A',
            booking_date: '2026-12-05',
            start_time: '11:00',
            end_time: '12:00',
          }),
          sportsBooking({
            booking_id: 400,
            status: 'completed',
            booking_date: '2026-11-28',
            start_time: '07:00',
            end_time: '08:00',
            user_type: 'guest',
            pricing_details: { unit_price_paise: 100_000, slot_count: 1, player_count: 2, user_type: 'guest', total_paise: 100_000 },
          }),
        ]),
      }),
      [`GET ${api}/activities`]: { json: page([activity(), activity({ activity_id: 5, name: 'Squash', cancel_cutoff_minutes: 120 })]) },
      'GET /api/event-bookings/member/my-bookings': { json: page([]) },
      [`PATCH ${api}/bookings/501/cancel`]: () => {
        status = 'cancelled'
        return { json: { success: true, message: 'Booking cancelled successfully', booking: tomorrow() } }
      },
    })
    const success = vi.spyOn(toast, 'success')
    // The old address of the sports bookings leads to My bookings, where they are now.
    const app = renderApp('/member/sports/bookings')
    const upcoming = await screen.findByRole('list', { name: 'Upcoming bookings' })
    expect(app.currentPath()).toBe('/member/bookings')
    const [squash, badminton] = within(upcoming).getAllByRole('listitem')
    // The squash court at 11:00 today: the cut-off (9:00) has passed.
    expect(within(squash!).getByText(/Cancelling closed at 9:00 am today, 2 hours before the start/)).toBeTruthy()
    expect(within(squash!).queryByRole('button', { name: /Cancel booking/ })).toBeNull()
    expect(within(badminton!).getByText('Cancel until 4:00 pm tomorrow')).toBeTruthy()
    expect(within(badminton!).getByText('Confirmed')).toBeTruthy()

    const past = screen.getByRole('list', { name: 'Past bookings' })
    expect(within(past).getByText('Completed')).toBeTruthy()
    expect(within(past).getByText(/for a guest · ₹1,000/)).toBeTruthy()

    await app.user.click(within(badminton!).getByRole('button', { name: 'Cancel booking, possible until 6 December 2026 at 4:00 pm' }))
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false)
    await app.user.click(within(badminton!).getByRole('button', { name: 'Confirm cancel booking' }))
    await waitFor(() => expect(success).toHaveBeenCalledWith('Booking cancelled successfully'))
    expect(calls.find((call) => call.method === 'PATCH')?.headers['xm-auth-token']).toBe('member-token')
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Upcoming bookings' })).getByText('Cancelled')).toBeTruthy())
  })

  test('no bookings, and a failure, are shown as such', async () => {
    stubApi({
      [`GET ${api}/bookings`]: { json: page([]) },
      [`GET ${api}/activities`]: { json: page([]) },
      'GET /api/event-bookings/member/my-bookings': { json: page([]) },
    })
    const empty = renderApp('/member/bookings')
    expect(await screen.findByText('No bookings yet')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'book a court, lane or table' }).getAttribute('href')).toBe('/member/sports')
    empty.unmount()

    stubApi({
      [`GET ${api}/bookings`]: { status: 503, json: { message: 'Unavailable', code: 'unavailable' } },
      [`GET ${api}/activities`]: { json: page([]) },
      'GET /api/event-bookings/member/my-bookings': { json: page([]) },
    })
    renderApp('/member/bookings')
    const failure = await screen.findByRole('alert')
    expect(within(failure).getByText('Your sports bookings could not be loaded')).toBeTruthy()
    expect(within(failure).getByText('Server error - please try again later.')).toBeTruthy()
  })
})
