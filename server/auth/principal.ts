import type { Context, MiddlewareHandler } from 'hono'
import { createMiddleware } from 'hono/factory'
import { ADMIN_ROLE_ID, KITCHEN_ROLE_ID, MEMBER_ROLE_ID } from '../../domain/roles.js'
import type { Executor } from '../db/database.js'
import { AppError, forbidden, unauthorized } from '../http/errors.js'
import type { AppDeps, AppEnv } from '../http/context.js'
import { readToken, type TokenClaims } from './tokens.js'
import { findMemberForSession, findUserForSession } from './auth.repository.js'

export type Principal =
  | { kind: 'staff'; userId: number; roleId: number; name: string; isSuperAdmin: boolean }
  | { kind: 'kitchen'; userId: number; roleId: typeof KITCHEN_ROLE_ID; name: string; kitchenId: number }
  | { kind: 'member'; memberId: string; roleId: typeof MEMBER_ROLE_ID; name: string }

export type PrincipalKind = Principal['kind']

const secondsOf = (date: Date) => Math.floor(date.getTime() / 1000)

/** The person behind a token, as the database knows them now (deactivated or re-passworded → none). */
async function principalFromClaims(db: Executor, claims: TokenClaims): Promise<Principal | undefined> {
  if (claims.aud === 'member') {
    const member = await findMemberForSession(db, claims.sub)
    if (!member || member.status !== 'active' || claims.iat < secondsOf(member.password_changed_at)) return undefined
    return { kind: 'member', memberId: member.member_id, roleId: MEMBER_ROLE_ID, name: member.name }
  }
  const userId = Number(claims.sub)
  if (!Number.isInteger(userId)) return undefined
  const user = await findUserForSession(db, userId)
  if (!user || !user.is_active || claims.iat < secondsOf(user.password_changed_at)) return undefined
  if (claims.aud === 'kitchen') {
    if (user.role_id !== KITCHEN_ROLE_ID || user.kitchen_id === null) return undefined
    return { kind: 'kitchen', userId, roleId: KITCHEN_ROLE_ID, name: user.name, kitchenId: user.kitchen_id }
  }
  if (claims.aud === 'super-admin' && !user.is_super_admin) return undefined
  return { kind: 'staff', userId, roleId: user.role_id, name: user.name, isSuperAdmin: claims.aud === 'super-admin' }
}

/**
 * The principal behind a token, with the same rules everywhere a token arrives (HTTP headers, the
 * socket.io handshake): undefined when it is expired, forged, or its person is deactivated or has
 * changed password since it was issued.
 */
export async function principalForToken(deps: Pick<AppDeps, 'db' | 'tokens' | 'clock'>, token: string): Promise<Principal | undefined> {
  const claims = await readToken(deps.tokens, token, deps.clock())
  return claims && (await principalFromClaims(deps.db, claims))
}

/** Reads x-auth-token (staff, kitchen) or xm-auth-token (member) and sets `principal`. Never rejects by itself. */
export const authenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = c.req.header('x-auth-token') || c.req.header('xm-auth-token')
  c.set('principal', undefined)
  c.set('hasRejectedToken', false)
  if (token) {
    const principal = await principalForToken(c.var.deps, token)
    c.set('principal', principal)
    c.set('hasRejectedToken', !principal)
  }
  await next()
}

/** The signed-in principal, or 401 (with a message that tells an expired session from none). */
export function requirePrincipal(c: Context<AppEnv>): Principal {
  const principal = c.var.principal
  if (principal) return principal
  throw c.var.hasRejectedToken
    ? new AppError(401, 'session_expired', 'Your session has expired. Please sign in again.')
    : unauthorized()
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
