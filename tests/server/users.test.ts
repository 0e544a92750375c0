import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import {
  accountsSnapshot,
  type Callers,
  createAccount,
  expectRefusedForAll,
  outsiders,
  signInCallers,
  storedUser,
  userIdOf,
} from './users-fixtures.js'

// Staff accounts from the office: the list, a new account, its details and role (ADR 025).
let t: TestApp
let callers: Callers
let mainKitchenId: number

beforeAll(async () => {
  t = await createTestApp({ seed: 'fixture' })
  callers = await signInCallers(t)
  mainKitchenId = (await t.db.selectFrom('kitchens').select('kitchen_id').executeTakeFirstOrThrow()).kitchen_id
})
afterAll(async () => {
  await t.close()
})

const names = (body: { result: { name: string }[] }) => body.result.map((user) => user.name)

describe('GET /api/getusers', () => {
  test('an admin reads every account by name, with its role, its kitchen and whether it has a password, never the hash', async () => {
    const response = await t.call('GET', '/api/getusers', { token: callers.admin })
    expect(response.status).toBe(200)
    expect(names(response.body)).toEqual(['Chef Gurdeep Singh', 'Club Super Administrator', 'Mohan Lal', 'Priya Sharma', 'Rajiv Khanna'])
    expect(response.body.pagination).toEqual({ page: 1, limit: 20, total: 5, pages: 1 })
    const chef = response.body.result[0]
    expect(chef).toMatchObject({
      username: 'kitchen1',
      role_id: 13,
      role_name: 'Kitchen',
      kitchen_id: mainKitchenId,
      kitchen_name: 'Main Kitchen',
    })
    expect(chef).toMatchObject({ is_active: true, has_password: true, is_super_admin: false })
    expect(JSON.stringify(response.body)).not.toContain('password_hash')
    expect(JSON.stringify(response.body)).not.toContain('scrypt$')
  })

  test('search finds a part of a name, e-mail, username or mobile; role and status filter; pages are of `limit`', async () => {
    const search = async (query: string) => names((await t.call('GET', `/api/getusers?${query}`, { token: callers.admin })).body)
    expect(await search('search=priya')).toEqual(['Priya Sharma'])
    expect(await search('search=STEWARD%40')).toEqual(['Mohan Lal'])
    expect(await search('search=0000009')).toEqual(['Chef Gurdeep Singh'])
    expect(await search('search=%25')).toEqual([]) // a % is a character to find, not a wildcard
    expect(await search('role_id=1')).toEqual(['Club Super Administrator', 'Rajiv Khanna'])
    expect(await search('role_id=1&search=rajiv')).toEqual(['Rajiv Khanna'])
    expect(await search('is_active=false')).toEqual([])
    expect(await search('search=&role_id=&is_active=')).toHaveLength(5) // empty filters are no filters (spec 2 §5)
    const second = await t.call('GET', '/api/getusers?limit=2&page=2', { token: callers.admin })
    expect(names(second.body)).toEqual(['Mohan Lal', 'Priya Sharma'])
    expect(second.body.pagination).toEqual({ page: 2, limit: 2, total: 5, pages: 3 })
  })

  test('bad filters are refused with 400 naming the field', async () => {
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['page=abc', 'page'],
      ['role_id=-1', 'role_id'],
      ['is_active=maybe', 'is_active'],
    ]) {
      const response = await t.call('GET', `/api/getusers?${query}`, { token: callers.admin })
      expect({ query, status: response.status, path: response.body.errors?.[0]?.path }).toEqual({ query, status: 400, path: field })
    }
  })

  test('only a role with the users area may read the accounts', async () => {
    await expectRefusedForAll(t, { method: 'GET', path: '/api/getusers' }, outsiders(callers))
    await expectRefusedForAll(t, { method: 'GET', path: '/api/users/options' }, outsiders(callers))
  })

  test('the form’s choices: every staff role (Admin for the super-administrator only) and the kitchens', async () => {
    const forAdmin = await t.call('GET', '/api/users/options', { token: callers.admin })
    expect(forAdmin.status).toBe(200)
    const roleNames = forAdmin.body.result.roles.map((role: { name: string }) => role.name)
    expect(roleNames).toContain('Receptionist')
    expect(roleNames).toContain('Kitchen')
    expect(roleNames).not.toContain('Admin')
    expect(roleNames).not.toContain('Member')
    expect(forAdmin.body.result.kitchens).toEqual([{ kitchen_id: mainKitchenId, name: 'Main Kitchen', is_active: true }])
    const forSuperAdmin = await t.call('GET', '/api/users/options', { token: callers.superAdmin })
    expect(forSuperAdmin.body.result.roles[0]).toEqual({ role_id: 1, name: 'Admin' })
  })
})

