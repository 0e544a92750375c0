import type { Context, MiddlewareHandler } from 'hono'
import { createMiddleware } from 'hono/factory'
import { ADMIN_ROLE_ID, KITCHEN_ROLE_ID, MEMBER_ROLE_ID } from '../../domain/roles.js'
import type { Executor } from '../db/database.js'
import { AppError, forbidden, unauthorized } from '../http/errors.js'
import type { AppDeps, AppEnv } from '../http/context.js'
import { readToken, type TokenClaims } from './tokens.js'
import { findMemberForSession, findUserForSession } from './sessions.repository.js'

export type Principal =
  | { kind: 'staff'; userId: number; roleId: number; name: string; isSuperAdmin: boolean }
  | { kind: 'kitchen'; userId: number; roleId: typeof KITCHEN_ROLE_ID; name: string; kitchenId: number }
  | { kind: 'member'; memberId: string; roleId: typeof MEMBER_ROLE_ID; name: string }

export type PrincipalKind = Principal['kind']

/** The person behind a token, as the database knows them now; none when the session is not live (sessions.repository.ts). */
async function principalFromClaims(db: Executor, claims: TokenClaims): Promise<Principal | undefined> {
  if (claims.aud === 'member') {
    const member = await findMemberForSession(db, claims.sub, claims.sid)
    if (!member?.is_live) return undefined
    return { kind: 'member', memberId: member.member_id, roleId: MEMBER_ROLE_ID, name: member.name }
  }
  const userId = Number(claims.sub)
  if (!Number.isInteger(userId)) return undefined
  const user = await findUserForSession(db, userId, claims.sid)
  if (!user?.is_live) return undefined
  if (claims.aud === 'kitchen') {
    // A live kitchen session's account has a kitchen (the rule); the check tells the type so.
    if (user.kitchen_id === null) return undefined
    return { kind: 'kitchen', userId, roleId: KITCHEN_ROLE_ID, name: user.name, kitchenId: user.kitchen_id }
  }
  return { kind: 'staff', userId, roleId: user.role_id, name: user.name, isSuperAdmin: claims.aud === 'super-admin' }
}

/** A token's claims and the person behind it; no principal when the token or the person is refused. */
async function sessionForToken(deps: Pick<AppDeps, 'db' | 'tokens' | 'verifiedTokens' | 'clock'>, token: string) {
  const claims = await readToken(deps, token, deps.clock())
  return { claims, principal: claims && (await principalFromClaims(deps.db, claims)) }
}

/**
 * The principal behind a token, with the same rules everywhere a token arrives (HTTP headers, the
 * socket.io handshake): undefined when it is expired or forged, its session was signed out, or its
 * person is deactivated or has changed password since it was issued.
 */
export async function principalForToken(
  deps: Pick<AppDeps, 'db' | 'tokens' | 'verifiedTokens' | 'clock'>,
  token: string,
): Promise<Principal | undefined> {
  return (await sessionForToken(deps, token)).principal
}

export const requestToken = (c: Context<AppEnv>) => c.req.header('x-auth-token') || c.req.header('xm-auth-token')

/** Reads the person behind the request's token, sets `principal`, and remembers a kitchen account's session. */
async function readSession(c: Context<AppEnv>) {
  const token = requestToken(c)
  c.set('principal', undefined)
  c.set('hasRejectedToken', false)
  c.set('deferredSession', undefined)
  if (!token) return
  const { claims, principal } = await sessionForToken(c.var.deps, token)
  c.set('principal', principal)
  c.set('hasRejectedToken', !principal)
  if (claims && principal) c.var.deps.recentSessions.remember(token, principal, claims)
  else c.var.deps.recentSessions.forget(token)
}

/**
 * Reads x-auth-token (staff, kitchen) or xm-auth-token (member) and sets `principal`. Never rejects by
 * itself. A kitchen tap whose session was deferred to its write (kitchens/order-read-ahead.ts) takes
 * the person as last read; its route confirms them (confirmSession) before answering anything but a
 * write that checked them.
 */
export const authenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
  const deferred = c.var.deferredSession
  if (deferred) {
    c.set('principal', deferred.principal)
    c.set('hasRejectedToken', false)
  } else {
    await readSession(c)
  }
  await next()
}

/** The request's principal, read now if its session was deferred to a write that did not happen; 401 without one. */
export async function confirmSession(c: Context<AppEnv>): Promise<Principal> {
  if (c.var.deferredSession) await readSession(c)
  return requirePrincipal(c)
}

/** The signed-in principal, or 401 (with a message that tells an expired session from none). */
export function requirePrincipal(c: Context<AppEnv>): Principal {
  const principal = c.var.principal
  if (principal) return principal
  throw c.var.hasRejectedToken ? new AppError(401, 'session_expired', 'Your session has expired. Please sign in again.') : unauthorized()
}

export const isAdmin = (principal: Principal) =>
  principal.kind === 'staff' && (principal.isSuperAdmin || principal.roleId === ADMIN_ROLE_ID)

type RoleName = PrincipalKind | 'admin' | 'super-admin'

function hasRole(principal: Principal, role: RoleName): boolean {
  if (role === 'admin') return isAdmin(principal)
  if (role === 'super-admin') return principal.kind === 'staff' && principal.isSuperAdmin
  return principal.kind === role
}

/** Lets through a principal of any of the named kinds; 401 without a session, 403 otherwise. */
export function requireRole(...roles: RoleName[]): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    const principal = requirePrincipal(c)
    if (!roles.some((role) => hasRole(principal, role))) throw forbidden()
    await next()
  })
}

export function staffPrincipal(c: Context<AppEnv>): Extract<Principal, { kind: 'staff' }> {
  const principal = requirePrincipal(c)
  if (principal.kind !== 'staff') throw forbidden()
  return principal
}
