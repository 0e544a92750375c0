import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import type { AccessRow, Role } from '../../../domain/contract/roles'
import { stubApi } from '../helpers/fetch-stub'
import { renderApp } from '../helpers/render-app'
import { staffRecord, storeRecord } from '../helpers/sessions'
import { steward } from '../office/fixtures'
import { menu } from './fixtures'

const stamp = { created_at: '2026-11-01T06:30:00.000Z', updated_at: '2026-11-01T06:30:00.000Z' }
const role = (overrides: Partial<Role> = {}): Role => ({
  role_id: 4,
  name: 'Steward',
  description: null,
  is_system: false,
  ...stamp,
  ...overrides,
})
const roleList = [
  { ...role({ role_id: 1, name: 'Admin', is_system: true }), user_count: 2 },
  { ...role(), user_count: 3 },
  { ...role({ role_id: 20, name: 'Night Manager' }), user_count: 0 },
]
const row = (key: string, title: string, flags: Partial<Record<'view' | 'create' | 'edit' | 'delete', boolean>> = {}): AccessRow => ({
  menu_id: key.length,
  key,
  title,
  path: `/dashboard/${key}`,
  view: false,
  create: false,
  edit: false,
  delete: false,
  ...flags,
})
const stewardGrid = {
  role: role(),
  access: [row('members', 'Members', { view: true }), row('restaurants', 'Restaurants', { view: true }), row('facilities', 'Facilities')],
}