describe('POST /api/createusers', () => {
  test('an admin adds a receptionist: inactive and without a password until they register', async () => {
    const response = await t.call('POST', '/api/createusers', {
      token: callers.admin,
      body: { name: '  Neha Kapoor ', email: 'Neha@Club.test', username: 'Neha.K', mobile: '+91 98100 00021', role_id: 7 },
    })
    expect(response.status).toBe(201)
    expect(response.body.message).toBe('User created successfully')
    expect(response.body.result).toMatchObject({
      name: 'Neha Kapoor',
      email: 'neha@club.test',
      username: 'neha.k',
      mobile: '9810000021',
      role_id: 7,
      role_name: 'Receptionist',
      kitchen_id: null,
      is_active: false,
      has_password: false,
    })
    const stored = await storedUser(t, response.body.result.user_id)
    expect(stored).toMatchObject({ password_hash: null, is_active: false, is_super_admin: false })
    const signIn = await t.call('POST', '/api/login', { body: { email_id: 'neha@club.test', password: 'anything-at-all' } })
    expect(signIn.status).toBe(401)
  })

  test('a kitchen account names its kitchen, and must', async () => {
    const refused = await t.call('POST', '/api/createusers', {
      token: callers.admin,
      body: { name: 'Tandoor Tablet', username: 'tandoor', role_id: 13 },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual([{ path: 'kitchen_id', msg: 'kitchen_id: A kitchen account must name its kitchen' }])
    const created = await t.call('POST', '/api/createusers', {
      token: callers.admin,
      body: { name: 'Tandoor Tablet', username: 'tandoor', role_id: 13, kitchen_id: mainKitchenId },
    })
    expect(created.status).toBe(201)
    expect(created.body.result).toMatchObject({ role_name: 'Kitchen', kitchen_id: mainKitchenId, kitchen_name: 'Main Kitchen' })
  })

  test('bad input gets 400 naming the field, and nothing is stored', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'a@club.test', role_id: 7 }, 'name'],
      [{ name: '   ', email: 'a@club.test', role_id: 7 }, 'name'],
      [{ name: 'No Sign-in Name', role_id: 7 }, 'email'],
      [{ name: 'A', email: 'not-an-email', role_id: 7 }, 'email'],
      [{ name: 'A', username: 'x', role_id: 7 }, 'username'],
      [{ name: 'A', email: 'a@club.test', mobile: '12345', role_id: 7 }, 'mobile'],
      [{ name: 'A', email: 'a@club.test' }, 'role_id'],
      [{ name: 'A', email: 'a@club.test', role_id: '7' }, 'role_id'],
      [{ name: 'A', email: 'a@club.test', role_id: 16 }, 'role_id'],
      [{ name: 'A', email: 'a@club.test', role_id: 999 }, 'role_id'],
      [{ name: 'A', email: 'a@club.test', role_id: 7, kitchen_id: mainKitchenId }, 'kitchen_id'],
      [{ name: 'A', username: 'tablet2', role_id: 13, kitchen_id: 999 }, 'kitchen_id'],
      [{ name: 'A\u0000', email: 'a@club.test', role_id: 7 }, 'name'],
    ]
    const before = await accountsSnapshot(t)
    for (const [body, field] of cases) {
      const response = await t.call('POST', '/api/createusers', { token: callers.admin, body })
      expect({ body, status: response.status, field: response.body.errors?.[0]?.path }).toEqual({ body, status: 400, field })
      expect(response.body.message).toMatch(new RegExp(`^${field}: `))
    }
    expect(await accountsSnapshot(t)).toBe(before)
  })

  test('an e-mail or username already someone’s, in any case, is a 409 on that field', async () => {
    const before = await accountsSnapshot(t)
    const email = await t.call('POST', '/api/createusers', {
      token: callers.admin,
      body: { name: 'Second Priya', email: 'RECEPTION@club.test', role_id: 7 },
    })
    expect(email.status).toBe(409)
    expect(email.body.errors[0]).toEqual({
      path: 'email',
      msg: "email: 'reception@club.test' is already how Priya Sharma signs in. Choose another.",
    })
    // A username that is another person's e-mail is taken too: both are what people sign in with.
    const username = await t.call('POST', '/api/createusers', {
      token: callers.admin,
      body: { name: 'Second Admin', username: 'admin', role_id: 7 },
    })
    expect(username.status).toBe(409)
    expect(username.body.errors[0].path).toBe('username')
    expect(await accountsSnapshot(t)).toBe(before)
  })

  test('only the super-administrator may create an administrator; an administrator gets 403', async () => {
    const body = { name: 'Deputy Administrator', email: 'deputy@club.test', mobile: '9810000031', role_id: 1 }
    await expectRefusedForAll(t, { method: 'POST', path: '/api/createusers', body }, [
      ['administrator', callers.admin, 403],
      ...outsiders(callers),
    ])
    const created = await t.call('POST', '/api/createusers', { token: callers.superAdmin, body })
    expect(created.status).toBe(201)
    expect(created.body.result).toMatchObject({ role_id: 1, role_name: 'Admin', is_super_admin: false, is_active: false })
  })

  test('the super-administrator’s power is the /control session’s: the same person signed in at /login is an administrator', async () => {
    const atLogin = await t.tokens.staff('superadmin@club.test')
    const response = await t.call('POST', '/api/createusers', {
      token: atLogin,
      body: { name: 'Another Admin', email: 'another-admin@club.test', role_id: 1 },
    })
    expect(response.status).toBe(403)
    expect(response.body.message).toBe(
      'Only the super-administrator can create, change or demote an administrator. Sign in at /control to do this.',
    )
  })

  test('a role granted the users area may create accounts; one granted view only may not', async () => {
    const grant = async (access: Record<string, boolean>) => {
      const response = await t.call('POST', '/api/accesscontrol/update', {
        token: callers.admin,
        body: { role_id: 4, access: [{ key: 'users', ...access }] },
      })
      expect(response.status).toBe(200)
    }
    const steward = await t.tokens.staff('steward@club.test')
    const body = { name: 'Bar Steward', email: 'bar@club.test', role_id: 4 }
    await grant({ view: true })
    expect((await t.call('GET', '/api/getusers', { token: steward })).status).toBe(200)
    expect((await t.call('POST', '/api/createusers', { token: steward, body })).status).toBe(403)
    await grant({ view: true, create: true })
    expect((await t.call('POST', '/api/createusers', { token: steward, body })).status).toBe(201)
    // With every grant there is, still no administrator.
    await grant({ view: true, create: true, edit: true, delete: true })
    const admin = await t.call('POST', '/api/createusers', { token: steward, body: { ...body, email: 'bar2@club.test', role_id: 1 } })
    expect(admin.status).toBe(403)
    await grant({})
  })
})

