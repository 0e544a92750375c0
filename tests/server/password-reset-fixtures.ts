import { sql } from 'kysely'
import { expect } from 'vitest'
import type { TestApp } from '../helpers/test-app.js'

/** Shared set-up of the password reset tests: a caller at its own address, the OTP it was sent, and what is stored. */

export const MINUTE = 60_000

// Each test calls from its own address, so the per-address limits of one test do not reach the next.
let lastAddress = 0
export function clientAt(t: TestApp, address = `203.0.113.${++lastAddress}`) {
  const post = (path: string, body: unknown) => t.call('POST', path, { body, headers: { 'x-forwarded-for': address } })
  return {
    generate: (body: unknown) => post('/api/generate-otp', body),
    verify: (body: unknown) => post('/api/verify-otp', body),
    reset: (body: unknown) => post('/api/reset-password', body),
  }
}

export type ResetClient = ReturnType<typeof clientAt>

export async function mobileOf(t: TestApp, memberId: string) {
  const member = await t.db.selectFrom('members').select('mobile').where('member_id', '=', memberId).executeTakeFirstOrThrow()
  return member.mobile!
}

/** The code in the newest OTP message to this number, read where the stored adapter keeps it. */
export async function otpSentTo(t: TestApp, mobile: string) {
  const message = await t.db
    .selectFrom('messages')
    .select('body')
    .where('recipient', '=', mobile)
    .where('purpose', '=', 'otp')
    .orderBy('message_id', 'desc')
    .executeTakeFirstOrThrow()
  return /\b(\d{6})\b/.exec(message.body)![1]!
}

export const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000')

/** Sends an OTP to the member and verifies it, as the reset page does before asking for the new password. */
export async function verifiedOtp(t: TestApp, client: ResetClient, memberId: string) {
  expect((await client.generate({ memberId })).status).toBe(200)
  const otp = await otpSentTo(t, await mobileOf(t, memberId))
  expect((await client.verify({ memberId, otp })).status).toBe(200)
  return otp
}

/** What a refused request must leave untouched. */
export async function databaseState(t: TestApp) {
  const count = async (table: 'messages' | 'otp_codes' | 'rate_limit_hits') =>
    (
      await t.db
        .selectFrom(table)
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow()
    ).n
  const passwords = await t.db
    .selectFrom('members')
    .select(['member_id', 'password_hash', 'password_changed_at'])
    .orderBy('member_id')
    .execute()
  return { messages: await count('messages'), otps: await count('otp_codes'), hits: await count('rate_limit_hits'), passwords }
}
