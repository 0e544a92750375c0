import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import {
  createRoleAsAdmin,
  expectOutsidersRefused,
  menuCount,
  menuId,
  type People,
  rolesSnapshot,
  signInPeople,
  storedAccess,
} from './roles-fixtures.js'

// Roles: creating, reading, renaming and deleting them, and what each may be given.
let t: TestApp
let people: People

beforeAll(async () => {
  t = await createTestApp()
  people = await signInPeople(t)
})
afterAll(async () => {
  await t.close()
})

describe('POST /api/createrole', () => {
  test('an admin creates a role with its access; create, edit or delete imply view', async () => {
    const greetingsId = await menuId(t, 'greetings')
    const response = await t.call('POST', '/api/createrole', {
      token: people.admin,
      body: {
        name: '  Events Coordinator ',
        description: 'Runs the events calendar',
        permissions: [
          { key: 'events', view: true, create: true, edit: true },
          { key: 'members', view: true },
          { menu_id: greetingsId, edit: true },
        ],
      },
    })
    expect(response.status).toBe(201)
    expect(response.body.message).toBe('Role created successfully')
    const role = response.body.result
    expect(role).toMatchObject({ name: 'Events Coordinator', description: 'Runs the events calendar', is_system: false, user_count: 0 })
    expect(role.role_id).toBeGreaterThan(20)
    expect(role.access).toHaveLength(await menuCount(t))
    expect(role.access.find((area: { key: string }) => area.key === 'greetings')).toEqual({
      menu_id: greetingsId,
      key: 'greetings',
      title: 'Greetings',
      path: '/dashboard/greetings',
      view: true,
      create: false,
      edit: true,
      delete: false,
    })
    expect(await storedAccess(t, role.role_id)).toEqual({ events: 'vce', members: 'v', greetings: 've' })
    const stored = await t.db.selectFrom('roles').selectAll().where('role_id', '=', role.role_id).executeTakeFirstOrThrow()
    expect(stored).toMatchObject({ name: 'Events Coordinator', is_system: false })
  })

  test('a role may be created without access; it then opens nothing', async () => {
    const roleId = await createRoleAsAdmin(t, people.admin, { name: 'Trainee' })
    expect(await storedAccess(t, roleId)).toEqual({})
  })

  test('a name already taken, in any case, gets 409 naming the existing role', async () => {
    const before = await rolesSnapshot(t)
    const response = await t.call('POST', '/api/createrole', { token: people.superAdmin, body: { name: 'RECEPTIONIST' } })
    expect(response.status).toBe(409)
    expect(response.body.message).toBe("A role named 'Receptionist' already exists. Choose another name or edit that role.")
    expect(await rolesSnapshot(t)).toBe(before)
  })

  test('two admins creating the same name at once get one role and one 409', async () => {
    const [first, second] = await Promise.all([
      t.call('POST', '/api/createrole', { token: people.admin, body: { name: 'Valet Parking' } }),
      t.call('POST', '/api/createrole', { token: people.superAdmin, body: { name: 'valet parking' } }),
    ])
    expect([first.status, second.status].sort()).toEqual([201, 409])
    const stored = await t.db.selectFrom('roles').select('name').where('name', 'ilike', 'valet parking').execute()
    expect(stored).toHaveLength(1)
  })

  test.each([
    [{ description: 'no name' }, 'name', /Role name is required/],
    [{ name: '   ' }, 'name', /Role name is required/],
    [{ name: 'x'.repeat(61) }, 'name', /at most 60/],
    [
      { name: 'Valet', permissions: [{ key: 'members' }, { key: 'valet-parking', view: true }] },
      'permissions.1.key',
      /no area has the key 'valet-parking'/,
    ],
    [{ name: 'Valet', permissions: [{ menu_id: 9999, view: true }] }, 'permissions.0.menu_id', /no area has the menu_id 9999/],
    [{ name: 'Valet', permissions: [{ key: 'members', can_view: true }] }, 'permissions.0', /unknown field 'can_view'/],
    [{ name: 'Valet', permissions: [{ key: 'members', view: 'yes' }] }, 'permissions.0.view', /true or false/],
    [{ name: 'Valet', permissions: [{ view: true }] }, 'permissions.0.key', /name the area/],
    [
      {
        name: 'Valet',
        permissions: [
          { key: 'door', view: true },
          { key: 'door', edit: true },
        ],
      },
      'permissions.1',
      /listed more than once/,
    ],
    [{ name: 'Valet', permissions: 'all' }, 'permissions', /list of areas/],
  ])('bad input %j gets 400 naming %s and creates nothing', async (body, field, message) => {
    const before = await rolesSnapshot(t)
    const response = await t.call('POST', '/api/createrole', { token: people.admin, body })
    expect(response.status).toBe(400)
    expect(response.body.errors[0].path).toBe(field)
    expect(response.body.message).toMatch(message)
    expect(await rolesSnapshot(t)).toBe(before)
  })

  test('only admins may create roles', async () => {
    await expectOutsidersRefused(t, people, 'POST', '/api/createrole', { name: 'Valet' })
  })
})

