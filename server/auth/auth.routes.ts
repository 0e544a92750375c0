import { Hono, type Context } from 'hono'
import {
  currentSession,
  kitchenSignIn,
  memberSignIn,
  memberSignOut,
  staffSignIn,
  staffSignOut,
  superAdminSignIn,
} from '../../domain/contract/auth.js'
import { KITCHEN_ROLE_ID, MEMBER_ROLE_ID } from '../../domain/roles.js'
import { inactiveMembershipMessage } from '../../domain/members.js'
import { AppError, unauthorized } from '../http/errors.js'
import type { AppEnv } from '../http/context.js'
import { contract } from '../http/contract.js'
import { clientAddress } from '../http/client-address.js'
import {
  findMemberForSignIn,
  findUserBySignInName,
  listDependents,
  recordMemberSignIn,
  recordUserSignIn,
  type SignInUser,
} from './auth.repository.js'
import { DECOY_PASSWORD_HASH, verifyPassword } from './passwords.js'
import { requirePrincipal } from './principal.js'
import { openSession, signOut } from './sessions.service.js'
import {
  guardSignIn,
  recordSignInFailure,
  recordSignInSuccess,
  signInError,
  type SignInAccount,
  type SignInAttempt,
} from './sign-in.service.js'

const INVALID_STAFF = 'Invalid credentials, please try again.'
const INVALID_KITCHEN = 'Invalid kitchen credentials. Please check your username and password.'
const INVALID_MEMBER = 'Invalid Member ID or password.'
const DEACTIVATED = 'This account has been deactivated. Please contact the club office.'

function attemptFor(c: Context<AppEnv>, account: SignInAccount, errorExtra: (message: string) => Record<string, unknown>): SignInAttempt {
  return { db: c.var.deps.db, now: c.var.deps.clock(), account, clientAddress: clientAddress(c), errorExtra }
}

const userAccount = (user: SignInUser | undefined, typed: string): SignInAccount =>
  user ? { userId: user.user_id } : { unknownName: typed }

/** Checks the password of a found (or missing) account in constant-ish time; counts a failure. */
async function checkPassword(attempt: SignInAttempt, passwordHash: string | null | undefined, given: string) {
  const isMatch = await verifyPassword(given, passwordHash ?? DECOY_PASSWORD_HASH)
  if (passwordHash && isMatch) return true
  await recordSignInFailure(attempt)
  return false
}

/** A signed-in staff or kitchen account's session: its hash was just checked, so it has one. */
const sessionOf = (attempt: SignInAttempt, user: SignInUser) => ({
  account: { userId: user.user_id },
  passwordHash: user.password_hash!,
  clientAddress: attempt.clientAddress,
  now: attempt.now,
})

function staffResult(user: SignInUser) {
  return {
    user_id: user.user_id,
    name: user.name,
    email: user.email,
    username: user.username,
    mobile: user.mobile,
    role_id: user.role_id,
    role_name: user.role_name,
    is_super_admin: user.is_super_admin,
  }
}

/** What each door's client reads beside `message` when it is refused (spec 1 §3, §7). */
const staffRefusal = (msg: string) => ({ msg })
const superAdminRefusal = (msg: string) => ({ msg, status: 401 })
const kitchenRefusal = () => ({ success: false })
const memberRefusal = () => ({ status: 400 })

/** Staff, kitchen and super-administrator sign-in, the session and sign-out, mounted at /api. */
export const authRoutes = new Hono<AppEnv>()
/** The member app's sign-in and sign-out, mounted at /member/api. */
export const memberAuthRoutes = new Hono<AppEnv>()

authRoutes.post('/login', contract(staffSignIn, { refusalExtra: staffRefusal }), async (c) => {
  const extra = staffRefusal
  const input = c.req.valid('json')
  const user = await findUserBySignInName(c.var.deps.db, input.email_id)
  // A kitchen account is not ours here; the office screen tried the kitchen door first (spec 1 §6),
  // which counted a wrong password once, as any attempt is counted once.
  if (user?.role_id === KITCHEN_ROLE_ID) throw signInError(401, INVALID_STAFF, extra(INVALID_STAFF))
  const attempt = attemptFor(c, userAccount(user, input.email_id), extra)
  await guardSignIn(attempt)
  if (!(await checkPassword(attempt, user?.password_hash, input.password)) || !user) {
    throw signInError(401, INVALID_STAFF, extra(INVALID_STAFF))
  }
  if (!user.is_active) throw signInError(403, DEACTIVATED, extra(DEACTIVATED))
  await recordSignInSuccess(attempt)
  const now = c.var.deps.clock()
  await recordUserSignIn(c.var.deps.db, user.user_id, now)
  const issued = await openSession(c.var.deps, {
    ...sessionOf(attempt, user),
    subject: { sub: String(user.user_id), aud: 'staff', role_id: user.role_id },
  })
  return c.json({ msg: 'Success', result: { token: issued.token, expiresAt: issued.expiresAt, ...staffResult(user) } })
})

