import type { Executor } from '../db/database.js'
import { AppError } from '../http/errors.js'
import { countHits, rateLimited, recordHits, whenFree, type RateLimitRule } from './rate-limit.js'
import { deleteHits, deleteHitsByPrefix } from './rate-limit.repository.js'
import { ENDED_SESSIONS_KEPT_MS, hasSignedInFrom } from './sessions.repository.js'

/** Whose password was tried: an account, or a name that is nobody's. */
export type SignInAccount = { userId: number } | { memberId: string } | { unknownName: string }

export interface SignInAttempt {
  db: Executor
  now: Date
  account: SignInAccount
  clientAddress: string
  /** Fields the audience's client expects in every error body, e.g. `{success: false}`. */
  errorExtra?: (message: string) => Record<string, unknown>
}

const FIFTEEN_MINUTES = 15 * 60_000
/**
 * The sign-in limits (ADR 018). Failures count per account and address together for the lock, so a
 * stranger's guesses lock out the stranger, not the owner; per address across accounts, so a password
 * spray from one address stops; and per account from anywhere, where a much higher ceiling slows the
 * guessing down instead of locking the account.
 */
export const SIGN_IN_LIMITS = {
  accountAtAddress: { limit: 10, windowMs: FIFTEEN_MINUTES },
  address: { limit: 30, windowMs: FIFTEEN_MINUTES },
  account: { limit: 100, windowMs: FIFTEEN_MINUTES },
} as const satisfies Record<string, RateLimitRule>
/** Past the account's ceiling, one attempt at it in this long, from addresses it has not signed in from. */
export const SLOWED_ATTEMPT_EVERY_MS = 30_000

/** 'user:12', 'member:M1001', or 'name:…' for a name that is nobody's (with '%' and '@' escaped: it holds no '@'). */
function accountKey(account: SignInAccount): string {
  if ('userId' in account) return `user:${account.userId}`
  if ('memberId' in account) return `member:${account.memberId.toUpperCase()}`
  return `name:${account.unknownName.trim().toLowerCase().replace(/%/g, '%25').replace(/@/g, '%40')}`
}

const accountAtAddressPrefix = (account: SignInAccount) => `signin:pair:${accountKey(account)}@`
const buckets = (attempt: SignInAttempt) => ({
  accountAtAddress: `${accountAtAddressPrefix(attempt.account)}${attempt.clientAddress}`,
  address: `signin:address:${attempt.clientAddress}`,
  account: `signin:account:${accountKey(attempt.account)}`,
})

/** Has the owner signed in from this address lately? Their own addresses are never slowed. */
function isOwnersAddress(attempt: SignInAttempt) {
  if ('unknownName' in attempt.account) return Promise.resolve(false)
  return hasSignedInFrom(attempt.db, attempt.account, attempt.clientAddress, new Date(attempt.now.getTime() - ENDED_SESSIONS_KEPT_MS))
}

/**
 * Refuses an attempt (429, before the password is checked) when this address has failed this account
 * 10 times in 15 minutes, or failed 30 times on any accounts; or when the account has failed 100 times
 * from anywhere and the last failure was less than 30 seconds ago (unless the owner has signed in
 * from this address before).
 */
export async function guardSignIn(attempt: SignInAttempt) {
  const { db, now } = attempt
  const bucket = buckets(attempt)
  const lockedUntil = [
    await whenFree(db, [bucket.accountAtAddress], SIGN_IN_LIMITS.accountAtAddress, now),
    await whenFree(db, [bucket.address], SIGN_IN_LIMITS.address, now),
  ].reduce<Date | undefined>((latest, at) => (at && (!latest || at > latest) ? at : latest), undefined)
  if (lockedUntil) {
    throw rateLimited(
      now,
      lockedUntil,
      (retryAt) => `Too many failed sign-in attempts. Please try again after ${retryAt}.`,
      attempt.errorExtra,
    )
  }
  const { count, newest } = await countHits(db, bucket.account, SIGN_IN_LIMITS.account, now)
  const nextTurn = newest && new Date(newest.getTime() + SLOWED_ATTEMPT_EVERY_MS)
  if (count >= SIGN_IN_LIMITS.account.limit && nextTurn && nextTurn > now && !(await isOwnersAddress(attempt))) {
    const seconds = Math.ceil((nextTurn.getTime() - now.getTime()) / 1000)
    throw rateLimited(
      now,
      nextTurn,
      () => `This account is getting many failed sign-in attempts. Please try again in ${seconds} seconds.`,
      attempt.errorExtra,
    )
  }
}

export async function recordSignInFailure(attempt: SignInAttempt) {
  const bucket = buckets(attempt)
  await recordHits(attempt.db, [bucket.accountAtAddress, bucket.address, bucket.account], attempt.now)
}

/** A good password wipes this address's failures on the account; the address's and the account's counts stay. */
export async function recordSignInSuccess(attempt: SignInAttempt) {
  await deleteHits(attempt.db, [buckets(attempt).accountAtAddress])
}

/** After a password reset: the account's failed sign-ins, from every address, no longer count. */
export async function clearSignInFailures(db: Executor, account: SignInAccount) {
  await deleteHitsByPrefix(db, [accountAtAddressPrefix(account)])
  await deleteHits(db, [`signin:account:${accountKey(account)}`])
}

export function signInError(status: 401 | 403, message: string, extra: Record<string, unknown>) {
  return new AppError(status, status === 401 ? 'invalid_credentials' : 'account_disabled', message, { extra })
}
