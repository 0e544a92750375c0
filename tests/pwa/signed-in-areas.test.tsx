import { browserLocation } from '../../pwa/app/browser-location'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { stubApi } from './helpers/fetch-stub'
import { renderApp } from './helpers/render-app'
import { kitchenRecord, memberRecord, staffRecord, storedRecord, storeRecord } from './helpers/sessions'

const access = (view: boolean) => ({ view, create: false, edit: false, delete: false })
const receptionMenu = [
  { menu_id: 1, key: 'dashboard', title: 'Dashboard', path: '/dashboard', icon: 'home', sort_order: 10, access: access(true) },
  { menu_id: 6, key: 'door', title: 'Door Check-in', path: '/door', icon: 'scan', sort_order: 60, access: access(true) },
  {
    menu_id: 5,
    key: 'events',
    title: 'Events & Bookings',
    path: '/dashboard/events',
    icon: 'calendar',
    sort_order: 50,
    access: access(true),
  },
  { menu_id: 9, key: 'kitchens', title: 'Kitchens', path: '/dashboard/kitchens', icon: 'chef', sort_order: 90, access: access(false) },
]
const receptionist = staffRecord({ role_id: 7, role_name: 'Receptionist', name: 'Priya Sharma', user_id: 3 })

describe('the office (/dashboard)', () => {
  test("shows who is signed in and a card per area the role can view, in the menu's order", async () => {
    const { calls } = stubApi({ 'POST /api/getmenubyrole': { json: { result: receptionMenu } } })
    storeRecord('user', receptionist)
    renderApp('/dashboard')
    expect(await screen.findByRole('heading', { level: 1, name: /Priya Sharma/ })).toBeTruthy()
    const sidebar = screen.getByRole('complementary', { name: 'Back office' })
    expect(within(sidebar).getByText('Receptionist')).toBeTruthy()
    const cards = within(await screen.findByRole('region', { name: 'Your areas' })).getAllByRole('link')
    expect(cards.map((card) => card.textContent)).toEqual(['Events & Bookings', 'Door Check-in'])
    expect(calls.find((call) => call.path === '/api/getmenubyrole')).toMatchObject({
      body: { role_id: 7 },
      headers: { 'x-auth-token': 'staff-token' },
    })
  })

  test('an administrator (role 1) asks the admin menu path', async () => {
    const { calls } = stubApi({ 'POST /api/admin/getmenubyrole': { json: { result: receptionMenu } } })
    storeRecord('user', staffRecord())
    renderApp('/dashboard')
    await screen.findByRole('region', { name: 'Your areas' })
    expect(calls.some((call) => call.path === '/api/admin/getmenubyrole')).toBe(true)
  })

  test('a menu that fails to load says why and can be tried again', async () => {
    let isDown = true
    stubApi({
      'POST /api/getmenubyrole': () =>
        isDown
          ? { status: 503, json: { message: 'The database is unreachable.', code: 'unavailable' } }
          : { json: { result: receptionMenu } },
    })
    storeRecord('user', receptionist)
    const app = renderApp('/dashboard')
    const failures = await screen.findAllByText('The database is unreachable.')
    expect(failures.length).toBeGreaterThan(0)
    isDown = false
    await app.user.click(screen.getAllByRole('button', { name: 'Try again' })[0]!)
    expect(await screen.findByRole('region', { name: 'Your areas' })).toBeTruthy()
  })

  test('a role with no areas is told so', async () => {
    stubApi({ 'POST /api/getmenubyrole': { json: { result: [] } } })
    storeRecord('user', receptionist)
    renderApp('/dashboard')
    expect((await screen.findAllByText('No areas yet')).length).toBeGreaterThan(0)
  })

  test('signing out ends the session on the server, clears the staff session and goes to /login', async () => {
    const { calls } = stubApi({
      'POST /api/getmenubyrole': { json: { result: receptionMenu } },
      'POST /api/logout': { json: { success: true, message: 'Signed out' } },
    })
    storeRecord('user', receptionist)
    const app = renderApp('/dashboard')
    await app.user.click(await screen.findByRole('button', { name: 'Sign out' }))
    await waitFor(() => expect(app.currentPath()).toBe('/login'))
    expect(storedRecord('user')).toBeNull()
    expect(calls.filter((call) => call.path === '/api/logout')).toEqual([
      expect.objectContaining({ method: 'POST', headers: { 'x-auth-token': 'staff-token' } }),
    ])
    expect(browserLocation.assign).not.toHaveBeenCalled()
  })
})

