import { auditorOf } from '../audit/audit-trail.js'
import { Hono } from 'hono'
import type { AppEnv } from '../http/context.js'
import { requirePermission } from '../auth/permissions.js'
import { requirePrincipal, requireRole } from '../auth/principal.js'
import { forbidden, notFound } from '../http/errors.js'
import { contract } from '../http/contract.js'
import {
  allKitchens as allKitchensEndpoint,
  createKitchen as createKitchenEndpoint,
  kitchenDetail as kitchenDetailEndpoint,
  updateKitchen,
  userKitchen,
} from '../../domain/contract/kitchens.js'
import { findKitchen } from './kitchens.repository.js'
import { allKitchens, createKitchen, kitchenDetail, toKitchen, updateKitchenDetails } from './kitchens.service.js'
import { ordersRoutes } from './orders.routes.js'

/**
 * Kitchens (spec 2 §7 "Kitchens"; ADR 022): under /api/kitchen the kitchen account's own kitchen and
 * the orders (orders.routes.ts); under /api/admin the office's kitchen administration (the
 * 'kitchens' area grants). Answers are `{success, message?, data}`; a kitchen carries `kitchenId`
 * and `id` (spec 2 §3).
 */
export const kitchenRoutes = new Hono<AppEnv>()
export const kitchensAdminRoutes = new Hono<AppEnv>()

kitchenRoutes.route('/', ordersRoutes)

/** The signed-in kitchen account's own kitchen: the display's header, thresholds and stations. */
kitchenRoutes.get('/user-kitchen', requireRole('kitchen'), contract(userKitchen), async (c) => {
  const principal = requirePrincipal(c)
  if (principal.kind !== 'kitchen') throw forbidden()
  const kitchen = await findKitchen(c.var.deps.db, principal.kitchenId)
  if (!kitchen) throw notFound('Your kitchen no longer exists. Please contact the club office.')
  return c.json({ success: true, data: toKitchen(kitchen) })
})

kitchensAdminRoutes.get('/getallkitchens', requirePermission('kitchens', 'view'), contract(allKitchensEndpoint), async (c) => {
  return c.json({ success: true, data: await allKitchens(c.var.deps.db) })
})

kitchensAdminRoutes.get('/getkitchen/:kitchenId', requirePermission('kitchens', 'view'), contract(kitchenDetailEndpoint), async (c) => {
  return c.json({ success: true, data: await kitchenDetail(c.var.deps.db, c.req.valid('param').kitchenId) })
})

kitchensAdminRoutes.post('/createkitchen', requirePermission('kitchens', 'create'), contract(createKitchenEndpoint), async (c) => {
  const { db, clock } = c.var.deps
  const kitchen = await createKitchen(db, auditorOf(c), c.req.valid('json'), clock())
  return c.json({ success: true, message: 'Kitchen created successfully', data: kitchen }, 201)
})

kitchensAdminRoutes.put('/updatekitchen/:kitchenId', requirePermission('kitchens', 'edit'), contract(updateKitchen), async (c) => {
  const { db, clock } = c.var.deps
  const kitchen = await updateKitchenDetails(db, auditorOf(c), c.req.valid('param').kitchenId, c.req.valid('json'), clock())
  return c.json({ success: true, message: 'Kitchen updated successfully', data: kitchen })
})
