import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import type { SystemStatus } from '../../../domain/contract/control'
import { decideRouteAccess } from '../../../pwa/auth/route-access'
import { signInPathFor } from '../../../pwa/auth/sign-in-door'
import { stubApi } from '../helpers/fetch-stub'
import { renderApp } from '../helpers/render-app'
import { fakeJwt, inOneHour, staffRecord, storeRecord } from '../helpers/sessions'
import { menu, page, staffUser } from './fixtures'

/** The super-administrator's session from /control: its token's audience says so. */
const controlSession = () =>
  staffRecord({
    user_id: 1,
    name: 'Club Super Administrator',
    is_super_admin: true,
    token: fakeJwt({ sub: '1', aud: 'super-admin', role_id: 1, sid: 'control', iat: 0, exp: inOneHour() }),
  })

const admin = (overrides: Parameters<typeof staffUser>[0] = {}) =>
  staffUser({ user_id: 2, name: 'Rajiv Khanna', email: 'admin@club.test', role_id: 1, role_name: 'Admin', ...overrides })

const system: SystemStatus = {
  version: '0.19.0',
  server_time: '2026-11-26T04:30:00.000Z',
  started_at: '2026-11-26T03:00:00.000Z',
  database: { reachable: true, server_version: 'PostgreSQL 17.4' },
  migrations: {
    applied: 31,
    pending: [],
    latest: '2026-11-27T0800_files-organisation-facilities',
    latest_applied_at: '2026-11-26T03:00:01.000Z',
  },
  messaging: {
    provider: 'stored',
    sent_last_24h: 12,
    failed_last_24h: 1,
    last_sent_at: '2026-11-26T04:20:00.000Z',
    last_error: { at: '2026-11-26T04:00:00.000Z', error: 'Recipient phone number not in allowed list' },
  },
  jobs: [],
}

describe('the control panel’s door (/control)', () => {
  test('a super-administrator already signed in there goes on to the control panel, whose tiles lead to each part', async () => {
    stubApi({})
    storeRecord('user', controlSession())
    const app = renderApp('/control')
    const tiles = await screen.findByRole('list', { name: 'Control panel areas' })
    expect(app.currentPath()).toBe('/control/home')
    const links = within(tiles)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')])
    expect(links.map(([text]) => text)).toEqual([
      expect.stringMatching(/^Administrators/),
      expect.stringMatching(/^Club profile/),
      expect.stringMatching(/^Audit trail/),
      expect.stringMatching(/^System/),
    ])
    expect(links.map(([, href]) => href)).toEqual([
      '/control/administrators',
      '/dashboard/organisations',
      '/control/audit',
      '/control/system',
    ])
  })

  test('an administrator signed in at the office is shown the sign-in form at /control, and told so past it', async () => {
    stubApi({})
    storeRecord('user', staffRecord())
    renderApp('/control')
    expect(await screen.findByLabelText('User ID')).toBeTruthy()
    storeRecord('user', staffRecord())
    renderApp('/control/home')
    expect(await screen.findByText('The control panel is the super-administrator’s')).toBeTruthy()
  })

  test('its pages need a session and send the person to /control to sign in; /control itself is public', () => {
    expect(decideRouteAccess('/control/system', {})).toEqual({ kind: 'sign-in-required' })
    expect(decideRouteAccess('/control', {})).toEqual({ kind: 'allow' })
    expect(signInPathFor('/control/administrators')).toBe('/control')
  })
})

