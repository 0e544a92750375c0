import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { hashPassword } from '../../server/auth/passwords.js'
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../helpers/test-app.js'

let t: TestApp
let admin: string
let superAdmin: string
let reception: string
let kitchen: string
let member: string

beforeAll(async () => {
  t = await createTestApp()
  admin = await t.tokens.staff()
  superAdmin = await t.tokens.superAdmin()
  reception = await t.tokens.staff('reception@club.test')
  kitchen = await t.tokens.kitchen()
  member = await t.tokens.member()
})
afterAll(async () => {
  await t.close()
})

type Body = Record<string, unknown>

/** Everything these endpoints can change, to prove a refused call changed nothing. */
async function snapshot() {
  const roles = await t.db.selectFrom('roles').selectAll().orderBy('role_id').execute()
  const access = await t.db.selectFrom('role_access').selectAll().orderBy('role_id').orderBy('menu_id').execute()
  const menus = await t.db.selectFrom('menus').selectAll().orderBy('menu_id').execute()
  return JSON.stringify({ roles, access, menus })
}

/** A role's stored grants as {area: 'vced'} letters: easy to read in an assertion. */
async function storedAccess(roleId: number): Promise<Record<string, string>> {
  const rows = await t.db
    .selectFrom('role_access')
    .innerJoin('menus', 'menus.menu_id', 'role_access.menu_id')
    .select(['menus.key', 'can_view', 'can_create', 'can_edit', 'can_delete'])
    .where('role_id', '=', roleId)
    .execute()
  const letters = (row: (typeof rows)[number]) =>
    `${row.can_view ? 'v' : ''}${row.can_create ? 'c' : ''}${row.can_edit ? 'e' : ''}${row.can_delete ? 'd' : ''}`
  return Object.fromEntries(rows.map((row) => [row.key, letters(row)]))
}

