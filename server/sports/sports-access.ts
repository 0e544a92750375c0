import type { Context, MiddlewareHandler } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AccessAction } from '../../domain/roles.js'
import { principalHasAccess, requirePermission } from '../auth/permissions.js'
import { requirePrincipal, requireRole, type Principal } from '../auth/principal.js'
import type { AppEnv } from '../http/context.js'
import { forbidden } from '../http/errors.js'

/**
 * Who may call which sports endpoint (ADR 015): staff by their role's grants in the 'sports' area
 * (admins always), members for the reads and bookings of their own that the handler narrows to
 * them, kitchen accounts nothing. 401 'Authentication required. Please log in.' without a token.
 */
export const sportsMay = (action: AccessAction) => requirePermission('sports', action)
export const requireMember = requireRole('member')

/** Staff with the grant, or any member (the handler shows a member only what is theirs). */
export function sportsMayOrMember(action: AccessAction): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    const principal = requirePrincipal(c)
    if (principal.kind !== 'member' && !(await principalHasAccess(c.var.deps.db, principal, 'sports', action))) throw forbidden()
    await next()
  })
}

export type Actor = { kind: 'staff'; userId: number } | { kind: 'member'; memberId: string }

/** Who is acting, as the bookings record it (history rows, created_by). */
export function actorOf(c: Context<AppEnv>): Actor {
  const principal: Principal = requirePrincipal(c)
  if (principal.kind === 'member') return { kind: 'member', memberId: principal.memberId }
  if (principal.kind === 'staff') return { kind: 'staff', userId: principal.userId }
  throw forbidden()
}

export function memberIdOf(c: Context<AppEnv>): string {
  const principal = requirePrincipal(c)
  if (principal.kind !== 'member') throw forbidden()
  return principal.memberId
}
