import { Hono, type Context } from 'hono'
import { requirePermission } from '../auth/permissions.js'
import { confirmSession, requirePrincipal, requireRole, staffPrincipal, type Principal } from '../auth/principal.js'
import type { SessionCheck } from '../auth/recent-sessions.js'
import type { Executor } from '../db/database.js'
import { contract } from '../http/contract.js'
import type { AppEnv } from '../http/context.js'
import { AppError, badRequest, forbidden, notFound } from '../http/errors.js'
import { findRestaurantOrFail } from '../restaurants/restaurants.service.js'
import { COMPLETED_VISIBLE_MS } from '../../domain/kitchen-orders.js'
import {
  bumpOrder as bumpEndpoint,
  kitchenOrders,
  kitchenStats as kitchenStatsEndpoint,
  placeOrder as placeOrderEndpoint,
  recallOrder as recallEndpoint,
  restaurantOrders,
  updateItemStatus,
  updateOrderStatus,
  withdrawOrder as withdrawEndpoint,
} from '../../domain/contract/kitchen-orders.js'
import { assertKitchenReach } from './kitchen-access.js'
import { kitchenStats } from './kitchen-stats.service.js'
import { findKitchenOrFail } from './kitchens.service.js'
import { toKitchenOrder, type KitchenOrder } from './kitchen-order.view.js'
import { placeOrder } from './order-placement.service.js'
import type { OrderReadAhead } from './order-read-ahead.js'
import { OrderChangedMeanwhile, OrderWorkingSet, type OrderHolding } from './order-working-set.js'
import { latestKitchenVersion, listDisplayOrders, listRestaurantOrders } from './orders.repository.js'
import {
  bumpOrder,
  kitchenChanged,
  recallOrder,
  setItemStatus,
  setOrderStatus,
  withdrawOrder,
  type OrderChangeContext,
  type OrderChangeResult,
} from './orders.service.js'

/**
 * Orders to the kitchens (spec 2 §7 "Kitchens"; ADR 022). Stewards (staff who may view
 * 'restaurants') place orders; a kitchen account reads and works its own kitchen's orders, staff
 * with the 'kitchens' grants any kitchen's. Every committed change is pushed to `kitchen:{id}`.
 * Mounted at /api/kitchen; the floor's view of a restaurant's orders at /api/facilities.
 */
export const ordersRoutes = new Hono<AppEnv>()
export const restaurantOrdersRoutes = new Hono<AppEnv>()

const kitchenOrStaff = requireRole('kitchen', 'staff')

ordersRoutes.post('/orders', requirePermission('restaurants', 'view'), contract(placeOrderEndpoint), async (c) => {
  const { db, clock, realtime, orderCopies } = c.var.deps
  const { stored, order, notification } = await placeOrder(db, staffPrincipal(c).userId, c.req.valid('json'), clock())
  realtime.notify(notification.room, notification.event, notification.payload)
  orderCopies.keep(stored)
  return c.json({ success: true, message: 'Order sent to the kitchen', order }, 201)
})

ordersRoutes.get('/orders/:kitchenId', kitchenOrStaff, contract(kitchenOrders), async (c) => {
  const { db, clock } = c.var.deps
  const { kitchenId } = c.req.valid('param')
  await assertKitchenReach(db, requirePrincipal(c), kitchenId, 'view')
  await findKitchenOrFail(db, kitchenId)
  const since = new Date(clock().getTime() - COMPLETED_VISIBLE_MS)
  const version = await latestKitchenVersion(db, kitchenId)
  const orders = (await listDisplayOrders(db, kitchenId, since)).map(toKitchenOrder)
  return c.json({ success: true, kitchen_id: kitchenId, version, orders })
})

/**
 * A restaurant's orders as the floor follows them (stewards: 'restaurants' view): open ones, with
 * each item's status from the kitchen, and those served or cancelled in the last 30 minutes. The
 * floor screen shows what is ready to be taken to the table.
 */
restaurantOrdersRoutes.get(
  '/restaurant/:restaurantId/orders',
  requirePermission('restaurants', 'view'),
  contract(restaurantOrders),
  async (c) => {
    const { db, clock } = c.var.deps
    const { restaurantId } = c.req.valid('param')
    await findRestaurantOrFail(db, restaurantId)
    const since = new Date(clock().getTime() - COMPLETED_VISIBLE_MS)
    const orders = (await listRestaurantOrders(db, restaurantId, since)).map(toKitchenOrder)
    return c.json({ success: true, restaurant_id: restaurantId, orders })
  },
)

ordersRoutes.get('/stats/:kitchenId', kitchenOrStaff, contract(kitchenStatsEndpoint), async (c) => {
  const { db, clock } = c.var.deps
  const { kitchenId } = c.req.valid('param')
  await assertKitchenReach(db, requirePrincipal(c), kitchenId, 'view')
  await findKitchenOrFail(db, kitchenId)
  return c.json({ success: true, data: await kitchenStats(db, kitchenId, clock()) })
})