const menuCount = async () => Number((await t.db.selectFrom('menus').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
const menuId = async (key: string) => (await t.db.selectFrom('menus').select('menu_id').where('key', '=', key).executeTakeFirstOrThrow()).menu_id

async function createRoleAsAdmin(body: Body): Promise<number> {
  const response = await t.call('POST', '/api/createrole', { token: admin, body })
  expect(response.status).toBe(201)
  return response.body.result.role_id as number
}

/** A staff user holding `roleId` who can sign in, and their token. */
async function staffUserWithRole(roleId: number, email: string) {
  await t.db
    .insertInto('users')
    .values({ name: `Test ${email}`, email, role_id: roleId, password_hash: await hashPassword(DEMO_PASSWORD) })
    .execute()
  return t.tokens.staff(email)
}

/**
 * Members (either header), kitchen accounts and, for admin-only calls, the receptionist get 403;
 * no token gets 401. The request is otherwise valid, so the refusal is about who is asking.
 */
async function expectOutsidersRefused(method: string, path: string, body?: Body, options = { isAdminOnly: true }) {
  const before = await snapshot()
  const refusals: [string, { token?: string; headers?: Record<string, string> }, number][] = [
    ['member token in x-auth-token', { token: member }, 403],
    ['member token in xm-auth-token', { headers: { 'xm-auth-token': member } }, 403],
    ['kitchen', { token: kitchen }, 403],
    ['no token', {}, 401],
  ]
  if (options.isAdminOnly) refusals.push(['receptionist', { token: reception }, 403])
  for (const [who, auth, status] of refusals) {
    const response = await t.call(method, path, { ...auth, ...(body ? { body } : {}) })
    expect({ who, status: response.status }).toEqual({ who, status })
    expect(response.body.message).toBeTruthy()
  }
  expect(await snapshot()).toBe(before)
}

describe('GET /api/getallmenu', () => {
  test('lists every back-office area in menu order with key, title, path, icon, parent and order', async () => {
    const response = await t.call('GET', '/api/getallmenu', { token: admin })
    expect(response.status).toBe(200)
    expect(response.body.result).toHaveLength(await menuCount())
    expect(response.body.result[0]).toEqual({
      menu_id: await menuId('dashboard'),
      key: 'dashboard',
      title: 'Dashboard',
      path: '/dashboard',
      icon: 'home',
      parent_key: null,
      sort_order: 10,
    })
    const orders = response.body.result.map((menu: { sort_order: number }) => menu.sort_order)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
  })

  test('the super-admin may read it too', async () => {
    expect((await t.call('GET', '/api/getallmenu', { token: superAdmin })).status).toBe(200)
  })

  test('members, kitchen accounts, a receptionist (no roles:view) and anonymous callers are refused', async () => {
    await expectOutsidersRefused('GET', '/api/getallmenu')
  })
})

describe('POST /api/createmenu', () => {
  test('an admin adds an area; it goes after the last one and only Admin sees it until granted', async () => {
    const response = await t.call('POST', '/api/createmenu', {
      token: admin,
      body: { key: 'guest-rooms', title: 'Guest Rooms', path: '/dashboard/guest-rooms', icon: 'bed' },
    })
    expect(response.status).toBe(201)
    expect(response.body.message).toBe('Menu created successfully')
    expect(response.body.result).toMatchObject({ key: 'guest-rooms', title: 'Guest Rooms', icon: 'bed', parent_key: null, sort_order: 180 })
    const stored = await t.db.selectFrom('menus').selectAll().where('key', '=', 'guest-rooms').executeTakeFirstOrThrow()
    expect(stored).toMatchObject({ menu_id: response.body.result.menu_id, path: '/dashboard/guest-rooms', sort_order: 180 })

    const adminMenu = await t.call('POST', '/api/getmenubyrole', { token: admin, body: {} })
    expect(adminMenu.body.result.at(-1)).toMatchObject({ key: 'guest-rooms', access: { view: true, create: true, edit: true, delete: true } })
    const receptionMenu = await t.call('POST', '/api/getmenubyrole', { token: reception, body: {} })
    expect(receptionMenu.body.result.map((menu: { key: string }) => menu.key)).not.toContain('guest-rooms')
  })

  test('a sub-menu names an existing parent and keeps the order it was given', async () => {
    const response = await t.call('POST', '/api/createmenu', {
      token: superAdmin,
      body: { key: 'guest-room-bookings', title: 'Room Bookings', path: '/dashboard/guest-rooms/bookings', parent_key: 'guest-rooms', sort_order: 181 },
    })
    expect(response.status).toBe(201)
    expect(response.body.result).toMatchObject({ parent_key: 'guest-rooms', sort_order: 181, icon: null })
  })

  test('a key already in use gets 409 and nothing is added', async () => {
    const before = await snapshot()
    const response = await t.call('POST', '/api/createmenu', { token: admin, body: { key: 'members', title: 'Members 2', path: '/x' } })
    expect(response.status).toBe(409)
    expect(response.body.message).toMatch(/'members' already exists/)
    expect(await snapshot()).toBe(before)
  })

  test.each([
    [{ title: 'No key', path: '/x' }, 'key', /Key is required/],
    [{ key: 'Guest Rooms', title: 'x', path: '/x' }, 'key', /lowercase letters/],
    [{ key: 'spa', path: '/x' }, 'title', /Title is required/],
    [{ key: 'spa', title: 'Spa', path: 'dashboard/spa' }, 'path', /must start with \//],
    [{ key: 'spa', title: 'Spa', path: '/spa', sort_order: -1 }, 'sort_order', /0 or more/],
    [{ key: 'spa', title: 'Spa', path: '/spa', parent_key: 'nowhere' }, 'parent_key', /no menu has the key 'nowhere'/],
  ])('bad input %j gets 400 naming %s and adds nothing', async (body, field, message) => {
    const before = await snapshot()
    const response = await t.call('POST', '/api/createmenu', { token: admin, body })
    expect(response.status).toBe(400)
    expect(response.body.errors[0].path).toBe(field)
    expect(response.body.message).toMatch(message)
    expect(await snapshot()).toBe(before)
  })

  test('only admins may add areas', async () => {
    await expectOutsidersRefused('POST', '/api/createmenu', { key: 'spa', title: 'Spa', path: '/spa' })
  })
})

describe('POST /api/getmenubyrole (staff) and /api/admin/getmenubyrole', () => {
  const receptionMenu = async () => {
    const flags = (view: boolean, create: boolean, edit: boolean) => ({ view, create, edit, delete: false })
    const area = async (key: string, title: string, path: string, icon: string, sort_order: number, access: ReturnType<typeof flags>) => ({
      menu_id: await menuId(key), key, title, path, icon, sort_order, access,
    })
    return [
      await area('dashboard', 'Dashboard', '/dashboard', 'home', 10, flags(true, false, false)),
      await area('members', 'Members', '/dashboard/members', 'users', 20, flags(true, false, false)),
      await area('events', 'Events & Bookings', '/dashboard/events', 'calendar', 50, flags(true, true, false)),
      await area('door', 'Door Check-in', '/door', 'scan', 60, flags(true, true, true)),
      await area('sports', 'Sports', '/dashboard/sports', 'trophy', 70, flags(true, true, true)),
    ]
  }

  test("a receptionist gets exactly the seeded areas (dashboard, members, events, door, sports) with the seeded flags", async () => {
    const response = await t.call('POST', '/api/getmenubyrole', { token: reception, body: { role_id: 7 } })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ result: await receptionMenu() })
    const withoutRoleId = await t.call('POST', '/api/getmenubyrole', { token: reception, body: {} })
    expect(withoutRoleId.body).toEqual(response.body)
  })

  test('a receptionist may not load another role’s menu', async () => {
    const response = await t.call('POST', '/api/getmenubyrole', { token: reception, body: { role_id: 2 } })
    expect(response.status).toBe(403)
    expect(response.body.message).toMatch(/only load the menu of your own role/)
  })

  test('the admin and the super-admin get every area with every flag, on both paths', async () => {
    for (const [path, token] of [['/api/getmenubyrole', admin], ['/api/admin/getmenubyrole', admin], ['/api/getmenubyrole', superAdmin]] as const) {
      const response = await t.call('POST', path, { token, body: { role_id: 1 } })
      expect(response.status).toBe(200)
      expect(response.body.result).toHaveLength(await menuCount())
      for (const menu of response.body.result) expect(menu.access).toEqual({ view: true, create: true, edit: true, delete: true })
    }
  })

  test('an admin may preview any role’s menu; an unknown role is 404', async () => {
    for (const path of ['/api/getmenubyrole', '/api/admin/getmenubyrole']) {
      const preview = await t.call('POST', path, { token: admin, body: { role_id: 7 } })
      expect(preview.body).toEqual({ result: await receptionMenu() })
      const missing = await t.call('POST', path, { token: admin, body: { role_id: 999 } })
      expect(missing.status).toBe(404)
      expect(missing.body.message).toBe('Role not found')
    }
  })

  test.each([['abc'], [-3], [1.5]])('role_id %j gets 400 naming role_id', async (role_id) => {
    const response = await t.call('POST', '/api/getmenubyrole', { token: reception, body: { role_id } })
    expect(response.status).toBe(400)
    expect(response.body.errors[0].path).toBe('role_id')
  })

  test('members and kitchen accounts are refused the staff menu; the admin path is for admins only', async () => {
    await expectOutsidersRefused('POST', '/api/getmenubyrole', {}, { isAdminOnly: false })
    await expectOutsidersRefused('POST', '/api/admin/getmenubyrole', {})
  })

  test('an expired session gets 401 telling the user to sign in again', async () => {
    const start = t.clock()
    t.clock.advance(13 * 3600 * 1000)
    try {
      const response = await t.call('POST', '/api/getmenubyrole', { token: reception, body: {} })
      expect(response.status).toBe(401)
      expect(response.body).toMatchObject({ code: 'session_expired', message: 'Your session has expired. Please sign in again.' })
    } finally {
      t.clock.set(start)
    }
  })
})

describe('POST /member/api/getmenubyrole', () => {
  test('a member gets the member app’s sections under /member, in order, in the staff menu’s shape', async () => {
    const response = await t.call('POST', '/member/api/getmenubyrole', { token: member, body: { role_id: 16 } })
    expect(response.status).toBe(200)
    expect(response.body.result.map((section: { key: string; path: string }) => [section.key, section.path])).toEqual([
      ['member-home', '/member'],
      ['member-bookings', '/member/bookings'],
      ['member-tickets', '/member/tickets'],
      ['member-wallet', '/member/wallet'],
      ['member-approvals', '/member/approvals'],
    ])
    const staffShape = Object.keys((await t.call('POST', '/api/getmenubyrole', { token: reception, body: {} })).body.result[0]).sort()
    for (const section of response.body.result) {
      expect(Object.keys(section).sort()).toEqual(staffShape)
      expect(section.access.view).toBe(true)
      expect(section.access.delete).toBe(false)
    }
  })

  test('a member may not ask for a staff role’s menu, and a bad role_id gets 400', async () => {
    const staffRole = await t.call('POST', '/member/api/getmenubyrole', { token: member, body: { role_id: 7 } })
    expect(staffRole.status).toBe(403)
    const bad = await t.call('POST', '/member/api/getmenubyrole', { token: member, body: { role_id: 'x' } })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].path).toBe('role_id')
  })

  test('staff and kitchen tokens are refused and no token gets 401', async () => {
    for (const token of [admin, reception, kitchen]) {
      expect((await t.call('POST', '/member/api/getmenubyrole', { token, body: {} })).status).toBe(403)
    }
    expect((await t.call('POST', '/member/api/getmenubyrole', { body: {} })).status).toBe(401)
  })
})

