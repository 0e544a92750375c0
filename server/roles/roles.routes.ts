import { Hono } from 'hono'
import { auditorOf } from '../audit/audit-trail.js'
import { requireRole } from '../auth/principal.js'
import { requirePermission } from '../auth/permissions.js'
import type { AppEnv } from '../http/context.js'
import { contract } from '../http/contract.js'
import { menusRoutes } from './menus.routes.js'
import {
  createRole as createRoleEndpoint,
  deleteRole as deleteRoleEndpoint,
  roleAccess as roleAccessEndpoint,
  roleById,
  roles,
  roleSummaries as roleSummariesEndpoint,
  updateAccess as updateAccessEndpoint,
  updateRole as updateRoleEndpoint,
} from '../../domain/contract/roles.js'
import { createRole, deleteRole, listRoles, roleAccess, roleDetail, roleSummaries, updateAccess, updateRole } from './roles.service.js'

/**
 * Roles, back-office menus and access control (spec 2 §§6, 7 "Menus and roles"; ADR 004).
 * Reads are for staff whose role may view 'roles'; every change is for admins. The guard runs
 * before the body is read, so a caller without the right gets 401/403 whatever they sent. Their
 * paths are flat under /api (/api/getrole, /api/createrole...), where this is mounted.
 */
export const rolesRoutes = new Hono<AppEnv>()

rolesRoutes.route('/', menusRoutes)

const canViewRoles = requirePermission('roles', 'view')
const adminOnly = requireRole('admin')

rolesRoutes.get('/getrole', canViewRoles, contract(roles), async (c) => {
  return c.json({ result: await listRoles(c.var.deps.db) })
})

rolesRoutes.get('/getrole/:id', canViewRoles, contract(roleById), async (c) => {
  return c.json({ result: await roleDetail(c.var.deps.db, c.req.valid('param').id) })
})

rolesRoutes.get('/getroleaccess/:id', canViewRoles, contract(roleAccessEndpoint), async (c) => {
  return c.json({ result: await roleAccess(c.var.deps.db, c.req.valid('param').id) })
})

rolesRoutes.get('/getrolesummary', canViewRoles, contract(roleSummariesEndpoint), async (c) => {
  return c.json({ result: await roleSummaries(c.var.deps.db) })
})

rolesRoutes.post('/createrole', adminOnly, contract(createRoleEndpoint), async (c) => {
  const { db, clock } = c.var.deps
  const role = await createRole(db, auditorOf(c), c.req.valid('json'), clock())
  return c.json({ message: 'Role created successfully', result: role }, 201)
})

rolesRoutes.put('/updaterole/:id', adminOnly, contract(updateRoleEndpoint), async (c) => {
  const { db, clock } = c.var.deps
  const role = await updateRole(db, auditorOf(c), c.req.valid('param').id, c.req.valid('json'), clock())
  return c.json({ message: 'Role updated successfully', result: role })
})

rolesRoutes.delete('/deleterole/:id', adminOnly, contract(deleteRoleEndpoint), async (c) => {
  const deleted = await deleteRole(c.var.deps.db, auditorOf(c), c.req.valid('param').id)
  return c.json({ message: 'Role deleted successfully', result: deleted })
})

rolesRoutes.post('/accesscontrol/update', adminOnly, contract(updateAccessEndpoint), async (c) => {
  const { db, clock } = c.var.deps
  const { role_id, access } = c.req.valid('json')
  const result = await updateAccess(db, auditorOf(c), role_id, access, clock())
  return c.json({ message: 'Access updated successfully', result })
})
