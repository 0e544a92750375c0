import type { Hono, MiddlewareHandler } from 'hono'
import { readToken } from '../auth/tokens.js'
import type { AppEnv } from '../http/context.js'
import { MAX_INTEGER } from '../../domain/contract/fields.js'
import { bumpOrder, recallOrder, updateItemStatus, updateOrderStatus } from '../../domain/contract/kitchen-orders.js'
import { readOrderWithItems, type OrderWithItems } from './orders.repository.js'

/** The order a kitchen change names: this server's copy, or being read while the request's token is checked. */
export interface OrderReadAhead {
  orderId: number
  /** undefined: no such order; null: the read failed (the change reads it again). */
  read: Promise<OrderWithItems | undefined | null>
  /** This server's copy (order-copies.ts): it may predate the request, so only a write that lands stands on it. */
  isCopy: boolean
}

/** Where a kitchen changes one order, as the contract names them (orders.routes.ts serves them). */
const orderChanges = [updateItemStatus, updateOrderStatus, bumpOrder, recallOrder]

/**
 * Starts a kitchen tap before the sign-in check (ADR 022, "The tap's path" and "A tap in one trip"),
 * for a kitchen or staff token whose signature holds (checked once per token and remembered: no
 * database), so a forged one costs nothing:
 * - the order: this server's copy of it when it keeps one, else read now, side by side with the
 *   token's person; the change's write only lands if the order is still at that version;
 * - a kitchen account's person, when this server has read them for this token before, is taken as
 *   read then and checked by the write itself (auth/recent-sessions.ts); `authenticate` reads nobody.
 * Nothing taken here reaches anyone before the route has checked the person and their kitchen. A read
 * that fails here is simply made again by the change.
 */
const readOrderAhead: MiddlewareHandler<AppEnv> = async (c, next) => {
  const orderId = Number(c.req.param('orderId'))
  const token = c.req.header('x-auth-token')
  if (token && Number.isInteger(orderId) && orderId > 0 && orderId <= MAX_INTEGER) {
    const { db, clock, orderCopies, recentSessions } = c.var.deps
    const claims = await readToken(c.var.deps, token, clock())
    if (claims && claims.aud !== 'member') {
      c.set('deferredSession', recentSessions.recall(token, claims))
      const copy = orderCopies.take(orderId)
      c.set('orderReadAhead', {
        orderId,
        read: copy ? Promise.resolve(copy) : readOrderWithItems(db, orderId).catch(() => null),
        isCopy: copy !== undefined,
      })
    }
  }
  await next()
}

/** Mounted before `authenticate` (server/app.ts), so that it runs first. */
export function mountOrderReadAhead(app: Hono<AppEnv>) {
  for (const change of orderChanges) app.on(change.method.toUpperCase(), change.path, readOrderAhead)
}
