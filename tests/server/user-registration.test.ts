import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { MINUTE, otpSentTo, wrongCodeFor } from './password-reset-fixtures.js'
import {
  accountsSnapshot,
  type Callers,
  createAccount,
  expectRefusedForAll,
  outsiders,
  signInCallers,
  storedUser,
} from './users-fixtures.js'

// A new staff member sets their own password with a code the office sends to their WhatsApp (ADR 025).
let t: TestApp
let callers: Callers

beforeAll(async () => {
  t = await createTestApp({ seed: 'fixture' })
  callers = await signInCallers(t)
})
afterAll(async () => {
  await t.close()
})

// Each test registers from its own address, so the per-address limit of one does not reach the next.
let lastAddress = 0
function registrant() {
  const address = `198.51.100.${++lastAddress}`
  return (body: unknown) => t.call('POST', '/api/verify-user-registration-otp', { body, headers: { 'x-forwarded-for': address } })
}

let lastMobile = 50
async function newAccount(overrides: Record<string, unknown> = {}, token = callers.admin) {
  const mobile = `98100000${++lastMobile}`
  const email = `new${lastMobile}@club.test`
  const userId = await createAccount(t, token, { name: `New Person ${lastMobile}`, email, mobile, role_id: 7, ...overrides })
  return { userId, email, mobile }
}

const sendCode = (userId: number, token = callers.admin) => t.call('POST', '/api/send-user-registration-otp', { token, body: { userId } })

