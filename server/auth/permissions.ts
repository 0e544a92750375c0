import type { MiddlewareHandler } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AccessAction } from '../../domain/roles.js'
import type { Executor } from '../db/database.js'
import { roleHasAccess } from './access.repository.js'
import type { AppEnv } from '../http/context.js'
import { forbidden } from '../http/errors.js'
import { isAdmin, requirePrincipal, type Principal } from './principal.js'

export async function principalHasAccess(db: Executor, principal: Principal, area: string, action: AccessAction) {
  if (principal.kind !== 'staff') return false
  if (isAdmin(principal)) return true
  return roleHasAccess(db, principal.roleId, area, action)
}

/**
 * Staff whose role grants `action` on `area`; admins (role 1) and the super-admin always pass.
 * 401 without a session; 403 for members, kitchen accounts and roles without the grant.
 */
export function requirePermission(area: string, action: AccessAction): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    const principal = requirePrincipal(c)
    if (!(await principalHasAccess(c.var.deps.db, principal, area, action))) throw forbidden()
    await next()
  })
}
