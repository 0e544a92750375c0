import 'fake-indexeddb/auto'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { DeskPage } from '../../../pwa/desk/DeskPage'
import type { DeskBooking } from '../../../pwa/desk/desk-types'
import { db } from '../../../pwa/offline/db'
import { stubApi, type RecordedCall } from '../helpers/fetch-stub'
import { staffRecord, storeRecord } from '../helpers/sessions'
import { pushAnswerFor, resetDeviceDatabase } from '../offline/fixtures'
import { item as sportsItem, sportsBooking } from '../office-sports/fixtures'
import { deskBooking, deskPullAnswer, today } from './desk-fixtures'

// The socket is the edge of the world: a fake that never connects, whose hints the tests play.
const socketListeners = vi.hoisted(() => new Map<string, (payload: unknown) => void>())
vi.mock('socket.io-client', () => ({
  io: () => ({
    on: (event: string, listener: (payload: unknown) => void) => socketListeners.set(event, listener),
    emit: () => undefined,
    disconnect: () => undefined,
  }),
}))

const court = (itemId: number, name: string) => sportsItem({ item_id: itemId, name, activity_ids: [1] })
const receptionist = () => staffRecord({ token: 'reception-token', role_id: 7, name: 'Asha Rao', role_name: 'Receptionist' })

const listed: DeskBooking[] = [
  deskBooking({ bookingId: 101, contactName: 'Vikram Malhotra', startTime: '18:00', endTime: '19:00' }),
  deskBooking({
    bookingId: 102,
    contactName: 'Anjali Malhotra',
    memberId: 'M2002',
    itemId: 12,
    itemName: 'Court 2',
    startTime: '18:00',
    endTime: '19:00',
  }),
  deskBooking({
    bookingId: 103,
    contactName: 'Kabir Bedi',
    activityId: 2,
    activityName: 'Squash',
    itemName: 'Squash Court A',
    playerCount: 2,
    status: 'checked_in',
    checkedInAt: new Date().toISOString(),
    checkedInDevice: 'desk-tablet-2',
    startTime: '07:00',
    endTime: '08:00',
  }),
  deskBooking({ bookingId: 104, contactName: 'Meera Nair', status: 'cancelled', startTime: '09:00', endTime: '10:00' }),
]

const applyAll = (call: RecordedCall) => pushAnswerFor(call)

function renderDesk(handlers: Parameters<typeof stubApi>[0] = {}) {
  storeRecord('user', receptionist())
  const api = stubApi({ 'GET /api/sync/pull': { json: deskPullAnswer(listed) }, 'POST /api/sync/push': applyAll, ...handlers })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/door/sports']}>
        <DeskPage />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return api
}

const ready = () => screen.findByText('4 bookings on this device')
const onCourt = () => screen.getByText(/On court now/).textContent

beforeEach(async () => {
  await resetDeviceDatabase()
})

