import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { newOtpCode } from '../../server/password-reset/otp-code.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { MINUTE, clientAt, mobileOf, otpSentTo, wrongCodeFor } from './password-reset-fixtures.js'

// The OTP itself: its lifetime, wrong tries, resends, and the limits per account and per address.
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ trustProxy: true })
})
afterAll(async () => {
  await t.close()
})

describe('the OTP', () => {
  test('codes are six digits from the whole range, leading zeros included', () => {
    const codes = Array.from({ length: 3000 }, newOtpCode)
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true)
    expect(codes.some((code) => code.startsWith('0'))).toBe(true)
  })

  test('an OTP is accepted until 10 minutes after it was sent, then says it expired', async () => {
    const client = clientAt(t)
    await client.generate({ memberId: 'M1002' })
    const otp = await otpSentTo(t, await mobileOf(t, 'M1002'))
    t.clock.advance(10 * MINUTE)
    const expired = await client.verify({ memberId: 'M1002', otp })
    expect(expired.status).toBe(400)
    expect(expired.body).toMatchObject({ status: 400, message: 'This OTP has expired. Please ask for a new OTP.' })

    await client.generate({ memberId: 'M1002' })
    t.clock.advance(10 * MINUTE - 1000)
    const justInTime = await client.verify({ memberId: 'M1002', otp: await otpSentTo(t, await mobileOf(t, 'M1002')) })
    expect(justInTime.body).toMatchObject({ status: 200, message: 'OTP verified.' })
  })

  test('five wrong tries burn the OTP: then even the right code is refused until a new one is sent', async () => {
    const client = clientAt(t)
    await client.generate({ memberId: 'M1003' })
    const otp = await otpSentTo(t, await mobileOf(t, 'M1003'))
    for (let attemptsLeft = 4; attemptsLeft >= 0; attemptsLeft--) {
      const wrong = await client.verify({ memberId: 'M1003', otp: wrongCodeFor(otp) })
      expect(wrong.body).toMatchObject({ status: 400, message: 'Invalid OTP.', attemptsLeft })
    }
    const burnt = await client.verify({ memberId: 'M1003', otp })
    expect(burnt.body).toMatchObject({ status: 400, message: 'This OTP is no longer valid. Please ask for a new OTP.' })

    t.clock.advance(MINUTE)
    await client.generate({ memberId: 'M1003' })
    expect((await client.verify({ memberId: 'M1003', otp: await otpSentTo(t, await mobileOf(t, 'M1003')) })).status).toBe(200)
  })

  test('a new OTP is refused within 60 seconds of the last, with the seconds left, and allowed after', async () => {
    const client = clientAt(t)
    expect((await client.generate({ memberId: 'M1004' })).status).toBe(200)
    const first = await otpSentTo(t, await mobileOf(t, 'M1004'))
    t.clock.advance(45_000)
    const early = await client.generate({ memberId: 'M1004' })
    expect(early.status).toBe(429)
    expect(early.body).toMatchObject({
      status: 429,
      retryAfterSeconds: 15,
      message: 'An OTP was sent a moment ago. Please wait 15 seconds before asking for a new one.',
    })
    expect(early.headers.get('retry-after')).toBe('15')

    t.clock.advance(15_000)
    expect((await client.generate({ memberId: 'M1004' })).status).toBe(200)
    const second = await otpSentTo(t, await mobileOf(t, 'M1004'))
    if (first !== second) {
      // the newer OTP supersedes the older one
      expect((await client.verify({ memberId: 'M1004', otp: first })).body).toMatchObject({ status: 400, message: 'Invalid OTP.' })
    }
    expect((await client.verify({ memberId: 'M1004', otp: second })).status).toBe(200)
  })

  test('wrong tries sent at once cannot get past the five allowed', async () => {
    const client = clientAt(t)
    await client.generate({ memberId: 'M1015' })
    const wrong = wrongCodeFor(await otpSentTo(t, await mobileOf(t, 'M1015')))
    const answers = await Promise.all(Array.from({ length: 8 }, () => client.verify({ memberId: 'M1015', otp: wrong })))
    expect(answers.filter((answer) => answer.body.message === 'Invalid OTP.')).toHaveLength(5)
    const otp = await t.db.selectFrom('otp_codes').select('failed_attempts').where('account_id', '=', 'M1015').executeTakeFirstOrThrow()
    expect(otp.failed_attempts).toBe(5)
  })

  test('at most five OTPs an hour are sent for one account', async () => {
    const client = clientAt(t)
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

describe('limits per address', () => {
  test('twenty OTP requests an hour from one address, counting unknown IDs; another address is unaffected', async () => {
    const client = clientAt(t)
    for (let request = 1; request <= 20; request++) expect((await client.generate({ memberId: `X${request}` })).status).toBe(404)
    const blocked = await client.generate({ memberId: 'M1009' })
    expect(blocked.status).toBe(429)
    expect(blocked.body).toMatchObject({ status: 429, message: expect.stringMatching(/^Too many OTP requests from this device/) })
    expect(blocked.body.retryAfterSeconds).toBeGreaterThan(0)
    expect((await clientAt(t).generate({ memberId: 'M1009' })).status).toBe(200)
  })

  test('thirty OTP checks per 15 minutes from one address', async () => {
    const client = clientAt(t)
    for (let check = 1; check <= 30; check++) await client.verify({ memberId: `M${1010 + (check % 5)}`, otp: '123456' })
    const blocked = await client.verify({ memberId: 'M1032', otp: '123456' })
    expect(blocked.status).toBe(429)
    expect(blocked.body).toMatchObject({ status: 429, message: expect.stringMatching(/^Too many OTP attempts from this device/) })
    t.clock.advance(15 * MINUTE)
    expect((await client.verify({ memberId: 'M1032', otp: '123456' })).status).toBe(400)
  })
})
