import { auditorOf } from '../audit/audit-trail.js'
import { Hono, type Context } from 'hono'
import { addFacility as addFacilityEndpoint, allFacilities, getFacility, updateFacility } from '../../domain/contract/facilities.js'
import { principalHasAccess, requirePermission } from '../auth/permissions.js'
import { contract } from '../http/contract.js'
import type { AppEnv } from '../http/context.js'
import { addFacility, changeFacility, facilityById, facilityList } from './facilities.service.js'

/**
 * The club's facilities (spec 2 §7 "Facilities"; issue 19; ADR 026), mounted at /api. Reads are
 * open (the public services page; the spec's client sends no token) and show the visible ones;
 * office staff who may view Facilities see the hidden ones too. Writes need the grants.
 */
export const facilitiesRoutes = new Hono<AppEnv>()

const mayViewHidden = async (c: Context<AppEnv>) => {
  const principal = c.var.principal
  return principal !== undefined && (await principalHasAccess(c.var.deps.db, principal, 'facilities', 'view'))
}

facilitiesRoutes.get('/getallfacility', contract(allFacilities), async (c) => {
  const withHidden = await mayViewHidden(c)
  // The public list may be kept a minute; the office's (hidden ones too) is never kept by a shared cache.
  c.header('Cache-Control', withHidden ? 'private, no-store' : 'public, max-age=60')
  return c.json({ success: true as const, data: await facilityList(c.var.deps.db, withHidden) })
})

facilitiesRoutes.get('/facility/:id', contract(getFacility), async (c) => {
  return c.json({ success: true as const, data: await facilityById(c.var.deps.db, c.req.valid('param').id, await mayViewHidden(c)) })
})

facilitiesRoutes.post('/addfacility', requirePermission('facilities', 'create'), contract(addFacilityEndpoint), async (c) => {
  const { db, clock } = c.var.deps
  const data = await addFacility(db, auditorOf(c), c.req.valid('json'), clock())
  return c.json({ success: true as const, message: 'Facility added successfully', data }, 201)
})

facilitiesRoutes.put('/facility/:id', requirePermission('facilities', 'edit'), contract(updateFacility), async (c) => {
  const { db, clock } = c.var.deps
  const data = await changeFacility(db, auditorOf(c), c.req.valid('param').id, c.req.valid('json'), clock())
  return c.json({ success: true as const, message: 'Facility updated successfully', data })
})
