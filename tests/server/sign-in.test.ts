import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../helpers/test-app.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ trustProxy: true })
})
afterAll(async () => {
  await t.close()
})

describe('staff sign-in (POST /api/login)', () => {
  test('the demo admin signs in and gets a token, its expiry in seconds and role 1', async () => {
    const response = await t.call('POST', '/api/login', { body: { email_id: 'admin@club.test', password: DEMO_PASSWORD } })
    expect(response.status).toBe(200)
    expect(response.body.msg).toBe('Success')
    expect(response.body.result).toMatchObject({ role_id: 1, email: 'admin@club.test', name: 'Rajiv Khanna' })
    expect(typeof response.body.result.token).toBe('string')
    const nowSeconds = Math.floor(t.clock().getTime() / 1000)
    expect(response.body.result.expiresAt).toBe(nowSeconds + 12 * 3600)
    expect(response.body.result).not.toHaveProperty('password_hash')
  })

  test('the e-mail is matched without regard to case and the username works too', async () => {
    for (const email_id of ['ADMIN@Club.Test', 'admin']) {
      const response = await t.call('POST', '/api/login', { body: { email_id, password: DEMO_PASSWORD } })
      expect(response.status).toBe(200)
    }
  })

  test('the receptionist signs in with the reception role', async () => {
    const response = await t.call('POST', '/api/login', { body: { email_id: 'reception@club.test', password: DEMO_PASSWORD } })
    expect(response.status).toBe(200)
    expect(response.body.result).toMatchObject({ role_id: 7, role_name: 'Receptionist' })
  })

  test('a wrong password gets 401 with the message the sign-in screen shows', async () => {
    const response = await t.call('POST', '/api/login', { body: { email_id: 'admin@club.test', password: 'wrong' } })
    expect(response.status).toBe(401)
    expect(response.body.msg).toBe('Invalid credentials, please try again.')
  })

  test('an unknown account gets the same 401 as a wrong password', async () => {
    const response = await t.call('POST', '/api/login', { body: { email_id: 'nobody@club.test', password: 'whatever' } })
    expect(response.status).toBe(401)
    expect(response.body.msg).toBe('Invalid credentials, please try again.')
  })

  test('a missing field gets 400 naming the field', async () => {
    const response = await t.call('POST', '/api/login', { body: { password: 'x' } })
    expect(response.status).toBe(400)
    expect(response.body.message).toMatch(/email_id/)
    expect(response.body.errors[0].path).toBe('email_id')
  })

  test('a body that is not JSON gets 400', async () => {
    const response = await t.call('POST', '/api/login', { body: '{"email_id": ' })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe('The request body is not valid JSON.')
  })
})

describe('kitchen sign-in (POST /api/kitchen/login)', () => {
  test('kitchen1 signs in to the Main Kitchen with a JWT whose exp claim the client reads', async () => {
    const response = await t.call('POST', '/api/kitchen/login', { body: { username: 'kitchen1', password: DEMO_PASSWORD } })
    expect(response.status).toBe(200)
    expect(response.body.success).toBe(true)
    expect(response.body.data).toMatchObject({ role_id: 13, kitchen_name: 'Main Kitchen' })
    const payload = JSON.parse(Buffer.from(response.body.data.token.split('.')[1], 'base64url').toString())
    expect(payload.exp).toBe(response.body.data.expiresAt)
  })

  test('a staff account is not a kitchen account', async () => {
    const response = await t.call('POST', '/api/kitchen/login', { body: { username: 'admin@club.test', password: DEMO_PASSWORD } })
    expect(response.status).toBe(401)
    expect(response.body).toMatchObject({ success: false })
    expect(response.body.message).toBeTruthy()
  })

  test('bad input gets 400 with success false', async () => {
    const response = await t.call('POST', '/api/kitchen/login', { body: { username: '' } })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ success: false })
  })
})

describe('member sign-in (POST /member/api/login)', () => {
  test('M1001 signs in (the ID trimmed, any case) and gets role 16 and the dependent', async () => {
    const response = await t.call('POST', '/member/api/login', { body: { memberId: '  m1001 ', password: DEMO_PASSWORD } })
    expect(response.status).toBe(200)
    expect(response.body.status).toBe(200)
    expect(response.body.data).toMatchObject({ role_id: 16, member_id: 'M1001', name: 'Vikram Malhotra' })
    expect(response.body.data.dependents).toHaveLength(1)
    const nowSeconds = Math.floor(t.clock().getTime() / 1000)
    expect(response.body.data.expiresAt).toBe(nowSeconds + 30 * 86_400)
  })

  test('a wrong password gets 401 with a message', async () => {
    const response = await t.call('POST', '/member/api/login', { body: { memberId: 'M1001', password: 'nope' } })
    expect(response.status).toBe(401)
    expect(response.body).toMatchObject({ status: 401, message: 'Invalid Member ID or password.' })
  })

  test('a missing member ID gets 400', async () => {
    const response = await t.call('POST', '/member/api/login', { body: { memberId: '   ', password: 'x' } })
    expect(response.status).toBe(400)
    expect(response.body.message).toMatch(/memberId/)
  })
})