describe('POST /api/createrole', () => {
  test('an admin creates a role with its access; create, edit or delete imply view', async () => {
    const greetingsId = await menuId('greetings')
    const response = await t.call('POST', '/api/createrole', {
      token: admin,
      body: {
        name: '  Events Coordinator ',
        description: 'Runs the events calendar',
        permissions: [{ key: 'events', view: true, create: true, edit: true }, { key: 'members', view: true }, { menu_id: greetingsId, edit: true }],
      },
    })
    expect(response.status).toBe(201)
    expect(response.body.message).toBe('Role created successfully')
    const role = response.body.result
    expect(role).toMatchObject({ name: 'Events Coordinator', description: 'Runs the events calendar', is_system: false, user_count: 0 })
    expect(role.role_id).toBeGreaterThan(20)
    expect(role.access).toHaveLength(await menuCount())
    expect(role.access.find((area: { key: string }) => area.key === 'greetings')).toEqual({
      menu_id: greetingsId, key: 'greetings', title: 'Greetings', path: '/dashboard/greetings', view: true, create: false, edit: true, delete: false,
    })
    expect(await storedAccess(role.role_id)).toEqual({ events: 'vce', members: 'v', greetings: 've' })
    const stored = await t.db.selectFrom('roles').selectAll().where('role_id', '=', role.role_id).executeTakeFirstOrThrow()
    expect(stored).toMatchObject({ name: 'Events Coordinator', is_system: false })
  })

  test('a role may be created without access; it then opens nothing', async () => {
    const roleId = await createRoleAsAdmin({ name: 'Trainee' })
    expect(await storedAccess(roleId)).toEqual({})
  })

  test('a name already taken, in any case, gets 409 naming the existing role', async () => {
    const before = await snapshot()
    const response = await t.call('POST', '/api/createrole', { token: superAdmin, body: { name: 'RECEPTIONIST' } })
    expect(response.status).toBe(409)
    expect(response.body.message).toBe("A role named 'Receptionist' already exists. Choose another name or edit that role.")
    expect(await snapshot()).toBe(before)
  })

  test('two admins creating the same name at once get one role and one 409', async () => {
    const [first, second] = await Promise.all([
      t.call('POST', '/api/createrole', { token: admin, body: { name: 'Valet Parking' } }),
      t.call('POST', '/api/createrole', { token: superAdmin, body: { name: 'valet parking' } }),
    ])
    expect([first.status, second.status].sort()).toEqual([201, 409])
    const stored = await t.db.selectFrom('roles').select('name').where('name', 'ilike', 'valet parking').execute()
    expect(stored).toHaveLength(1)
  })

  test.each([
    [{ description: 'no name' }, 'name', /Role name is required/],
    [{ name: '   ' }, 'name', /Role name is required/],
    [{ name: 'x'.repeat(61) }, 'name', /at most 60/],
    [{ name: 'Valet', permissions: [{ key: 'members' }, { key: 'valet-parking', view: true }] }, 'permissions.1.key', /no area has the key 'valet-parking'/],
    [{ name: 'Valet', permissions: [{ menu_id: 9999, view: true }] }, 'permissions.0.menu_id', /no area has the menu_id 9999/],
    [{ name: 'Valet', permissions: [{ key: 'members', can_view: true }] }, 'permissions.0', /unknown field 'can_view'/],
    [{ name: 'Valet', permissions: [{ key: 'members', view: 'yes' }] }, 'permissions.0.view', /true or false/],
    [{ name: 'Valet', permissions: [{ view: true }] }, 'permissions.0.key', /name the area/],
    [{ name: 'Valet', permissions: [{ key: 'door', view: true }, { key: 'door', edit: true }] }, 'permissions.1', /listed more than once/],
    [{ name: 'Valet', permissions: 'all' }, 'permissions', /list of areas/],
  ])('bad input %j gets 400 naming %s and creates nothing', async (body, field, message) => {
    const before = await snapshot()
    const response = await t.call('POST', '/api/createrole', { token: admin, body })
    expect(response.status).toBe(400)
    expect(response.body.errors[0].path).toBe(field)
    expect(response.body.message).toMatch(message)
    expect(await snapshot()).toBe(before)
  })

  test('only admins may create roles', async () => {
    await expectOutsidersRefused('POST', '/api/createrole', { name: 'Valet' })
  })
})

