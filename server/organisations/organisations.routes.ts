import { Hono } from 'hono'
import { listOrganisations, publicClubProfile, updateOrganisation } from '../../domain/contract/organisations.js'
import { auditorOf } from '../audit/audit-trail.js'
import { requirePermission } from '../auth/permissions.js'
import { contract } from '../http/contract.js'
import type { AppEnv } from '../http/context.js'
import { changeOrganisation, clubOrganisation } from './organisations.service.js'

/**
 * The club's profile (spec 2 §7 "Organisations and users"; issue 19; ADR 026), mounted at /api.
 * The office reads and changes it with the Organisations grants; the public site reads it openly.
 */
export const organisationsRoutes = new Hono<AppEnv>()

organisationsRoutes.get('/organisations', requirePermission('organisations', 'view'), contract(listOrganisations), async (c) => {
  return c.json({ result: [await clubOrganisation(c.var.deps.db)] })
})

organisationsRoutes.post('/organisations/:id', requirePermission('organisations', 'edit'), contract(updateOrganisation), async (c) => {
  const { db, clock } = c.var.deps
  const result = await changeOrganisation(db, auditorOf(c), c.req.valid('param').id, c.req.valid('json'), clock())
  return c.json({ message: 'Club profile saved', result })
})

organisationsRoutes.get('/public/club-profile', contract(publicClubProfile), async (c) => {
  // A change shows on the public site within a minute, and a busy page costs one read a minute per visitor at most.
  c.header('Cache-Control', 'public, max-age=60')
  return c.json({ data: await clubOrganisation(c.var.deps.db) })
})
