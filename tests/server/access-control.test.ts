import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { staffWithRole } from '../helpers/kitchen-fixtures.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import {
  createRoleAsAdmin,
  expectOutsidersRefused,
  menuId,
  type People,
  rolesSnapshot,
  signInPeople,
  storedAccess,
} from './roles-fixtures.js'

// Granting and revoking a role's areas, and that the server enforces what was granted.
let t: TestApp
let people: People

beforeAll(async () => {
  t = await createTestApp({ seed: 'fixture' })
  people = await signInPeople(t)
})
afterAll(async () => {
  await t.close()
})

describe('POST /api/accesscontrol/update', () => {
  test('sets the listed areas, leaves the others, and a grant of nothing revokes', async () => {
    const roleId = await createRoleAsAdmin(t, people.admin, {
      name: 'Gym Desk',
      permissions: [
        { key: 'sports', view: true },
        { key: 'door', view: true },
      ],
    })
    const response = await t.call('POST', '/api/accesscontrol/update', {
      token: people.admin,
      body: {
        role_id: roleId,
        access: [
          { key: 'sports', view: true, create: true, edit: true },
          { menu_id: await menuId(t, 'members'), view: true },
          { key: 'door' },
        ],
      },
    })
    expect(response.status).toBe(200)
    expect(response.body.message).toBe('Access updated successfully')
    expect(response.body.result.role).toMatchObject({ role_id: roleId, name: 'Gym Desk' })
    expect(response.body.result.access.find((area: { key: string }) => area.key === 'sports')).toMatchObject({
      view: true,
      create: true,
      edit: true,
      delete: false,
    })
    expect(await storedAccess(t, roleId)).toEqual({ sports: 'vce', members: 'v' })
  })

  test('Admin’s access cannot be reduced and Kitchen and Member cannot be given areas', async () => {
    const before = await rolesSnapshot(t)
    const admins = await t.call('POST', '/api/accesscontrol/update', {
      token: people.admin,
      body: { role_id: 1, access: [{ key: 'members', view: true }] },
    })
    expect(admins.status).toBe(409)
    expect(admins.body.message).toMatch(/always has full access/)
    const kitchens = await t.call('POST', '/api/accesscontrol/update', {
      token: people.admin,
      body: { role_id: 13, access: [{ key: 'kitchens', view: true }] },
    })
    expect(kitchens.status).toBe(409)
    expect(kitchens.body.message).toMatch(/kitchen display, not the back office/)
    expect(await rolesSnapshot(t)).toBe(before)
    const fullAgain = await t.call('POST', '/api/accesscontrol/update', {
      token: people.admin,
      body: { role_id: 1, access: [{ key: 'members', view: true, create: true, edit: true, delete: true }] },
    })
    expect(fullAgain.status).toBe(200)
    expect(await storedAccess(t, 1)).toEqual({})
  })

  test('an unknown role is 404', async () => {
    const response = await t.call('POST', '/api/accesscontrol/update', {
      token: people.admin,
      body: { role_id: 999, access: [{ key: 'members' }] },
    })
    expect(response.status).toBe(404)
    expect(response.body.message).toBe('Role not found')
  })

  test.each([
    [{ access: [{ key: 'members', view: true }] }, 'role_id', /must be a number/],
    [{ role_id: 7 }, 'access', /list of areas/],
    [{ role_id: 7, access: [] }, 'access', /at least one area/],
    [{ role_id: 7, access: [{ key: 'kitchen', view: true }] }, 'access.0.key', /no area has the key 'kitchen'/],
    [{ role_id: 7, access: [{ key: 'members', key2: true }] }, 'access.0', /unknown field 'key2'/],
    [{ role_id: 7, access: ['members'] }, 'access.0', /must be an object/],
    [{ role_id: 7, access: [{ key: 'members', menu_id: 1 }] }, 'access.0', /name different areas/],
  ])('bad input %j gets 400 naming %s and changes nothing', async (body, field, message) => {
    const before = await rolesSnapshot(t)
    const response = await t.call('POST', '/api/accesscontrol/update', { token: people.admin, body })
    expect(response.status).toBe(400)
    expect(response.body.errors[0].path).toBe(field)
    expect(response.body.message).toMatch(message)
    expect(await rolesSnapshot(t)).toBe(before)
  })

  test('only admins may change access', async () => {
    await expectOutsidersRefused(t, people, 'POST', '/api/accesscontrol/update', { role_id: 7, access: [{ key: 'inventory', view: true }] })
  })
})

describe('access granted through the API is what the server enforces', () => {
  test('a role granted members and roles view by accesscontrol/update gets those menus and passes requirePermission', async () => {
    const roleId = await createRoleAsAdmin(t, people.admin, { name: 'Membership Clerk' })
    const clerk = await staffWithRole(t, roleId, 'clerk@club.test')
    expect((await t.call('POST', '/api/getmenubyrole', { token: clerk, body: {} })).body).toEqual({ result: [] })
    expect((await t.call('GET', '/api/getallmenu', { token: clerk })).status).toBe(403)

    const grant = await t.call('POST', '/api/accesscontrol/update', {
      token: people.admin,
      body: {
        role_id: roleId,
        access: [
          { key: 'members', view: true },
          { key: 'roles', view: true },
        ],
      },
    })
    expect(grant.status).toBe(200)
    const granted = (await t.call('GET', `/api/getroleaccess/${roleId}`, { token: people.admin })).body.result.access
    expect(granted.find((area: { key: string }) => area.key === 'members')).toMatchObject({ view: true, create: false })

    const menu = await t.call('POST', '/api/getmenubyrole', { token: clerk, body: { role_id: roleId } })
    expect(menu.body.result.map((area: { key: string; access: { view: boolean } }) => [area.key, area.access.view])).toEqual([
      ['members', true],
      ['roles', true],
    ])
    // requirePermission('roles', 'view') guards the reads: the clerk now passes it, but changes stay admin-only.
    expect((await t.call('GET', '/api/getallmenu', { token: clerk })).status).toBe(200)
    expect((await t.call('GET', '/api/getrolesummary', { token: clerk })).status).toBe(200)
    expect((await t.call('POST', '/api/createrole', { token: clerk, body: { name: 'Clerk 2' } })).status).toBe(403)

    await t.call('POST', '/api/accesscontrol/update', { token: people.admin, body: { role_id: roleId, access: [{ key: 'roles' }] } })
    expect((await t.call('GET', '/api/getallmenu', { token: clerk })).status).toBe(403)
  })

  test('a role with users on it can be emptied and then deleted', async () => {
    const roleId = await createRoleAsAdmin(t, people.admin, { name: 'Locker Room' })
    await staffWithRole(t, roleId, 'locker@club.test')
    const held = await t.call('DELETE', `/api/deleterole/${roleId}`, { token: people.admin })
    expect(held.status).toBe(409)
    await t.db.updateTable('users').set({ role_id: 7 }).where('email', '=', 'locker@club.test').execute()
    expect((await t.call('DELETE', `/api/deleterole/${roleId}`, { token: people.admin })).status).toBe(200)
  })
})
