import { maskMobile } from '../../domain/contact.js'
import { club } from '../../domain/club.js'
import type { VerifyRegistrationInput } from '../../domain/contract/users.js'
import { findUserBySignInName } from '../auth/auth.repository.js'
import { hashPassword } from '../auth/passwords.js'
import { recordHits } from '../auth/rate-limit.js'
import { clearSignInFailures } from '../auth/sign-in.service.js'
import type { Executor } from '../db/database.js'
import type { AppDeps } from '../http/context.js'
import { AppError } from '../http/errors.js'
import {
  assertOtpMayBeSent,
  assertVerifyAddressUnderLimit,
  checkOtp,
  deliverOtp,
  MAX_WRONG_TRIES,
  OTP_VALID_MS,
  verifyAddressBucket,
} from '../password-reset/otp.service.js'
import { idNotFound } from '../password-reset/password-reset.errors.js'
import { consumeOpenOtps, findUsableVerifiedOtp, type OtpScope } from '../password-reset/password-reset.repository.js'
import { assertMayManage, findUserOrFail, passwordTooShort, type Actor } from './users.service.js'
import { findUser, updateUserRow, type UserRow } from './users.repository.js'

/**
 * A new staff member sets their own password (ADR 025): the office sends a registration code to their
 * WhatsApp; at /register they give their e-mail or username, the code and a password, which sets the
 * password and switches the account on. The code follows the password reset's rules (otp.service.ts),
 * under a purpose of its own.
 */
const registrationScope = (userId: number): OtpScope => ({ type: 'user', id: String(userId), purpose: 'registration' })

const signInNameOf = (user: Pick<UserRow, 'email' | 'username' | 'user_id'>) => user.email ?? user.username ?? String(user.user_id)

export const registrationMessage = (name: string, signInName: string, code: string) =>
  `Welcome to ${club.name}, ${name}. Your registration code is ${code}. It is valid for ${OTP_VALID_MS / 60_000} minutes. ` +
  `Open Register (/register) on the club's website and enter ${signInName}, this code and a password of your choice. Do not share this code.`

const alreadyRegistered = (name: string) =>
  new AppError(
    409,
    'already_registered',
    `${name} has already set a password and can sign in. To change it, use Set password or Forgot password.`,
  )

const noMobile = (name: string) =>
  new AppError(400, 'no_mobile', `No mobile number is recorded for ${name}, so a code cannot be sent. Add one, then send the code.`, {
    errors: [{ path: 'mobile', msg: `mobile: No mobile number is recorded for ${name}` }],
  })

/** Sends the account's person a registration code; the office's call (users 'create'). */
export async function sendRegistrationCode(deps: AppDeps, actor: Actor, userId: number) {
  const now = deps.clock()
  const user = await findUserOrFail(deps.db, userId)
  assertMayManage(actor, user)
  if (user.has_password) throw alreadyRegistered(user.name)
  if (!user.mobile) throw noMobile(user.name)
  const scope = registrationScope(user.user_id)
  await assertOtpMayBeSent(deps.db, scope, now)
  const signInName = signInNameOf(user)
  await deliverOtp(deps, { scope, mobile: user.mobile, message: (code) => registrationMessage(user.name, signInName, code) }, now)
  return { user_id: user.user_id, name: user.name, mobile: maskMobile(user.mobile) }
}

/** The code's refusals in the registration's own words: a new code comes from the office, not from this page. */
function inRegistrationWords(refusal: AppError): AppError {
  const askOffice = 'Please ask the club office to send you a new code.'
  const words: Record<string, string> = {
    otp_not_requested: 'No registration code has been sent for this account. Please ask the club office to send one.',
    otp_used_up: `This code can no longer be used. ${askOffice}`,
    otp_expired: `This code has expired. ${askOffice}`,
    otp_invalid: 'Invalid code.',
  }
  const message = words[refusal.code]
  if (!message) return refusal
  return new AppError(refusal.status, refusal.code, message, { ...refusal.options, errors: [{ path: 'otp', msg: `otp: ${message}` }] })
}

async function findRegistrant(db: Executor, named: VerifyRegistrationInput['userId']) {
  const userId = typeof named === 'number' ? named : (await findUserBySignInName(db, named))?.user_id
  return userId === undefined ? undefined : findUser(db, userId)
}

/** Why this registration cannot go ahead, if it cannot: checked in this order, the code last. */
async function registrationRefusal(trx: Executor, secret: string, user: UserRow | undefined, input: VerifyRegistrationInput, now: Date) {
  if (!user) return idNotFound()
  if (user.has_password) return alreadyRegistered(user.name)
  // Before the code, so that a password too short for an administrator does not use up a try.
  const tooShort = passwordTooShort(user, input.password)
  if (tooShort) return tooShort
  const refusal = await checkOtp(trx, secret, registrationScope(user.user_id), input.otp, now)
  return refusal && inRegistrationWords(refusal)
}

/**
 * Checks the code, then sets the password and switches the account on, once: of two completions
 * racing on one code, the second finds it used. Public (the person is not signed in yet), so it is
 * counted against the caller's address like the password reset's checks.
 */
export async function completeRegistration(deps: AppDeps, clientAddress: string, input: VerifyRegistrationInput) {
  const { db } = deps
  const now = deps.clock()
  await assertVerifyAddressUnderLimit(db, clientAddress, now)
  const user = await findRegistrant(db, input.userId)
  const refusal = await db.transaction().execute(async (trx) => {
    await recordHits(trx, [verifyAddressBucket(clientAddress)], now)
    return registrationRefusal(trx, deps.tokens.secret, user, input, now)
  })
  // Thrown only now, so the address hit and a wrong try are committed, not rolled back.
  if (refusal || !user) throw refusal ?? idNotFound()

  const passwordHash = await hashPassword(input.password)
  const scope = registrationScope(user.user_id)
  await db.transaction().execute(async (trx) => {
    const current = await findUserOrFail(trx, user.user_id, { forUpdate: true })
    if (current.has_password) throw alreadyRegistered(current.name)
    const verified = await findUsableVerifiedOtp(trx, scope, new Date(now.getTime() - OTP_VALID_MS), MAX_WRONG_TRIES, { forUpdate: true })
    if (!verified) throw inRegistrationWords(new AppError(400, 'otp_used_up', ''))
    await updateUserRow(trx, user.user_id, { password_hash: passwordHash, password_changed_at: now, is_active: true, updated_at: now })
    await consumeOpenOtps(trx, { type: 'user', id: String(user.user_id) }, now)
  })
  await clearSignInFailures(db, { userId: user.user_id })
  return { user_id: user.user_id, name: user.name, sign_in_name: signInNameOf(user) }
}