describe('the kitchen display (/kitchen)', () => {
  test("shows the kitchen's name from the server, the cook, and that there are no open orders", async () => {
    stubApi({
      'GET /api/kitchen/user-kitchen': {
        json: {
          success: true,
          data: {
            kitchen_id: 2,
            kitchenId: 2,
            id: 2,
            name: 'Garden Kitchen',
            location: 'Lawn side',
            description: null,
            is_active: true,
            amber_after_minutes: 5,
            red_after_minutes: 10,
            stations: [],
            created_at: '2026-11-01T06:30:00.000Z',
            updated_at: '2026-11-01T06:30:00.000Z',
          },
        },
      },
    })
    storeRecord('kitchen', kitchenRecord({ kitchen_name: 'Old name', name: 'Chef Thomas' }))
    renderApp('/kitchen')
    expect(await screen.findByRole('heading', { level: 1, name: 'Garden Kitchen' })).toBeTruthy()
    expect(screen.getByText('Chef Thomas')).toBeTruthy()
    expect(screen.getByText('No open orders')).toBeTruthy()
  })

  test('keeps working with the signed-in kitchen name when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    storeRecord('kitchen', kitchenRecord())
    renderApp('/kitchen')
    expect(await screen.findByRole('heading', { level: 1, name: 'Main Kitchen' })).toBeTruthy()
    expect(await screen.findByText(/Server connection failed/)).toBeTruthy()
    expect(screen.getByText('No open orders')).toBeTruthy()
  })

  test('signing out goes to /login, even when the server cannot be told', async () => {
    const { calls } = stubApi({ 'POST /api/logout': () => Promise.reject(new TypeError('Failed to fetch')) })
    storeRecord('kitchen', kitchenRecord())
    const app = renderApp('/kitchen')
    await app.user.click(await screen.findByRole('button', { name: 'Sign out' }))
    await waitFor(() => expect(app.currentPath()).toBe('/login'))
    expect(storedRecord('kitchen')).toBeNull()
    expect(calls.filter((call) => call.path === '/api/logout')).toHaveLength(1)
    // A sign-out is not an expired session: no full reload, and no "where you were going" kept.
    expect(browserLocation.assign).not.toHaveBeenCalled()
  })

  test('a tablet also signed in as staff ends the kitchen’s own session, and the staff one goes on', async () => {
    const { calls } = stubApi({ 'POST /api/logout': { json: { success: true, message: 'Signed out' } } })
    storeRecord('user', receptionist)
    storeRecord('kitchen', kitchenRecord())
    const app = renderApp('/kitchen')
    await app.user.click(await screen.findByRole('button', { name: 'Sign out' }))
    await waitFor(() => expect(storedRecord('kitchen')).toBeNull())
    await waitFor(() => expect(app.currentPath()).toBe('/door'))
    expect(storedRecord('user')).not.toBeNull()
    expect(calls.filter((call) => call.path === '/api/logout').map((call) => call.headers)).toEqual([{ 'x-auth-token': 'kitchen-token' }])
  })
})

describe('the member app (/member)', () => {
  test('shows the membership card with a QR code and the dependents, with no network at all', async () => {
    const offline = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'))
    vi.stubGlobal('fetch', offline)
    storeRecord('member', memberRecord())
    renderApp('/member')
    const card = await screen.findByRole('region', { name: 'New Friends Club' })
    expect(within(card).getByText('M1001')).toBeTruthy()
    expect(within(card).getByText('Permanent Member')).toBeTruthy()
    expect(within(card).getByText('12 March 2004')).toBeTruthy()
    const qr = (await screen.findByAltText('Membership QR code for M1001')) as HTMLImageElement
    expect(qr.src.startsWith('data:image/svg+xml')).toBe(true)
    expect(screen.getByText('Anjali Malhotra')).toBeTruthy()
    expect(screen.getByText(/Spouse · born 2 July 1978/)).toBeTruthy()
    expect(offline).not.toHaveBeenCalled()
  })

  test('signing out ends the session on the member path and goes to /member-login', async () => {
    const { calls } = stubApi({ 'POST /member/api/logout': { json: { status: 200, message: 'Signed out' } } })
    storeRecord('member', memberRecord({ dependents: [] }))
    const app = renderApp('/member')
    expect(await screen.findByText('No dependents on your membership')).toBeTruthy()
    await app.user.click(screen.getByRole('button', { name: 'Sign out' }))
    await waitFor(() => expect(app.currentPath()).toBe('/member-login'))
    expect(storedRecord('member')).toBeNull()
    expect(calls.filter((call) => call.path === '/member/api/logout').map((call) => call.headers)).toEqual([
      { 'xm-auth-token': 'member-token' },
    ])
    expect(browserLocation.assign).not.toHaveBeenCalled()
  })
})
