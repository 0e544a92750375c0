import type { Executor } from '../db/database.js'
import { AppError } from '../http/errors.js'
import { assertUnderLimit, clearHits, recordHits, type RateLimitRule } from './rate-limit.js'

export interface SignInAttempt {
  db: Executor
  now: Date
  /** Which door: failures at one door do not lock another. */
  door: 'staff' | 'kitchen' | 'member' | 'super-admin'
  account: string
  clientAddress: string
  /** Fields the audience's client expects in every error body, e.g. `{success: false}`. */
  errorExtra?: (message: string) => Record<string, unknown>
}

export const SIGN_IN_LIMIT: RateLimitRule = { limit: 10, windowMs: 15 * 60_000 }

const bucketOf = (door: SignInAttempt['door'], account: string) => `signin:${door}:account:${account.trim().toLowerCase()}`
const accountBucket = (attempt: SignInAttempt) => bucketOf(attempt.door, attempt.account)
const addressBucket = (attempt: SignInAttempt) => `signin:ip:${attempt.clientAddress}`

/**
 * The sign-in throttle: after 10 failures within 15 minutes for the same account, or from the same
 * address, the next attempt is refused with 429 before the password is even checked.
 */
export async function guardSignIn(attempt: SignInAttempt) {
  await assertUnderLimit(
    attempt.db,
    [accountBucket(attempt), addressBucket(attempt)],
    SIGN_IN_LIMIT,
    attempt.now,
    (retryAt) => `Too many failed sign-in attempts. Please try again after ${retryAt}.`,
    attempt.errorExtra,
  )
}

export async function recordSignInFailure(attempt: SignInAttempt) {
  await recordHits(attempt.db, [accountBucket(attempt), addressBucket(attempt)], attempt.now)
}

/** A good password wipes the account's failures (the address keeps its count). */
export async function recordSignInSuccess(attempt: SignInAttempt) {
  await clearHits(attempt.db, [accountBucket(attempt)])
}

/** After a password reset: the account's failed sign-ins at these doors no longer count. */
export async function clearSignInFailures(db: Executor, doors: SignInAttempt['door'][], accounts: string[]) {
  await clearHits(db, doors.flatMap((door) => accounts.map((account) => bucketOf(door, account))))
}

export function signInError(status: 401 | 403, message: string, extra: Record<string, unknown>) {
  return new AppError(status, status === 401 ? 'invalid_credentials' : 'account_disabled', message, { extra })
}
