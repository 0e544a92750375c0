import { auditorOf } from '../audit/audit-trail.js'
import { Hono } from 'hono'
import { ADMIN_ROLE_ID, MEMBER_ROLE_ID } from '../../domain/roles.js'
import { isAdmin, requireRole, staffPrincipal, type Principal } from '../auth/principal.js'
import { requirePermission } from '../auth/permissions.js'
import type { AppEnv } from '../http/context.js'
import { forbidden } from '../http/errors.js'
import { contract } from '../http/contract.js'
import { listMenus } from './menus.repository.js'
import { createMenu } from './menus.service.js'
import { memberSections } from './member-sections.js'
import { adminMenu, allMenus, createMenu as createMenuEndpoint, memberMenu, staffMenu } from '../../domain/contract/roles.js'
import { menusForRole } from './roles.service.js'

/**
 * Back-office areas (menus) and the navigation each audience gets (spec 2 §6: menu-by-role has one
 * path for members, one for staff, and another for staff whose role_id is 1). See ADR 004.
 * menusRoutes is mounted at /api, memberMenuRoutes at /member/api.
 */
export const menusRoutes = new Hono<AppEnv>()
export const memberMenuRoutes = new Hono<AppEnv>()

/**
 * Whose menu to load: the caller's own, unless an admin previews another role. An admin's own menu
 * is Admin's (everything), also for a super-admin whose account carries another role_id.
 */
function menuRoleFor(principal: Extract<Principal, { kind: 'staff' }>, requested: number | null | undefined): number {
  const ownMenuRole = isAdmin(principal) ? ADMIN_ROLE_ID : principal.roleId
  if (requested === undefined || requested === null || requested === principal.roleId) return ownMenuRole
  if (!isAdmin(principal)) throw forbidden('You can only load the menu of your own role; leave out role_id or send your own.')
  return requested
}

menusRoutes.get('/getallmenu', requirePermission('roles', 'view'), contract(allMenus), async (c) => {
  return c.json({ result: await listMenus(c.var.deps.db) })
})

menusRoutes.post('/createmenu', requireRole('admin'), contract(createMenuEndpoint), async (c) => {
  const menu = await createMenu(c.var.deps.db, auditorOf(c), c.req.valid('json'))
  return c.json({ message: 'Menu created successfully', result: menu }, 201)
})

menusRoutes.post('/getmenubyrole', requireRole('staff'), contract(staffMenu), async (c) => {
  const roleId = menuRoleFor(staffPrincipal(c), c.req.valid('json').role_id)
  return c.json({ result: await menusForRole(c.var.deps.db, roleId) })
})

/** Where the office shell asks when the session's role_id is 1: the same answer, for admins only. */
menusRoutes.post('/admin/getmenubyrole', requireRole('admin'), contract(adminMenu), async (c) => {
  const roleId = menuRoleFor(staffPrincipal(c), c.req.valid('json').role_id)
  return c.json({ result: await menusForRole(c.var.deps.db, roleId) })
})

/** Every member has role 16 and the same app, so the answer does not depend on who asks. */
memberMenuRoutes.post('/getmenubyrole', requireRole('member'), contract(memberMenu), (c) => {
  const requested = c.req.valid('json').role_id
  if (requested !== undefined && requested !== null && requested !== MEMBER_ROLE_ID) {
    throw forbidden(`Members can only load the member menu (role ${MEMBER_ROLE_ID}).`)
  }
  return c.json({ result: memberSections })
})
