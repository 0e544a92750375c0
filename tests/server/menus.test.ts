import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { expectOutsidersRefused, menuCount, menuId, type People, rolesSnapshot, signInPeople } from './roles-fixtures.js'

// The back-office menu: listing and adding areas, and the menu each role (or a member) is shown.
let t: TestApp
let people: People

beforeAll(async () => {
  t = await createTestApp()
  people = await signInPeople(t)
})
afterAll(async () => {
  await t.close()
})

describe('GET /api/getallmenu', () => {
  test('lists every back-office area in menu order with key, title, path, icon, parent and order', async () => {
    const response = await t.call('GET', '/api/getallmenu', { token: people.admin })
    expect(response.status).toBe(200)
    expect(response.body.result).toHaveLength(await menuCount(t))
    expect(response.body.result[0]).toEqual({
      menu_id: await menuId(t, 'dashboard'),
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
    expect((await t.call('GET', '/api/getallmenu', { token: people.superAdmin })).status).toBe(200)
  })

  test('members, kitchen accounts, a receptionist (no roles:view) and anonymous callers are refused', async () => {
    await expectOutsidersRefused(t, people, 'GET', '/api/getallmenu')
  })
})

describe('POST /api/createmenu', () => {
  test('an admin adds an area; it goes after the last one and only Admin sees it until granted', async () => {
    const response = await t.call('POST', '/api/createmenu', {
      token: people.admin,
      body: { key: 'guest-rooms', title: 'Guest Rooms', path: '/dashboard/guest-rooms', icon: 'bed' },
    })
    expect(response.status).toBe(201)
    expect(response.body.message).toBe('Menu created successfully')
    expect(response.body.result).toMatchObject({ key: 'guest-rooms', title: 'Guest Rooms', icon: 'bed', parent_key: null, sort_order: 180 })
    const stored = await t.db.selectFrom('menus').selectAll().where('key', '=', 'guest-rooms').executeTakeFirstOrThrow()
    expect(stored).toMatchObject({ menu_id: response.body.result.menu_id, path: '/dashboard/guest-rooms', sort_order: 180 })

    const adminMenu = await t.call('POST', '/api/getmenubyrole', { token: people.admin, body: {} })
    expect(adminMenu.body.result.at(-1)).toMatchObject({
      key: 'guest-rooms',
      access: { view: true, create: true, edit: true, delete: true },
    })
    const receptionMenu = await t.call('POST', '/api/getmenubyrole', { token: people.reception, body: {} })
    expect(receptionMenu.body.result.map((menu: { key: string }) => menu.key)).not.toContain('guest-rooms')
  })

  test('a sub-menu names an existing parent and keeps the order it was given', async () => {
    const response = await t.call('POST', '/api/createmenu', {
      token: people.superAdmin,
      body: {
        key: 'guest-room-bookings',
        title: 'Room Bookings',
        path: '/dashboard/guest-rooms/bookings',
        parent_key: 'guest-rooms',
        sort_order: 181,
      },
    })
    expect(response.status).toBe(201)
    expect(response.body.result).toMatchObject({ parent_key: 'guest-rooms', sort_order: 181, icon: null })
  })

  test('a key already in use gets 409 and nothing is added', async () => {
    const before = await rolesSnapshot(t)
    const response = await t.call('POST', '/api/createmenu', {
      token: people.admin,
      body: { key: 'members', title: 'Members 2', path: '/x' },
    })
    expect(response.status).toBe(409)
    expect(response.body.message).toMatch(/'members' already exists/)
    expect(await rolesSnapshot(t)).toBe(before)
  })

  test.each([
    [{ title: 'No key', path: '/x' }, 'key', /Key is required/],
    [{ key: 'Guest Rooms', title: 'x', path: '/x' }, 'key', /lowercase letters/],
    [{ key: 'spa', path: '/x' }, 'title', /Title is required/],
    [{ key: 'spa', title: 'Spa', path: 'dashboard/spa' }, 'path', /must start with \//],
    [{ key: 'spa', title: 'Spa', path: '/spa', sort_order: -1 }, 'sort_order', /0 or more/],
    [{ key: 'spa', title: 'Spa', path: '/spa', parent_key: 'nowhere' }, 'parent_key', /no menu has the key 'nowhere'/],
  ])('bad input %j gets 400 naming %s and adds nothing', async (body, field, message) => {
    const before = await rolesSnapshot(t)
    const response = await t.call('POST', '/api/createmenu', { token: people.admin, body })
    expect(response.status).toBe(400)
    expect(response.body.errors[0].path).toBe(field)
    expect(response.body.message).toMatch(message)
    expect(await rolesSnapshot(t)).toBe(before)
  })

  test('only admins may add areas', async () => {
    await expectOutsidersRefused(t, people, 'POST', '/api/createmenu', { key: 'spa', title: 'Spa', path: '/spa' })
  })
})

describe('POST /api/getmenubyrole (staff) and /api/admin/getmenubyrole', () => {
  const receptionMenu = async () => {
    const flags = (view: boolean, create: boolean, edit: boolean) => ({ view, create, edit, delete: false })
    const area = async (key: string, title: string, path: string, icon: string, sort_order: number, access: ReturnType<typeof flags>) => ({
      menu_id: await menuId(t, key),
      key,
      title,
      path,
      icon,
      sort_order,
      access,
    })
    return [
      await area('dashboard', 'Dashboard', '/dashboard', 'home', 10, flags(true, false, false)),
      await area('members', 'Members', '/dashboard/members', 'users', 20, flags(true, false, false)),
      await area('events', 'Events & Bookings', '/dashboard/events', 'calendar', 50, flags(true, true, false)),
      await area('door', 'Door Check-in', '/door', 'scan', 60, flags(true, true, true)),
      await area('sports', 'Sports', '/dashboard/sports', 'trophy', 70, flags(true, true, true)),
    ]
  }

  test('a receptionist gets exactly the seeded areas (dashboard, members, events, door, sports) with the seeded flags', async () => {
    const response = await t.call('POST', '/api/getmenubyrole', { token: people.reception, body: { role_id: 7 } })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ result: await receptionMenu() })
    const withoutRoleId = await t.call('POST', '/api/getmenubyrole', { token: people.reception, body: {} })
    expect(withoutRoleId.body).toEqual(response.body)
  })

  test('a receptionist may not load another role’s menu', async () => {
    const response = await t.call('POST', '/api/getmenubyrole', { token: people.reception, body: { role_id: 2 } })
    expect(response.status).toBe(403)
    expect(response.body.message).toMatch(/only load the menu of your own role/)
  })

  test('the admin and the super-admin get every area with every flag, on both paths', async () => {
    for (const [path, token] of [
      ['/api/getmenubyrole', people.admin],
      ['/api/admin/getmenubyrole', people.admin],
      ['/api/getmenubyrole', people.superAdmin],
    ] as const) {
      const response = await t.call('POST', path, { token, body: { role_id: 1 } })
      expect(response.status).toBe(200)
      expect(response.body.result).toHaveLength(await menuCount(t))
      for (const menu of response.body.result) expect(menu.access).toEqual({ view: true, create: true, edit: true, delete: true })
    }
  })

  test('an admin may preview any role’s menu; an unknown role is 404', async () => {
    for (const path of ['/api/getmenubyrole', '/api/admin/getmenubyrole']) {
      const preview = await t.call('POST', path, { token: people.admin, body: { role_id: 7 } })
      expect(preview.body).toEqual({ result: await receptionMenu() })
      const missing = await t.call('POST', path, { token: people.admin, body: { role_id: 999 } })
      expect(missing.status).toBe(404)
      expect(missing.body.message).toBe('Role not found')
    }
  })

  test.each([['abc'], [-3], [1.5]])('role_id %j gets 400 naming role_id', async (role_id) => {
    const response = await t.call('POST', '/api/getmenubyrole', { token: people.reception, body: { role_id } })
    expect(response.status).toBe(400)
    expect(response.body.errors[0].path).toBe('role_id')
  })

  test('members and kitchen accounts are refused the staff menu; the admin path is for admins only', async () => {
    await expectOutsidersRefused(t, people, 'POST', '/api/getmenubyrole', {}, { isAdminOnly: false })
    await expectOutsidersRefused(t, people, 'POST', '/api/admin/getmenubyrole', {})
  })

  test('an expired session gets 401 telling the user to sign in again', async () => {
    const start = t.clock()
    t.clock.advance(13 * 3600 * 1000)
    try {
      const response = await t.call('POST', '/api/getmenubyrole', { token: people.reception, body: {} })
      expect(response.status).toBe(401)
      expect(response.body).toMatchObject({ code: 'session_expired', message: 'Your session has expired. Please sign in again.' })
    } finally {
      t.clock.set(start)
    }
  })
})

describe('POST /member/api/getmenubyrole', () => {
  test('a member gets the member app’s sections under /member, in order, in the staff menu’s shape', async () => {
    const response = await t.call('POST', '/member/api/getmenubyrole', { token: people.member, body: { role_id: 16 } })
    expect(response.status).toBe(200)
    expect(response.body.result.map((section: { key: string; path: string }) => [section.key, section.path])).toEqual([
      ['member-home', '/member'],
      ['member-bookings', '/member/bookings'],
      ['member-tickets', '/member/tickets'],
      ['member-account', '/member/account'],
      ['member-approvals', '/member/approvals'],
    ])
    const staffShape = Object.keys(
      (await t.call('POST', '/api/getmenubyrole', { token: people.reception, body: {} })).body.result[0],
    ).sort()
    for (const section of response.body.result) {
      expect(Object.keys(section).sort()).toEqual(staffShape)
      expect(section.access.view).toBe(true)
      expect(section.access.delete).toBe(false)
    }
  })

  test('a member may not ask for a staff role’s menu, and a bad role_id gets 400', async () => {
    const staffRole = await t.call('POST', '/member/api/getmenubyrole', { token: people.member, body: { role_id: 7 } })
    expect(staffRole.status).toBe(403)
    const bad = await t.call('POST', '/member/api/getmenubyrole', { token: people.member, body: { role_id: 'x' } })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].path).toBe('role_id')
  })

  test('staff and kitchen tokens are refused and no token gets 401', async () => {
    for (const token of [people.admin, people.reception, people.kitchen]) {
      expect((await t.call('POST', '/member/api/getmenubyrole', { token, body: {} })).status).toBe(403)
    }
    expect((await t.call('POST', '/member/api/getmenubyrole', { body: {} })).status).toBe(401)
  })
})
