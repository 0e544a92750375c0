import { sign } from 'hono/jwt'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { hashPassword } from '../../server/auth/passwords.js'
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../helpers/test-app.js'
import { clientAt, verifiedOtp } from './password-reset-fixtures.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ trustProxy: 1 })
})
afterAll(async () => {
  await t.close()
})

const sessionStatus = async (token: string) => (await t.call('GET', '/api/session', { token })).status

describe('a password change', () => {
  test('ends a session begun in the same second, and the new password signs in', async () => {
    await t.db
      .updateTable('members')
      .set({ password_hash: await hashPassword(DEMO_PASSWORD) })
      .where('member_id', '=', 'M1010')
      .execute()
    const signIn = await t.call('POST', '/member/api/login', { body: { memberId: 'M1010', password: DEMO_PASSWORD } })
    expect(signIn.status).toBe(200)
    const before = signIn.body.data.token as string
    // The test clock stands still: the reset happens in the very second the token was issued.
    const client = clientAt(t)
    const otp = await verifiedOtp(t, client, 'M1010')
    expect((await client.reset({ userId: 'M1010', password: 'Another@2026', otp })).status).toBe(200)

    expect(await sessionStatus(before)).toBe(401)
    const again = await t.call('POST', '/member/api/login', { body: { memberId: 'M1010', password: 'Another@2026' } })
    expect(again.status).toBe(200)
    expect(await sessionStatus(again.body.data.token)).toBe(200)
  })
})

describe('signing out (POST /api/logout, POST /member/api/logout)', () => {
  test('a staff token stops working at once; the same account’s other sessions go on', async () => {
    const token = await t.tokens.staff('reception@club.test')
    const otherDevice = await t.tokens.staff('reception@club.test')
    expect(await sessionStatus(token)).toBe(200)

    const signedOut = await t.call('POST', '/api/logout', { token })
    expect(signedOut.status).toBe(200)
    expect(signedOut.body).toEqual({ success: true, message: 'Signed out' })
    const after = await t.call('GET', '/api/session', { token })
    expect(after.status).toBe(401)
    expect(after.body.message).toBe('Your session has expired. Please sign in again.')
    expect(await sessionStatus(otherDevice)).toBe(200)
  })

  test('signing out twice is harmless', async () => {
    const token = await t.tokens.kitchen('kitchen2')
    expect((await t.call('POST', '/api/logout', { token })).status).toBe(200)
    expect((await t.call('POST', '/api/logout', { token })).status).toBe(200)
    expect((await t.call('GET', '/api/kitchen/user-kitchen', { token })).status).toBe(401)
  })

  test('a member signs out on the member path and the member app’s calls are refused', async () => {
    const token = await t.tokens.member('M1001')
    const memberMenu = () => t.call('POST', '/member/api/getmenubyrole', { token, body: {} })
    expect((await memberMenu()).status).toBe(200)
    const signedOut = await t.call('POST', '/member/api/logout', { token })
    expect(signedOut.status).toBe(200)
    expect(signedOut.body).toEqual({ status: 200, message: 'Signed out' })
    expect((await memberMenu()).status).toBe(401)
  })

  test('the session is ended in the database, so every server sharing it refuses the token', async () => {
    const other = await createTestApp({ database: t.database })
    try {
      const token = await t.tokens.staff()
      expect((await other.call('GET', '/api/session', { token })).status).toBe(200)
      expect((await t.call('POST', '/api/logout', { token })).status).toBe(200)
      expect((await other.call('GET', '/api/session', { token })).status).toBe(401)
      const ended = await t.db.selectFrom('auth_sessions').select('ended_at').where('ended_at', 'is not', null).execute()
      expect(ended.length).toBeGreaterThan(0)
    } finally {
      await other.close()
    }
  })

  test('without a token, or with a forged one, signing out gets 401', async () => {
    const none = await t.call('POST', '/api/logout')
    expect(none.status).toBe(401)
    expect(none.body.message).toBe('Authentication required. Please log in.')
    const forged = await t.call('POST', '/member/api/logout', { token: 'a.b.c' })
    expect(forged.status).toBe(401)
    expect(forged.body).toMatchObject({ status: 401, message: 'Your session has expired. Please sign in again.' })
  })
})

describe('sessions', () => {
  test('each sign-in is a session of its own, recorded with the address it came from', async () => {
    const signIn = await t.call('POST', '/api/login', {
      body: { email_id: 'steward@club.test', password: DEMO_PASSWORD },
      headers: { 'x-forwarded-for': '198.51.100.23' },
    })
    expect(signIn.status).toBe(200)
    const rows = await t.db
      .selectFrom('auth_sessions')
      .innerJoin('users', 'users.user_id', 'auth_sessions.user_id')
      .select(['auth_sessions.audience', 'auth_sessions.client_address', 'auth_sessions.ended_at'])
      .where('users.email', '=', 'steward@club.test')
      .execute()
    expect(rows).toEqual([{ audience: 'staff', client_address: '198.51.100.23', ended_at: null }])
  })

  test('a genuine token that names no session (issued before sessions were kept) is refused', async () => {
    const now = Math.floor(t.clock().getTime() / 1000)
    const token = await sign({ sub: '2', aud: 'staff', role_id: 1, iat: now, exp: now + 3600 }, t.deps.tokens.secret, 'HS256')
    expect(await sessionStatus(token)).toBe(401)
  })
})
