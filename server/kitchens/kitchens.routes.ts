import { Hono } from 'hono'
import type { AppEnv } from '../http/context.js'
import { requirePrincipal, requireRole } from '../auth/principal.js'
import { forbidden, notFound } from '../http/errors.js'
import { findKitchen } from './kitchens.repository.js'

/** Kitchens (spec 2 §7 "Kitchens"). The orders and the display come with the kitchen issue. */
export const kitchensRoutes = new Hono<AppEnv>()

/** The signed-in kitchen account's own kitchen: what the display shows in its header. */
kitchensRoutes.get('/api/kitchen/user-kitchen', requireRole('kitchen'), async (c) => {
  const principal = requirePrincipal(c)
  if (principal.kind !== 'kitchen') throw forbidden()
  const kitchen = await findKitchen(c.var.deps.db, principal.kitchenId)
  if (!kitchen) throw notFound('Your kitchen no longer exists. Please contact the club office.')
  return c.json({ success: true, data: { ...kitchen, kitchenId: kitchen.kitchen_id, id: kitchen.kitchen_id } })
})
