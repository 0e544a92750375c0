import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { hashPassword } from '../../server/auth/passwords.js'
import { SIGN_IN_LIMITS, SLOWED_ATTEMPT_EVERY_MS } from '../../server/auth/sign-in.service.js'
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../helpers/test-app.js'
import { clientAt, verifiedOtp } from './password-reset-fixtures.js'

// Who is held back by failed sign-ins (ADR 018): strangers guessing an account's password from their
// own addresses, never the owner from theirs.
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ trustProxy: 1 })
  // Members with a password of their own, one per test, and the thirty a spray guesses at. These
  // tests check hundreds of wrong passwords: their hashes are made at a sixteenth of the real cost
  // (a hash carries its cost), so the limits are tested in a second rather than in a core's minute.
  // Every other sign-in of the suite checks a hash at the real cost.
  const passwordHash = await hashPassword(DEMO_PASSWORD, 1024)
  const guessedAt = ['M1020', 'M1021', 'M1022', 'M1023', 'M1024', 'M1025', ...Array.from({ length: 30 }, (_, index) => `M${1030 + index}`)]
  await t.db.updateTable('members').set({ password_hash: passwordHash }).where('member_id', 'in', guessedAt).execute()
})
afterAll(async () => {
  await t.close()
})

const from = (address: string) => ({ 'x-forwarded-for': address })
const memberSignIn = (memberId: string, password: string, address: string) =>
  t.call('POST', '/member/api/login', { body: { memberId, password }, headers: from(address) })
const staffSignIn = (email_id: string, password: string, address: string) =>
  t.call('POST', '/api/login', { body: { email_id, password }, headers: from(address) })
const kitchenSignIn = (username: string, password: string, address: string) =>
  t.call('POST', '/api/kitchen/login', { body: { username, password }, headers: from(address) })

async function failTimes(times: number, attempt: (index: number) => Promise<{ status: number }>) {
  for (let index = 0; index < times; index++) expect((await attempt(index)).status).toBe(401)
}

describe('ten wrong passwords for an account', () => {
  test('lock out the address they came from, not the owner signing in from another', async () => {
    await failTimes(SIGN_IN_LIMITS.accountAtAddress.limit, () => memberSignIn('M1020', 'guess', '203.0.113.10'))
    const stranger = await memberSignIn('M1020', DEMO_PASSWORD, '203.0.113.10')
    expect(stranger.status).toBe(429)
    expect(stranger.body.message).toMatch(/^Too many failed sign-in attempts\. Please try again after \d{1,2}:\d{2}\s?(am|pm)\.$/i)
    expect(Number(stranger.headers.get('retry-after'))).toBeGreaterThan(0)

    const owner = await memberSignIn('M1020', DEMO_PASSWORD, '198.51.100.20')
    expect(owner.status).toBe(200)
  })

  test('the lock lasts 15 minutes from the first of them', async () => {
    await failTimes(SIGN_IN_LIMITS.accountAtAddress.limit, () => memberSignIn('M1021', 'guess', '203.0.113.11'))
    t.clock.advance(15 * 60_000 - 1000)
    expect((await memberSignIn('M1021', DEMO_PASSWORD, '203.0.113.11')).status).toBe(429)
    t.clock.advance(2000)
    expect((await memberSignIn('M1021', DEMO_PASSWORD, '203.0.113.11')).status).toBe(200)
  })

  test('the e-mail and the username of one staff account count as one account', async () => {
    await failTimes(SIGN_IN_LIMITS.accountAtAddress.limit, (index) =>
      staffSignIn(index % 2 ? 'steward@club.test' : 'STEWARD', 'guess', '203.0.113.12'),
    )
    expect((await staffSignIn('steward', DEMO_PASSWORD, '203.0.113.12')).status).toBe(429)
    expect((await staffSignIn('steward', DEMO_PASSWORD, '203.0.113.13')).status).toBe(200)
  })

  test('a kitchen account’s wrong password on the office screen (kitchen door, then staff door) counts once', async () => {
    for (let index = 0; index < SIGN_IN_LIMITS.accountAtAddress.limit - 1; index++) {
      expect((await kitchenSignIn('kitchen2', 'typo', '203.0.113.14')).status).toBe(401)
      expect((await staffSignIn('kitchen2', 'typo', '203.0.113.14')).status).toBe(401)
    }
    expect((await kitchenSignIn('kitchen2', DEMO_PASSWORD, '203.0.113.14')).status).toBe(200)
  })
})