describe('GET /api/getrole and GET /api/getrole/:id', () => {
  test('lists every role, system ones included, with how many user accounts hold it', async () => {
    const response = await t.call('GET', '/api/getrole', { token: admin })
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
    const response = await t.call('GET', '/api/getrole/7', { token: admin })
    expect(response.status).toBe(200)
    expect(response.body.result).toMatchObject({ role_id: 7, name: 'Receptionist', user_count: 1, is_system: false })
    expect(response.body.result.access).toHaveLength(await menuCount())
    expect(response.body.result.access.find((area: { key: string }) => area.key === 'door')).toMatchObject({ view: true, create: true, edit: true, delete: false })
  })

  test('an unknown role is 404 and an id that is not a number is 400', async () => {
    const missing = await t.call('GET', '/api/getrole/999', { token: admin })
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe('Role not found')
    const bad = await t.call('GET', '/api/getrole/abc', { token: admin })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].path).toBe('id')
  })

  test('callers without roles:view are refused', async () => {
    await expectOutsidersRefused('GET', '/api/getrole')
    await expectOutsidersRefused('GET', '/api/getrole/7')
  })
})

describe('GET /api/getroleaccess/:id', () => {
  test('lists every area with the role’s flags, unset areas false', async () => {
    const response = await t.call('GET', '/api/getroleaccess/7', { token: admin })
    expect(response.status).toBe(200)
    const { role, access } = response.body.result
    expect(role).toMatchObject({ role_id: 7, name: 'Receptionist' })
    expect(access).toHaveLength(await menuCount())
    expect(access.find((area: { key: string }) => area.key === 'events')).toEqual({
      menu_id: await menuId('events'), key: 'events', title: 'Events & Bookings', path: '/dashboard/events', view: true, create: true, edit: false, delete: false,
    })
    expect(access.find((area: { key: string }) => area.key === 'inventory')).toMatchObject({ view: false, create: false, edit: false, delete: false })
  })

  test('Admin has every flag on every area, though nothing is stored for it', async () => {
    const response = await t.call('GET', '/api/getroleaccess/1', { token: admin })
    for (const area of response.body.result.access) expect([area.view, area.create, area.edit, area.delete]).toEqual([true, true, true, true])
    expect(await storedAccess(1)).toEqual({})
  })

  test('an unknown role is 404 and a bad id is 400', async () => {
    expect((await t.call('GET', '/api/getroleaccess/999', { token: admin })).status).toBe(404)
    const bad = await t.call('GET', '/api/getroleaccess/0', { token: admin })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/^id: /)
  })

  test('callers without roles:view are refused', async () => {
    await expectOutsidersRefused('GET', '/api/getroleaccess/7')
  })
})