describe('GET /api/getrole and GET /api/getrole/:id', () => {
  test('lists every role, system ones included, with how many user accounts hold it', async () => {
    const response = await t.call('GET', '/api/getrole', { token: people.admin })
    expect(response.status).toBe(200)
    const byId = new Map(response.body.result.map((role: { role_id: number }) => [role.role_id, role]))
    expect(byId.get(1)).toMatchObject({ name: 'Admin', is_system: true, user_count: 2 })
    expect(byId.get(7)).toMatchObject({ name: 'Receptionist', is_system: false, user_count: 1 })
    expect(byId.get(13)).toMatchObject({ name: 'Kitchen', is_system: true, user_count: 2 })
    expect(byId.get(16)).toMatchObject({ name: 'Member', is_system: true, user_count: 0 })
    const ids = response.body.result.map((role: { role_id: number }) => role.role_id)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
  })

  test('one role comes with its holders and its flags on every area', async () => {
    const response = await t.call('GET', '/api/getrole/7', { token: people.admin })
    expect(response.status).toBe(200)
    expect(response.body.result).toMatchObject({ role_id: 7, name: 'Receptionist', user_count: 1, is_system: false })
    expect(response.body.result.access).toHaveLength(await menuCount(t))
    expect(response.body.result.access.find((area: { key: string }) => area.key === 'door')).toMatchObject({
      view: true,
      create: true,
      edit: true,
      delete: false,
    })
  })

  test('an unknown role is 404 and an id that is not a number is 400', async () => {
    const missing = await t.call('GET', '/api/getrole/999', { token: people.admin })
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe('Role not found')
    const bad = await t.call('GET', '/api/getrole/abc', { token: people.admin })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].path).toBe('id')
  })

  test('callers without roles:view are refused', async () => {
    await expectOutsidersRefused(t, people, 'GET', '/api/getrole')
    await expectOutsidersRefused(t, people, 'GET', '/api/getrole/7')
  })
})

describe('GET /api/getroleaccess/:id', () => {
  test('lists every area with the role’s flags, unset areas false', async () => {
    const response = await t.call('GET', '/api/getroleaccess/7', { token: people.admin })
    expect(response.status).toBe(200)
    const { role, access } = response.body.result
    expect(role).toMatchObject({ role_id: 7, name: 'Receptionist' })
    expect(access).toHaveLength(await menuCount(t))
    expect(access.find((area: { key: string }) => area.key === 'events')).toEqual({
      menu_id: await menuId(t, 'events'),
      key: 'events',
      title: 'Events & Bookings',
      path: '/dashboard/events',
      view: true,
      create: true,
      edit: false,
      delete: false,
    })
    expect(access.find((area: { key: string }) => area.key === 'inventory')).toMatchObject({
      view: false,
      create: false,
      edit: false,
      delete: false,
    })
  })

  test('Admin has every flag on every area, though nothing is stored for it', async () => {
    const response = await t.call('GET', '/api/getroleaccess/1', { token: people.admin })
    for (const area of response.body.result.access)
      expect([area.view, area.create, area.edit, area.delete]).toEqual([true, true, true, true])
    expect(await storedAccess(t, 1)).toEqual({})
  })

  test('an unknown role is 404 and a bad id is 400', async () => {
    expect((await t.call('GET', '/api/getroleaccess/999', { token: people.admin })).status).toBe(404)
    const bad = await t.call('GET', '/api/getroleaccess/0', { token: people.admin })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/^id: /)
  })

  test('callers without roles:view are refused', async () => {
    await expectOutsidersRefused(t, people, 'GET', '/api/getroleaccess/7')
  })
})

