import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createLogger } from '../../server/http/logger.js'
import { createWhatsAppCloudMessaging } from '../../server/messaging/whatsapp-cloud.adapter.js'
import { newOtpCode } from '../../server/password-reset/otp-code.js'
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../helpers/test-app.js'

const MINUTE = 60_000

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ trustProxy: true })
})
afterAll(async () => {
  await t.close()
})

// Each test calls from its own address, so the per-address limits of one test do not reach the next.
let lastAddress = 0
function clientAt(address = `203.0.113.${++lastAddress}`, app: TestApp = t) {
  const post = (path: string, body: unknown) => app.call('POST', path, { body, headers: { 'x-forwarded-for': address } })
  return {
    generate: (body: unknown) => post('/api/generate-otp', body),
    verify: (body: unknown) => post('/api/verify-otp', body),
    reset: (body: unknown) => post('/api/reset-password', body),
  }
}

async function mobileOf(memberId: string) {
  const member = await t.db.selectFrom('members').select('mobile').where('member_id', '=', memberId).executeTakeFirstOrThrow()
  return member.mobile!
}

/** The code in the newest OTP message to this number, read where the stored adapter keeps it. */
async function otpSentTo(mobile: string, app: TestApp = t) {
  const message = await app.db
    .selectFrom('messages')
    .select('body')
    .where('recipient', '=', mobile)
    .where('purpose', '=', 'otp')
    .orderBy('message_id', 'desc')
    .executeTakeFirstOrThrow()
  return /\b(\d{6})\b/.exec(message.body)![1]!
}

const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000')

async function verifiedOtp(client: ReturnType<typeof clientAt>, memberId: string) {
  expect((await client.generate({ memberId })).status).toBe(200)
  const otp = await otpSentTo(await mobileOf(memberId))
  expect((await client.verify({ memberId, otp })).status).toBe(200)
  return otp
}