describe('GET /api/getrolesummary', () => {
  test('gives each role its holders, how many areas it opens and whether it is a system role', async () => {
    const response = await t.call('GET', '/api/getrolesummary', { token: admin })
    expect(response.status).toBe(200)
    const byId = new Map(response.body.result.map((row: { role_id: number }) => [row.role_id, row]))
    expect(byId.get(1)).toEqual({ role_id: 1, name: 'Admin', user_count: 2, areas_count: await menuCount(), is_system: true })
    expect(byId.get(7)).toEqual({ role_id: 7, name: 'Receptionist', user_count: 1, areas_count: 5, is_system: false })
    expect(byId.get(16)).toEqual({ role_id: 16, name: 'Member', user_count: 0, areas_count: 0, is_system: true })
  })

  test('callers without roles:view are refused', async () => {
    await expectOutsidersRefused('GET', '/api/getrolesummary')
  })
})

describe('PUT /api/updaterole/:id', () => {
  test('renames a role, changes its description and replaces its access', async () => {
    const roleId = await createRoleAsAdmin({ name: 'Banquets', permissions: [{ key: 'events', view: true }, { key: 'restaurants', view: true }] })
    const response = await t.call('PUT', `/api/updaterole/${roleId}`, {
      token: admin,
      body: { name: 'Banquet Manager', description: 'Banquet halls and their menus', permissions: [{ key: 'events', view: true, create: true, edit: true, delete: true }] },
    })
    expect(response.status).toBe(200)
    expect(response.body.message).toBe('Role updated successfully')
    expect(response.body.result).toMatchObject({ role_id: roleId, name: 'Banquet Manager', description: 'Banquet halls and their menus' })
    expect(await storedAccess(roleId)).toEqual({ events: 'vced' })
  })

  test('without permissions the access is left as it was; an empty description clears it', async () => {
    const roleId = await createRoleAsAdmin({ name: 'Bar Staff', description: 'Bar', permissions: [{ key: 'restaurants', view: true }] })
    const response = await t.call('PUT', `/api/updaterole/${roleId}`, { token: admin, body: { name: 'bar staff', description: '' } })
    expect(response.status).toBe(200)
    expect(response.body.result).toMatchObject({ name: 'bar staff', description: null })
    expect(await storedAccess(roleId)).toEqual({ restaurants: 'v' })
  })

  test('taking another role’s name gets 409 and changes nothing', async () => {
    const roleId = await createRoleAsAdmin({ name: 'Valet' })
    const before = await snapshot()
    const response = await t.call('PUT', `/api/updaterole/${roleId}`, { token: admin, body: { name: 'accounts', permissions: [] } })
    expect(response.status).toBe(409)
    expect(response.body.message).toMatch(/'Accounts' already exists/)
    expect(await snapshot()).toBe(before)
  })

  test('system roles keep their names, but their descriptions may change', async () => {
    for (const roleId of [1, 13, 16]) {
      const response = await t.call('PUT', `/api/updaterole/${roleId}`, { token: admin, body: { name: 'Renamed' } })
      expect(response.status).toBe(409)
      expect(response.body.message).toMatch(/is a system role the apps rely on; it cannot be renamed/)
    }
    const described = await t.call('PUT', '/api/updaterole/1', { token: admin, body: { name: 'Admin', description: 'The club office' } })
    expect(described.status).toBe(200)
    expect(described.body.result).toMatchObject({ name: 'Admin', description: 'The club office' })
  })

  test('Admin’s access cannot be reduced; restating full access is accepted and stores nothing', async () => {
    const before = await snapshot()
    const reduced = await t.call('PUT', '/api/updaterole/1', { token: admin, body: { permissions: [{ key: 'members', view: true }] } })
    expect(reduced.status).toBe(409)
    expect(reduced.body.message).toBe('The Admin role always has full access to every area; its access cannot be reduced.')
    expect(await snapshot()).toBe(before)
    const menus = await t.db.selectFrom('menus').select('key').execute()
    const full = menus.map(({ key }) => ({ key, view: true, create: true, edit: true, delete: true }))
    expect((await t.call('PUT', '/api/updaterole/1', { token: admin, body: { permissions: full } })).status).toBe(200)
    expect(await storedAccess(1)).toEqual({})
  })

  test('the Kitchen and Member roles cannot be given back-office areas', async () => {
    for (const roleId of [13, 16]) {
      const response = await t.call('PUT', `/api/updaterole/${roleId}`, { token: admin, body: { permissions: [{ key: 'members', view: true }] } })
      expect(response.status).toBe(409)
      expect(response.body.message).toMatch(/cannot be given back-office areas/)
      expect(await storedAccess(roleId)).toEqual({})
    }
  })

  test('an unknown role is 404', async () => {
    const response = await t.call('PUT', '/api/updaterole/999', { token: admin, body: { name: 'Ghost' } })
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
    const before = await snapshot()
    const response = await t.call('PUT', `/api/updaterole/${id}`, { token: admin, body })
    expect(response.status).toBe(400)
    expect(response.body.errors[0].path).toBe(field)
    expect(response.body.message).toMatch(message)
    expect(await snapshot()).toBe(before)
  })

  test('only admins may update roles', async () => {
    await expectOutsidersRefused('PUT', '/api/updaterole/7', { description: 'Front desk' })
  })
})