describe('registering with the code from WhatsApp', () => {
  test('the office sends the code; the person sets a password with it, the account is switched on, and they sign in', async () => {
    const { userId, email, mobile } = await newAccount({ name: 'Meera Nair' })
    const sent = await sendCode(userId)
    expect(sent.status).toBe(200)
    expect(sent.body).toEqual({
      message: 'Registration code sent to the registered WhatsApp number.',
      result: { user_id: userId, name: 'Meera Nair', mobile: `******${mobile.slice(-4)}` },
    })
    const message = await t.db.selectFrom('messages').selectAll().orderBy('message_id', 'desc').executeTakeFirstOrThrow()
    expect(message).toMatchObject({ recipient: mobile, purpose: 'otp', status: 'stored' })
    expect(message.body).toMatch(
      new RegExp(
        `^Welcome to New Friends Club, Meera Nair\\. Your registration code is \\d{6}\\. It is valid for 10 minutes\\. Open Register \\(/register\\) on the club's website and enter ${email}, this code and a password of your choice\\. Do not share this code\\.$`,
      ),
    )
    const code = await otpSentTo(t, mobile)
    const stored = await t.db.selectFrom('otp_codes').selectAll().where('account_id', '=', String(userId)).executeTakeFirstOrThrow()
    expect(stored).toMatchObject({ account_type: 'user', purpose: 'registration' })
    expect(stored.code_hash).not.toContain(code)

    t.clock.advance(MINUTE)
    const done = await registrant()({ userId: email.toUpperCase(), otp: code, password: 'Garden@26' })
    expect(done.status).toBe(200)
    expect(done.body).toEqual({
      message: 'Registration complete. You can now sign in.',
      result: { user_id: userId, name: 'Meera Nair', sign_in_name: email },
    })
    expect(await storedUser(t, userId)).toMatchObject({ is_active: true })
    expect((await t.call('POST', '/api/login', { body: { email_id: email, password: 'Garden@26' } })).status).toBe(200)

    const again = await registrant()({ userId, otp: code, password: 'Another@26' })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(
      'Meera Nair has already set a password and can sign in. To change it, use Set password or Forgot password.',
    )
    expect((await t.call('POST', '/api/login', { body: { email_id: email, password: 'Garden@26' } })).status).toBe(200)
  })

  test('the account may be named by its id too', async () => {
    const { userId, mobile } = await newAccount()
    await sendCode(userId)
    const done = await registrant()({ userId, otp: await otpSentTo(t, mobile), password: 'Garden@26' })
    expect(done.status).toBe(200)
  })

  test('a wrong code says so with the tries left; five wrong tries use the code up', async () => {
    const { userId, mobile } = await newAccount()
    await sendCode(userId)
    const code = await otpSentTo(t, mobile)
    const register = registrant()
    const first = await register({ userId, otp: wrongCodeFor(code), password: 'Garden@26' })
    expect(first.status).toBe(400)
    expect(first.body).toMatchObject({ message: 'Invalid code.', code: 'otp_invalid', attemptsLeft: 4 })
    expect(first.body.errors).toEqual([{ path: 'otp', msg: 'otp: Invalid code.' }])
    for (let i = 0; i < 4; i++) await register({ userId, otp: wrongCodeFor(code), password: 'Garden@26' })
    const right = await register({ userId, otp: code, password: 'Garden@26' })
    expect(right.status).toBe(400)
    expect(right.body.message).toBe('This code can no longer be used. Please ask the club office to send you a new code.')
    expect((await storedUser(t, userId)).password_hash).toBeNull()
  })

  test('a code lasts ten minutes', async () => {
    const { userId, mobile } = await newAccount()
    await sendCode(userId)
    const code = await otpSentTo(t, mobile)
    t.clock.advance(10 * MINUTE)
    const late = await registrant()({ userId, otp: code, password: 'Garden@26' })
    expect(late.status).toBe(400)
    expect(late.body.message).toBe('This code has expired. Please ask the club office to send you a new code.')
  })

  test('a new code may be sent after a minute, and then only the newest one works', async () => {
    const { userId, mobile } = await newAccount()
    await sendCode(userId)
    const firstCode = await otpSentTo(t, mobile)
    t.clock.advance(30_000)
    const tooSoon = await sendCode(userId)
    expect(tooSoon.status).toBe(429)
    expect(tooSoon.body).toMatchObject({ code: 'otp_resend_too_soon', retryAfterSeconds: 30 })
    expect(tooSoon.headers.get('retry-after')).toBe('30')
    t.clock.advance(30_000)
    expect((await sendCode(userId)).status).toBe(200)
    const secondCode = await otpSentTo(t, mobile)
    if (secondCode !== firstCode) {
      expect((await registrant()({ userId, otp: firstCode, password: 'Garden@26' })).status).toBe(400)
    }
    expect((await registrant()({ userId, otp: secondCode, password: 'Garden@26' })).status).toBe(200)
  })

  test('a password reset’s code does not complete a registration', async () => {
    const { userId, email, mobile } = await newAccount()
    // Switched on by the office before registering: the forgot-password door will send it a code.
    await t.call('PATCH', `/api/updateuser/${userId}/status`, { token: callers.admin, body: { is_active: true } })
    const reset = await t.call('POST', '/api/generate-otp', { body: { memberId: email, type: 'user' } })
    expect(reset.status).toBe(200)
    const resetCode = await otpSentTo(t, mobile)
    const refused = await registrant()({ userId, otp: resetCode, password: 'Garden@26' })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('No registration code has been sent for this account. Please ask the club office to send one.')
    expect((await storedUser(t, userId)).password_hash).toBeNull()
  })

  test('switching the account off voids the code it was sent', async () => {
    const { userId, mobile } = await newAccount()
    await sendCode(userId)
    const code = await otpSentTo(t, mobile)
    await t.call('PATCH', `/api/updateuser/${userId}/status`, { token: callers.admin, body: { is_active: false } })
    const refused = await registrant()({ userId, otp: code, password: 'Garden@26' })
    expect(refused.status).toBe(400)
    expect(await storedUser(t, userId)).toMatchObject({ password_hash: null, is_active: false })
  })

  test('an administrator registers with a password of ten characters at least; a shorter one does not use up a try', async () => {
    const { userId, mobile } = await newAccount({ role_id: 1 }, callers.superAdmin)
    await sendCode(userId, callers.superAdmin)
    const code = await otpSentTo(t, mobile)
    const register = registrant()
    const short = await register({ userId, otp: code, password: 'Short@12' })
    expect(short.status).toBe(400)
    expect(short.body.message).toBe('password: Password must be at least 10 characters for an administrator.')
    const stored = await t.db.selectFrom('otp_codes').selectAll().where('account_id', '=', String(userId)).executeTakeFirstOrThrow()
    expect(stored.failed_attempts).toBe(0)
    expect((await register({ userId, otp: code, password: 'Long-Enough@12' })).status).toBe(200)
  })
})