describe('GET /api/getrolesummary', () => {
  test('gives each role its holders, how many areas it opens and whether it is a system role', async () => {
    const response = await t.call('GET', '/api/getrolesummary', { token: people.admin })
    expect(response.status).toBe(200)
    const byId = new Map(response.body.result.map((row: { role_id: number }) => [row.role_id, row]))
    expect(byId.get(1)).toEqual({ role_id: 1, name: 'Admin', user_count: 2, areas_count: await menuCount(t), is_system: true })
    expect(byId.get(7)).toEqual({ role_id: 7, name: 'Receptionist', user_count: 1, areas_count: 5, is_system: false })
    expect(byId.get(16)).toEqual({ role_id: 16, name: 'Member', user_count: 0, areas_count: 0, is_system: true })
  })

  test('callers without roles:view are refused', async () => {
    await expectOutsidersRefused(t, people, 'GET', '/api/getrolesummary')
  })
})

describe('PUT /api/updaterole/:id', () => {
  test('renames a role, changes its description and replaces its access', async () => {
    const roleId = await createRoleAsAdmin(t, people.admin, {
      name: 'Banquets',
      permissions: [
        { key: 'events', view: true },
        { key: 'restaurants', view: true },
      ],
    })
    const response = await t.call('PUT', `/api/updaterole/${roleId}`, {
      token: people.admin,
      body: {
        name: 'Banquet Manager',
        description: 'Banquet halls and their menus',
        permissions: [{ key: 'events', view: true, create: true, edit: true, delete: true }],
      },
    })
    expect(response.status).toBe(200)
    expect(response.body.message).toBe('Role updated successfully')
    expect(response.body.result).toMatchObject({ role_id: roleId, name: 'Banquet Manager', description: 'Banquet halls and their menus' })
    expect(await storedAccess(t, roleId)).toEqual({ events: 'vced' })
  })

  test('without permissions the access is left as it was; an empty description clears it', async () => {
    const roleId = await createRoleAsAdmin(t, people.admin, {
      name: 'Bar Staff',
      description: 'Bar',
      permissions: [{ key: 'restaurants', view: true }],
    })
    const response = await t.call('PUT', `/api/updaterole/${roleId}`, { token: people.admin, body: { name: 'bar staff', description: '' } })
    expect(response.status).toBe(200)
    expect(response.body.result).toMatchObject({ name: 'bar staff', description: null })
    expect(await storedAccess(t, roleId)).toEqual({ restaurants: 'v' })
  })

  test('taking another role’s name gets 409 and changes nothing', async () => {
    const roleId = await createRoleAsAdmin(t, people.admin, { name: 'Valet' })
    const before = await rolesSnapshot(t)
    const response = await t.call('PUT', `/api/updaterole/${roleId}`, { token: people.admin, body: { name: 'accounts', permissions: [] } })
    expect(response.status).toBe(409)
    expect(response.body.message).toMatch(/'Accounts' already exists/)
    expect(await rolesSnapshot(t)).toBe(before)
  })

  test('system roles keep their names, but their descriptions may change', async () => {
    for (const roleId of [1, 13, 16]) {
      const response = await t.call('PUT', `/api/updaterole/${roleId}`, { token: people.admin, body: { name: 'Renamed' } })
      expect(response.status).toBe(409)
      expect(response.body.message).toMatch(/is a system role the apps rely on; it cannot be renamed/)
    }
    const described = await t.call('PUT', '/api/updaterole/1', {
      token: people.admin,
      body: { name: 'Admin', description: 'The club office' },
    })
    expect(described.status).toBe(200)
    expect(described.body.result).toMatchObject({ name: 'Admin', description: 'The club office' })
  })

  test('Admin’s access cannot be reduced; restating full access is accepted and stores nothing', async () => {
    const before = await rolesSnapshot(t)
    const reduced = await t.call('PUT', '/api/updaterole/1', {
      token: people.admin,
      body: { permissions: [{ key: 'members', view: true }] },
    })
    expect(reduced.status).toBe(409)
    expect(reduced.body.message).toBe('The Admin role always has full access to every area; its access cannot be reduced.')
    expect(await rolesSnapshot(t)).toBe(before)
    const menus = await t.db.selectFrom('menus').select('key').execute()
    const full = menus.map(({ key }) => ({ key, view: true, create: true, edit: true, delete: true }))
    expect((await t.call('PUT', '/api/updaterole/1', { token: people.admin, body: { permissions: full } })).status).toBe(200)
    expect(await storedAccess(t, 1)).toEqual({})
  })

  test('the Kitchen and Member roles cannot be given back-office areas', async () => {
    for (const roleId of [13, 16]) {
      const response = await t.call('PUT', `/api/updaterole/${roleId}`, {
        token: people.admin,
        body: { permissions: [{ key: 'members', view: true }] },
      })
      expect(response.status).toBe(409)
      expect(response.body.message).toMatch(/cannot be given back-office areas/)
      expect(await storedAccess(t, roleId)).toEqual({})
    }
  })

  test('an unknown role is 404', async () => {
    const response = await t.call('PUT', '/api/updaterole/999', { token: people.admin, body: { name: 'Ghost' } })
    expect(response.status).toBe(404)
    expect(response.body.message).toBe('Role not found')
  })

  test.each([
    ['7', {}, '', /Nothing to update/],
    ['7', { name: '' }, 'name', /Role name is required/],
    ['7', { description: 42 }, 'description', /must be text/],
    ['7', { permissions: [{ key: 'spa', view: true }] }, 'permissions.0.key', /no area has the key 'spa'/],
    ['seven', { name: 'Front Desk' }, 'id', /must be a number/],
  ])('PUT /api/updaterole/%s with %j gets 400 naming "%s" and changes nothing', async (id, body, field, message) => {
    const before = await rolesSnapshot(t)
    const response = await t.call('PUT', `/api/updaterole/${id}`, { token: people.admin, body })
    expect(response.status).toBe(400)
    expect(response.body.errors[0].path).toBe(field)
    expect(response.body.message).toMatch(message)
    expect(await rolesSnapshot(t)).toBe(before)
  })

  test('only admins may update roles', async () => {
    await expectOutsidersRefused(t, people, 'PUT', '/api/updaterole/7', { description: 'Front desk' })
  })
})

