import { sql } from 'kysely'
import type { Executor } from '../db/database.js'
import type { OtpAccountType } from '../db/schema.js'

/** Whose OTP: a member (by member ID) or a staff user (by user_id, as text). */
export interface OtpOwner {
  type: OtpAccountType
  id: string
}

/**
 * The account's newest OTP. Only this one can be verified: sending a new OTP therefore supersedes
 * every older unverified one without touching them. `forUpdate` serialises concurrent guesses, so
 * the wrong-try count cannot be raced past its limit.
 */
export function findLatestOtp(db: Executor, owner: OtpOwner, options: { forUpdate?: boolean } = {}) {
  return db
    .selectFrom('otp_codes')
    .select(['otp_id', 'code_hash', 'expires_at', 'failed_attempts', 'verified_at', 'consumed_at', 'created_at'])
    .where('account_type', '=', owner.type)
    .where('account_id', '=', owner.id)
    .orderBy('created_at', 'desc')
    .orderBy('otp_id', 'desc')
    .limit(1)
    .$if(options.forUpdate === true, (query) => query.forUpdate())
    .executeTakeFirst()
}

export async function insertOtp(db: Executor, owner: OtpOwner, codeHash: string, createdAt: Date, expiresAt: Date) {
  await db
    .insertInto('otp_codes')
    .values({ account_type: owner.type, account_id: owner.id, code_hash: codeHash, created_at: createdAt, expires_at: expiresAt })
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
  owner: OtpOwner,
  verifiedSince: Date,
  maxWrongTries: number,
  options: { forUpdate?: boolean } = {},
) {
  return db
    .selectFrom('otp_codes')
    .select(['otp_id', 'verified_at', 'code_hash'])
    .where('account_type', '=', owner.type)
    .where('account_id', '=', owner.id)
    .where('consumed_at', 'is', null)
    .where('failed_attempts', '<', maxWrongTries)
    .where('verified_at', '>', verifiedSince)
    .orderBy('verified_at', 'desc')
    .limit(1)
    .$if(options.forUpdate === true, (query) => query.forUpdate())
    .executeTakeFirst()
}

/** After a reset nothing sent before it may be used again, verified or not. */
export async function consumeOpenOtps(db: Executor, owner: OtpOwner, at: Date) {
  await db
    .updateTable('otp_codes')
    .set({ consumed_at: at })
    .where('account_type', '=', owner.type)
    .where('account_id', '=', owner.id)
    .where('consumed_at', 'is', null)
    .execute()
}

// password_changed_at is what makes server/auth/principal.ts refuse tokens issued before the reset.

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