describe('DELETE /api/deleterole/:id', () => {
  test('deletes a role nobody holds, and its access with it', async () => {
    const roleId = await createRoleAsAdmin({ name: 'Seasonal Help', permissions: [{ key: 'events', view: true }] })
    const response = await t.call('DELETE', `/api/deleterole/${roleId}`, { token: admin })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ message: 'Role deleted successfully', result: { role_id: roleId, name: 'Seasonal Help' } })
    expect(await t.db.selectFrom('roles').select('role_id').where('role_id', '=', roleId).executeTakeFirst()).toBeUndefined()
    expect(await storedAccess(roleId)).toEqual({})
  })

  test('system roles cannot be deleted', async () => {
    for (const roleId of [1, 13, 16]) {
      const response = await t.call('DELETE', `/api/deleterole/${roleId}`, { token: superAdmin })
      expect(response.status).toBe(409)
      expect(response.body.message).toMatch(/is a system role the apps rely on; it cannot be deleted/)
    }
    expect((await t.db.selectFrom('roles').select('role_id').where('role_id', 'in', [1, 13, 16]).execute()).length).toBe(3)
  })

  test('a role still held by users gets 409 saying how many', async () => {
    const before = await snapshot()
    const response = await t.call('DELETE', '/api/deleterole/7', { token: admin })
    expect(response.status).toBe(409)
    expect(response.body).toMatchObject({
      message: "The role 'Receptionist' is still assigned to 1 user. Move them to another role before deleting it.",
      user_count: 1,
    })
    expect(await snapshot()).toBe(before)
  })

  test('an unknown role is 404 and a bad id is 400', async () => {
    expect((await t.call('DELETE', '/api/deleterole/999', { token: admin })).status).toBe(404)
    const before = await snapshot()
    const bad = await t.call('DELETE', '/api/deleterole/1e', { token: admin })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].path).toBe('id')
    expect(await snapshot()).toBe(before)
  })

  test('only admins may delete roles', async () => {
    const roleId = await createRoleAsAdmin({ name: 'Doomed' })
    await expectOutsidersRefused('DELETE', `/api/deleterole/${roleId}`)
  })
})