describe('PUT /api/updateuser/:id', () => {
  test('an admin changes a person’s details and role; a field left out stays, a cleared one is cleared', async () => {
    const userId = await createAccount(t, callers.admin, { name: 'Kiran Bedi', email: 'kiran@club.test', username: 'kiran', role_id: 7 })
    const response = await t.call('PUT', `/api/updateuser/${userId}`, {
      token: callers.admin,
      body: { name: 'Kiran Bedi-Rao', username: null, mobile: '9810000041', role_id: 5 },
    })
    expect(response.status).toBe(200)
    expect(response.body.message).toBe('User updated successfully')
    expect(response.body.result).toMatchObject({
      name: 'Kiran Bedi-Rao',
      email: 'kiran@club.test',
      username: null,
      mobile: '9810000041',
      role_id: 5,
      role_name: 'Sports Desk',
    })
  })

  test('bad changes get 400 naming the field and change nothing', async () => {
    const userId = await userIdOf(t, 'reception@club.test')
    const cases: [Record<string, unknown>, string][] = [
      [{}, ''],
      [{ name: '' }, 'name'],
      [{ email: null, username: null }, 'email'],
      [{ role_id: 16 }, 'role_id'],
      [{ role_id: 999 }, 'role_id'],
      [{ role_id: 13 }, 'kitchen_id'],
      [{ kitchen_id: mainKitchenId }, 'kitchen_id'],
      [{ mobile: 'call me' }, 'mobile'],
    ]
    const before = await accountsSnapshot(t)
    for (const [body, field] of cases) {
      const response = await t.call('PUT', `/api/updateuser/${userId}`, { token: callers.admin, body })
      expect({ body, status: response.status, field: response.body.errors?.[0]?.path ?? '' }).toEqual({ body, status: 400, field })
    }
    expect((await t.call('PUT', '/api/updateuser/99999', { token: callers.admin, body: { name: 'Nobody' } })).status).toBe(404)
    expect((await t.call('PUT', '/api/updateuser/abc', { token: callers.admin, body: { name: 'Nobody' } })).status).toBe(400)
    expect(await accountsSnapshot(t)).toBe(before)
  })

  test('an administrator cannot change, promote or demote an administrator; the super-administrator can', async () => {
    const receptionId = await userIdOf(t, 'reception@club.test')
    const adminId = await userIdOf(t, 'admin@club.test')
    const superAdminId = await userIdOf(t, 'superadmin@club.test')
    await expectRefusedForAll(t, { method: 'PUT', path: `/api/updateuser/${receptionId}`, body: { role_id: 1 } }, [
      ['administrator promoting', callers.admin, 403],
    ])
    await expectRefusedForAll(t, { method: 'PUT', path: `/api/updateuser/${superAdminId}`, body: { name: 'Renamed' } }, [
      ['administrator changing the super-administrator', callers.admin, 403],
    ])
    const deputyId = await createAccount(t, callers.superAdmin, { name: 'Deputy Two', email: 'deputy2@club.test', role_id: 1 })
    await expectRefusedForAll(t, { method: 'PUT', path: `/api/updateuser/${deputyId}`, body: { role_id: 7 } }, [
      ['administrator demoting', callers.admin, 403],
      ...outsiders(callers),
    ])
    const demoted = await t.call('PUT', `/api/updateuser/${deputyId}`, { token: callers.superAdmin, body: { role_id: 7 } })
    expect(demoted.status).toBe(200)
    expect(demoted.body.result.role_name).toBe('Receptionist')
    // Nobody changes their own role, the super-administrator included.
    const own = await t.call('PUT', `/api/updateuser/${superAdminId}`, { token: callers.superAdmin, body: { role_id: 7 } })
    expect(own.status).toBe(409)
    expect(own.body.message).toBe('You cannot change your own role. Ask another administrator to do it.')
    expect((await storedUser(t, adminId)).role_id).toBe(1)
  })

  test('a kitchen tablet moved to another kitchen is signed out, and signs in to the new one', async () => {
    const garden = await t.db.insertInto('kitchens').values({ name: 'Garden Kitchen' }).returning('kitchen_id').executeTakeFirstOrThrow()
    const tabletId = await createAccount(t, callers.admin, {
      name: 'Pass Tablet',
      username: 'pass-tablet',
      role_id: 13,
      kitchen_id: mainKitchenId,
    })
    await t.call('PATCH', `/api/updateuser/${tabletId}/password`, { token: callers.admin, body: { password: 'Tablet@2026' } })
    await t.call('PATCH', `/api/updateuser/${tabletId}/status`, { token: callers.admin, body: { is_active: true } })
    const before = await t.call('POST', '/api/kitchen/login', { body: { username: 'pass-tablet', password: 'Tablet@2026' } })
    expect(before.status).toBe(200)
    const token = before.body.data.token as string
    expect((await t.call('GET', '/api/kitchen/user-kitchen', { token })).status).toBe(200)

    const moved = await t.call('PUT', `/api/updateuser/${tabletId}`, { token: callers.admin, body: { kitchen_id: garden.kitchen_id } })
    expect(moved.body.result.kitchen_name).toBe('Garden Kitchen')
    expect((await t.call('GET', '/api/kitchen/user-kitchen', { token })).status).toBe(401)
    const again = await t.call('POST', '/api/kitchen/login', { body: { username: 'pass-tablet', password: 'Tablet@2026' } })
    expect(again.body.data.kitchen_name).toBe('Garden Kitchen')
  })
})