describe('DELETE /api/deleterole/:id', () => {
  test('deletes a role nobody holds, and its access with it', async () => {
    const roleId = await createRoleAsAdmin(t, people.admin, { name: 'Seasonal Help', permissions: [{ key: 'events', view: true }] })
    const response = await t.call('DELETE', `/api/deleterole/${roleId}`, { token: people.admin })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ message: 'Role deleted successfully', result: { role_id: roleId, name: 'Seasonal Help' } })
    expect(await t.db.selectFrom('roles').select('role_id').where('role_id', '=', roleId).executeTakeFirst()).toBeUndefined()
    expect(await storedAccess(t, roleId)).toEqual({})
  })

  test('system roles cannot be deleted', async () => {
    for (const roleId of [1, 13, 16]) {
      const response = await t.call('DELETE', `/api/deleterole/${roleId}`, { token: people.superAdmin })
      expect(response.status).toBe(409)
      expect(response.body.message).toMatch(/is a system role the apps rely on; it cannot be deleted/)
    }
    expect((await t.db.selectFrom('roles').select('role_id').where('role_id', 'in', [1, 13, 16]).execute()).length).toBe(3)
  })

  test('a role still held by users gets 409 saying how many', async () => {
    const before = await rolesSnapshot(t)
    const response = await t.call('DELETE', '/api/deleterole/7', { token: people.admin })
    expect(response.status).toBe(409)
    expect(response.body).toMatchObject({
      message: "The role 'Receptionist' is still assigned to 1 user. Move them to another role before deleting it.",
      user_count: 1,
    })
    expect(await rolesSnapshot(t)).toBe(before)
  })

  test('an unknown role is 404 and a bad id is 400', async () => {
    expect((await t.call('DELETE', '/api/deleterole/999', { token: people.admin })).status).toBe(404)
    const before = await rolesSnapshot(t)
    const bad = await t.call('DELETE', '/api/deleterole/1e', { token: people.admin })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].path).toBe('id')
    expect(await rolesSnapshot(t)).toBe(before)
  })

  test('only admins may delete roles', async () => {
    const roleId = await createRoleAsAdmin(t, people.admin, { name: 'Doomed' })
    await expectOutsidersRefused(t, people, 'DELETE', `/api/deleterole/${roleId}`)
  })
})