describe('the sports desk', () => {
  it('downloads today’s bookings, groups them by activity and time, and counts who is on court', async () => {
    const api = renderDesk()
    await ready()
    expect(api.calls.some((call) => call.path.startsWith(`/api/sync/pull?scope=sports%3A${today()}&since=0`))).toBe(true)
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Find a booking',
      'Badminton',
      'Squash',
    ])
    const evening = screen.getByRole('list', { name: 'Badminton, 6:00 pm – 7:00 pm' })
    expect(
      within(evening)
        .getAllByText(/Malhotra/)
        .map((name) => name.textContent),
    ).toEqual(['Vikram Malhotra', 'Anjali Malhotra'])
    expect(onCourt()).toBe('On court now 2 players')
    expect(screen.getByRole('list', { name: 'On court now by activity' }).textContent).toBe('Squash: 2 (1 booking)')
    expect(screen.getByRole('link', { name: 'Sports' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: 'Tickets' }).getAttribute('href')).toBe('/door')
  })

  it('checks a player in with one tap: answered at once, counted on court, and pushed as sports.checkIn', async () => {
    const api = renderDesk()
    await ready()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Check in Vikram Malhotra, booking 101' }))
    expect((await screen.findByText('Checked in')).closest('.desk-result')?.className).toContain('desk-result--ok')
    await vi.waitFor(() => expect(onCourt()).toBe('On court now 4 players'))
    await vi.waitFor(() => expect(api.calls.some((call) => call.method === 'POST' && call.path === '/api/sync/push')).toBe(true))
    const push = api.calls.find((call) => call.method === 'POST' && call.path === '/api/sync/push')!
    expect(push.body).toMatchObject({ mutations: [{ id: 1, name: 'sports.checkIn', args: { booking_id: 101 } }] })
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0))
    expect(screen.getByRole('button', { name: 'Check out Vikram Malhotra, booking 101' })).not.toBeNull()
  })

  it('checks out a player on court, and offers no button for cancelled bookings', async () => {
    renderDesk()
    await ready()
    expect(screen.queryByRole('button', { name: /Meera Nair/ })).toBeNull()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check out Kabir Bedi, booking 103' }))
    expect(await screen.findByText('Checked out')).not.toBeNull()
    await vi.waitFor(() => expect(onCourt()).toBe('On court now 0 players'))
  })

  it('shows a check-in the server refused, with when and where the first one happened, and takes the server’s copy', async () => {
    const first = new Date(Date.now() - 5 * 60_000).toISOString()
    const server = { ...listed[0]!, status: 'checked_in' as const, checkedInAt: first, checkedInDevice: 'desk-tablet-2', version: 30 }
    renderDesk({
      'POST /api/sync/push': (call) =>
        pushAnswerFor(call, (id) => ({
          id,
          status: 'rejected',
          reason: 'already_checked_in',
          message: 'Vikram Malhotra (booking #101, Badminton 18:00) is already checked in on device desk-tablet-2.',
          state: { booking: server, first_check_in: { at: first, device: 'desk-tablet-2' } },
        })),
    })
    await ready()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Check in Vikram Malhotra, booking 101' }))
    await screen.findByRole('button', { name: 'Refused (1)' })
    await user.click(screen.getByRole('button', { name: 'Refused (1)' }))
    const refusals = await screen.findByRole('list', { name: 'Refused by the server' })
    expect(within(refusals).getByText(/is already checked in on device desk-tablet-2/)).not.toBeNull()
    expect(within(refusals).getByText(/Kept: checked in at .* on another device \(desk-t\)/)).not.toBeNull()
    expect((await db.deskBookings.get(101))?.checkedInDevice).toBe('desk-tablet-2')
  })

  it('searches from 2 characters; a player on court is offered check-out only', async () => {
    renderDesk()
    await ready()
    const user = userEvent.setup()
    const search = screen.getByLabelText('Name, member id or booking id')
    await user.type(search, 'K')
    expect(screen.getByText('Type at least 2 characters, or a booking number.')).not.toBeNull()
    await user.type(search, 'a')
    const results = await screen.findByRole('list', { name: 'Search results' })
    expect(within(results).getByText('Kabir Bedi')).not.toBeNull()
    expect(within(results).queryByRole('button', { name: /Check in/ })).toBeNull()
  })

  it('searches by member id and booking id from 2 characters, and checks in from the results', async () => {
    renderDesk()
    await ready()
    const user = userEvent.setup()
    const search = screen.getByLabelText('Name, member id or booking id')
    await user.type(search, 'm2002')
    const results = await screen.findByRole('list', { name: 'Search results' })
    expect(within(results).getByText('Anjali Malhotra')).not.toBeNull()
    await user.click(within(results).getByRole('button', { name: 'Check in Anjali Malhotra, booking 102' }))
    expect(await screen.findByText('Checked in')).not.toBeNull()
    await user.clear(search)
    await user.type(search, '101')
    expect(await within(await screen.findByRole('list', { name: 'Search results' })).findByText('Vikram Malhotra')).not.toBeNull()
  })

  it('takes another desk’s check-in from a sports:changed hint at once', async () => {
    renderDesk()
    await ready()
    const changed = {
      ...listed[1]!,
      status: 'checked_in',
      checkedInAt: new Date().toISOString(),
      checkedInDevice: 'desk-tablet-2',
      version: 40,
    }
    socketListeners.get('sports:changed')!({ date: today(), version: 40, bookings: [changed] })
    await vi.waitFor(() => expect(onCourt()).toBe('On court now 4 players'))
    expect(screen.getByRole('button', { name: 'Check out Anjali Malhotra, booking 102' })).not.toBeNull()
  })

  it('says the list is not on the device yet when the first download fails', async () => {
    renderDesk({ 'GET /api/sync/pull': () => Promise.reject(new TypeError('Failed to fetch')) })
    expect(await screen.findByText(/Today’s bookings are not on this device yet/)).not.toBeNull()
    expect(screen.getByRole('button', { name: 'Try again' })).not.toBeNull()
  })

  it('shows an empty day', async () => {
    renderDesk({ 'GET /api/sync/pull': { json: deskPullAnswer([]) } })
    expect(await screen.findByText('No bookings today')).not.toBeNull()
  })
})

