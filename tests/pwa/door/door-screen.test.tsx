import 'fake-indexeddb/auto'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { DoorPage } from '../../../pwa/door/DoorPage'
import type { CheckinConflict } from '../../../domain/contract/door'
import type { DoorTicket } from '../../../pwa/door/door-ticket'
import { mergeDoorTickets } from '../../../pwa/door/door-store'
import { db } from '../../../pwa/offline/db'
import { formatClubTime } from '../../../domain/time'
import { stubApi, type RecordedCall } from '../helpers/fetch-stub'
import { staffRecord, storeRecord } from '../helpers/sessions'
import { pushAnswerFor, resetDeviceDatabase } from '../offline/fixtures'
import {
  conflictsAnswer,
  doorTicket,
  EVENT_ID,
  OTHER_EVENT_ID,
  pullAnswer,
  receptionEventsAnswer,
  shortCodeOf,
  ticketKeys,
} from './door-fixtures'

// The socket is the edge of the world: a fake that never connects.
vi.mock('socket.io-client', () => ({ io: () => ({ on: () => undefined, emit: () => undefined, disconnect: () => undefined }) }))

type Keys = Awaited<ReturnType<typeof ticketKeys>>
let keys: Keys

const receptionist = () => staffRecord({ token: 'reception-token', role_id: 7, name: 'Asha Rao', role_name: 'Receptionist' })

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString()

const listed: DoorTicket[] = [
  doorTicket({ ticketId: 1, bookingId: 500, holderName: 'Vikram Malhotra' }),
  doorTicket({ ticketId: 2, bookingId: 500, holderName: 'Anjali Malhotra', phone: null }),
  doorTicket({ ticketId: 3, bookingId: 501, holderName: 'Kabir Bedi', phone: '9811112222' }),
  doorTicket({ ticketId: 4, bookingId: 502, holderName: 'Meera Nair', status: 'cancelled' }),
  doorTicket({
    ticketId: 5,
    bookingId: 503,
    holderName: 'Rohan Kapoor',
    checkins: [{ checkinId: 'c-5-1', type: 'entry', at: '2026-11-22T13:30:00.000Z', deviceId: 'door-tablet-2' }],
  }),
  doorTicket({
    ticketId: 6,
    bookingId: 504,
    holderName: 'Sara Khan',
    checkins: [
      { checkinId: 'c-6-1', type: 'entry', at: hoursAgo(2), deviceId: 'door-tablet-2' },
      { checkinId: 'c-6-2', type: 'exit', at: hoursAgo(1), deviceId: 'door-tablet-2' },
    ],
  }),
  doorTicket({ ticketId: 7, eventId: OTHER_EVENT_ID, bookingId: 600, holderName: 'Dev Anand' }),
]

interface RenderOptions {
  push?: (call: RecordedCall) => { json: unknown } | Promise<never>
  conflicts?: CheckinConflict[]
}

