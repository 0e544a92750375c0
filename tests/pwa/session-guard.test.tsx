import { screen, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { browserLocation } from '../../pwa/app/browser-location'
import { stubApi } from './helpers/fetch-stub'
import { renderApp } from './helpers/render-app'
import { anHourAgo, kitchenRecord, memberRecord, staffRecord, staffSignInAnswer, storedRecord, storeRecord } from './helpers/sessions'

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
  {
    menu_id: 2,
    key: 'members',
    title: 'Members',
    path: '/dashboard/members',
    icon: 'users',
    sort_order: 20,
    access: { view: true, create: true, edit: true, delete: false },
  },
]

function stubOfficeApi() {
  return stubApi({
    'POST /api/getmenubyrole': { json: { result: menu } },
    'POST /api/admin/getmenubyrole': { json: { result: menu } },
    'GET /api/kitchen/user-kitchen': {
      json: {
        success: true,
        data: {
          kitchen_id: 1,
          kitchenId: 1,
          id: 1,
          name: 'Main Kitchen',
          description: null,
          location: null,
          is_active: true,
          amber_after_minutes: 5,
          red_after_minutes: 10,
          stations: [],
          created_at: '2026-11-01T06:30:00.000Z',
          updated_at: '2026-11-01T06:30:00.000Z',
        },
      },
    },
    'GET /api/public/config': { json: { chatNumber: '919810012345' } },
  })
}

describe('the session check on every path change', () => {
  test.each(['/login', '/member-login', '/'])('a signed-in staff member opening %s lands on /dashboard', async (path) => {
    stubOfficeApi()
    storeRecord('user', staffRecord())
    const app = renderApp(path)
    expect(await screen.findByRole('heading', { level: 1, name: /Rajiv Khanna/ })).toBeTruthy()
    expect(app.currentPath()).toBe('/dashboard')
  })

  test('a kitchen session opening /dashboard goes on to the kitchen display', async () => {
    stubOfficeApi()
    storeRecord('kitchen', kitchenRecord())
    const app = renderApp('/dashboard')
    expect(await screen.findByText('No open orders')).toBeTruthy()
    expect(app.currentPath()).toBe('/kitchen')
  })

  test('a member session opening /dashboard goes on to the member app', async () => {
    stubOfficeApi()
    storeRecord('member', memberRecord())
    const app = renderApp('/dashboard')
    expect(await screen.findByRole('heading', { name: 'Welcome, Mr. Vikram Malhotra' })).toBeTruthy()
    expect(app.currentPath()).toBe('/member')
  })

  test('an expired record is removed and a non-public path clears local storage and loads /login', async () => {
    stubOfficeApi()
    storeRecord('user', staffRecord({ expiresAt: anHourAgo() }))
    localStorage.setItem('clubQueryCache', '{"clientState":{}}')
    renderApp('/dashboard/members?page=2')
    await waitFor(() => expect(browserLocation.assign).toHaveBeenCalledWith('/login'))
    expect(storedRecord('user')).toBeNull()
    expect(localStorage.length).toBe(0)
    expect(sessionStorage.getItem('intendedRoute')).toBe('/dashboard/members?page=2')
  })

  test.each(['/forgot-password/x', '/approval/view/1', '/function'])('%s opens without a session', async (path) => {
    stubOfficeApi()
    renderApp(path)
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy()
    expect(browserLocation.assign).not.toHaveBeenCalled()
  })

  test('after signing in, the person returns to the route they were sent away from', async () => {
    stubOfficeApi()
    renderApp('/dashboard/members')
    await waitFor(() => expect(browserLocation.assign).toHaveBeenCalledWith('/login'))

    const { calls } = stubApi({
      'POST /api/kitchen/login': {
        status: 401,
        json: { success: false, code: 'unauthenticated', message: 'Invalid kitchen credentials.' },
      },
      'POST /api/login': { json: staffSignInAnswer() },
      'POST /api/admin/getmenubyrole': { json: { result: menu } },
    })
    const app = renderApp('/login')
    await app.user.type(screen.getByLabelText('Email or Username'), 'admin@club.test')
    await app.user.type(screen.getByLabelText('Password'), 'Club@1994')
    await app.user.click(screen.getByRole('button', { name: 'Sign In' }))
    await waitFor(() => expect(app.currentPath()).toBe('/dashboard/members'))
    expect(calls.map((call) => call.path)).toContain('/api/login')
  })

  test('a mistyped or old public address shows Page Not Found in the public frame, with the way home, not the sign-in', async () => {
    stubOfficeApi()
    const app = renderApp('/nonexistent')
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy()
    expect(screen.getByRole('contentinfo')).toBeTruthy()
    expect(browserLocation.assign).not.toHaveBeenCalled()
    await app.user.click(screen.getByRole('link', { name: 'Go to the home page' }))
    await waitFor(() => expect(app.currentPath()).toBe('/'))
  })

  test('a signed-in staff member on an unknown public address is offered the dashboard', async () => {
    stubOfficeApi()
    storeRecord('user', staffRecord())
    const app = renderApp('/old-events-page')
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy()
    await app.user.click(screen.getByRole('link', { name: 'Go to Dashboard' }))
    await waitFor(() => expect(app.currentPath()).toBe('/dashboard'))
  })

  test.each([
    ['/dashboard/whatever', '/login'],
    ['/door/anything', '/login'],
    ['/kitchen', '/login'],
    ['/member/events', '/member-login'],
  ])('%s still needs a sign-in without a session, at %s', async (path, signInPath) => {
    stubOfficeApi()
    renderApp(path)
    await waitFor(() => expect(browserLocation.assign).toHaveBeenCalledWith(signInPath))
    expect(sessionStorage.getItem('intendedRoute')).toBe(path)
  })

  test('an office path with no screen shows Page Not Found inside the office, with the way back', async () => {
    stubOfficeApi()
    storeRecord('user', staffRecord())
    const app = renderApp('/dashboard/no-such-area')
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy()
    expect(screen.getByRole('complementary', { name: 'Back office' })).toBeTruthy()
    await app.user.click(screen.getByRole('link', { name: 'Go to Dashboard' }))
    await waitFor(() => expect(app.currentPath()).toBe('/dashboard'))
  })
})
