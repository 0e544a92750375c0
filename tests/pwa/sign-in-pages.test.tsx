import { screen, waitFor } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { decideRouteAccess } from '../../pwa/auth/route-access'
import type { StaffSession } from '../../pwa/auth/session-types'
import { receptionEventsAnswer } from './door/door-fixtures'
import { stubApi } from './helpers/fetch-stub'
import { renderApp } from './helpers/render-app'
import {
  bareAnswer,
  fakeJwt,
  inOneHour,
  kitchenSignInAnswer,
  memberSignInAnswer,
  staffSignInAnswer,
  storedRecord,
  superAdminSignInAnswer,
} from './helpers/sessions'

const kitchenSaysNo = {
  status: 401,
  json: { success: false, code: 'unauthenticated', message: 'Invalid kitchen credentials. Please check your username and password.' },
}
const areaStubs = {
  'POST /api/getmenubyrole': { json: { result: [] } },
  'POST /api/admin/getmenubyrole': { json: { result: [] } },
  'GET /api/kitchen/user-kitchen': {
    json: {
      success: true,
      data: {
        kitchen_id: 1,
        kitchenId: 1,
        id: 1,
        name: 'Main Kitchen',
        location: null,
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
}

const dashboardArea = {
  menu_id: 1,
  key: 'dashboard',
  title: 'Dashboard',
  path: '/dashboard',
  icon: 'home',
  sort_order: 10,
  access: { view: true, create: false, edit: false, delete: false },
}

async function signInAtOffice(identifier: string, password: string) {
  const app = renderApp('/login')
  await app.user.type(screen.getByLabelText('Email or Username'), identifier)
  await app.user.type(screen.getByLabelText('Password'), password)
  await app.user.click(screen.getByRole('button', { name: 'Sign In' }))
  return app
}

describe('office login (/login)', () => {
  test('shows the spec fields, the Remember Me box, the reset link and the kitchen note', () => {
    stubApi({})
    renderApp('/login')
    expect(screen.getByRole('checkbox', { name: 'Remember Me' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password/user')
    expect(screen.getByText('Kitchen staff can login with their kitchen credentials')).toBeTruthy()
  })

  test('empty fields are named in the messages and nothing is sent', async () => {
    const { calls } = stubApi({})
    const app = renderApp('/login')
    await app.user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(screen.getByText("* Email or Username can't be empty")).toBeTruthy()
    expect(screen.getByText("* Password can't be empty")).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('Email or Username'))
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0)
  })

  test('tries the kitchen door first, then the staff door, and stores the staff session', async () => {
    const { calls } = stubApi({
      ...areaStubs,
      'POST /api/kitchen/login': kitchenSaysNo,
      'POST /api/login': { json: staffSignInAnswer() },
    })
    const app = await signInAtOffice('admin@club.test', 'Club@1994')
    await waitFor(() => expect(app.currentPath()).toBe('/dashboard'))
    expect(calls.filter((call) => call.method === 'POST').slice(0, 2)).toMatchObject([
      { method: 'POST', path: '/api/kitchen/login', body: { username: 'admin@club.test', password: 'Club@1994' } },
      { method: 'POST', path: '/api/login', body: { email_id: 'admin@club.test', password: 'Club@1994' } },
    ])
    expect(storedRecord('user')).toMatchObject({ token: 'staff-token', role_id: 1, name: 'Rajiv Khanna' })
  })

  test('a receptionist lands on the door, with the office one tap away; opened again at /, the app opens there too', async () => {
    stubApi({
      ...areaStubs,
      'POST /api/kitchen/login': kitchenSaysNo,
      'POST /api/login': { json: staffSignInAnswer({ role_id: 7, role_name: 'Receptionist', name: 'Priya Sharma' }) },
      'POST /api/getmenubyrole': { json: { result: [dashboardArea] } },
      'GET /api/event-bookings/reception/events': receptionEventsAnswer(),
    })
    const app = await signInAtOffice('reception@club.test', 'Club@1994')
    await waitFor(() => expect(app.currentPath()).toBe('/door'))
    expect(await screen.findByRole('heading', { name: 'Which event are you checking in?' })).toBeTruthy()
    await waitFor(() => expect(screen.getByRole('link', { name: 'Office' }).getAttribute('href')).toBe('/dashboard'))
    expect(decideRouteAccess('/', { user: storedRecord('user') as StaffSession })).toEqual({ kind: 'redirect', to: '/door' })
  })

  test('a kitchen account is stored as the kitchen session, expiring with its token', async () => {
    const exp = inOneHour() + 60
    const { calls } = stubApi({
      ...areaStubs,
      'POST /api/kitchen/login': { json: kitchenSignInAnswer({ token: fakeJwt({ exp }), role_id: 13 }, 1) },
    })
    const app = await signInAtOffice('kitchen1', 'Club@1994')
    await waitFor(() => expect(app.currentPath()).toBe('/kitchen'))
    expect(calls.filter((call) => call.path === '/api/login')).toHaveLength(0)
    expect(storedRecord('kitchen')).toMatchObject({ role_id: 13, tokenExpiryTime: exp, kitchen_name: 'Main Kitchen' })
  })

  test("a refused staff sign-in shows the server's message", async () => {
    stubApi({
      'POST /api/kitchen/login': kitchenSaysNo,
      'POST /api/login': {
        status: 429,
        json: {
          code: 'rate_limited',
          message: 'Too many attempts. Please try again in 10 minutes.',
          msg: 'Too many attempts. Please try again in 10 minutes.',
        },
      },
    })
    await signInAtOffice('admin@club.test', 'wrong')
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Please try again in 10 minutes.')
  })

  test('a refusal without a message reads "Invalid credentials, please try again."', async () => {
    stubApi({ 'POST /api/kitchen/login': kitchenSaysNo, 'POST /api/login': bareAnswer(401) })
    await signInAtOffice('admin@club.test', 'wrong')
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid credentials, please try again.')
  })

  test('when the server cannot be reached the sign-in says to check the details and try again', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    await signInAtOffice('admin@club.test', 'Club@1994')
    expect((await screen.findByRole('alert')).textContent).toBe('Login failed. Please check your details and try again.')
  })
})

describe('member login (/member-login)', () => {
  test('the member ID is trimmed, and the member session is stored with role 16', async () => {
    const { calls } = stubApi({ 'POST /member/api/login': { json: memberSignInAnswer() } })
    const app = renderApp('/member-login')
    await app.user.type(screen.getByLabelText('Member ID'), '  M1001 ')
    await app.user.type(screen.getByLabelText('Password'), 'Club@1994')
    await app.user.click(screen.getByRole('button', { name: 'SIGN IN' }))
    await waitFor(() => expect(app.currentPath()).toBe('/member'))
    expect(calls.find((call) => call.path === '/member/api/login')?.body).toEqual({ memberId: 'M1001', password: 'Club@1994' })
    expect(storedRecord('member')).toMatchObject({ role_id: 16, memberId: 'M1001' })
  })

  test('links to the member password reset and to membership requests', () => {
    stubApi({})
    renderApp('/member-login')
    expect(screen.getByRole('link', { name: 'Forgot Password?' }).getAttribute('href')).toBe('/forgot-password/member')
    expect(screen.getByRole('link', { name: 'Request Membership' }).getAttribute('href')).toBe('/request-membership')
  })

  test("a refusal shows the server's message, or 'Login failed.' without one", async () => {
    stubApi({
      'POST /member/api/login': { status: 401, json: { status: 401, code: 'unauthenticated', message: 'Invalid Member ID or password.' } },
    })
    const app = renderApp('/member-login')
    await app.user.type(screen.getByLabelText('Member ID'), 'M1001')
    await app.user.type(screen.getByLabelText('Password'), 'nope')
    await app.user.click(screen.getByRole('button', { name: 'SIGN IN' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid Member ID or password.')

    stubApi({ 'POST /member/api/login': bareAnswer(403) })
    await app.user.click(screen.getByRole('button', { name: 'SIGN IN' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Login failed.'))
  })

  test("no answer at all reads 'Login failed. Please try again.'", async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    const app = renderApp('/member-login')
    await app.user.type(screen.getByLabelText('Member ID'), 'M1001')
    await app.user.type(screen.getByLabelText('Password'), 'Club@1994')
    await app.user.click(screen.getByRole('button', { name: 'SIGN IN' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Login failed. Please try again.')
  })
})

describe('control login (/control)', () => {
  test('signs the super-admin in through /api/signin with a user ID, stores the user session and opens the control panel', async () => {
    const token = fakeJwt({ sub: '1', aud: 'super-admin', role_id: 1, sid: 'control', iat: 0, exp: inOneHour() })
    const { calls } = stubApi({
      ...areaStubs,
      'POST /api/signin': { json: superAdminSignInAnswer({ name: 'Club Super Administrator', token }) },
    })
    const app = renderApp('/control')
    await app.user.type(screen.getByLabelText('User ID'), 'superadmin')
    await app.user.type(screen.getByLabelText('Password'), 'Club@1994')
    await app.user.click(screen.getByRole('button', { name: 'LOG IN' }))
    await waitFor(() => expect(app.currentPath()).toBe('/control/home'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Control Panel' })).toBeTruthy()
    expect(calls.find((call) => call.path === '/api/signin')?.body).toEqual({ userId: 'superadmin', password: 'Club@1994' })
    expect(storedRecord('user')).toMatchObject({ is_super_admin: true })
  })
})