describe('super-admin sign-in (POST /api/signin)', () => {
  test('superadmin signs in', async () => {
    const response = await t.call('POST', '/api/signin', { body: { userId: 'superadmin', password: DEMO_PASSWORD } })
    expect(response.status).toBe(200)
    expect(response.body.result).toMatchObject({ is_super_admin: true, role_id: 1 })
  })

  test('the staff admin is not a super-admin', async () => {
    const response = await t.call('POST', '/api/signin', { body: { userId: 'admin@club.test', password: DEMO_PASSWORD } })
    expect(response.status).toBe(401)
  })
})

describe('sign-in throttling', () => {
  test('the 11th failure within 15 minutes gets 429 saying when to retry, and the window passes', async () => {
    const body = { email_id: 'secretary@club.test', password: 'wrong' }
    const headers = { 'x-forwarded-for': '203.0.113.50' }
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await t.call('POST', '/api/login', { body, headers })
      expect(response.status).toBe(401)
    }
    const blocked = await t.call('POST', '/api/login', { body, headers })
    expect(blocked.status).toBe(429)
    expect(blocked.body.msg).toMatch(/Too many failed sign-in attempts\. Please try again after \d{1,2}:\d{2}\s?(am|pm)/i)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)

    t.clock.advance(15 * 60_000 + 1000)
    const later = await t.call('POST', '/api/login', { body, headers })
    expect(later.status).toBe(401)
  })

  test('thirty failures from one address, on any accounts, lock that address out for every account', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.9' }
    for (let attempt = 1; attempt <= 30; attempt++) {
      await t.call('POST', '/member/api/login', { body: { memberId: `M${1100 + attempt}`, password: 'guess' }, headers })
    }
    const blocked = await t.call('POST', '/member/api/login', { body: { memberId: 'M1001', password: DEMO_PASSWORD }, headers })
    expect(blocked.status).toBe(429)
    expect(blocked.body.status).toBe(429)
    const elsewhere = await t.call('POST', '/member/api/login', {
      body: { memberId: 'M1001', password: DEMO_PASSWORD },
      headers: { 'x-forwarded-for': '198.51.100.10' },
    })
    expect(elsewhere.status).toBe(200)
  })
})

describe('tokens', () => {
  test('a token works until it expires, then gets 401', async () => {
    const token = await t.tokens.staff()
    expect((await t.call('GET', '/api/session', { token })).status).toBe(200)
    t.clock.advance(12 * 3600 * 1000 + 1000)
    const expired = await t.call('GET', '/api/session', { token })
    expect(expired.status).toBe(401)
    expect(expired.body.message).toMatch(/session has expired/)
  })

  test('a forged token gets 401, also after the genuine one has been accepted', async () => {
    const token = await t.tokens.staff()
    expect((await t.call('GET', '/api/session', { token })).status).toBe(200)
    const [header, payload] = token.split('.')
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`
    expect((await t.call('GET', '/api/session', { token: forged })).status).toBe(401)
  })

  test('no token gets 401', async () => {
    const response = await t.call('GET', '/api/session')
    expect(response.status).toBe(401)
    expect(response.body.message).toBe('Authentication required. Please log in.')
  })
})

describe('each door admits only its own audience', () => {
  test('a kitchen account cannot sign in at the staff door', async () => {
    const response = await t.call('POST', '/api/login', { body: { email_id: 'kitchen1', password: DEMO_PASSWORD } })
    expect(response.status).toBe(401)
    expect(response.body.msg).toBe('Invalid credentials, please try again.')
  })

  test('a member ID is not a staff account, and a staff e-mail is not a member ID', async () => {
    expect((await t.call('POST', '/api/login', { body: { email_id: 'M1001', password: DEMO_PASSWORD } })).status).toBe(401)
    expect((await t.call('POST', '/member/api/login', { body: { memberId: 'admin@club.test', password: DEMO_PASSWORD } })).status).toBe(401)
  })

  test('a member token on a staff-only route gets 403', async () => {
    const token = await t.tokens.member()
    const response = await t.call('GET', '/api/kitchen/user-kitchen', { token })
    expect(response.status).toBe(403)
  })
})