describe('walk-in booking', () => {
  it('needs the network, and says so offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    renderDesk()
    await ready()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Walk-in' }))
    expect(screen.getByText(/Walk-in booking needs the network/)).not.toBeNull()
  })

  it('books a free court for a guest from today’s availability and pulls it onto the device', async () => {
    const api = renderDesk({
      'GET /api/sports-activity/activities/1/availability': {
        json: {
          success: true,
          activity_id: 1,
          date: today(),
          items: [
            { item_id: 11, name: 'Court 1', status: 'available' },
            { item_id: 12, name: 'Court 2', status: 'available' },
          ],
          slots: [
            {
              start_time: '20:00',
              end_time: '21:00',
              items: [
                { item_id: 11, available: false, booking_id: 9 },
                { item_id: 12, available: true },
              ],
            },
            {
              start_time: '21:00',
              end_time: '22:00',
              items: [
                { item_id: 11, available: false },
                { item_id: 12, available: false },
              ],
            },
          ],
        },
      },
      'GET /api/sports-activity/activities/1/items': { json: { success: true, items: [court(11, 'Court 1'), court(12, 'Court 2')] } },
      'POST /api/sports-activity/bookings': {
        status: 201,
        json: {
          success: true,
          message: 'Booking created successfully',
          booking: sportsBooking({
            booking_id: 555,
            activity_id: 1,
            item_id: 12,
            member_id: null,
            member_name: null,
            user_type: 'guest',
            channel: 'reception',
            booking_date: today(),
          }),
        },
      },
    })
    await ready()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Walk-in' }))
    const free = await screen.findByRole('list', { name: 'Free slots today' })
    expect(within(free).getAllByRole('listitem')).toHaveLength(1)
    await user.click(within(free).getByRole('button', { name: 'Court 2 at 8:00 pm' }))
    await user.type(screen.getByLabelText('Guest name'), 'Rohan Kapoor')
    await user.clear(screen.getByLabelText('Players'))
    await user.type(screen.getByLabelText('Players'), '3')
    const pulls = api.calls.filter((call) => call.path.startsWith('/api/sync/pull')).length
    await user.click(screen.getByRole('button', { name: /Book for the guest/ }))
    await vi.waitFor(() =>
      expect(api.calls.some((call) => call.method === 'POST' && call.path === '/api/sports-activity/bookings')).toBe(true),
    )
    expect(api.calls.find((call) => call.path === '/api/sports-activity/bookings')?.body).toEqual({
      activity_id: 1,
      item_id: 12,
      booking_date: today(),
      start_time: '20:00',
      end_time: '21:00',
      player_count: 3,
      user_type: 'guest',
      channel: 'reception',
      contact_name: 'Rohan Kapoor',
    })
    await vi.waitFor(() => expect(api.calls.filter((call) => call.path.startsWith('/api/sync/pull')).length).toBeGreaterThan(pulls))
  })

  it('shows the server’s reason when the slot was taken meanwhile', async () => {
    renderDesk({
      'GET /api/sports-activity/activities/1/availability': {
        json: {
          success: true,
          activity_id: 1,
          date: today(),
          items: [{ item_id: 12, name: 'Court 2', status: 'available' }],
          slots: [{ start_time: '20:00', end_time: '21:00', items: [{ item_id: 12, available: true }] }],
        },
      },
      'GET /api/sports-activity/activities/1/items': { json: { success: true, items: [court(12, 'Court 2')] } },
      'POST /api/sports-activity/bookings': { status: 409, json: { message: 'Slot is no longer available', code: 'conflict' } },
    })
    await ready()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Walk-in' }))
    await user.click(await screen.findByRole('button', { name: 'Court 2 at 8:00 pm' }))
    await user.type(screen.getByLabelText('Member id (leave empty for a guest)'), 'M1001')
    await user.click(screen.getByRole('button', { name: /Book on the member/ }))
    expect((await screen.findByRole('alert')).textContent).toBe('Slot is no longer available')
  })
})

describe('the reception\u2019s two check-ins', () => {
  it('tabs link tickets and sports, the sports tab marked as the current page', async () => {
    renderDesk()
    await ready()
    const tabs = within(screen.getByRole('navigation', { name: 'Check-in' }))
    expect(tabs.getByRole('link', { name: 'Tickets' }).getAttribute('href')).toBe('/door')
    expect(tabs.getByRole('link', { name: 'Sports' }).getAttribute('aria-current')).toBe('page')
  })

  it('offers the way back to the dashboard and sign-out beside the tabs, as the ticket door does', async () => {
    renderDesk()
    await ready()
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard')
    expect(screen.getByRole('button', { name: 'Sign out' })).not.toBeNull()
  })
})