describe('names that are nobody’s', () => {
  test('count as themselves, whatever characters they hold', async () => {
    for (const memberId of ['\ud800 lone half', 'x@y%40z', 'नाम']) {
      const response = await memberSignIn(memberId, 'guess', '203.0.113.20')
      expect(response.status).toBe(401)
      expect(response.body.message).toBe('Invalid Member ID or password.')
    }
  })
})

describe('a password spray from one address', () => {
  test('is stopped after thirty failures across accounts, while those accounts’ owners sign in elsewhere', async () => {
    await failTimes(SIGN_IN_LIMITS.address.limit, (index) => memberSignIn(`M${1030 + index}`, 'Summer@2026', '203.0.113.30'))
    const next = await memberSignIn('M1022', 'Summer@2026', '203.0.113.30')
    expect(next.status).toBe(429)
    expect(next.body.status).toBe(429)
    expect((await memberSignIn('M1022', DEMO_PASSWORD, '198.51.100.30')).status).toBe(200)
  })
})

// A hundred wrong passwords a test, each checked against a (cheap) scrypt hash.
describe('many addresses guessing one account', { timeout: 120_000 }, () => {
  // A hundred strangers, each far below the per-address limits.
  const guessFromMany = (memberId: string, count: number, firstOctet = 10) =>
    failTimes(count, (index) => memberSignIn(memberId, `guess-${index}`, `${firstOctet}.${Math.floor(index / 200)}.${index % 200}.7`))

  test('past a hundred failures, attempts are slowed to one each 30 seconds, never locked: the owner gets in after a short wait', async () => {
    await guessFromMany('M1023', SIGN_IN_LIMITS.account.limit)
    const slowed = await memberSignIn('M1023', DEMO_PASSWORD, '198.51.100.40')
    expect(slowed.status).toBe(429)
    expect(slowed.body.message).toBe('This account is getting many failed sign-in attempts. Please try again in 30 seconds.')
    expect(slowed.headers.get('retry-after')).toBe('30')

    t.clock.advance(SLOWED_ATTEMPT_EVERY_MS)
    expect((await memberSignIn('M1023', DEMO_PASSWORD, '198.51.100.40')).status).toBe(200)
  })

  test('a stranger gets one guess each 30 seconds', async () => {
    await guessFromMany('M1024', SIGN_IN_LIMITS.account.limit, 11)
    t.clock.advance(SLOWED_ATTEMPT_EVERY_MS)
    expect((await memberSignIn('M1024', 'one more guess', '10.99.0.1')).status).toBe(401)
    expect((await memberSignIn('M1024', 'and another', '10.99.0.2')).status).toBe(429)
  })

  test('the owner signing in from an address they have signed in from before is not slowed', async () => {
    expect((await memberSignIn('M1025', DEMO_PASSWORD, '198.51.100.50')).status).toBe(200)
    await guessFromMany('M1025', SIGN_IN_LIMITS.account.limit, 12)
    expect((await memberSignIn('M1025', DEMO_PASSWORD, '198.51.100.51')).status).toBe(429)
    expect((await memberSignIn('M1025', DEMO_PASSWORD, '198.51.100.50')).status).toBe(200)
  })
})

describe('a password reset', () => {
  test('lifts the lock on the account at every address', async () => {
    await failTimes(SIGN_IN_LIMITS.accountAtAddress.limit, () => memberSignIn('M1001', 'guess', '203.0.113.60'))
    expect((await memberSignIn('M1001', DEMO_PASSWORD, '203.0.113.60')).status).toBe(429)
    const client = clientAt(t)
    const otp = await verifiedOtp(t, client, 'M1001')
    expect((await client.reset({ userId: 'M1001', password: 'Fresh@2026', otp })).status).toBe(200)
    expect((await memberSignIn('M1001', 'Fresh@2026', '203.0.113.60')).status).toBe(200)
  })
})
