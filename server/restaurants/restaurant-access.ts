import { createMiddleware } from 'hono/factory'
import { principalHasAccess } from '../auth/permissions.js'
import { requirePrincipal, type Principal } from '../auth/principal.js'
import type { AppEnv } from '../http/context.js'
import { forbidden } from '../http/errors.js'

/**
 * Who may read restaurants, menus, recipes and tables: staff whose role may view 'restaurants'
 * (stewards, admins), and kitchen accounts, which then see only the restaurants sending orders to
 * their own kitchen (`assertRestaurantVisible`). Members and other staff get 403, no session 401.
 */
export const requireRestaurantReader = createMiddleware<AppEnv>(async (c, next) => {
  const principal = requirePrincipal(c)
  if (principal.kind !== 'kitchen' && !(await principalHasAccess(c.var.deps.db, principal, 'restaurants', 'view'))) throw forbidden()
  await next()
})

/** A kitchen account reaches only its own kitchen's restaurants. */
export function assertRestaurantVisible(principal: Principal | undefined, restaurant: { kitchen_id: number }) {
  if (principal?.kind === 'kitchen' && principal.kitchenId !== restaurant.kitchen_id) {
    throw forbidden('This restaurant sends its orders to another kitchen.')
  }
}

/** The kitchen whose restaurants a kitchen account lists; undefined (all) for staff. */
export const visibleKitchenId = (principal: Principal | undefined) => (principal?.kind === 'kitchen' ? principal.kitchenId : undefined)
