import { sql } from 'kysely'
import type { Executor } from '../db/database.js'
import type { OtpAccountType, OtpPurpose } from '../db/schema.js'

/** Whose OTP: a member (by member ID) or a staff user (by user_id, as text). */
export interface OtpOwner {
  type: OtpAccountType
  id: string
}

/** An owner's codes for one purpose (ADR 025): a password reset's codes and a registration's never mix. */
export interface OtpScope extends OtpOwner {
  purpose: OtpPurpose
}

const ofScope = (scope: OtpScope) => ({ account_type: scope.type, account_id: scope.id, purpose: scope.purpose })

/**
 * The account's newest OTP for this purpose. Only this one can be verified: sending a new OTP
 * therefore supersedes every older unverified one without touching them. `forUpdate` serialises
 * concurrent guesses, so the wrong-try count cannot be raced past its limit.
 */
export function findLatestOtp(db: Executor, scope: OtpScope, options: { forUpdate?: boolean } = {}) {
  const { account_type, account_id, purpose } = ofScope(scope)
  return db
    .selectFrom('otp_codes')
    .select(['otp_id', 'code_hash', 'expires_at', 'failed_attempts', 'verified_at', 'consumed_at', 'created_at'])
    .where('account_type', '=', account_type)
    .where('account_id', '=', account_id)
    .where('purpose', '=', purpose)
    .orderBy('created_at', 'desc')
    .orderBy('otp_id', 'desc')
    .limit(1)
    .$if(options.forUpdate === true, (query) => query.forUpdate())
    .executeTakeFirst()
}

export async function insertOtp(db: Executor, scope: OtpScope, codeHash: string, createdAt: Date, expiresAt: Date) {
  await db
    .insertInto('otp_codes')
    .values({ ...ofScope(scope), code_hash: codeHash, created_at: createdAt, expires_at: expiresAt })
    .execute()
}

/** Counts one wrong try and returns the new count. */
export async function countWrongTry(db: Executor, otpId: number): Promise<number> {
  const row = await db
    .updateTable('otp_codes')
    .set({ failed_attempts: sql`failed_attempts + 1` })
    .where('otp_id', '=', otpId)
    .returning('failed_attempts')
    .executeTakeFirstOrThrow()
  return row.failed_attempts
}

export async function markOtpVerified(db: Executor, otpId: number, at: Date) {
  await db.updateTable('otp_codes').set({ verified_at: at }).where('otp_id', '=', otpId).execute()
}

/** The OTP that allows a password reset: verified after `verifiedSince` and not used yet. */
export function findUsableVerifiedOtp(
  db: Executor,
  scope: OtpScope,
  verifiedSince: Date,
  maxWrongTries: number,
  options: { forUpdate?: boolean } = {},
) {
  const { account_type, account_id, purpose } = ofScope(scope)
  return db
    .selectFrom('otp_codes')
    .select(['otp_id', 'verified_at', 'code_hash'])
    .where('account_type', '=', account_type)
    .where('account_id', '=', account_id)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .where('failed_attempts', '<', maxWrongTries)
    .where('verified_at', '>', verifiedSince)
    .orderBy('verified_at', 'desc')
    .limit(1)
    .$if(options.forUpdate === true, (query) => query.forUpdate())
    .executeTakeFirst()
}

/**
 * Once the password is set (a reset, a registration, an office change) or the account is switched
 * off, nothing sent before may be used again, verified or not, whatever it was for.
 */
export async function consumeOpenOtps(db: Executor, owner: OtpOwner, at: Date) {
  await db
    .updateTable('otp_codes')
    .set({ consumed_at: at })
    .where('account_type', '=', owner.type)
    .where('account_id', '=', owner.id)
    .where('consumed_at', 'is', null)
    .execute()
}

// A new password hash is what ends the account's older sessions (ADR 018: each holds its fingerprint).

export async function setMemberPassword(db: Executor, memberId: string, passwordHash: string, at: Date) {
  await db
    .updateTable('members')
    .set({ password_hash: passwordHash, password_changed_at: at, updated_at: at })
    .where('member_id', '=', memberId)
    .execute()
}

export async function setUserPassword(db: Executor, userId: number, passwordHash: string, at: Date) {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, password_changed_at: at, updated_at: at })
    .where('user_id', '=', userId)
    .execute()
}
