import type { Context, MiddlewareHandler } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AccessAction } from '../../domain/roles.js'
import { principalHasAccess, requirePermission } from '../auth/permissions.js'
import { requirePrincipal, requireRole, type Principal } from '../auth/principal.js'
import type { AppEnv } from '../http/context.js'
import { forbidden } from '../http/errors.js'

/**
 * Who may call which event-bookings endpoint (ADR 012). The office works in the 'events' area, the
 * reception desk in the 'door' area (the receptionist, role 7, holds both); admins always pass.
 * Members reach only the member/* endpoints and their own bookings; kitchen accounts nothing.
 */
export const officeMay = (action: AccessAction) => requirePermission('events', action)
export const deskMay = (action: AccessAction) => requirePermission('door', action)
export const requireMember = requireRole('member')
/** Event-types and booking-status lists: anybody signed in who books or manages bookings. */
export const requireStaffOrMember = requireRole('staff', 'member')

/** Staff with either grant: the event's counters are read in the office and at the door. */
export function officeOrDeskMay(action: AccessAction): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    const principal = requirePrincipal(c)
    const { db } = c.var.deps
    const isAllowed =
      (await principalHasAccess(db, principal, 'events', action)) || (await principalHasAccess(db, principal, 'door', action))
    if (!isAllowed) throw forbidden()
    await next()
  })
}

/** Office staff who may view bookings, or the member whose booking it is (checked by the handler). */
export const officeViewerOrMember = createMiddleware<AppEnv>(async (c, next) => {
  const principal = requirePrincipal(c)
  if (principal.kind !== 'member' && !(await principalHasAccess(c.var.deps.db, principal, 'events', 'view'))) throw forbidden()
  await next()
})

export type MemberPrincipal = Extract<Principal, { kind: 'member' }>

export function memberPrincipal(c: Context<AppEnv>): MemberPrincipal {
  const principal = requirePrincipal(c)
  if (principal.kind !== 'member') throw forbidden()
  return principal
}