/**
 * Runs one change to one order (ADR 022, "The tap's path" and "A tap in one trip"): first on the order
 * as this server last saw it or read it ahead, written in one statement if nobody changed it meanwhile
 * (and, for a kitchen account whose person was not read, only while that person may still work the
 * kitchen); otherwise, with the person read, once more in a transaction that locks the order, which
 * cannot miss. A refusal is only answered once the person has been read. Pushes what was written and
 * answers; refusals become errors.
 */
async function runChange(c: Context<AppEnv>, change: (context: OrderChangeContext) => Promise<OrderChangeResult>, message: string) {
  const { db, clock, realtime, orderCopies } = c.var.deps
  const now = clock()
  const attempt = async (
    executor: Executor,
    holding: OrderHolding,
    principal: Principal,
    ahead?: OrderReadAhead,
    session?: SessionCheck,
  ) => {
    const written: KitchenOrder[] = []
    const work = new OrderWorkingSet(executor, now, (changed) => written.push(changed), holding, session)
    const readAhead = ahead ? await ahead.read : null
    if (ahead && readAhead !== null) work.hold(ahead.orderId, readAhead)
    const result = await change({ work, principal, now, at: now })
    await work.flush()
    return { result, written, work, order: result.orderId === undefined ? undefined : work.view(result.orderId) }
  }
  const changedMeanwhile = (error: unknown) => {
    if (error instanceof OrderChangedMeanwhile) return undefined
    throw error
  }
  const again = async () => {
    const principal = await confirmSession(c)
    return db.transaction().execute((trx) => attempt(trx, 'locked', principal))
  }
  const { deferredSession, orderReadAhead } = c.var
  const first = await attempt(db, 'read', requirePrincipal(c), orderReadAhead, deferredSession?.check).catch(changedMeanwhile)
  // A write that landed checked the order's version and the person; anything else stands only when
  // judged on the order and the person as read for this request (a copy may be older, a refusal or
  // a change to nothing must not be answered to a person who may have been switched off meanwhile).
  const stands = first && (first.written.length > 0 || (!deferredSession && !orderReadAhead?.isCopy))
  const { result, written, work, order } = stands ? first : await again()
  // The screens first; then what this server remembers (a refusal writes and pushes nothing).
  for (const changed of written) {
    const notification = kitchenChanged(changed)
    realtime.notify(notification.room, notification.event, notification.payload)
  }
  work.keepCopies(orderCopies)
  if (result.status === 'rejected') {
    switch (result.reason) {
      case 'not_found':
        throw notFound(result.message)
      case 'forbidden':
        throw forbidden(result.message)
      case 'invalid_transition':
        throw new AppError(409, 'invalid_transition', result.message, { extra: { current: order } })
      case 'invalid_args':
        throw badRequest(result.message, result.field ? [{ path: result.field, msg: result.message }] : undefined)
    }
  }
  return c.json({ success: true, message, order })
}

ordersRoutes.patch('/update-status/:orderId', kitchenOrStaff, contract(updateOrderStatus), async (c) => {
  const { orderId } = c.req.valid('param')
  const { status, station } = c.req.valid('json')
  const what = station ? `Order ${orderId}: its ${station} items are ${status}` : `Order ${orderId} is ${status}`
  return runChange(c, (context) => setOrderStatus(context, orderId, status, station), what)
})

ordersRoutes.patch('/update-itemstatus/:orderId/:itemId', kitchenOrStaff, contract(updateItemStatus), async (c) => {
  const { orderId, itemId } = c.req.valid('param')
  const { status } = c.req.valid('json')
  return runChange(c, (context) => setItemStatus(context, orderId, itemId, status), `Item ${itemId} is ${status}`)
})

ordersRoutes.post('/orders/:orderId/bump', kitchenOrStaff, contract(bumpEndpoint), async (c) => {
  const { orderId } = c.req.valid('param')
  const { station } = c.req.valid('json')
  const what = station
    ? `Order ${orderId} bumped at ${station}: its ${station} items are ready`
    : `Order ${orderId} bumped: every item is ready`
  return runChange(c, (context) => bumpOrder(context, orderId, station), what)
})

ordersRoutes.post('/orders/:orderId/withdraw', requireRole('staff'), contract(withdrawEndpoint), async (c) => {
  const { orderId } = c.req.valid('param')
  return runChange(c, (context) => withdrawOrder(context, orderId), `Order ${orderId} withdrawn: the kitchen is told to stop`)
})

ordersRoutes.post('/orders/:orderId/recall', kitchenOrStaff, contract(recallEndpoint), async (c) => {
  const { orderId } = c.req.valid('param')
  const { station } = c.req.valid('json')
  const what = station
    ? `Order ${orderId} recalled at ${station}: its ${station} items are back`
    : `Order ${orderId} recalled: the last bump is undone`
  return runChange(c, (context) => recallOrder(context, orderId, station), what)
})
