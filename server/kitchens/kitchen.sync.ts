import { z } from 'zod'
import { COMPLETED_VISIBLE_MS, kitchenStatuses, orderTargets } from '../../domain/kitchen-orders.js'
import { commandStation } from '../../domain/contract/kitchen-orders.js'
import type { Principal } from '../auth/principal.js'
import { canReachKitchen } from './kitchen-access.js'
import {
  registerMutation,
  registerScope,
  type BatchContext,
  type MutationContext,
  type MutationOutcome,
  type SyncRegistry,
} from '../sync/sync.contract.js'
import { OrderWorkingSet } from './order-working-set.js'
import { toKitchenOrder } from './kitchen-order.view.js'
import { listDisplayOrders, listOrdersChangedSince } from './orders.repository.js'
import {
  kitchenChanged,
  kitchenRoom,
  recallOrder,
  setItemStatus,
  setOrderStatus,
  type OrderChangeContext,
  type OrderChangeResult,
} from './orders.service.js'

/**
 * The kitchen's part of the sync engine (ADR 022): the taps a kitchen tablet queues offline (an item,
 * the whole order or its station's share, a recall of the last bump), and the 'kitchen:{id}' scope it pulls. The mutations
 * run the same service functions as the REST routes.
 */
const id = z.number({ error: 'must be a number' }).int('must be a whole number').positive('must be positive')
const setItemStatusArgs = z.object({ order_id: id, item_id: id, status: z.enum(kitchenStatuses) })
// A station (the tablet's view) scopes an order-level tap to its items; entries queued by tablets
// older than stations carry none and act on every item, as they did.
const setOrderStatusArgs = z.object({ order_id: id, status: z.enum(orderTargets), station: commandStation })
const recallArgs = z.object({ order_id: id, station: commandStation })

/** Kitchen accounts and staff may send them; whose kitchen the order is in is checked when applied. */
const mayWorkKitchens = (principal: Principal) => principal.kind === 'kitchen' || principal.kind === 'staff'

/** The batch's locked orders; each written order is pushed to its kitchen once the batch commits. */
const orderWork = (context: BatchContext) =>
  context.batch.use('kitchen.orders', () => {
    const work = new OrderWorkingSet(context.trx, context.deps.clock(), (order) => {
      const { room, event, payload } = kitchenChanged(order)
      context.notify(room, event, payload)
    })
    return work
  })

/**
 * The service's context from the engine's: the batch's orders, the server's clock, and the time of
 * the tap on the device (the service keeps it between the order's creation and now).
 */
function changeContext(context: MutationContext): OrderChangeContext {
  return { work: orderWork(context), principal: context.principal, now: context.deps.clock(), at: context.happenedAt }
}

/** The engine's outcome; its state, the order as the batch leaves it, is read once the batch is written. */
function toOutcome(context: MutationContext, result: OrderChangeResult): MutationOutcome {
  const work = orderWork(context)
  const state = result.orderId === undefined ? {} : { state: () => work.view(result.orderId!) }
  if (result.status === 'rejected') return { status: 'rejected', reason: result.reason, message: result.message, ...state }
  return { status: 'applied', ...state }
}

/** Locks every order the batch's kitchen mutations name, in one statement. */
const prefetchOrders = (context: BatchContext, args: { order_id: number }[]) => orderWork(context).load(args.map((arg) => arg.order_id))

const kitchenKey = (key: string) => (/^[1-9]\d{0,9}$/.test(key) ? Number(key) : undefined)

export function registerKitchenSync(registry: SyncRegistry) {
  registerMutation(registry, {
    name: 'kitchen.setItemStatus',
    args: setItemStatusArgs,
    isAllowed: mayWorkKitchens,
    apply: async (context, args) =>
      toOutcome(context, await setItemStatus(changeContext(context), args.order_id, args.item_id, args.status)),
    prefetch: prefetchOrders,
  })

  registerMutation(registry, {
    name: 'kitchen.setOrderStatus',
    args: setOrderStatusArgs,
    isAllowed: mayWorkKitchens,
    apply: async (context, args) =>
      toOutcome(context, await setOrderStatus(changeContext(context), args.order_id, args.status, args.station)),
    prefetch: prefetchOrders,
  })

  // The window (30 minutes from the bump) is judged at the tap's time, held within created..now.
  registerMutation(registry, {
    name: 'kitchen.recall',
    args: recallArgs,
    isAllowed: mayWorkKitchens,
    apply: async (context, args) => toOutcome(context, await recallOrder(changeContext(context), args.order_id, args.station)),
    prefetch: prefetchOrders,
  })

  registerScope(registry, {
    prefix: 'kitchen',
    // A kitchen account pulls its own kitchen; staff whose role may view 'kitchens' any (canReachKitchen).
    isAllowed: (principal, key, db) => {
      const kitchenId = kitchenKey(key)
      return kitchenId !== undefined && canReachKitchen(db, principal, kitchenId, 'view')
    },
    // since = 0: what the display shows (open, and completed in the last 30 minutes); otherwise every
    // order of the kitchen changed after `since`, so a screen also learns of orders that left it.
    pull: async ({ db, deps }, key, since) => {
      const kitchenId = kitchenKey(key)!
      const rows =
        since === 0
          ? await listDisplayOrders(db, kitchenId, new Date(deps.clock().getTime() - COMPLETED_VISIBLE_MS))
          : await listOrdersChangedSince(db, kitchenId, since)
      return { orders: rows.map(toKitchenOrder) }
    },
    room: (key) => kitchenRoom(Number(key)),
  })
}
