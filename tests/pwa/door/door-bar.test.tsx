import 'fake-indexeddb/auto'
import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { browserLocation } from '../../../pwa/app/browser-location'
import { replaceEventTickets } from '../../../pwa/door/door-store'
import { db } from '../../../pwa/offline/db'
import { queueMutation } from '../../../pwa/offline/outbox'
import { stubApi, type RecordedCall } from '../helpers/fetch-stub'
import { renderApp } from '../helpers/render-app'
import { staffRecord, storedRecord, storeRecord } from '../helpers/sessions'
import { pushAnswerFor, resetDeviceDatabase } from '../offline/fixtures'
import { doorTicket, EVENT_ID, pullAnswer, receptionEventsAnswer, tonight } from './door-fixtures'

// The socket is the edge of the world: a fake that never connects.
vi.mock('socket.io-client', () => ({ io: () => ({ on: () => undefined, emit: () => undefined, disconnect: () => undefined }) }))

const menu = [
  {
    menu_id: 1,
    key: 'dashboard',
    title: 'Dashboard',
    path: '/dashboard',
    icon: 'home',
    sort_order: 10,
    access: { view: true, create: false, edit: false, delete: false },
  },
]
const applyAll = (call: RecordedCall) => pushAnswerFor(call)
const noNetwork = () => Promise.reject(new TypeError('Failed to fetch'))
const tickets = [doorTicket({ ticketId: 1 }), doorTicket({ ticketId: 2, holderName: 'Anjali Malhotra' })]

/** The whole app at /door, signed in as a receptionist whose device has tonight's event chosen. */
function openDoor({
  push = applyAll,
  areas = menu,
}: { push?: (call: RecordedCall) => { json: unknown } | Promise<never>; areas?: typeof menu } = {}) {
  storeRecord('user', staffRecord({ token: 'reception-token', role_id: 7, name: 'Asha Rao', role_name: 'Receptionist' }))
  localStorage.setItem('doorEventId', JSON.stringify(EVENT_ID))
  stubApi({
    'GET /api/event-bookings/reception/events': receptionEventsAnswer(),
    'GET /api/event-bookings/door/ticket-key': { status: 404, json: { message: 'No such API endpoint', code: 'not_found' } },
    'GET /api/sync/pull': { json: pullAnswer(tickets) },
    'POST /api/sync/push': push,
    'POST /api/getmenubyrole': { json: { result: areas } },
  })
  return renderApp('/door')
}

/** The list read from the device (the first render of the lazy door page may take a few seconds on a busy machine). */
const listOnDevice = () => screen.findByText(/^2 tickets on this device/, {}, { timeout: 15_000 })

const bar = async () =>
  within(await screen.findByRole('navigation', { name: 'Check-in' }))
    .getByRole('link', { name: 'Tickets' })
    .closest('.door-bar') as HTMLElement

/** A check-in this receptionist took offline, on the list already on the device, that has not reached the server. */
async function unsentCheckin() {
  await replaceEventTickets(tonight(), tickets)
  await queueMutation('checkin.redeem', { event_id: EVENT_ID, ticket_id: 1, type: 'entry', checkin_id: 'c-1' })
  await db.meta.put({
    key: 'door:last-action',
    value: {
      eventId: EVENT_ID,
      at: new Date().toISOString(),
      checkins: [{ ticketId: 1, checkinId: 'c-1', holderName: 'Vikram Malhotra' }],
    },
  })
}

/**
 * On the sign-in page: SignOutButton navigates there, or the session check (which may see the
 * cleared session before the navigation lands) loads it afresh.
 */
const signedOutToSignIn = (app: ReturnType<typeof renderApp>) => () =>
  expect(app.currentPath() === '/login' || vi.mocked(browserLocation.assign).mock.calls.some(([to]) => to === '/login')).toBe(true)

beforeEach(resetDeviceDatabase)

describe('the door’s top bar on a shared tablet', () => {
  it('leads back to the office dashboard', async () => {
    const app = openDoor()
    await listOnDevice()
    await app.user.click(within(await bar()).getByRole('link', { name: 'Office' }))
    await waitFor(() => expect(app.currentPath()).toBe('/dashboard'))
  })

  it('offers no way to the office to a role that may open only the door', async () => {
    openDoor({ areas: [{ ...menu[0]!, menu_id: 9, key: 'door', title: 'Door Check-in', path: '/door', icon: 'scan' }] })
    await listOnDevice()
    await waitFor(async () => expect(within(await bar()).queryByRole('link', { name: 'Office' })).toBeNull())
    expect(within(await bar()).getByRole('button', { name: 'Sign out' })).not.toBeNull()
  })

  it('signs out at once when everything is sent, keeping the device’s lists for the next receptionist', async () => {
    const app = openDoor()
    await listOnDevice()
    await app.user.click(within(await bar()).getByRole('button', { name: 'Sign out' }))
    await waitFor(() => expect(storedRecord('user')).toBeNull())
    expect(screen.queryByRole('alertdialog')).toBeNull()
    await waitFor(signedOutToSignIn(app))
    expect(await db.doorTickets.count()).toBe(2)
  })

  /** An unsent check-in on the device, the receptionist offline, and Sign out tapped: the warning. */
  async function signOutWithUnsentCheckin() {
    await unsentCheckin()
    const app = openDoor({ push: noNetwork })
    await listOnDevice()
    await app.user.click(within(await bar()).getByRole('button', { name: 'Sign out' }))
    return { app, warning: await screen.findByRole('alertdialog', { name: '1 check-in not sent yet' }) }
  }

  it('warns before signing out with an unsent check-in, and staying keeps the receptionist signed in', async () => {
    const { app, warning } = await signOutWithUnsentCheckin()
    expect(warning.textContent).toMatch(/sent only when you sign in here again/)
    expect(document.activeElement).toBe(within(warning).getByRole('button', { name: 'Stay signed in' }))
    await app.user.click(within(warning).getByRole('button', { name: 'Stay signed in' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(app.currentPath()).toBe('/door')
    expect(storedRecord('user')).not.toBeNull()
  })

  it('signing out anyway keeps the unsent check-in for the same account, and forgets its undo', async () => {
    const { app, warning } = await signOutWithUnsentCheckin()
    await app.user.click(within(warning).getByRole('button', { name: 'Sign out' }))
    await waitFor(() => expect(storedRecord('user')).toBeNull())
    await waitFor(signedOutToSignIn(app))
    expect((await db.outbox.toArray()).map((entry) => entry.args.checkin_id)).toEqual(['c-1'])
    await vi.waitFor(async () => expect(await db.meta.get('door:last-action')).toBeUndefined())
  })

  it('says so once the last check-in is sent while the warning is open', async () => {
    await unsentCheckin()
    let isOnline = false
    const app = openDoor({ push: (call) => (isOnline ? applyAll(call) : noNetwork()) })
    await listOnDevice()
    await app.user.click(within(await bar()).getByRole('button', { name: 'Sign out' }))
    await screen.findByRole('alertdialog', { name: '1 check-in not sent yet' })
    isOnline = true
    window.dispatchEvent(new Event('online'))
    expect(await screen.findByRole('alertdialog', { name: 'Every check-in is sent' })).not.toBeNull()
  })
})
