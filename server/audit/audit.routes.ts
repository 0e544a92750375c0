import { Hono } from 'hono'
import { auditPeople as auditPeopleEndpoint, auditTrail } from '../../domain/contract/audit.js'
import { requireRole } from '../auth/principal.js'
import type { AppEnv } from '../http/context.js'
import { contract } from '../http/contract.js'
import { auditPage, auditPeople } from './audit.service.js'

/**
 * The audit trail (ADR 029), mounted at /api: administrators (role 1) and the super-administrator
 * read it; no grant in the access grid opens it to another role.
 */
export const auditRoutes = new Hono<AppEnv>()

auditRoutes.get('/audit', requireRole('admin'), contract(auditTrail), async (c) => {
  return c.json(await auditPage(c.var.deps.db, c.req.valid('query')))
})

auditRoutes.get('/audit/people', requireRole('admin'), contract(auditPeopleEndpoint), async (c) => {
  return c.json({ result: await auditPeople(c.var.deps.db) })
})