authRoutes.post('/signin', contract(superAdminSignIn, { refusalExtra: superAdminRefusal }), async (c) => {
  const extra = superAdminRefusal
  const input = c.req.valid('json')
  const user = await findUserBySignInName(c.var.deps.db, input.userId)
  const attempt = attemptFor(c, userAccount(user, input.userId), extra)
  await guardSignIn(attempt)
  const isSuperAdmin = user?.is_super_admin === true
  if (!(await checkPassword(attempt, isSuperAdmin ? user.password_hash : undefined, input.password)) || !user) {
    throw signInError(401, INVALID_STAFF, extra(INVALID_STAFF))
  }
  if (!user.is_active) throw signInError(403, DEACTIVATED, extra(DEACTIVATED))
  await recordSignInSuccess(attempt)
  const now = c.var.deps.clock()
  await recordUserSignIn(c.var.deps.db, user.user_id, now)
  const issued = await openSession(c.var.deps, {
    ...sessionOf(attempt, user),
    subject: { sub: String(user.user_id), aud: 'super-admin', role_id: user.role_id },
  })
  return c.json({
    status: 200,
    msg: 'Success',
    message: 'Signed in',
    result: { token: issued.token, expiresAt: issued.expiresAt, ...staffResult(user) },
  })
})

authRoutes.post('/kitchen/login', contract(kitchenSignIn, { refusalExtra: kitchenRefusal }), async (c) => {
  const extra = kitchenRefusal
  const input = c.req.valid('json')
  const user = await findUserBySignInName(c.var.deps.db, input.username)
  const isKitchenAccount = user !== undefined && user.role_id === KITCHEN_ROLE_ID && user.kitchen_id !== null
  // The office sign-in screen tries the kitchen door first for everybody (spec 1 §6): a name that is
  // not a kitchen account is simply not ours, and is not counted as a failed attempt here.
  if (!isKitchenAccount) throw signInError(401, INVALID_KITCHEN, extra())
  const attempt = attemptFor(c, { userId: user.user_id }, extra)
  await guardSignIn(attempt)
  if (!(await checkPassword(attempt, user.password_hash, input.password))) throw signInError(401, INVALID_KITCHEN, extra())
  if (!user.is_active) throw signInError(403, DEACTIVATED, extra())
  await recordSignInSuccess(attempt)
  const now = c.var.deps.clock()
  await recordUserSignIn(c.var.deps.db, user.user_id, now)
  const issued = await openSession(c.var.deps, {
    ...sessionOf(attempt, user),
    subject: { sub: String(user.user_id), aud: 'kitchen', role_id: KITCHEN_ROLE_ID },
  })
  return c.json({
    success: true,
    message: 'Login successful',
    data: {
      token: issued.token,
      expiresAt: issued.expiresAt,
      role_id: KITCHEN_ROLE_ID,
      user_id: user.user_id,
      name: user.name,
      username: user.username,
      kitchen_id: user.kitchen_id,
      kitchenId: user.kitchen_id,
      kitchen_name: user.kitchen_name,
    },
  })
})

memberAuthRoutes.post('/login', contract(memberSignIn, { refusalExtra: memberRefusal }), async (c) => {
  const input = c.req.valid('json')
  const failure = (status: 401 | 403, message: string) => signInError(status, message, { status })
  const member = await findMemberForSignIn(c.var.deps.db, input.memberId)
  const attempt = attemptFor(c, member ? { memberId: member.member_id } : { unknownName: input.memberId }, () => ({ status: 429 }))
  await guardSignIn(attempt)
  if (!(await checkPassword(attempt, member?.password_hash, input.password)) || !member) {
    throw failure(401, INVALID_MEMBER)
  }
  if (member.status !== 'active') throw failure(403, inactiveMembershipMessage(member.status))
  await recordSignInSuccess(attempt)
  const now = c.var.deps.clock()
  await recordMemberSignIn(c.var.deps.db, member.member_id, now)
  const issued = await openSession(c.var.deps, {
    account: { memberId: member.member_id },
    passwordHash: member.password_hash!,
    clientAddress: attempt.clientAddress,
    now,
    subject: { sub: member.member_id, aud: 'member', role_id: MEMBER_ROLE_ID },
  })
  const dependents = await listDependents(c.var.deps.db, member.member_id)
  return c.json({
    status: 200,
    message: 'Login successful',
    data: {
      token: issued.token,
      expiresAt: issued.expiresAt,
      role_id: MEMBER_ROLE_ID,
      member_id: member.member_id,
      memberId: member.member_id,
      title: member.title,
      name: member.name,
      email: member.email,
      mobile: member.mobile,
      category: member.category_name,
      joined_on: member.joined_on,
      dependents,
    },
  })
})

/** Who the token belongs to: lets a device confirm its stored session is still good. */
authRoutes.get('/session', contract(currentSession), (c) => {
  const principal = requirePrincipal(c)
  return c.json({ principal })
})

/** Signs out the token the request carries (a member's first on member paths); 401 without a genuine one. */
async function signOutRequest(c: Context<AppEnv>, headers: string[], extra: Record<string, unknown> = {}) {
  const token = headers.map((name) => c.req.header(name)).find(Boolean)
  if (token && (await signOut(c.var.deps, token))) return
  const refusal = token ? new AppError(401, 'session_expired', 'Your session has expired. Please sign in again.') : unauthorized()
  throw new AppError(401, refusal.code, refusal.message, { extra })
}

/** Sign-out: the token stops working at once, on every server. */
authRoutes.post('/logout', contract(staffSignOut), async (c) => {
  await signOutRequest(c, ['x-auth-token', 'xm-auth-token'])
  return c.json({ success: true, message: 'Signed out' })
})

memberAuthRoutes.post('/logout', contract(memberSignOut), async (c) => {
  await signOutRequest(c, ['xm-auth-token', 'x-auth-token'], { status: 401 })
  return c.json({ status: 200, message: 'Signed out' })
})