describe('POST /api/accesscontrol/update', () => {
  test('sets the listed areas, leaves the others, and a grant of nothing revokes', async () => {
    const roleId = await createRoleAsAdmin({ name: 'Gym Desk', permissions: [{ key: 'sports', view: true }, { key: 'door', view: true }] })
    const response = await t.call('POST', '/api/accesscontrol/update', {
      token: admin,
      body: { role_id: roleId, access: [{ key: 'sports', view: true, create: true, edit: true }, { menu_id: await menuId('members'), view: true }, { key: 'door' }] },
    })
    expect(response.status).toBe(200)
    expect(response.body.message).toBe('Access updated successfully')
    expect(response.body.result.role).toMatchObject({ role_id: roleId, name: 'Gym Desk' })
    expect(response.body.result.access.find((area: { key: string }) => area.key === 'sports')).toMatchObject({ view: true, create: true, edit: true, delete: false })
    expect(await storedAccess(roleId)).toEqual({ sports: 'vce', members: 'v' })
  })

  test('Admin’s access cannot be reduced and Kitchen and Member cannot be given areas', async () => {
    const before = await snapshot()
    const admins = await t.call('POST', '/api/accesscontrol/update', { token: admin, body: { role_id: 1, access: [{ key: 'members', view: true }] } })
    expect(admins.status).toBe(409)
    expect(admins.body.message).toMatch(/always has full access/)
    const kitchens = await t.call('POST', '/api/accesscontrol/update', { token: admin, body: { role_id: 13, access: [{ key: 'kitchens', view: true }] } })
    expect(kitchens.status).toBe(409)
    expect(kitchens.body.message).toMatch(/kitchen display, not the back office/)
    expect(await snapshot()).toBe(before)
    const fullAgain = await t.call('POST', '/api/accesscontrol/update', {
      token: admin,
      body: { role_id: 1, access: [{ key: 'members', view: true, create: true, edit: true, delete: true }] },
    })
    expect(fullAgain.status).toBe(200)
    expect(await storedAccess(1)).toEqual({})
  })

  test('an unknown role is 404', async () => {
    const response = await t.call('POST', '/api/accesscontrol/update', { token: admin, body: { role_id: 999, access: [{ key: 'members' }] } })
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
    const before = await snapshot()
    const response = await t.call('POST', '/api/accesscontrol/update', { token: admin, body })
    expect(response.status).toBe(400)
    expect(response.body.errors[0].path).toBe(field)
    expect(response.body.message).toMatch(message)
    expect(await snapshot()).toBe(before)
  })

  test('only admins may change access', async () => {
    await expectOutsidersRefused('POST', '/api/accesscontrol/update', { role_id: 7, access: [{ key: 'inventory', view: true }] })
  })
})