describe('the administrators (/control/administrators)', () => {
  test('lists the administrators and adds one with role Admin, no role to choose', async () => {
    const created = admin({ user_id: 50, name: 'Neha Kapoor', email: 'neha@club.test', has_password: false, is_active: false })
    const { calls } = stubApi({
      'POST /api/admin/getmenubyrole': { json: { result: menu } },
      'GET /api/users/options': { json: { result: { roles: [{ role_id: 1, name: 'Admin' }], kitchens: [] } } },
      'GET /api/getusers': { json: page([admin()]) },
      'POST /api/createusers': { status: 201, json: { message: 'User created successfully', result: created } },
    })
    storeRecord('user', controlSession())
    const app = renderApp('/control/administrators')
    const list = await screen.findByRole('list', { name: 'Administrators' })
    expect(within(list).getByText('Rajiv Khanna')).toBeTruthy()
    expect(calls.find((call) => call.path.startsWith('/api/getusers'))?.path).toContain('role_id=1')

    await app.user.click(screen.getByRole('button', { name: /New administrator/ }))
    const form = screen.getByRole('form', { name: 'New administrator' })
    expect(within(form).queryByLabelText('Role')).toBeNull()
    await app.user.type(within(form).getByLabelText('Name'), 'Neha Kapoor')
    await app.user.type(within(form).getByLabelText('E-mail'), 'neha@club.test')
    await app.user.type(within(form).getByLabelText('Mobile'), '9810077777')
    await app.user.click(within(form).getByRole('button', { name: 'Add administrator' }))
    expect(await screen.findByRole('region', { name: 'Neha Kapoor added' })).toBeTruthy()
    expect(calls.find((call) => call.path === '/api/createusers')?.body).toMatchObject({ name: 'Neha Kapoor', role_id: 1 })
  })

  test('the server’s refusal (only the super-administrator may) is shown as it says it', async () => {
    const refusal = 'Only the super-administrator can create, change or demote an administrator. Sign in at /control to do this.'
    stubApi({
      'POST /api/admin/getmenubyrole': { json: { result: menu } },
      'GET /api/users/options': { json: { result: { roles: [], kitchens: [] } } },
      'GET /api/getusers': { json: page([admin()]) },
      'POST /api/createusers': { status: 403, json: { message: refusal, code: 'forbidden' } },
    })
    storeRecord('user', controlSession())
    const app = renderApp('/control/administrators')
    await app.user.click(await screen.findByRole('button', { name: /New administrator/ }))
    const form = screen.getByRole('form', { name: 'New administrator' })
    await app.user.type(within(form).getByLabelText('Name'), 'Neha Kapoor')
    await app.user.type(within(form).getByLabelText('Username'), 'neha')
    await app.user.click(within(form).getByRole('button', { name: 'Add administrator' }))
    expect((await within(form).findByRole('alert')).textContent).toBe(refusal)
  })

  test('deactivates an administrator after asking', async () => {
    const { calls } = stubApi({
      'POST /api/admin/getmenubyrole': { json: { result: menu } },
      'GET /api/getusers': { json: page([admin()]) },
      'PATCH /api/updateuser/2/status': { json: { message: 'User deactivated successfully', result: admin({ is_active: false }) } },
    })
    storeRecord('user', controlSession())
    const app = renderApp('/control/administrators')
    await app.user.click(await screen.findByRole('button', { name: 'Deactivate Rajiv Khanna' }))
    await app.user.click(screen.getByRole('button', { name: 'Deactivate' }))
    await waitFor(() => expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ is_active: false }))
  })
})

describe('the system page (/control/system)', () => {
  test('shows the database, migrations, messaging with its last error, jobs and version', async () => {
    stubApi({ 'GET /api/control/system': { json: { result: system } } })
    storeRecord('user', controlSession())
    renderApp('/control/system')
    const database = await screen.findByRole('region', { name: 'Database' })
    expect(within(database).getByText('Reachable')).toBeTruthy()
    expect(within(screen.getByRole('region', { name: 'Migrations' })).getByText('All applied')).toBeTruthy()
    const messaging = screen.getByRole('region', { name: 'Messaging' })
    expect(within(messaging).getByText('1 failed in the last 24 hours')).toBeTruthy()
    expect(within(messaging).getByText(/Recipient phone number not in allowed list/)).toBeTruthy()
    expect(within(screen.getByRole('region', { name: 'Background jobs' })).getByText('No background jobs run yet.')).toBeTruthy()
    expect(within(screen.getByRole('region', { name: 'Version' })).getByText('0.19.0')).toBeTruthy()
  })

  test('a database that does not answer is shown as such, and a refusal as the server says it', async () => {
    let answer = 0
    stubApi({
      'GET /api/control/system': () =>
        ++answer === 1
          ? { json: { result: { ...system, database: { reachable: false, server_version: null } } } }
          : { status: 403, json: { message: 'For the super-administrator signed in at /control.', code: 'forbidden' } },
    })
    storeRecord('user', controlSession())
    const app = renderApp('/control/system')
    expect(await screen.findByText('Not reachable')).toBeTruthy()
    await app.user.click(screen.getByRole('button', { name: 'Check again' }))
    expect(await screen.findByText('For the super-administrator signed in at /control.')).toBeTruthy()
  })
})