/** What a refused request must leave untouched. */
async function databaseState() {
  const count = async (table: 'messages' | 'otp_codes' | 'rate_limit_hits') =>
    (await t.db.selectFrom(table).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n
  const passwords = await t.db.selectFrom('members').select(['member_id', 'password_hash', 'password_changed_at']).orderBy('member_id').execute()
  return { messages: await count('messages'), otps: await count('otp_codes'), hits: await count('rate_limit_hits'), passwords }
}

describe('forgot password for members', () => {
  test('a member resets a forgotten password by WhatsApp OTP, signs in with the new one, and old sessions end', async () => {
    const client = clientAt()
    const oldToken = await t.tokens.member('M1001')
    t.clock.advance(MINUTE)

    const sent = await client.generate({ memberId: '  m1001 ' })
    expect(sent.status).toBe(200)
    expect(sent.body).toEqual({ status: 200, message: 'OTP sent to registered WhatsApp number.', result: { name: 'Vikram Malhotra', mobile: '******3210' } })
    const message = await t.db.selectFrom('messages').selectAll().orderBy('message_id', 'desc').executeTakeFirstOrThrow()
    expect(message).toMatchObject({ recipient: '9810043210', purpose: 'otp', status: 'stored' })
    expect(message.body).toMatch(/^Your club password reset OTP is \d{6}\. It is valid for 10 minutes\. Do not share it with anyone\.$/)
    const otp = await otpSentTo('9810043210')
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
    const member = await t.db.selectFrom('members').select(['password_hash', 'password_changed_at']).where('member_id', '=', 'M1001').executeTakeFirstOrThrow()
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
    const before = await databaseState()
    const response = await clientAt().generate({ memberId: 'M9999' })
    expect(response.status).toBe(404)
    expect(response.body).toMatchObject({ status: 404, message: 'ID not found.' })
    expect((await databaseState()).messages).toBe(before.messages)
  })

  test('a suspended member is told the account is not active and gets no OTP', async () => {
    const before = await databaseState()
    const response = await clientAt().generate({ memberId: 'M1058' })
    expect(response.status).toBe(403)
    expect(response.body).toMatchObject({ status: 403, message: expect.stringMatching(/not active/) })
    expect((await databaseState()).messages).toBe(before.messages)
  })

  test('type member does not fall back to staff users', async () => {
    const response = await clientAt().generate({ memberId: 'admin', type: 'member' })
    expect(response.body).toMatchObject({ status: 404, message: 'ID not found.' })
  })
})

describe('forgot password for staff users', () => {
  test('a staff user with no password sets one with type user and signs in at /api/login', async () => {
    const client = clientAt()
    const sent = await client.generate({ memberId: 'Secretary@Club.test', type: 'user' })
    expect(sent.body).toEqual({ status: 200, message: 'OTP sent to registered WhatsApp number.', result: { name: 'Harpreet Kaur', mobile: '******0004' } })
    const otp = await otpSentTo('9810000004')
    const verified = await client.verify({ memberId: 'secretary', otp, type: 'user' })
    expect(verified.body).toEqual({ status: 200, message: 'OTP verified.', member_id: 'secretary@club.test' })
    const reset = await client.reset({ userId: 'secretary@club.test', password: 'Minutes#42', otp, type: 'user' })
    expect(reset.body).toEqual({ status: 200, message: 'Password updated successfully.' })

    const signIn = await t.call('POST', '/api/login', { body: { email_id: 'secretary@club.test', password: 'Minutes#42' } })
    expect(signIn.status).toBe(200)
    expect(signIn.body.result).toMatchObject({ name: 'Harpreet Kaur', role_id: 2 })
  })

  test('without a type, an ID that is no member ID is tried as a staff username', async () => {
    const sent = await clientAt().generate({ memberId: 'accounts' })
    expect(sent.body).toMatchObject({ status: 200, result: { name: 'Suresh Iyer', mobile: '******0005' } })
  })

  test('an account with no mobile number gets 400 saying so', async () => {
    await t.db.insertInto('users').values({ name: 'Temp Clerk', email: 'clerk@club.test', role_id: 3, mobile: null }).execute()
    const response = await clientAt().generate({ memberId: 'clerk@club.test', type: 'user' })
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
  ])('%s with %j gets 400 naming %s and changes nothing', async (path, body, field, message) => {
    const before = await databaseState()
    const response = await t.call('POST', path, { body, headers: { 'x-forwarded-for': '198.51.100.200' } })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ status: 400, message, code: 'invalid_input' })
    expect(response.body.errors[0]).toMatchObject({ path: field })
    expect(await databaseState()).toEqual(before)
  })

  test.each(['/api/generate-otp', '/api/verify-otp', '/api/reset-password'])('%s with a body that is not JSON gets 400', async (path) => {
    const before = await databaseState()
    const response = await t.call('POST', path, { body: '{"memberId": ' })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ status: 400, message: 'The request body is not valid JSON.' })
    expect(await databaseState()).toEqual(before)
  })
})

