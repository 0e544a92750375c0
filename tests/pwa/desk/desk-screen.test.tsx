import 'fake-indexeddb/auto'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, within } from '@testing-library/react'
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
import { clubInstant } from '../../../domain/sports'
import { addDays, clubDate } from '../../../domain/time'
import { formatDeskDate } from '../../../pwa/desk/desk-format'
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

const ready = () => screen.findByText(/· 4 bookings on this device$/)
const onCourt = () => screen.getByText(/On court now/).textContent

/** Every test runs at five in the afternoon at the club, today: the desk's "now and next" depends on the hour. */
const FIVE_PM = () => clubInstant(clubDate(new Date()), '17:00')

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: FIVE_PM() })
  await resetDeviceDatabase()
})

describe('the sports desk', () => {
  it('downloads today’s bookings, groups the whole day by activity and time, and counts who is on court', async () => {
    const api = renderDesk()
    await ready()
    expect(api.calls.some((call) => call.path.startsWith(`/api/sync/pull?scope=sports%3A${today()}&since=0`))).toBe(true)
    await userEvent.setup().click(screen.getByRole('button', { name: 'All day' }))
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
    expect(await screen.findByText('Nobody is on court.')).not.toBeNull()
    expect(screen.getByText('No booking starts before 7:00 pm.')).not.toBeNull()
    await userEvent.setup().click(screen.getByRole('button', { name: /^The whole day/ }))
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

  it('offers the way back to the office and sign-out beside the tabs, as the ticket door does', async () => {
    renderDesk()
    await ready()
    expect(screen.getByRole('link', { name: 'Office' }).getAttribute('href')).toBe('/dashboard')
    expect(screen.getByRole('button', { name: 'Sign out' })).not.toBeNull()
  })
})

describe('now and next, and other days', () => {
  const day: DeskBooking[] = [
    deskBooking({ bookingId: 201, contactName: 'Early Bird', status: 'completed', startTime: '07:00', endTime: '08:00' }),
    deskBooking({ bookingId: 202, contactName: 'Late Comer', startTime: '16:30', endTime: '17:30' }),
    deskBooking({
      bookingId: 203,
      contactName: 'On Court',
      status: 'checked_in',
      checkedInAt: new Date(FIVE_PM().getTime() - 20 * 60_000).toISOString(),
      startTime: '16:45',
      endTime: '17:45',
    }),
    deskBooking({ bookingId: 204, contactName: 'Soon Player', startTime: '18:30', endTime: '19:30' }),
    deskBooking({ bookingId: 205, contactName: 'Right At Seven', startTime: '19:00', endTime: '20:00' }),
    deskBooking({ bookingId: 206, contactName: 'Night Owl', startTime: '20:00', endTime: '21:00' }),
    deskBooking({ bookingId: 207, contactName: 'Called Off', status: 'cancelled', startTime: '17:30', endTime: '18:30' }),
  ]
  const namesIn = (list: HTMLElement) => within(list).getAllByText((_, element) => element?.classList.contains('desk-card__name') ?? false)

  it('opens at 5 pm on who is on court and who is due by 7 pm, late ones marked; the rest of the day is one tap away', async () => {
    renderDesk({ 'GET /api/sync/pull': { json: deskPullAnswer(day) } })
    await screen.findByText(/· 7 bookings on this device$/)
    expect(screen.getByRole('button', { name: 'Now & next' }).getAttribute('aria-pressed')).toBe('true')
    const court = await screen.findByRole('list', { name: 'On court' })
    expect(namesIn(court).map((name) => name.textContent)).toEqual(['On Court'])
    const due = screen.getByRole('list', { name: 'Due in the next two hours' })
    expect(namesIn(due).map((name) => name.textContent)).toEqual(['Late Comer', 'Soon Player', 'Right At Seven'])
    expect(within(due).getByText('late: started 4:30 pm')).not.toBeNull()
    expect(screen.getByRole('heading', { name: 'Due by 7:00 pm (3)' })).not.toBeNull()
    expect(screen.queryByText('Night Owl')).toBeNull()

    await userEvent.setup().click(screen.getByRole('button', { name: 'The whole day (7 bookings, 3 more)' }))
    expect(screen.getByRole('button', { name: 'All day' }).getAttribute('aria-pressed')).toBe('true')
    for (const name of ['Early Bird', 'Night Owl', 'Called Off']) expect(screen.getByText(name)).not.toBeNull()
  })

  it('shows another day picked by date read only, and goes back to today', async () => {
    const tomorrow = addDays(today(), 1)
    const api = renderDesk({
      'GET /api/sync/pull': (call) =>
        call.path.includes(tomorrow)
          ? { json: deskPullAnswer([deskBooking({ bookingId: 301, date: tomorrow, contactName: 'Tomorrow Player' })], 25, tomorrow) }
          : { json: deskPullAnswer(listed) },
    })
    await ready()
    const user = userEvent.setup()
    // The phone's date picker sets the whole date at once.
    fireEvent.change(screen.getByLabelText('Day shown'), { target: { value: tomorrow } })
    expect(await screen.findByText('Tomorrow Player')).not.toBeNull()
    expect(api.calls.some((call) => call.path.startsWith(`/api/sync/pull?scope=sports%3A${tomorrow}&since=0`))).toBe(true)
    expect(screen.getByText(/read only: checking in and out is for today’s bookings/)).not.toBeNull()
    expect(screen.queryByRole('button', { name: /^Check in/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Walk-in' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Back to today' }))
    expect(await screen.findByRole('button', { name: 'Check in Vikram Malhotra, booking 101' })).not.toBeNull()
  })
})

describe('walk-in: what is left of the day', () => {
  const availabilityOf = (
    date: string,
    slots: { start: string; end: string; items: { item_id: number; available: boolean; booking_id?: number }[] }[],
    statuses = ['available', 'available'],
  ) => ({
    json: {
      success: true,
      activity_id: 1,
      date,
      items: [
        { item_id: 11, name: 'Court 1', status: statuses[0] },
        { item_id: 12, name: 'Court 2', status: statuses[1] },
      ],
      slots: slots.map((slot) => ({ start_time: slot.start, end_time: slot.end, items: slot.items })),
    },
  })
  const taken = (bookingId: number) => [
    { item_id: 11, available: false, booking_id: bookingId },
    { item_id: 12, available: false, booking_id: bookingId + 1 },
  ]
  const closed = [
    { item_id: 11, available: false },
    { item_id: 12, available: false },
  ]
  const tomorrowFree = () =>
    availabilityOf(addDays(today(), 1), [
      {
        start: '06:00',
        end: '07:00',
        items: [
          { item_id: 11, available: true },
          { item_id: 12, available: true },
        ],
      },
    ])

  /** The availability of today (at 5 pm) and tomorrow, by the date asked for. */
  function renderWalkIn(todayAnswer: ReturnType<typeof availabilityOf>) {
    return renderDesk({
      'GET /api/sports-activity/activities/1/availability': (call) =>
        call.path.includes(addDays(today(), 1)) ? tomorrowFree() : todayAnswer,
    })
  }

  async function openWalkIn() {
    await ready()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Walk-in' }))
  }

  it('says "No slots left today" when every slot still to come is booked, and offers tomorrow', async () => {
    renderWalkIn(
      availabilityOf(today(), [
        { start: '16:00', end: '17:00', items: closed },
        { start: '18:00', end: '19:00', items: taken(31) },
        { start: '19:00', end: '20:00', items: taken(41) },
      ]),
    )
    await openWalkIn()
    expect(await screen.findByText('No slots left today: every slot still to come is booked.')).not.toBeNull()
    await userEvent.setup().click(screen.getByRole('button', { name: 'See tomorrow’s free slots' }))
    const free = await screen.findByRole('list', { name: 'Free slots tomorrow' })
    expect(within(free).getByRole('button', { name: 'Court 1 at 6:00 am' })).not.toBeNull()
    expect(screen.getByRole('heading', { name: `Walk-in booking · tomorrow, ${formatDeskDate(addDays(today(), 1))}` })).not.toBeNull()
  })

  it('after closing says the day is over, not that the slots are taken, and offers tomorrow', async () => {
    renderWalkIn(
      availabilityOf(today(), [
        { start: '06:00', end: '07:30', items: closed },
        { start: '07:30', end: '09:00', items: taken(51) },
      ]),
    )
    await openWalkIn()
    expect(await screen.findByText('The day is over: Badminton closed at 9:00 am.')).not.toBeNull()
    expect(screen.queryByText(/No slots left/)).toBeNull()
    expect(screen.getByRole('button', { name: 'See tomorrow’s free slots' })).not.toBeNull()
  })

  it('says the courts are in maintenance rather than that the slots are taken', async () => {
    renderWalkIn(availabilityOf(today(), [{ start: '18:00', end: '19:00', items: closed }], ['maintenance', 'maintenance']))
    await openWalkIn()
    expect(
      await screen.findByText('Nothing of Badminton can be booked today: every court, table or lane is in maintenance.'),
    ).not.toBeNull()
  })
})