function renderDoor({ push, conflicts = [] }: RenderOptions = {}) {
  storeRecord('user', receptionist())
  localStorage.setItem('doorEventId', JSON.stringify(EVENT_ID))
  const api = stubApi({
    'GET /api/event-bookings/reception/events': receptionEventsAnswer(),
    'GET /api/event-bookings/door/ticket-key': { json: { success: true, key: keys.publicJwk } },
    'GET /api/sync/pull': { json: pullAnswer(listed.filter((ticket) => ticket.eventId === EVENT_ID)) },
    'POST /api/sync/push': push ?? ((call) => pushAnswerFor(call)),
    [`GET /api/event-bookings/events/${EVENT_ID}/checkin-conflicts`]: conflictsAnswer(conflicts),
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/door']}>
        <DoorPage />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return api
}

/** Waits for the list and the key, as a receptionist waits for "N tickets on this device". */
async function ready() {
  await screen.findByText('5 tickets on this device · 1 cancelled, not counted')
  await vi.waitFor(async () => expect(await db.meta.get('door:ticket-key')).toBeDefined())
}

const scanner = () => screen.getByLabelText(/Scan or type a ticket code/)

/** A hardware scanner: the code typed into the focused field, then Enter. */
async function scan(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(scanner())
  await user.paste(code)
  await user.keyboard('{Enter}')
}

const result = () => screen.findByRole('alert')

beforeEach(async () => {
  await resetDeviceDatabase()
  keys ??= await ticketKeys()
})

describe('the door check-in screen', () => {
  it('downloads today’s list and shows the counters', async () => {
    const api = renderDoor()
    await ready()
    expect(api.calls.some((call) => call.path.startsWith('/api/sync/pull?scope=event%3A42&since=0'))).toBe(true)
    // The counters are read from the device's copy once it is stored: they may follow a moment later.
    await vi.waitFor(() => expect(screen.getByText(/Checked in/).textContent).toBe('Checked in 2 of 5'))
    expect(screen.getByText(/Inside now/).textContent).toBe('Inside now 1')
    expect(document.activeElement).toBe(scanner())
  })

  it('opens ready to scan: the scanner field first on the screen and focused, every switch in one bar', async () => {
    renderDoor()
    // No tap: the field has the focus before the list has even arrived.
    await vi.waitFor(() => expect(document.activeElement).toBe(scanner()))
    const main = screen.getByRole('main')
    expect(main.querySelector('input')).toBe(scanner())
    const bar = screen.getByRole('toolbar', { name: 'Door settings' })
    expect(
      within(bar)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent?.trim()),
    ).toEqual(['Entry', 'Exit', 'Scan', 'Supervisor', 'Sound'])
    await ready()
  })

  it('counts the same tickets in the header and in the list line, and says why the list holds more', async () => {
    renderDoor()
    await ready()
    await vi.waitFor(() => expect(screen.getByText(/Checked in/).textContent).toBe('Checked in 2 of 5'))
    // 6 tickets are on the device: 5 valid (the header's "of 5") and 1 cancelled, named apart.
    expect(await db.doorTickets.where('eventId').equals(EVENT_ID).count()).toBe(6)
  })

  it('answers Valid with the holder’s name for a scan typed by a hardware scanner with Enter', async () => {
    renderDoor()
    await ready()
    const user = userEvent.setup()
    await user.type(scanner(), `${await keys.codeFor(1)}{Enter}`)
    const answer = await result()
    expect(answer.getAttribute('aria-label')).toBe('Valid')
    expect(within(answer).getByText('Vikram Malhotra')).not.toBeNull()
    expect((scanner() as HTMLInputElement).value).toBe('')
    await vi.waitFor(() => expect(screen.getByText(/Checked in/).textContent).toBe('Checked in 3 of 5'))
  })

  it('answers Already checked in with the first check-in’s time and device', async () => {
    renderDoor()
    await ready()
    await scan(userEvent.setup(), await keys.codeFor(5))
    const answer = await result()
    expect(answer.getAttribute('aria-label')).toBe('Already checked in')
    expect(within(answer).getByText('First check-in 7:00 pm on device door-t.')).not.toBeNull()
  })

  it('lets a guest who left enter again, and records an exit in exit mode', async () => {
    renderDoor()
    await ready()
    const user = userEvent.setup()
    await scan(user, await keys.codeFor(6))
    expect((await result()).getAttribute('aria-label')).toBe('Valid — re-entry')
    await user.click(screen.getByRole('button', { name: 'Back to scanning' }))
    await user.click(screen.getByRole('button', { name: 'Exit' }))
    await scan(user, await keys.codeFor(6))
    expect((await result()).getAttribute('aria-label')).toBe('Exit')
    await vi.waitFor(async () =>
      expect((await db.doorTickets.get(6))?.checkins.map((checkin) => checkin.type)).toEqual(['entry', 'exit', 'entry', 'exit']),
    )
  })

  it.each([
    ['a cancelled ticket', 4, EVENT_ID, 'Cancelled', 'This ticket was cancelled. Do not let in.'],
    [
      'a ticket of another event, naming that event and its date',
      7,
      OTHER_EVENT_ID,
      'Wrong event',
      'This ticket is for Diwali Night, 14 November 2026 at 7:00 pm. Do not let in here.',
    ],
  ])('answers red for %s', async (_name, ticketId, eventId, title, detail) => {
    renderDoor()
    await ready()
    await scan(userEvent.setup(), await keys.codeFor(ticketId, eventId))
    const answer = await result()
    expect(answer.getAttribute('aria-label')).toBe(title)
    expect(answer.className).toContain('door-result--red')
    expect(within(answer).getByText(detail)).not.toBeNull()
    expect(await db.outbox.count()).toBe(0)
  })

  it('answers red for an unknown code and for a forged signature', async () => {
    renderDoor()
    await ready()
    const user = userEvent.setup()
    await scan(user, 'HELLO-WORLD')
    expect((await result()).getAttribute('aria-label')).toBe('Unknown code')
    await user.click(screen.getByRole('button', { name: 'Back to scanning' }))
    const forger = await ticketKeys()
    await scan(user, await forger.codeFor(1))
    const answer = await result()
    expect(answer.getAttribute('aria-label')).toBe('Forged ticket')
    expect(answer.className).toContain('door-result--red')
    expect(await db.outbox.count()).toBe(0)
  })

  it('lets in a genuine ticket sold after the list was downloaded', async () => {
    renderDoor()
    await ready()
    await scan(userEvent.setup(), await keys.codeFor(99))
    const answer = await result()
    expect(answer.getAttribute('aria-label')).toBe('Valid')
    expect(within(answer).getByText('Genuine ticket sold after this list was downloaded.')).not.toBeNull()
  })

  it('searches only from 3 characters and checks in the ticket tapped in the results', async () => {
    renderDoor()
    await ready()
    const user = userEvent.setup()
    const search = screen.getByLabelText('Name, booking id, phone or ticket code')
    await user.type(search, 'Ma')
    expect(screen.getByText('Type at least 3 characters to search.')).not.toBeNull()
    expect(screen.queryByRole('list', { name: 'Search results' })).toBeNull()
    await user.type(search, 'l')
    const results = await screen.findByRole('list', { name: 'Search results' })
    expect(
      within(results)
        .getAllByRole('button')
        .map((button) => button.querySelector('.door__result-name')?.textContent),
    ).toEqual(['Anjali Malhotra', 'Vikram Malhotra'])
    await user.click(within(results).getByRole('button', { name: /Anjali Malhotra/ }))
    expect((await result()).getAttribute('aria-label')).toBe('Valid')
    expect((await db.outbox.toArray())[0]?.args).toMatchObject({ ticket_id: 2, type: 'entry' })
  })

  it('checks in every ticket of the booking from the result', async () => {
    const api = renderDoor()
    await ready()
    const user = userEvent.setup()
    await scan(user, await keys.codeFor(1))
    await result()
    await user.click(screen.getByRole('button', { name: 'Check in every ticket of booking #500 (2)' }))
    await vi.waitFor(async () => expect((await db.doorTickets.get(2))?.checkins.map((checkin) => checkin.type)).toEqual(['entry']))
    await vi.waitFor(() =>
      expect(
        api.calls
          .filter((call) => call.path === '/api/sync/push')
          .flatMap((call) =>
            (call.body as { mutations: { args: { ticket_id?: number } }[] }).mutations.map((mutation) => mutation.args.ticket_id ?? 'code'),
          ),
      ).toEqual(['code', 2]),
    )
  })

  it('queues check-ins while offline and says how many wait to sync', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    // The list was downloaded; then the Wi-Fi went: every push fails as fetch does with no network.
    renderDoor({ push: () => Promise.reject(new TypeError('Failed to fetch')) })
    await ready()
    const user = userEvent.setup()
    await scan(user, await keys.codeFor(1))
    await result()
    await scan(user, await keys.codeFor(3))
    await result()
    expect(await screen.findByText('Offline — 2 check-ins waiting to sync')).not.toBeNull()
    expect(await db.outbox.count()).toBe(2)
  })

  it('turns the door’s sound off and on with one toggle button, remembered on the device', async () => {
    renderDoor()
    await ready()
    const user = userEvent.setup()
    const sound = screen.getByRole('button', { name: 'Sound' })
    expect(sound.getAttribute('aria-pressed')).toBe('true')
    await user.click(sound)
    expect(sound.getAttribute('aria-pressed')).toBe('false')
    expect(localStorage.getItem('doorSoundOn')).toBe('false')
    await user.click(sound)
    expect(sound.getAttribute('aria-pressed')).toBe('true')
  })

  it('offers undo of this device’s last check-in for 2 minutes only', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    renderDoor()
    await ready()
    const user = userEvent.setup()
    await scan(user, await keys.codeFor(3))
    await result()
    await user.click(screen.getByRole('button', { name: 'Back to scanning' }))
    await user.click(await screen.findByRole('button', { name: 'Undo last check-in' }))
    await vi.waitFor(async () => expect((await db.doorTickets.get(3))?.checkins[0]?.undoneAt).toBeTruthy())
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Undo last check-in' })).toBeNull())

    await scan(user, await keys.codeFor(1))
    await result()
    await user.click(screen.getByRole('button', { name: 'Back to scanning' }))
    expect(await screen.findByRole('button', { name: 'Undo last check-in' })).not.toBeNull()
    vi.setSystemTime(Date.now() + 121_000)
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Undo last check-in' })).toBeNull(), { timeout: 3000 })
  })

  it('shows an already_redeemed refusal and the server’s conflicts on the supervisor view, and resolves one', async () => {
    const first = { checkinId: 'c-other', at: '2026-11-22T13:30:00.000Z', deviceId: 'door-tablet-2' }
    const api = renderDoor({
      push: (call) =>
        pushAnswerFor(call, (id) => ({
          id,
          status: 'rejected',
          reason: 'already_redeemed',
          message: 'Already checked in.',
          state: {
            ticket: doorTicket({
              ticketId: 3,
              bookingId: 501,
              holderName: 'Kabir Bedi',
              version: 50,
              checkins: [{ ...first, type: 'entry' }],
            }),
            first_checkin: first,
          },
        })),
      conflicts: [
        {
          conflict_id: 9,
          ticket_id: 3,
          holder_name: 'Kabir Bedi',
          booking_id: 501,
          type: 'entry',
          accepted: { at: first.at, device_id: 'door-tablet-2', user_name: 'Ravi' },
          rejected: { at: '2026-11-22T13:31:00.000Z', device_id: 'this-device', user_name: 'Asha Rao' },
          received_at: '2026-11-22T13:35:00.000Z',
          resolved_at: null,
        },
      ],
    })
    await ready()
    const user = userEvent.setup()
    await scan(user, await keys.codeFor(3))
    await result()
    await user.click(screen.getByRole('button', { name: 'Back to scanning' }))
    await user.click(screen.getByRole('button', { name: 'Supervisor' }))
    const refused = await screen.findByRole('region', { name: 'Refused check-ins of this device (1)' })
    expect(within(refused).getByText('Already let in at 7:00 pm on another device.')).not.toBeNull()
    const conflicts = await screen.findByRole('region', { name: 'Let in on two devices (1)' })
    expect(within(conflicts).getByText('Kabir Bedi · ticket #3 · booking #501')).not.toBeNull()
    await user.click(within(conflicts).getByRole('button', { name: 'Mark resolved' }))
    await vi.waitFor(() =>
      expect(
        api.calls.some(
          (call) => call.method === 'PATCH' && call.path === `/api/event-bookings/events/${EVENT_ID}/checkin-conflicts/9/resolve`,
        ),
      ).toBe(true),
    )
  })

  it('says in each search result what a tap will do, by the rule the tap runs', async () => {
    renderDoor()
    await ready()
    const user = userEvent.setup()
    const search = screen.getByLabelText('Name, booking id, phone or ticket code')
    const metaOf = async (query: string) => {
      await user.clear(search)
      await user.type(search, query)
      const results = await screen.findByRole('list', { name: 'Search results' })
      return within(results)
        .getAllByRole('button')
        .map((button) => button.querySelector('.door__result-meta')?.textContent)
    }
    expect(await metaOf('Kapoor')).toEqual(['Booking #503 · Checked in · tap for details'])
    expect(await metaOf('Nair')).toEqual(['Booking #502 · Cancelled · not valid'])
    expect(await metaOf('Bedi')).toEqual(['Booking #501 · Not checked in · tap to check in'])
    const leftAt = listed.find((ticket) => ticket.ticketId === 6)!.checkins[1]!.at
    expect(await metaOf('Khan')).toEqual([`Booking #504 · Left ${formatClubTime(new Date(leftAt))} · tap to check in again`])
    await user.click(screen.getByRole('button', { name: 'Exit' }))
    expect(await metaOf('Kapoor')).toEqual(['Booking #503 · Inside · tap to check out'])
    expect(await metaOf('Nair')).toEqual(['Booking #502 · Cancelled · not valid'])
    expect(await metaOf('Bedi')).toEqual(['Booking #501 · Not checked in · nothing to check out'])
    // What the words promise is what the tap does: a cancelled ticket is refused, nothing queued.
    await user.click(within(await screen.findByRole('list', { name: 'Search results' })).getByRole('button', { name: /Kabir Bedi/ }))
    expect((await result()).getAttribute('aria-label')).toBe('Not checked in')
    expect(await db.outbox.count()).toBe(0)
  })

  it('checks in by a short code typed into the scanner field, in any case, offline too', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    renderDoor({ push: () => Promise.reject(new TypeError('Failed to fetch')) })
    await ready()
    const user = userEvent.setup()
    await scan(user, 'k7m3 0003')
    const answer = await result()
    expect(answer.getAttribute('aria-label')).toBe('Valid')
    expect(within(answer).getByText('Kabir Bedi')).not.toBeNull()
    await vi.waitFor(async () => expect((await db.outbox.toArray())[0]?.args).toMatchObject({ ticket_id: 3, type: 'entry' }))
    await user.click(screen.getByRole('button', { name: 'Back to scanning' }))
    await scan(user, 'K7M3-0003')
    expect((await result()).getAttribute('aria-label')).toBe('Already checked in')
  })

  it('names the event of a short code from another event’s list, and says when no ticket has the code', async () => {
    renderDoor()
    await ready()
    await mergeDoorTickets([listed.find((ticket) => ticket.ticketId === 7)!])
    const user = userEvent.setup()
    await scan(user, shortCodeOf(7))
    const wrong = await result()
    expect(wrong.getAttribute('aria-label')).toBe('Wrong event')
    expect(within(wrong).getByText('This ticket is for Diwali Night, 14 November 2026 at 7:00 pm. Do not let in here.')).not.toBeNull()
    await user.click(screen.getByRole('button', { name: 'Back to scanning' }))
    await scan(user, 'ZZZZ-ZZZZ')
    const unknown = await result()
    expect(unknown.getAttribute('aria-label')).toBe('Unknown code')
    expect(within(unknown).getByText(/No ticket on this device has the code ZZZZ-ZZZZ\./)).not.toBeNull()
    expect(await db.outbox.count()).toBe(0)
  })

  it('finds a ticket by its short code in the search, and one of another event with that event named', async () => {
    renderDoor()
    await ready()
    await mergeDoorTickets([listed.find((ticket) => ticket.ticketId === 7)!])
    const user = userEvent.setup()
    const search = screen.getByLabelText('Name, booking id, phone or ticket code')
    await user.type(search, 'k7m3-0005')
    let results = await screen.findByRole('list', { name: 'Search results' })
    expect(within(results).getByRole('button').textContent).toBe('Rohan KapoorBooking #503 · Checked in · tap for details')
    await user.clear(search)
    await user.type(search, shortCodeOf(7))
    results = await screen.findByRole('list', { name: 'Search results' })
    await vi.waitFor(() =>
      expect(within(results).getByRole('button').textContent).toBe(
        'Dev AnandBooking #600 · For Diwali Night, 14 November 2026 at 7:00 pm · not valid here',
      ),
    )
  })

  it('lists on the supervisor view who is expected and not in yet, by booking, searchable, and takes them off once in', async () => {
    renderDoor()
    await ready()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Supervisor' }))
    const expected = await screen.findByRole('region', { name: 'Expected, not in yet (3 in 2 bookings)' })
    const rows = () =>
      within(within(expected).getByRole('list', { name: 'Expected, not in yet' }))
        .getAllByRole('listitem')
        .map((row) => row.textContent)
    expect(rows()).toEqual([
      'Anjali Malhotra, Vikram MalhotraBooking #500 · 2 of 2 not in yet · +91 98100 43210',
      'Kabir BediBooking #501 · 1 of 1 not in yet · 9811112222',
    ])
    await user.type(within(expected).getByLabelText('Find by name, booking id or phone'), 'bed')
    expect(rows()).toEqual(['Kabir BediBooking #501 · 1 of 1 not in yet · 9811112222'])
    await user.clear(within(expected).getByLabelText('Find by name, booking id or phone'))
    await user.type(within(expected).getByLabelText('Find by name, booking id or phone'), '500')
    expect(rows()).toEqual(['Anjali Malhotra, Vikram MalhotraBooking #500 · 2 of 2 not in yet · +91 98100 43210'])

    await user.click(screen.getByRole('button', { name: 'Scan' }))
    await scan(user, await keys.codeFor(1))
    await result()
    await user.click(screen.getByRole('button', { name: 'Back to scanning' }))
    await user.click(screen.getByRole('button', { name: 'Supervisor' }))
    const after = await screen.findByRole('region', { name: 'Expected, not in yet (2 in 2 bookings)' })
    expect(within(within(after).getByRole('list', { name: 'Expected, not in yet' })).getAllByRole('listitem')[0]!.textContent).toBe(
      'Anjali MalhotraBooking #500 · 1 of 2 not in yet · +91 98100 43210',
    )
  })
})