describe('the OTP', () => {
  test('codes are six digits from the whole range, leading zeros included', () => {
    const codes = Array.from({ length: 3000 }, newOtpCode)
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true)
    expect(codes.some((code) => code.startsWith('0'))).toBe(true)
  })

  test('an OTP is accepted until 10 minutes after it was sent, then says it expired', async () => {
    const client = clientAt()
    await client.generate({ memberId: 'M1002' })
    const otp = await otpSentTo(await mobileOf('M1002'))
    t.clock.advance(10 * MINUTE)
    const expired = await client.verify({ memberId: 'M1002', otp })
    expect(expired.status).toBe(400)
    expect(expired.body).toMatchObject({ status: 400, message: 'This OTP has expired. Please ask for a new OTP.' })

    await client.generate({ memberId: 'M1002' })
    t.clock.advance(10 * MINUTE - 1000)
    const justInTime = await client.verify({ memberId: 'M1002', otp: await otpSentTo(await mobileOf('M1002')) })
    expect(justInTime.body).toMatchObject({ status: 200, message: 'OTP verified.' })
  })

  test('five wrong tries burn the OTP: then even the right code is refused until a new one is sent', async () => {
    const client = clientAt()
    await client.generate({ memberId: 'M1003' })
    const otp = await otpSentTo(await mobileOf('M1003'))
    for (let attemptsLeft = 4; attemptsLeft >= 0; attemptsLeft--) {
      const wrong = await client.verify({ memberId: 'M1003', otp: wrongCodeFor(otp) })
      expect(wrong.body).toMatchObject({ status: 400, message: 'Invalid OTP.', attemptsLeft })
    }
    const burnt = await client.verify({ memberId: 'M1003', otp })
    expect(burnt.body).toMatchObject({ status: 400, message: 'This OTP is no longer valid. Please ask for a new OTP.' })

    t.clock.advance(MINUTE)
    await client.generate({ memberId: 'M1003' })
    expect((await client.verify({ memberId: 'M1003', otp: await otpSentTo(await mobileOf('M1003')) })).status).toBe(200)
  })

  test('a new OTP is refused within 60 seconds of the last, with the seconds left, and allowed after', async () => {
    const client = clientAt()
    expect((await client.generate({ memberId: 'M1004' })).status).toBe(200)
    const first = await otpSentTo(await mobileOf('M1004'))
    t.clock.advance(45_000)
    const early = await client.generate({ memberId: 'M1004' })
    expect(early.status).toBe(429)
    expect(early.body).toMatchObject({ status: 429, retryAfterSeconds: 15, message: 'An OTP was sent a moment ago. Please wait 15 seconds before asking for a new one.' })
    expect(early.headers.get('retry-after')).toBe('15')

    t.clock.advance(15_000)
    expect((await client.generate({ memberId: 'M1004' })).status).toBe(200)
    const second = await otpSentTo(await mobileOf('M1004'))
    if (first !== second) {
      // the newer OTP supersedes the older one
      expect((await client.verify({ memberId: 'M1004', otp: first })).body).toMatchObject({ status: 400, message: 'Invalid OTP.' })
    }
    expect((await client.verify({ memberId: 'M1004', otp: second })).status).toBe(200)
  })

  test('wrong tries sent at once cannot get past the five allowed', async () => {
    const client = clientAt()
    await client.generate({ memberId: 'M1015' })
    const wrong = wrongCodeFor(await otpSentTo(await mobileOf('M1015')))
    const answers = await Promise.all(Array.from({ length: 8 }, () => client.verify({ memberId: 'M1015', otp: wrong })))
    expect(answers.filter((answer) => answer.body.message === 'Invalid OTP.')).toHaveLength(5)
    const otp = await t.db.selectFrom('otp_codes').select('failed_attempts').where('account_id', '=', 'M1015').executeTakeFirstOrThrow()
    expect(otp.failed_attempts).toBe(5)
  })

  test('at most five OTPs an hour are sent for one account', async () => {
    const client = clientAt()
    for (let send = 1; send <= 5; send++) {
      expect((await client.generate({ memberId: 'M1005' })).status).toBe(200)
      t.clock.advance(MINUTE)
    }
    const sixth = await client.generate({ memberId: 'M1005' })
    expect(sixth.status).toBe(429)
    expect(sixth.body.message).toMatch(/^Too many OTPs have been sent for this ID\. Please try again after /)
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0)
    t.clock.advance(sixth.body.retryAfterSeconds * 1000)
    expect((await client.generate({ memberId: 'M1005' })).status).toBe(200)
  })
})

