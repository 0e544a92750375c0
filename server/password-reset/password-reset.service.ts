import { maskMobile } from '../../domain/contact.js'
import { findMemberForSignIn, findUserBySignInName } from '../auth/auth.repository.js'
import { hashPassword } from '../auth/passwords.js'
import { clearSignInFailures } from '../auth/sign-in.service.js'
import { assertUnderLimit, recordHits, type RateLimitRule } from '../auth/rate-limit.js'
import type { Executor } from '../db/database.js'
import type { OtpAccountType } from '../db/schema.js'
import type { AppDeps } from '../http/context.js'
import { isOtpCodeMatch } from './otp-code.js'
import {
  assertOtpMayBeSent,
  assertVerifyAddressUnderLimit,
  checkOtp,
  deliverOtp,
  MAX_WRONG_TRIES,
  OTP_VALID_MS,
  verifyAddressBucket,
} from './otp.service.js'
import { accountInactive, idNotFound, invalidOtp, noMobile, otpNotVerified } from './password-reset.errors.js'
import {
  consumeOpenOtps,
  countWrongTry,
  findUsableVerifiedOtp,
  setMemberPassword,
  setUserPassword,
  type OtpOwner,
  type OtpScope,
} from './password-reset.repository.js'

export { MAX_WRONG_TRIES, OTP_VALID_MS, RESEND_AFTER_MS, SENDS_PER_ACCOUNT, VERIFY_REQUESTS_PER_ADDRESS } from './otp.service.js'
/** How long after verifying the OTP the new password may be set. */
export const RESET_WINDOW_MS = 10 * 60_000
// Per address, generous enough for a club office behind one NAT, tight enough to stop an ID sweep.
export const SEND_REQUESTS_PER_ADDRESS: RateLimitRule = { limit: 20, windowMs: 60 * 60_000 }

const resetScope = (owner: OtpOwner): OtpScope => ({ ...owner, purpose: 'password-reset' })

export const otpMessage = (code: string) =>
  `Your club password reset OTP is ${code}. It is valid for ${OTP_VALID_MS / 60_000} minutes. Do not share it with anyone.`

/** One forgot-password call: the app's dependencies and who is calling. */
export interface ResetCall {
  deps: AppDeps
  clientAddress: string
}

/** The ID as typed ('m1001', 'secretary') and, if the client knows it, which kind of account. */
export interface AccountQuery {
  id: string
  type?: OtpAccountType | undefined
}

interface ResetAccount {
  owner: OtpOwner
  /** The ID the client sends back for the next step: the member ID, or the user's e-mail or username. */
  signInId: string
  name: string
  mobile: string | null
  isActive: boolean
}

/** Members first: with no type given, an ID that is no member's is tried as a staff e-mail or username. */
async function findResetAccount(db: Executor, query: AccountQuery): Promise<ResetAccount | undefined> {
  if (query.type !== 'user') {
    const member = await findMemberForSignIn(db, query.id)
    if (member) {
      const owner = { type: 'member', id: member.member_id } as const
      return { owner, signInId: member.member_id, name: member.name, mobile: member.mobile, isActive: member.status === 'active' }
    }
    if (query.type === 'member') return undefined
  }
  const user = await findUserBySignInName(db, query.id)
  if (!user) return undefined
  const owner = { type: 'user', id: String(user.user_id) } as const
  const signInId = user.email ?? user.username ?? String(user.user_id)
  return { owner, signInId, name: user.name, mobile: user.mobile, isActive: user.is_active }
}

// A reset would not let a suspended member or a deactivated user sign in anyway: say so plainly.
const accountRefusal = (account: ResetAccount | undefined) => (!account ? idNotFound() : !account.isActive ? accountInactive() : undefined)

async function findActiveAccount(db: Executor, query: AccountQuery): Promise<ResetAccount> {
  const account = await findResetAccount(db, query)
  const refusal = accountRefusal(account)
  if (refusal || !account) throw refusal ?? idNotFound()
  return account
}