describe('refusals', () => {
  test('bad input to the registration is a 400 naming the field, and changes nothing', async () => {
    const { userId } = await newAccount()
    const register = registrant()
    const cases: [Record<string, unknown>, string][] = [
      [{ otp: '123456', password: 'Garden@26' }, 'userId'],
      [{ userId: '   ', otp: '123456', password: 'Garden@26' }, 'userId'],
      [{ userId, otp: '12345', password: 'Garden@26' }, 'otp'],
      [{ userId, otp: 'abcdef', password: 'Garden@26' }, 'otp'],
      [{ userId, otp: '123456', password: 'abc' }, 'password'],
      [{ userId, otp: '123456' }, 'password'],
      [{ userId: 99999999999, otp: '123456', password: 'Garden@26' }, 'userId'],
      [{ userId: 'a\u0000b', otp: '123456', password: 'Garden@26' }, 'userId'],
    ]
    const before = await accountsSnapshot(t)
    for (const [body, field] of cases) {
      const response = await register(body)
      expect({ body, status: response.status, field: response.body.errors?.[0]?.path }).toEqual({ body, status: 400, field })
    }
    expect(await accountsSnapshot(t)).toBe(before)
    const unknown = await register({ userId: 'nobody@club.test', otp: '123456', password: 'Garden@26' })
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe('ID not found.')
  })

  test('no code is sent to an account that has a password, has no mobile, or is not there', async () => {
    const registered = await t.db.selectFrom('users').select('user_id').where('email', '=', 'reception@club.test').executeTakeFirstOrThrow()
    const noMobile = await createAccount(t, callers.admin, { name: 'No Phone', email: 'nophone@club.test', role_id: 7 })
    const before = await accountsSnapshot(t)
    const withPassword = await sendCode(registered.user_id)
    expect(withPassword.status).toBe(409)
    expect(withPassword.body.message).toBe(
      'Priya Sharma has already set a password and can sign in. To change it, use Set password or Forgot password.',
    )
    const withoutMobile = await sendCode(noMobile)
    expect(withoutMobile.status).toBe(400)
    expect(withoutMobile.body.message).toBe(
      'No mobile number is recorded for No Phone, so a code cannot be sent. Add one, then send the code.',
    )
    expect((await sendCode(99999)).status).toBe(404)
    for (const body of [{}, { userId: '12' }, { userId: 0 }, { userId: 99999999999 }]) {
      const response = await t.call('POST', '/api/send-user-registration-otp', { token: callers.admin, body })
      expect(response.status).toBe(400)
      expect(response.body.errors[0].path).toBe('userId')
    }
    expect(await accountsSnapshot(t)).toBe(before)
  })

  test('only the office sends codes; an administrator’s code is the super-administrator’s to send', async () => {
    const { userId } = await newAccount()
    await expectRefusedForAll(t, { method: 'POST', path: '/api/send-user-registration-otp', body: { userId } }, outsiders(callers))
    const { userId: deputyId } = await newAccount({ role_id: 1 }, callers.superAdmin)
    await expectRefusedForAll(t, { method: 'POST', path: '/api/send-user-registration-otp', body: { userId: deputyId } }, [
      ['administrator', callers.admin, 403],
    ])
    expect((await sendCode(deputyId, callers.superAdmin)).status).toBe(200)
  })
})
