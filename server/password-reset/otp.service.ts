import { assertUnderLimit, recordHits, type RateLimitRule } from '../auth/rate-limit.js'
import type { Executor } from '../db/database.js'
import type { AppDeps } from '../http/context.js'
import type { AppError } from '../http/errors.js'
import { hashOtpCode, isOtpCodeMatch, newOtpCode } from './otp-code.js'
import { invalidOtp, otpExpired, otpNotRequested, otpUsedUp, resendTooSoon, sendFailed } from './password-reset.errors.js'
import { countWrongTry, findLatestOtp, insertOtp, markOtpVerified, type OtpScope } from './password-reset.repository.js'

/**
 * The one-time code's rules, shared by every flow that sends one (the password reset, a new staff
 * member's registration: ADR 007, ADR 025): six digits, stored only as a keyed hash, valid ten
 * minutes, five wrong tries, a new one after a minute and at most five an hour per account.
 */
export const OTP_VALID_MS = 10 * 60_000
export const RESEND_AFTER_MS = 60_000
export const MAX_WRONG_TRIES = 5
export const SENDS_PER_ACCOUNT: RateLimitRule = { limit: 5, windowMs: 60 * 60_000 }
export const VERIFY_REQUESTS_PER_ADDRESS: RateLimitRule = { limit: 30, windowMs: 15 * 60_000 }

const sendBucket = (scope: OtpScope) =>
  scope.purpose === 'password-reset' ? `otp:send:${scope.type}:${scope.id}` : `otp:send:${scope.purpose}:${scope.type}:${scope.id}`
export const verifyAddressBucket = (clientAddress: string) => `otp:verify:ip:${clientAddress}`

/** Refuses a new code for this scope while the last one is under a minute old, or five went out this hour. */
export async function assertOtpMayBeSent(db: Executor, scope: OtpScope, now: Date) {
  const latest = await findLatestOtp(db, scope)
  const waitMs = latest ? latest.created_at.getTime() + RESEND_AFTER_MS - now.getTime() : 0
  if (waitMs > 0) throw resendTooSoon(Math.ceil(waitMs / 1000))
  await assertUnderLimit(
    db,
    [sendBucket(scope)],
    SENDS_PER_ACCOUNT,
    now,
    (retryAt) => `Too many OTPs have been sent for this ID. Please try again after ${retryAt}.`,
  )
}

export interface OtpDelivery {
  scope: OtpScope
  mobile: string
  /** The WhatsApp text, with the code in it. */
  message: (code: string) => string
  /** Further rate-limit buckets the send counts against (the caller's address). */
  alsoCounts?: string[]
}

/**
 * Sends a new code and stores its hash. Sent before anything is stored and outside the transaction:
 * the WhatsApp call may take seconds (and the embedded database has one connection), and a failed
 * send then leaves no code to verify and starts no wait. A failed send still counts: it cost a call.
 */
export async function deliverOtp(deps: AppDeps, delivery: OtpDelivery, now: Date) {
  const { scope } = delivery
  const code = newOtpCode()
  const sent = await deps.messaging.send({ to: delivery.mobile, body: delivery.message(code), purpose: 'otp' })
  const isSent = sent.status !== 'failed'
  await deps.db.transaction().execute(async (trx) => {
    await recordHits(trx, [...(delivery.alsoCounts ?? []), sendBucket(scope)], now)
    if (isSent) await insertOtp(trx, scope, hashOtpCode(deps.tokens.secret, scope, code), now, new Date(now.getTime() + OTP_VALID_MS))
  })
  if (!isSent) throw sendFailed()
}

/**
 * The refusal for this code against the scope's newest OTP, or undefined once it is verified. Run it
 * in a transaction whose commit keeps the wrong-try count even when the caller then refuses.
 */
export async function checkOtp(trx: Executor, secret: string, scope: OtpScope, code: string, now: Date): Promise<AppError | undefined> {
  const otp = await findLatestOtp(trx, scope, { forUpdate: true })
  if (!otp) return otpNotRequested()
  if (otp.consumed_at || otp.failed_attempts >= MAX_WRONG_TRIES) return otpUsedUp()
  // Checked before the code, so that an expired OTP says nothing about whether the guess was right.
  if (otp.expires_at.getTime() <= now.getTime()) return otpExpired()
  if (!isOtpCodeMatch(secret, scope, code, otp.code_hash)) {
    const wrongTries = await countWrongTry(trx, otp.otp_id)
    return invalidOtp(Math.max(0, MAX_WRONG_TRIES - wrongTries))
  }
  // Verifying again is harmless, but does not stretch the window for setting the password.
  if (!otp.verified_at) await markOtpVerified(trx, otp.otp_id, now)
  return undefined
}

/** Refuses a caller's address that has checked too many codes lately (any flow's). */
export function assertVerifyAddressUnderLimit(db: Executor, clientAddress: string, now: Date) {
  return assertUnderLimit(
    db,
    [verifyAddressBucket(clientAddress)],
    VERIFY_REQUESTS_PER_ADDRESS,
    now,
    (retryAt) => `Too many OTP attempts from this device. Please try again after ${retryAt}.`,
  )
}