/** The account, if an OTP may be sent to it now; otherwise the reason why not, thrown. */
async function findAccountToMessage(db: Executor, query: AccountQuery, now: Date) {
  const account = await findActiveAccount(db, query)
  if (!account.mobile) throw noMobile()
  await assertOtpMayBeSent(db, resetScope(account.owner), now)
  return { ...account, mobile: account.mobile }
}

/** Sends a new OTP to the account's WhatsApp number; returns the name and the masked number. */
export async function sendResetOtp({ deps, clientAddress }: ResetCall, query: AccountQuery) {
  const { db } = deps
  const now = deps.clock()
  const addressBucket = `otp:send:ip:${clientAddress}`
  await assertUnderLimit(
    db,
    [addressBucket],
    SEND_REQUESTS_PER_ADDRESS,
    now,
    (retryAt) => `Too many OTP requests from this device. Please try again after ${retryAt}.`,
  )
  let account: Awaited<ReturnType<typeof findAccountToMessage>>
  try {
    account = await findAccountToMessage(db, query, now)
  } catch (refusal) {
    // Refusals count against the address too, unknown IDs above all: that is what slows an ID sweep.
    await recordHits(db, [addressBucket], now)
    throw refusal
  }

  await deliverOtp(
    deps,
    { scope: resetScope(account.owner), mobile: account.mobile, message: otpMessage, alsoCounts: [addressBucket] },
    now,
  )
  return { name: account.name, mobile: maskMobile(account.mobile) }
}

/** Checks the code; returns the ID the client sends with the new password. */
export async function verifyResetOtp({ deps, clientAddress }: ResetCall, query: AccountQuery, code: string) {
  const { db } = deps
  const now = deps.clock()
  await assertVerifyAddressUnderLimit(db, clientAddress, now)
  const account = await findResetAccount(db, query)
  const refusal = await db.transaction().execute(async (trx) => {
    await recordHits(trx, [verifyAddressBucket(clientAddress)], now)
    if (!account?.isActive) return accountRefusal(account)
    return checkOtp(trx, deps.tokens.secret, resetScope(account.owner), code, now)
  })
  // Thrown only now, so the address hit and the wrong-try count are committed, not rolled back.
  if (refusal || !account) throw refusal ?? idNotFound()
  return { memberId: account.signInId }
}

async function setPassword(trx: Executor, owner: OtpOwner, passwordHash: string, now: Date) {
  if (owner.type === 'member') await setMemberPassword(trx, owner.id, passwordHash, now)
  else await setUserPassword(trx, Number(owner.id), passwordHash, now)
}

/**
 * Sets the new password, if the account verified this OTP in the last ten minutes, and uses it up.
 * A wrong code here counts as a wrong try, like at verify, so the window cannot be used to guess.
 */
export async function resetPassword({ deps }: ResetCall, query: AccountQuery, password: string, code: string) {
  const { db } = deps
  const now = deps.clock()
  const account = await findActiveAccount(db, query)
  const verifiedSince = new Date(now.getTime() - RESET_WINDOW_MS)
  // A cheap look first, so that the deliberately slow hashing is only done for someone who verified.
  const scope = resetScope(account.owner)
  const verified = await findUsableVerifiedOtp(db, scope, verifiedSince, MAX_WRONG_TRIES)
  if (!verified) throw otpNotVerified()
  if (!isOtpCodeMatch(deps.tokens.secret, scope, code, verified.code_hash)) {
    const wrongTries = await countWrongTry(db, verified.otp_id)
    throw invalidOtp(Math.max(0, MAX_WRONG_TRIES - wrongTries))
  }
  const passwordHash = await hashPassword(password)
  const isReset = await db.transaction().execute(async (trx) => {
    // Again under a row lock: of two resets racing on one OTP, only the first finds it unused.
    const otp = await findUsableVerifiedOtp(trx, scope, verifiedSince, MAX_WRONG_TRIES, { forUpdate: true })
    if (!otp) return false
    await setPassword(trx, account.owner, passwordHash, now)
    await consumeOpenOtps(trx, account.owner, now)
    return true
  })
  if (!isReset) throw otpNotVerified()
  // Someone locked out of signing in by failed guesses can use the new password at once.
  await clearSignInFailures(db, account.owner.type === 'member' ? { memberId: account.owner.id } : { userId: Number(account.owner.id) })
}
