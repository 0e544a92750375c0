import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createLogger } from '../../server/http/logger.js'
import { createWhatsAppCloudMessaging } from '../../server/messaging/whatsapp-cloud.adapter.js'
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../helpers/test-app.js'
import { MINUTE, clientAt, databaseState, otpSentTo } from './password-reset-fixtures.js'

// Forgot password: members and staff users asking for a WhatsApp OTP, bad input at each step, and a failed send.
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ trustProxy: true })
})
afterAll(async () => {
  await t.close()
})

describe('forgot password for members', () => {
  test('a member resets a forgotten password by WhatsApp OTP, signs in with the new one, and old sessions end', async () => {
    const client = clientAt(t)
    const oldToken = await t.tokens.member('M1001')
    t.clock.advance(MINUTE)

    const sent = await client.generate({ memberId: '  m1001 ' })
    expect(sent.status).toBe(200)
    expect(sent.body).toEqual({
      status: 200,
      message: 'OTP sent to registered WhatsApp number.',
      result: { name: 'Vikram Malhotra', mobile: '******3210' },
    })
    const message = await t.db.selectFrom('messages').selectAll().orderBy('message_id', 'desc').executeTakeFirstOrThrow()
    expect(message).toMatchObject({ recipient: '9810043210', purpose: 'otp', status: 'stored' })
    expect(message.body).toMatch(/^Your club password reset OTP is \d{6}\. It is valid for 10 minutes\. Do not share it with anyone\.$/)
    const otp = await otpSentTo(t, '9810043210')
    const stored = await t.db.selectFrom('otp_codes').selectAll().where('account_id', '=', 'M1001').executeTakeFirstOrThrow()
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/) // a keyed hash, never the code itself
    expect(stored.code_hash).not.toContain(otp)
    expect(stored.expires_at.getTime()).toBe(t.clock().getTime() + 10 * MINUTE)

    t.clock.advance(MINUTE)
    const verified = await client.verify({ memberId: 'M1001', otp })
    expect(verified.body).toEqual({ status: 200, message: 'OTP verified.', member_id: 'M1001' })

    const reset = await client.reset({ userId: verified.body.member_id, password: 'Lawns&Lime26', otp })
    expect(reset.status).toBe(200)
    expect(reset.body).toEqual({ status: 200, message: 'Password updated successfully.' })
    const member = await t.db
      .selectFrom('members')
      .select(['password_hash', 'password_changed_at'])
      .where('member_id', '=', 'M1001')
      .executeTakeFirstOrThrow()
    expect(member.password_hash).toMatch(/^scrypt\$/)
    expect(member.password_changed_at.getTime()).toBe(t.clock().getTime())

    const withNew = await t.call('POST', '/member/api/login', { body: { memberId: 'M1001', password: 'Lawns&Lime26' } })
    expect(withNew.status).toBe(200)
    const withOld = await t.call('POST', '/member/api/login', { body: { memberId: 'M1001', password: DEMO_PASSWORD } })
    expect(withOld.status).toBe(401)
    expect((await t.call('GET', '/api/session', { token: oldToken })).status).toBe(401)
    expect((await t.call('GET', '/api/session', { token: withNew.body.data.token })).status).toBe(200)
  })

  test('an unknown ID gets 404 ID not found and nothing is sent', async () => {
    const before = await databaseState(t)
    const response = await clientAt(t).generate({ memberId: 'M9999' })
    expect(response.status).toBe(404)
    expect(response.body).toMatchObject({ status: 404, message: 'ID not found.' })
    expect((await databaseState(t)).messages).toBe(before.messages)
  })

  test('a suspended member is told the account is not active and gets no OTP', async () => {
    const before = await databaseState(t)
    const response = await clientAt(t).generate({ memberId: 'M1058' })
    expect(response.status).toBe(403)
    expect(response.body).toMatchObject({ status: 403, message: expect.stringMatching(/not active/) })
    expect((await databaseState(t)).messages).toBe(before.messages)
  })

  test('type member does not fall back to staff users', async () => {
    const response = await clientAt(t).generate({ memberId: 'admin', type: 'member' })
    expect(response.body).toMatchObject({ status: 404, message: 'ID not found.' })
  })
})

describe('forgot password for staff users', () => {
  test('a staff user with no password sets one with type user and signs in at /api/login', async () => {
    const client = clientAt(t)
    const sent = await client.generate({ memberId: 'Secretary@Club.test', type: 'user' })
    expect(sent.body).toEqual({
      status: 200,
      message: 'OTP sent to registered WhatsApp number.',
      result: { name: 'Harpreet Kaur', mobile: '******0004' },
    })
    const otp = await otpSentTo(t, '9810000004')
    const verified = await client.verify({ memberId: 'secretary', otp, type: 'user' })
    expect(verified.body).toEqual({ status: 200, message: 'OTP verified.', member_id: 'secretary@club.test' })
    const reset = await client.reset({ userId: 'secretary@club.test', password: 'Minutes#42', otp, type: 'user' })
    expect(reset.body).toEqual({ status: 200, message: 'Password updated successfully.' })

    const signIn = await t.call('POST', '/api/login', { body: { email_id: 'secretary@club.test', password: 'Minutes#42' } })
    expect(signIn.status).toBe(200)
    expect(signIn.body.result).toMatchObject({ name: 'Harpreet Kaur', role_id: 2 })
  })

  test('without a type, an ID that is no member ID is tried as a staff username', async () => {
    const sent = await clientAt(t).generate({ memberId: 'accounts' })
    expect(sent.body).toMatchObject({ status: 200, result: { name: 'Suresh Iyer', mobile: '******0005' } })
  })

  test('an account with no mobile number gets 400 saying so', async () => {
    await t.db.insertInto('users').values({ name: 'Temp Clerk', email: 'clerk@club.test', role_id: 3, mobile: null }).execute()
    const response = await clientAt(t).generate({ memberId: 'clerk@club.test', type: 'user' })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ status: 400, message: expect.stringMatching(/No mobile number is registered/) })
  })
})

