import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../helpers/test-app.js'
import {
  activeAccountToken,
  type Callers,
  createAccount,
  expectRefusedForAll,
  outsiders,
  signInCallers,
  storedUser,
  userIdOf,
} from './users-fixtures.js'

// Switching an account off and setting its password end its sessions at once, on every server (ADR 018, ADR 025).
// Two API servers share one database here, as they would behind a load balancer.
let a: TestApp
let b: TestApp
let callers: Callers

beforeAll(async () => {
  a = await createTestApp({ seed: 'fixture' })
  b = await createTestApp({ database: a.database })
  callers = await signInCallers(a)
})
afterAll(async () => {
  await b.close()
  await a.close()
})

const sessionOn = async (server: TestApp, token: string) => (await server.call('GET', '/api/session', { token })).status

describe('PATCH /api/updateuser/:id/status', () => {
  test('deactivating a user ends their sessions at once on the other server too; reactivating does not bring them back', async () => {
    const userId = await createAccount(a, callers.admin, { name: 'Anita Desai', email: 'anita@club.test', role_id: 7 })
    const token = await activeAccountToken(b, callers.admin, userId, 'anita@club.test')
    expect(await sessionOn(b, token)).toBe(200) // b has read and remembered this token

    const off = await a.call('PATCH', `/api/updateuser/${userId}/status`, { token: callers.admin, body: { is_active: false } })
    expect(off.status).toBe(200)
    expect(off.body.message).toBe('User deactivated successfully')
    expect(off.body.result.is_active).toBe(false)
    expect(await sessionOn(b, token)).toBe(401)
    const signIn = await b.call('POST', '/api/login', { body: { email_id: 'anita@club.test', password: DEMO_PASSWORD } })
    expect(signIn.status).toBe(403)
    expect(signIn.body.message).toBe('This account has been deactivated. Please contact the club office.')

    const on = await a.call('PATCH', `/api/updateuser/${userId}/status`, { token: callers.admin, body: { is_active: true } })
    expect(on.body.message).toBe('User activated successfully')
    expect(await sessionOn(b, token)).toBe(401)
    expect(await sessionOn(b, await b.tokens.staff('anita@club.test'))).toBe(200)
  })

  test('a kitchen tablet switched off on one server writes nothing on the other', async () => {
    const tablet = await b.tokens.kitchen('kitchen1')
    expect((await b.call('GET', '/api/kitchen/user-kitchen', { token: tablet })).status).toBe(200)
    const kitchenUserId = (await a.db.selectFrom('users').select('user_id').where('username', '=', 'kitchen1').executeTakeFirstOrThrow())
      .user_id
    await a.call('PATCH', `/api/updateuser/${kitchenUserId}/status`, { token: callers.admin, body: { is_active: false } })
    expect((await b.call('GET', '/api/kitchen/user-kitchen', { token: tablet })).status).toBe(401)
    expect((await b.call('PATCH', '/api/kitchen/update-status/1', { token: tablet, body: { status: 'preparing' } })).status).toBe(401)
    await a.call('PATCH', `/api/updateuser/${kitchenUserId}/status`, { token: callers.admin, body: { is_active: true } })
    callers.kitchen = await a.tokens.kitchen('kitchen1')
  })

  test('nobody switches their own account off; an administrator cannot switch another administrator off', async () => {
    const adminId = await userIdOf(a, 'admin@club.test')
    const superAdminId = await userIdOf(a, 'superadmin@club.test')
    const own = await a.call('PATCH', `/api/updateuser/${adminId}/status`, { token: callers.admin, body: { is_active: false } })
    expect(own.status).toBe(409)
    expect(own.body.message).toBe('You cannot deactivate your own account: you would be signed out with nobody to switch it back on.')
    const ownAsSuperAdmin = await a.call('PATCH', `/api/updateuser/${superAdminId}/status`, {
      token: callers.superAdmin,
      body: { is_active: false },
    })
    expect(ownAsSuperAdmin.status).toBe(409)
    await expectRefusedForAll(a, { method: 'PATCH', path: `/api/updateuser/${superAdminId}/status`, body: { is_active: false } }, [
      ['administrator', callers.admin, 403],
      ...outsiders(callers),
    ])
    const deputyId = await createAccount(a, callers.superAdmin, { name: 'Deputy', email: 'deputy@club.test', role_id: 1 })
    await expectRefusedForAll(a, { method: 'PATCH', path: `/api/updateuser/${deputyId}/status`, body: { is_active: true } }, [
      ['administrator', callers.admin, 403],
    ])
    const on = await a.call('PATCH', `/api/updateuser/${deputyId}/status`, { token: callers.superAdmin, body: { is_active: true } })
    expect(on.status).toBe(200)
  })

  test('a body that is not {is_active: true|false} is a 400 and changes nothing', async () => {
    const userId = await userIdOf(a, 'reception@club.test')
    for (const body of [{}, { is_active: 'no' }, { is_active: 1 }, { is_active: null }]) {
      await expectRefusedForAll(a, { method: 'PATCH', path: `/api/updateuser/${userId}/status`, body }, [['admin', callers.admin, 400]])
    }
    await expectRefusedForAll(a, { method: 'PATCH', path: '/api/updateuser/0/status', body: { is_active: false } }, [
      ['admin', callers.admin, 400],
    ])
    await expectRefusedForAll(a, { method: 'PATCH', path: '/api/updateuser/99999/status', body: { is_active: false } }, [
      ['admin', callers.admin, 404],
    ])
  })
})

