import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { stubApi } from '../helpers/fetch-stub'
import { renderApp } from '../helpers/render-app'
import { bareAnswer, staffRecord, storeRecord } from '../helpers/sessions'
import { steward } from '../office/fixtures'
import { menu, page, staffUser, userOptions, viewOnlyMenu } from './fixtures'

const signedIn = () => storeRecord('user', staffRecord())

const listCalls = (calls: { method: string; path: string }[]) => calls.filter((call) => call.path.startsWith('/api/getusers'))

describe('the staff list (/dashboard/users)', () => {
  test('finds people as you type, by role and status, a page at a time, and the filters live in the address', async () => {
    const { calls } = stubApi({
      'POST /api/admin/getmenubyrole': { json: { result: menu } },
      'GET /api/users/options': { json: userOptions },
      'GET /api/getusers': (call) =>
        call.path.includes('page=2')
          ? { json: page([staffUser({ user_id: 30, name: 'Zoya Bano' })], { page: 2, pages: 2, total: 21 }) }
          : { json: page([staffUser(), staffUser({ user_id: 6, name: 'Meena Iyer', is_active: false })], { pages: 2, total: 21 }) },
    })
    signedIn()
    const app = renderApp('/dashboard/users')
    const list = await screen.findByRole('list', { name: 'Staff' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    expect(within(list).getByText('Deactivated')).toBeTruthy()
    expect(screen.getByText('Page 1 of 2 · 21 people')).toBeTruthy()

    await app.user.type(screen.getByLabelText('Search'), 'meena')
    await waitFor(() => expect(listCalls(calls).some((call) => call.path.includes('search=meena'))).toBe(true))
    await app.user.selectOptions(screen.getByLabelText('Role'), 'Reception')
    await app.user.selectOptions(screen.getByLabelText('Status'), 'Active')
    await waitFor(() => expect(listCalls(calls).at(-1)?.path).toBe('/api/getusers?search=meena&role_id=7&is_active=true&page=1&limit=20'))
    expect(app.router.state.location.search).toBe('?search=meena&role_id=7&is_active=true')
    await app.user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Zoya Bano')).toBeTruthy()
  })

  test('a failed load says so in the spec’s words and offers to try again', async () => {
    stubApi({
      'POST /api/admin/getmenubyrole': { json: { result: menu } },
      'GET /api/users/options': { json: userOptions },
      'GET /api/getusers': bareAnswer(500),
    })
    signedIn()
    renderApp('/dashboard/users')
    expect(await screen.findByText('Staff could not be loaded')).toBeTruthy()
    expect(screen.getByText('Something went wrong while fetching employees.')).toBeTruthy()
    expect(screen.getByRole('button', { name: /try again/i })).toBeTruthy()
  })

  test('a search that finds nobody says what to do', async () => {
    stubApi({
      'POST /api/admin/getmenubyrole': { json: { result: menu } },
      'GET /api/users/options': { json: userOptions },
      'GET /api/getusers': { json: page([]) },
    })
    signedIn()
    renderApp('/dashboard/users?search=nobody')
    expect(await screen.findByText('No staff found')).toBeTruthy()
  })

  test('a role that may only view staff gets no New, Edit or Deactivate', async () => {
    stubApi({
      'POST /api/getmenubyrole': { json: { result: viewOnlyMenu } },
      'GET /api/users/options': { json: userOptions },
      'GET /api/getusers': { json: page([staffUser()]) },
    })
    storeRecord('user', steward)
    renderApp('/dashboard/users')
    await screen.findByRole('list', { name: 'Staff' })
    expect(screen.queryByRole('button', { name: /New staff member/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Edit Anil Kumar' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Deactivate Anil Kumar' })).toBeNull()
  })
})

describe('administrators in the office list', () => {
  test('are shown, but only the super-administrator at /control may change them', async () => {
    stubApi({
      'POST /api/admin/getmenubyrole': { json: { result: menu } },
      'GET /api/users/options': { json: userOptions },
      'GET /api/getusers': { json: page([staffUser({ user_id: 3, name: 'Meera Nair', role_id: 1, role_name: 'Admin' }), staffUser()]) },
    })
    signedIn()
    renderApp('/dashboard/users')
    const list = await screen.findByRole('list', { name: 'Staff' })
    const adminRow = within(list).getByText('Meera Nair').closest('li')!
    expect(within(adminRow).getByText(/changed by the super-administrator, at \/control/)).toBeTruthy()
    expect(within(adminRow).queryByRole('button')).toBeNull()
    expect(within(list).getByRole('button', { name: 'Edit Anil Kumar' })).toBeTruthy()
  })
})

describe('a new staff member', () => {
  test('is added without a password, then sent the registration code, which can be sent again only after a minute', async () => {
    const created = staffUser({ user_id: 40, name: 'Ravi Shankar', email: 'ravi@club.test', has_password: false, is_active: false })
    const { calls } = stubApi({
      'POST /api/admin/getmenubyrole': { json: { result: menu } },
      'GET /api/users/options': { json: userOptions },
      'GET /api/getusers': { json: page([staffUser()]) },
      'POST /api/createusers': { status: 201, json: { message: 'User created successfully', result: created } },
      'POST /api/send-user-registration-otp': {
        json: {
          message: 'Registration code sent to the registered WhatsApp number.',
          result: { user_id: 40, name: 'Ravi Shankar', mobile: '******4321' },
        },
      },
    })
    signedIn()
    const app = renderApp('/dashboard/users')
    await app.user.click(await screen.findByRole('button', { name: /New staff member/ }))
    const form = screen.getByRole('form', { name: 'New staff member' })
    await app.user.type(within(form).getByLabelText('Name'), 'Ravi Shankar')
    await app.user.type(within(form).getByLabelText('Mobile'), '98765 44321')
    await app.user.type(within(form).getByLabelText('E-mail'), 'Ravi@Club.test')
    await app.user.selectOptions(within(form).getByLabelText('Role'), 'Reception')
    await app.user.click(within(form).getByRole('button', { name: 'Add staff member' }))

    const notice = await screen.findByRole('region', { name: 'Ravi Shankar added' })
    expect(calls.find((call) => call.path === '/api/createusers')?.body).toEqual({
      name: 'Ravi Shankar',
      email: 'ravi@club.test',
      username: null,
      mobile: '9876544321',
      role_id: 7,
      kitchen_id: null,
    })
    expect(within(notice).getByText('ravi@club.test')).toBeTruthy()
    await app.user.click(within(notice).getByRole('button', { name: 'Send Ravi Shankar a registration code' }))
    await waitFor(() => expect(calls.find((call) => call.path === '/api/send-user-registration-otp')?.body).toEqual({ userId: 40 }))
    expect(await within(notice).findByText(/Sent to \*{6}4321 · another code in (60|59) s/)).toBeTruthy()
    expect(within(notice).getByRole('button', { name: 'Send Ravi Shankar a registration code' })).toHaveProperty('disabled', true)
  })

  test('the server’s refusal of a taken e-mail lands on the field, and a kitchen account must name its kitchen before anything is sent', async () => {
    const { calls } = stubApi({
      'POST /api/admin/getmenubyrole': { json: { result: menu } },
      'GET /api/users/options': { json: userOptions },
      'GET /api/getusers': { json: page([staffUser()]) },
      'POST /api/createusers': {
        status: 409,
        json: {
          message: 'anil@club.test is already someone’s e-mail',
          code: 'email_taken',
          errors: [{ path: 'email', msg: 'email: anil@club.test is already someone’s e-mail' }],
        },
      },
    })
    signedIn()
    const app = renderApp('/dashboard/users')
    await app.user.click(await screen.findByRole('button', { name: /New staff member/ }))
    const form = screen.getByRole('form', { name: 'New staff member' })
    await app.user.type(within(form).getByLabelText('Name'), 'Chef Two')
    await app.user.type(within(form).getByLabelText('Username'), 'chef2')
    await app.user.selectOptions(within(form).getByLabelText('Role'), 'Kitchen')
    await app.user.click(within(form).getByRole('button', { name: 'Add staff member' }))
    expect(await within(form).findByText('Required')).toBeTruthy()
    expect(within(form).getByLabelText('Kitchen').getAttribute('aria-invalid')).toBe('true')
    expect(calls.some((call) => call.path === '/api/createusers')).toBe(false)

    await app.user.selectOptions(within(form).getByLabelText('Kitchen'), 'Bar Kitchen')
    await app.user.type(within(form).getByLabelText('E-mail'), 'anil@club.test')
    await app.user.click(within(form).getByRole('button', { name: 'Add staff member' }))
    expect(await within(form).findByText('Anil@club.test is already someone’s e-mail')).toBeTruthy()
    expect(calls.find((call) => call.path === '/api/createusers')?.body).toMatchObject({ role_id: 13, kitchen_id: 2 })
  })
})

describe('changing an account', () => {
  const stubs = (extra: Record<string, unknown> = {}) =>
    stubApi({
      'POST /api/admin/getmenubyrole': { json: { result: menu } },
      'GET /api/users/options': { json: userOptions },
      'GET /api/getusers': { json: page([staffUser()]) },
      ...(extra as object),
    })

  test('edits a person’s mobile and role', async () => {
    const { calls } = stubs({
      'PUT /api/updateuser/5': (call: { body: object }) => ({
        json: { message: 'User updated successfully', result: staffUser({ ...(call.body as object), role_name: 'Reception' }) },
      }),
    })
    signedIn()
    const app = renderApp('/dashboard/users')
    await app.user.click(await screen.findByRole('button', { name: 'Edit Anil Kumar' }))
    const form = screen.getByRole('form', { name: 'Edit Anil Kumar' })
    await app.user.clear(within(form).getByLabelText('Mobile'))
    await app.user.type(within(form).getByLabelText('Mobile'), '9999912345')
    await app.user.selectOptions(within(form).getByLabelText('Role'), 'Reception')
    await app.user.click(within(form).getByRole('button', { name: 'Save changes' }))
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        name: 'Anil Kumar',
        email: 'anil@club.test',
        username: null,
        mobile: '9999912345',
        role_id: 7,
        kitchen_id: null,
      }),
    )
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit Anil Kumar' })).toBeNull())
  })

  test('deactivates after asking, and sets a password', async () => {
    const { calls } = stubs({
      'PATCH /api/updateuser/5/status': { json: { message: 'User deactivated successfully', result: staffUser({ is_active: false }) } },
      'PATCH /api/updateuser/5/password': { json: { message: 'Password updated successfully', result: staffUser() } },
    })
    signedIn()
    const app = renderApp('/dashboard/users')
    await app.user.click(await screen.findByRole('button', { name: 'Deactivate Anil Kumar' }))
    await app.user.click(screen.getByRole('button', { name: 'Deactivate' }))
    await waitFor(() => expect(calls.find((call) => call.path === '/api/updateuser/5/status')?.body).toEqual({ is_active: false }))

    await app.user.click(screen.getByRole('button', { name: "Set Anil Kumar's password" }))
    const form = screen.getByRole('form', { name: "Set Anil Kumar's password" })
    await app.user.type(within(form).getByLabelText('New password'), 'abc')
    await app.user.click(within(form).getByRole('button', { name: 'Set password' }))
    expect(await within(form).findByText('Password must be at least 6 characters.')).toBeTruthy()
    expect(calls.some((call) => call.path === '/api/updateuser/5/password')).toBe(false)
    await app.user.type(within(form).getByLabelText('New password'), 'defgh')
    await app.user.click(within(form).getByRole('button', { name: 'Set password' }))
    await waitFor(() => expect(calls.find((call) => call.path === '/api/updateuser/5/password')?.body).toEqual({ password: 'abcdefgh' }))
  })

  test('a person who has not registered is offered the code, not Activate; one too soon shows the wait the server gives', async () => {
    const pending = staffUser({ has_password: false, is_active: false })
    stubApi({
      'POST /api/admin/getmenubyrole': { json: { result: menu } },
      'GET /api/users/options': { json: userOptions },
      'GET /api/getusers': { json: page([pending]) },
      'POST /api/send-user-registration-otp': {
        status: 429,
        json: { message: 'A new code can be sent in 42 seconds.', code: 'otp_too_soon', retryAfterSeconds: 42 },
      },
    })
    signedIn()
    const app = renderApp('/dashboard/users')
    const list = await screen.findByRole('list', { name: 'Staff' })
    expect(within(list).getByText('Not registered')).toBeTruthy()
    expect(within(list).queryByRole('button', { name: 'Activate Anil Kumar' })).toBeNull()
    await app.user.click(within(list).getByRole('button', { name: 'Send Anil Kumar a registration code' }))
    expect(await within(list).findByText(/another code in (42|41) s/)).toBeTruthy()
  })
})