describe('the roles (/dashboard/roles)', () => {
  test('lists each role with how many hold it; deleting one still held shows the server’s reason and keeps it', async () => {
    const { calls } = stubApi({
      'POST /api/admin/getmenubyrole': { json: { result: menu } },
      'GET /api/getrole': { json: { result: roleList } },
      'DELETE /api/deleterole/4': {
        status: 409,
        json: {
          message: '3 accounts still hold the role Steward. Give them another role first.',
          code: 'role_in_use',
          user_count: 3,
        },
      },
    })
    storeRecord('user', staffRecord())
    const app = renderApp('/dashboard/roles')
    const list = await screen.findByRole('list', { name: 'Roles' })
    expect(within(list).getByText(/3 people/)).toBeTruthy()
    expect(within(list).getByText(/2 people · System role/)).toBeTruthy()
    // A system role is never renamed or deleted.
    expect(within(list).queryByRole('button', { name: 'Delete Admin' })).toBeNull()
    await app.user.click(within(list).getByRole('button', { name: 'Delete Steward' }))
    await app.user.click(within(list).getByRole('button', { name: 'Delete role' }))
    expect((await within(list).findByRole('alert')).textContent).toBe(
      '3 accounts still hold the role Steward. Give them another role first.',
    )
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1)
    expect(within(list).getByText('Steward')).toBeTruthy()
  })

  test('renames a role, and a new role opens its access grid', async () => {
    const { calls } = stubApi({
      'POST /api/admin/getmenubyrole': { json: { result: menu } },
      'GET /api/getrole': { json: { result: roleList } },
      'PUT /api/updaterole/20': {
        json: {
          message: 'Role updated successfully',
          result: { ...role({ role_id: 20, name: 'Duty Manager' }), user_count: 0, access: [] },
        },
      },
      'POST /api/createrole': {
        status: 201,
        json: { message: 'Role created successfully', result: { ...role({ role_id: 21, name: 'Librarian' }), user_count: 0, access: [] } },
      },
      'GET /api/getroleaccess/21': { json: { result: { role: role({ role_id: 21, name: 'Librarian' }), access: stewardGrid.access } } },
    })
    storeRecord('user', staffRecord())
    const app = renderApp('/dashboard/roles')
    await app.user.click(await screen.findByRole('button', { name: 'Rename Night Manager' }))
    const form = screen.getByRole('form', { name: 'Rename Night Manager' })
    await app.user.clear(within(form).getByLabelText('Role name'))
    await app.user.type(within(form).getByLabelText('Role name'), 'Duty Manager')
    await app.user.click(within(form).getByRole('button', { name: 'Save role' }))
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ name: 'Duty Manager', description: null }))

    await app.user.click(await screen.findByRole('button', { name: /New role/ }))
    const newForm = screen.getByRole('form', { name: 'New role' })
    await app.user.click(within(newForm).getByRole('button', { name: 'Add role' }))
    expect(await within(newForm).findByText('Role name is required')).toBeTruthy()
    await app.user.type(within(newForm).getByLabelText('Role name'), 'Librarian')
    await app.user.click(within(newForm).getByRole('button', { name: 'Add role' }))
    await waitFor(() => expect(app.currentPath()).toBe('/dashboard/roles/21'))
    expect(await screen.findByRole('heading', { name: 'Librarian: access' })).toBeTruthy()
  })

  test('a role that may only look at roles changes nothing', async () => {
    stubApi({
      'POST /api/getmenubyrole': {
        json: { result: menu.map((entry) => ({ ...entry, access: { view: true, create: false, edit: false, delete: false } })) },
      },
      'GET /api/getrole': { json: { result: roleList } },
    })
    storeRecord('user', steward)
    renderApp('/dashboard/roles')
    await screen.findByRole('list', { name: 'Roles' })
    expect(screen.queryByRole('button', { name: /New role/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Delete Night Manager' })).toBeNull()
    expect(screen.getByText(/Only an administrator can change roles/)).toBeTruthy()
  })
})

describe('the access grid (/dashboard/roles/:id)', () => {
  test('saves the ticked boxes with accesscontrol/update, and the office menu is asked again at once', async () => {
    const { calls } = stubApi({
      'POST /api/admin/getmenubyrole': { json: { result: menu } },
      'GET /api/getroleaccess/4': { json: { result: stewardGrid } },
      'POST /api/accesscontrol/update': (call) => {
        const sent = (call.body as { access: { key: string }[] }).access
        return {
          json: {
            message: 'Access updated successfully',
            result: {
              role: role(),
              access: stewardGrid.access.map((area) => ({ ...area, ...sent.find((entry) => entry.key === area.key) })),
            },
          },
        }
      },
    })
    storeRecord('user', staffRecord())
    const app = renderApp('/dashboard/roles/4')
    const grid = await screen.findByRole('form', { name: 'Access of Steward' })
    const menuCallsBefore = calls.filter((call) => call.path === '/api/admin/getmenubyrole').length
    expect(within(grid).getByRole('button', { name: 'Save access' })).toHaveProperty('disabled', true)
    // Editing needs seeing: ticking Edit ticks View; clearing View clears the rest.
    await app.user.click(within(grid).getByLabelText('Facilities: Edit'))
    expect(within(grid).getByLabelText('Facilities: View')).toHaveProperty('checked', true)
    await app.user.click(within(grid).getByLabelText('Restaurants: View'))
    expect(within(grid).getByText('2 areas changed, not saved yet')).toBeTruthy()
    await app.user.click(within(grid).getByRole('button', { name: 'Save access' }))
    await waitFor(() => expect(calls.some((call) => call.path === '/api/accesscontrol/update')).toBe(true))
    expect(calls.find((call) => call.path === '/api/accesscontrol/update')?.body).toEqual({
      role_id: 4,
      access: [
        { key: 'members', view: true, create: false, edit: false, delete: false },
        { key: 'restaurants', view: false, create: false, edit: false, delete: false },
        { key: 'facilities', view: true, create: false, edit: true, delete: false },
      ],
    })
    expect(await within(grid).findByText('No changes')).toBeTruthy()
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/admin/getmenubyrole').length).toBeGreaterThan(menuCallsBefore))
  })

  test('Admin’s grid is shown but cannot be changed', async () => {
    stubApi({
      'POST /api/admin/getmenubyrole': { json: { result: menu } },
      'GET /api/getroleaccess/1': {
        json: {
          result: {
            role: role({ role_id: 1, name: 'Admin', is_system: true }),
            access: [row('members', 'Members', { view: true, create: true, edit: true, delete: true })],
          },
        },
      },
    })
    storeRecord('user', staffRecord())
    renderApp('/dashboard/roles/1')
    const grid = await screen.findByRole('form', { name: 'Access of Admin' })
    expect(within(grid).getByLabelText('Members: Delete')).toHaveProperty('disabled', true)
    expect(within(grid).queryByRole('button', { name: 'Save access' })).toBeNull()
    expect(screen.getByText(/always has full access/)).toBeTruthy()
  })

  test('a role that is not found says so', async () => {
    stubApi({
      'POST /api/admin/getmenubyrole': { json: { result: menu } },
      'GET /api/getroleaccess/99': { status: 404, json: { message: 'Role 99 not found', code: 'not_found' } },
    })
    storeRecord('user', staffRecord())
    renderApp('/dashboard/roles/99')
    expect(await screen.findByText('The role could not be loaded')).toBeTruthy()
    expect(screen.getByText('Role 99 not found')).toBeTruthy()
  })
})