describe('PATCH /api/updateuser/:id/password', () => {
  test('a new password ends every session at once on the other server; the new password signs in', async () => {
    const userId = await createAccount(a, callers.admin, { name: 'Farah Khan', email: 'farah@club.test', role_id: 7 })
    const token = await activeAccountToken(b, callers.admin, userId, 'farah@club.test')
    expect(await sessionOn(b, token)).toBe(200)

    const set = await a.call('PATCH', `/api/updateuser/${userId}/password`, { token: callers.admin, body: { password: 'Lawn&Lime7' } })
    expect(set.status).toBe(200)
    expect(set.body.message).toBe('Password updated successfully')
    expect(set.body.result.has_password).toBe(true)
    expect(await sessionOn(b, token)).toBe(401)
    expect((await b.call('POST', '/api/login', { body: { email_id: 'farah@club.test', password: DEMO_PASSWORD } })).status).toBe(401)
    expect(await sessionOn(b, await b.tokens.staff('farah@club.test', 'Lawn&Lime7'))).toBe(200)
    expect((await storedUser(a, userId)).password_hash).toMatch(/^scrypt\$/)
  })

  test('too short is a 400 in the reset’s words; an administrator’s needs ten characters', async () => {
    const userId = await userIdOf(a, 'reception@club.test')
    await expectRefusedForAll(a, { method: 'PATCH', path: `/api/updateuser/${userId}/password`, body: { password: 'abc12' } }, [
      ['admin', callers.admin, 400],
    ])
    const short = await a.call('PATCH', `/api/updateuser/${userId}/password`, { token: callers.admin, body: { password: 'abc12' } })
    expect(short.body.errors).toEqual([{ path: 'password', msg: 'password: Password must be at least 6 characters.' }])
    for (const body of [{}, { password: 123456 }, { password: 'x'.repeat(201) }]) {
      await expectRefusedForAll(a, { method: 'PATCH', path: `/api/updateuser/${userId}/password`, body }, [['admin', callers.admin, 400]])
    }

    const adminId = await userIdOf(a, 'admin@club.test')
    const forAdmin = await a.call('PATCH', `/api/updateuser/${adminId}/password`, {
      token: callers.superAdmin,
      body: { password: 'Short@12' },
    })
    expect(forAdmin.status).toBe(400)
    expect(forAdmin.body.message).toBe('password: Password must be at least 10 characters for an administrator.')
  })

  test('only the super-administrator resets an administrator’s password', async () => {
    const adminId = await userIdOf(a, 'admin@club.test')
    const superAdminId = await userIdOf(a, 'superadmin@club.test')
    for (const target of [adminId, superAdminId]) {
      await expectRefusedForAll(a, { method: 'PATCH', path: `/api/updateuser/${target}/password`, body: { password: 'Another@2026' } }, [
        ['administrator', callers.admin, 403],
        ...outsiders(callers),
      ])
    }
    const adminToken = await a.tokens.staff()
    const reset = await a.call('PATCH', `/api/updateuser/${adminId}/password`, {
      token: callers.superAdmin,
      body: { password: 'Another@2026' },
    })
    expect(reset.status).toBe(200)
    expect(await sessionOn(b, adminToken)).toBe(401)
  })
})