describe('setting the new password', () => {
  test('a reset without a verified OTP is refused with 403 and changes nothing', async () => {
    const client = clientAt()
    const attempt = { userId: 'M1006', password: 'guessed-it', otp: '123456' }
    const before = await databaseState()
    const noOtp = await client.reset(attempt)
    expect(noOtp.status).toBe(403)
    expect(noOtp.body).toMatchObject({ status: 403, message: expect.stringMatching(/verify the OTP/) })
    expect(await databaseState()).toEqual(before)

    await client.generate({ memberId: 'M1006' })
    expect((await client.reset(attempt)).status).toBe(403) // sent but not verified
  })

  test('one verified OTP allows one reset only', async () => {
    const client = clientAt()
    const otp = await verifiedOtp(client, 'M1007')
    expect((await client.reset({ userId: 'M1007', password: 'first-choice', otp })).status).toBe(200)
    expect((await client.reset({ userId: 'M1007', password: 'second-choice', otp })).status).toBe(403)
    expect((await client.verify({ memberId: 'M1007', otp })).body.message).toBe('This OTP is no longer valid. Please ask for a new OTP.')
    const signIn = await t.call('POST', '/member/api/login', { body: { memberId: 'M1007', password: 'first-choice' } })
    expect(signIn.status).toBe(200)
  })

  test('of two resets sent at once with one verified OTP, only one succeeds', async () => {
    const client = clientAt()
    const otp = await verifiedOtp(client, 'M1016')
    const answers = await Promise.all([
      client.reset({ userId: 'M1016', password: 'racer-one', otp }),
      client.reset({ userId: 'M1016', password: 'racer-two', otp }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403])
  })

  test('the new password must be set within 10 minutes of verifying the OTP', async () => {
    const client = clientAt()
    const otp = await verifiedOtp(client, 'M1008')
    t.clock.advance(10 * MINUTE + 1000)
    expect((await client.reset({ userId: 'M1008', password: 'too-late-now', otp })).status).toBe(403)
  })

  test('knowing the ID is not enough: a reset in the window without the right OTP is refused and counts as a wrong try', async () => {
    const client = clientAt()
    const otp = await verifiedOtp(client, 'M1031')
    const wrong = otp === '000000' ? '111111' : '000000'
    const before = await databaseState()
    const guess = await client.reset({ userId: 'M1031', password: 'intruder-pass', otp: wrong })
    expect(guess.status).toBe(400)
    expect(guess.body).toMatchObject({ status: 400, message: 'Invalid OTP.', attemptsLeft: 4 })
    expect((await databaseState()).passwords).toEqual(before.passwords)
    for (let attempt = 0; attempt < 4; attempt++) await client.reset({ userId: 'M1031', password: 'intruder-pass', otp: wrong })
    expect((await client.reset({ userId: 'M1031', password: 'owner-pass', otp })).status).toBe(403)
  })

  test('a reset lifts the sign-in lock-out of the account', async () => {
    const client = clientAt()
    const headers = { 'x-forwarded-for': '192.0.2.77' }
    for (let attempt = 0; attempt < 10; attempt++) {
      await t.call('POST', '/member/api/login', { body: { memberId: 'M1032', password: `guess-${attempt}` }, headers: { 'x-forwarded-for': `192.0.2.${attempt}` } })
    }
    const locked = await t.call('POST', '/member/api/login', { body: { memberId: 'M1032', password: 'whatever' }, headers })
    expect(locked.status).toBe(429)
    const otp = await verifiedOtp(client, 'M1032')
    expect((await client.reset({ userId: 'M1032', password: 'fresh-start', otp })).status).toBe(200)
    const signIn = await t.call('POST', '/member/api/login', { body: { memberId: 'M1032', password: 'fresh-start' }, headers })
    expect(signIn.status).toBe(200)
  })
})

describe('limits per address', () => {
  test('twenty OTP requests an hour from one address, counting unknown IDs; another address is unaffected', async () => {
    const client = clientAt()
    for (let request = 1; request <= 20; request++) expect((await client.generate({ memberId: `X${request}` })).status).toBe(404)
    const blocked = await client.generate({ memberId: 'M1009' })
    expect(blocked.status).toBe(429)
    expect(blocked.body).toMatchObject({ status: 429, message: expect.stringMatching(/^Too many OTP requests from this device/) })
    expect(blocked.body.retryAfterSeconds).toBeGreaterThan(0)
    expect((await clientAt().generate({ memberId: 'M1009' })).status).toBe(200)
  })

  test('thirty OTP checks per 15 minutes from one address', async () => {
    const client = clientAt()
    for (let check = 1; check <= 30; check++) await client.verify({ memberId: `M${1010 + (check % 5)}`, otp: '123456' })
    const blocked = await client.verify({ memberId: 'M1032', otp: '123456' })
    expect(blocked.status).toBe(429)
    expect(blocked.body).toMatchObject({ status: 429, message: expect.stringMatching(/^Too many OTP attempts from this device/) })
    t.clock.advance(15 * MINUTE)
    expect((await client.verify({ memberId: 'M1032', otp: '123456' })).status).toBe(400)
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
      messaging: (db) => createWhatsAppCloudMessaging(db, createLogger('silent'), { apiUrl, token: 'token', phoneNumberId: '1065', timeoutMs: 2000 }),
    })
    try {
      const client = clientAt('192.0.2.1', failing)
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
