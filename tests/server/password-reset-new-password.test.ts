import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { MINUTE, clientAt, databaseState, verifiedOtp, wrongCodeFor } from './password-reset-fixtures.js'

// Setting the new password once the OTP is verified: once only, in time, and with the right OTP.
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ trustProxy: true })
})
afterAll(async () => {
  await t.close()
})

describe('setting the new password', () => {
  test('a reset without a verified OTP is refused with 403 and changes nothing', async () => {
    const client = clientAt(t)
    const attempt = { userId: 'M1006', password: 'guessed-it', otp: '123456' }
    const before = await databaseState(t)
    const noOtp = await client.reset(attempt)
    expect(noOtp.status).toBe(403)
    expect(noOtp.body).toMatchObject({ status: 403, message: expect.stringMatching(/verify the OTP/) })
    expect(await databaseState(t)).toEqual(before)

    await client.generate({ memberId: 'M1006' })
    expect((await client.reset(attempt)).status).toBe(403) // sent but not verified
  })

  test('one verified OTP allows one reset only', async () => {
    const client = clientAt(t)
    const otp = await verifiedOtp(t, client, 'M1007')
    expect((await client.reset({ userId: 'M1007', password: 'first-choice', otp })).status).toBe(200)
    expect((await client.reset({ userId: 'M1007', password: 'second-choice', otp })).status).toBe(403)
    expect((await client.verify({ memberId: 'M1007', otp })).body.message).toBe('This OTP is no longer valid. Please ask for a new OTP.')
    const signIn = await t.call('POST', '/member/api/login', { body: { memberId: 'M1007', password: 'first-choice' } })
    expect(signIn.status).toBe(200)
  })

  test('of two resets sent at once with one verified OTP, only one succeeds', async () => {
    const client = clientAt(t)
    const otp = await verifiedOtp(t, client, 'M1016')
    const answers = await Promise.all([
      client.reset({ userId: 'M1016', password: 'racer-one', otp }),
      client.reset({ userId: 'M1016', password: 'racer-two', otp }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403])
  })

  test('the new password must be set within 10 minutes of verifying the OTP', async () => {
    const client = clientAt(t)
    const otp = await verifiedOtp(t, client, 'M1008')
    t.clock.advance(10 * MINUTE + 1000)
    expect((await client.reset({ userId: 'M1008', password: 'too-late-now', otp })).status).toBe(403)
  })

  test('knowing the ID is not enough: a reset in the window without the right OTP is refused and counts as a wrong try', async () => {
    const client = clientAt(t)
    const otp = await verifiedOtp(t, client, 'M1031')
    const wrong = wrongCodeFor(otp)
    const before = await databaseState(t)
    const guess = await client.reset({ userId: 'M1031', password: 'intruder-pass', otp: wrong })
    expect(guess.status).toBe(400)
    expect(guess.body).toMatchObject({ status: 400, message: 'Invalid OTP.', attemptsLeft: 4 })
    expect((await databaseState(t)).passwords).toEqual(before.passwords)
    for (let attempt = 0; attempt < 4; attempt++) await client.reset({ userId: 'M1031', password: 'intruder-pass', otp: wrong })
    expect((await client.reset({ userId: 'M1031', password: 'owner-pass', otp })).status).toBe(403)
  })

  test('a reset lifts the sign-in lock-out of the account', async () => {
    const client = clientAt(t)
    const headers = { 'x-forwarded-for': '192.0.2.77' }
    for (let attempt = 0; attempt < 10; attempt++) {
      await t.call('POST', '/member/api/login', { body: { memberId: 'M1032', password: `guess-${attempt}` }, headers })
    }
    const locked = await t.call('POST', '/member/api/login', { body: { memberId: 'M1032', password: 'whatever' }, headers })
    expect(locked.status).toBe(429)
    const otp = await verifiedOtp(t, client, 'M1032')
    expect((await client.reset({ userId: 'M1032', password: 'fresh-start', otp })).status).toBe(200)
    const signIn = await t.call('POST', '/member/api/login', { body: { memberId: 'M1032', password: 'fresh-start' }, headers })
    expect(signIn.status).toBe(200)
  })
})
