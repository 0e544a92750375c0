import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { EnvError, loadEnv } from '../../server/env.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

describe('health and public configuration', () => {
  test('GET /api/health reports the database as reachable', async () => {
    const response = await t.call('GET', '/api/health')
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ status: 'ok', database: 'reachable' })
  })

  test('GET /api/public/config gives the browser only the chat number', async () => {
    const response = await t.call('GET', '/api/public/config')
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ chatNumber: '919810012345' })
  })
})

describe('the error model', () => {
  test('an unknown /api path gets 404 JSON naming it', async () => {
    const response = await t.call('GET', '/api/no-such-thing')
    expect(response.status).toBe(404)
    expect(response.body.message).toBe('No such API endpoint: GET /api/no-such-thing')
  })

  test('an unknown /member/api path gets 404 JSON', async () => {
    const response = await t.call('POST', '/member/api/nothing', { body: {} })
    expect(response.status).toBe(404)
    expect(response.body.code).toBe('not_found')
  })

  test('every response carries security headers and a request id', async () => {
    const response = await t.call('GET', '/api/health')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect(response.headers.get('x-request-id')).toBeTruthy()
  })
})

describe('the kitchen account’s own kitchen (GET /api/kitchen/user-kitchen)', () => {
  test('a kitchen account gets its kitchen', async () => {
    const token = await t.tokens.kitchen('kitchen2')
    const response = await t.call('GET', '/api/kitchen/user-kitchen', { token })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ success: true, data: { name: 'Garden Kitchen' } })
    expect(response.body.data.kitchenId).toBe(response.body.data.kitchen_id)
  })

  test('staff and members get 403, and no token gets 401', async () => {
    expect((await t.call('GET', '/api/kitchen/user-kitchen', { token: await t.tokens.staff() })).status).toBe(403)
    expect((await t.call('GET', '/api/kitchen/user-kitchen', { token: await t.tokens.member() })).status).toBe(403)
    expect((await t.call('GET', '/api/kitchen/user-kitchen')).status).toBe(401)
  })
})

describe('who is signed in (GET /api/session)', () => {
  test('each audience sees its own principal', async () => {
    const staff = await t.call('GET', '/api/session', { token: await t.tokens.staff('reception@club.test') })
    expect(staff.body.principal).toMatchObject({ kind: 'staff', roleId: 7, name: 'Priya Sharma', isSuperAdmin: false })
    const member = await t.call('GET', '/api/session', { headers: { 'xm-auth-token': await t.tokens.member() } })
    expect(member.body.principal).toMatchObject({ kind: 'member', memberId: 'M1001', roleId: 16 })
    const superAdmin = await t.call('GET', '/api/session', { token: await t.tokens.superAdmin() })
    expect(superAdmin.body.principal).toMatchObject({ kind: 'staff', isSuperAdmin: true })
  })

  test('a deactivated user’s token stops working at once', async () => {
    const token = await t.tokens.staff('reception@club.test')
    await t.db.updateTable('users').set({ is_active: false }).where('email', '=', 'reception@club.test').execute()
    try {
      expect((await t.call('GET', '/api/session', { token })).status).toBe(401)
      const signIn = await t.call('POST', '/api/login', { body: { email_id: 'reception@club.test', password: 'Club@1994' } })
      expect(signIn.status).toBe(403)
      expect(signIn.body.msg).toBe('This account has been deactivated. Please contact the club office.')
    } finally {
      await t.db.updateTable('users').set({ is_active: true }).where('email', '=', 'reception@club.test').execute()
    }
  })
})

describe('the environment', () => {
  test('defaults give a working embedded setup on port 5100', () => {
    const env = loadEnv({})
    expect(env).toMatchObject({ PORT: 5100, DATA_DIR: '.data', STAFF_TOKEN_TTL: 43_200, MEMBER_TOKEN_TTL: 2_592_000 })
    expect(env.DATABASE_URL).toBeUndefined()
  })

  test('a bad environment is refused with every problem listed', () => {
    let error: unknown
    try {
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', NODE_ENV: 'production', STAFF_TOKEN_TTL: 'soon' })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(EnvError)
    const problems = (error as EnvError).problems.join('\n')
    expect(problems).toMatch(/PORT/)
    expect(problems).toMatch(/DATABASE_URL: must start with postgres:\/\//)
    expect(problems).toMatch(/STAFF_TOKEN_TTL/)
    expect(problems).toMatch(/JWT_SECRET: is required when NODE_ENV=production/)
  })
})