describe('bad input', () => {
  test.each([
    ['/api/generate-otp', { memberId: '   ' }, 'memberId', 'Please enter your ID.'],
    ['/api/generate-otp', {}, 'memberId', 'Please enter your ID.'],
    ['/api/generate-otp', { memberId: 'M1001', type: 'admin' }, 'type', "The account type must be 'member' or 'user'."],
    ['/api/verify-otp', { memberId: 'M1001', otp: '12345' }, 'otp', 'The OTP must be 6 digits.'],
    ['/api/verify-otp', { memberId: 'M1001', otp: '12a456' }, 'otp', 'The OTP must be 6 digits.'],
    ['/api/verify-otp', { memberId: 'M1001', otp: 123456 }, 'otp', 'The OTP must be 6 digits.'],
    ['/api/verify-otp', { otp: '123456' }, 'memberId', 'Please enter your ID.'],
    ['/api/reset-password', { userId: 'M1001', password: '12345' }, 'password', 'Password must be at least 6 characters.'],
    ['/api/reset-password', { userId: 'M1001' }, 'password', 'Please enter a new password.'],
    ['/api/reset-password', { password: 'long enough', otp: '123456' }, 'userId', 'Please enter your ID.'],
    ['/api/reset-password', { userId: 'M1001', password: 'long enough' }, 'otp', 'The OTP must be 6 digits.'],
    ['/api/generate-otp', { memberId: 'M1001\u0000' }, 'memberId', 'The ID must not contain a NUL character.'],
    ['/api/verify-otp', { memberId: 'M\u00001001', otp: '123456' }, 'memberId', 'The ID must not contain a NUL character.'],
    [
      '/api/reset-password',
      { userId: '\u0000', password: 'long enough', otp: '123456' },
      'userId',
      'The ID must not contain a NUL character.',
    ],
    ['/api/verify-otp', { memberId: 'M1001', otp: '12345\u0000' }, 'otp', 'The OTP must be 6 digits.'],
    ['/api/generate-otp', { memberId: 99999999999 }, 'memberId', 'Please enter your ID.'],
  ])('%s with %j gets 400 naming %s and changes nothing', async (path, body, field, message) => {
    const before = await databaseState(t)
    const response = await t.call('POST', path, { body, headers: { 'x-forwarded-for': '198.51.100.200' } })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ status: 400, message, code: 'invalid_input' })
    expect(response.body.errors[0]).toMatchObject({ path: field })
    expect(await databaseState(t)).toEqual(before)
  })

  test.each(['/api/generate-otp', '/api/verify-otp', '/api/reset-password'])('%s with a body that is not JSON gets 400', async (path) => {
    const before = await databaseState(t)
    const response = await t.call('POST', path, { body: '{"memberId": ' })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ status: 400, message: 'The request body is not valid JSON.' })
    expect(await databaseState(t)).toEqual(before)
  })
})

describe('when WhatsApp fails', () => {
  test('a failed send answers 502 Error sending OTP and leaves no OTP that could be used', async () => {
    const server = createServer((_request, response) => {
      response.writeHead(500, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify({ error: { message: 'Service temporarily unavailable', code: 2 } }))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const failing = await createTestApp({
      trustProxy: true,
      messaging: (db) =>
        createWhatsAppCloudMessaging(db, createLogger('silent'), { apiUrl, token: 'token', phoneNumberId: '1065', timeoutMs: 2000 }),
    })
    try {
      const client = clientAt(failing, '192.0.2.1')
      const response = await client.generate({ memberId: 'M1001' })
      expect(response.status).toBe(502)
      expect(response.body).toMatchObject({ status: 502, message: 'Error sending OTP.' })
      const message = await failing.db.selectFrom('messages').selectAll().executeTakeFirstOrThrow()
      expect(message).toMatchObject({ status: 'failed', error: 'Service temporarily unavailable' })
      expect(message.body).not.toMatch(/\d{6}/) // the code is never kept readable with a real provider

      const verify = await client.verify({ memberId: 'M1001', otp: '123456' })
      expect(verify.status).toBe(400)
      expect(verify.body.message).toBe('No OTP has been sent for this ID. Please ask for an OTP first.')
      // a failed send starts no 60-second wait: the member may try again at once
      expect((await client.generate({ memberId: 'M1001' })).status).toBe(502)
    } finally {
      await failing.close()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })
})