describe('access granted through the API is what the server enforces', () => {
  test('a role granted members and roles view by accesscontrol/update gets those menus and passes requirePermission', async () => {
    const roleId = await createRoleAsAdmin({ name: 'Membership Clerk' })
    const clerk = await staffUserWithRole(roleId, 'clerk@club.test')
    expect((await t.call('POST', '/api/getmenubyrole', { token: clerk, body: {} })).body).toEqual({ result: [] })
    expect((await t.call('GET', '/api/getallmenu', { token: clerk })).status).toBe(403)

    const grant = await t.call('POST', '/api/accesscontrol/update', {
      token: admin,
      body: { role_id: roleId, access: [{ key: 'members', view: true }, { key: 'roles', view: true }] },
    })
    expect(grant.status).toBe(200)
    const granted = (await t.call('GET', `/api/getroleaccess/${roleId}`, { token: admin })).body.result.access
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

    await t.call('POST', '/api/accesscontrol/update', { token: admin, body: { role_id: roleId, access: [{ key: 'roles' }] } })
    expect((await t.call('GET', '/api/getallmenu', { token: clerk })).status).toBe(403)
  })

  test('a role with users on it can be emptied and then deleted', async () => {
    const roleId = await createRoleAsAdmin({ name: 'Locker Room' })
    await staffUserWithRole(roleId, 'locker@club.test')
    const held = await t.call('DELETE', `/api/deleterole/${roleId}`, { token: admin })
    expect(held.status).toBe(409)
    await t.db.updateTable('users').set({ role_id: 7 }).where('email', '=', 'locker@club.test').execute()
    expect((await t.call('DELETE', `/api/deleterole/${roleId}`, { token: admin })).status).toBe(200)
  })
})
