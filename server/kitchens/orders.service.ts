import {
  applyBump,
  applyItemStatus,
  applyOrderStatus,
  applyRecall,
  hasStation,
  type Decision,
  type ItemStatus,
  type LastBump,
  type OrderTarget,
} from '../../domain/kitchen-orders.js'
import type { Principal } from '../auth/principal.js'
import { canReachKitchen } from './kitchen-access.js'
import type { KitchenOrder } from './kitchen-order.view.js'
import type { OrderWorkingSet } from './order-working-set.js'
import type { OrderWithItems } from './orders.repository.js'

/**
 * The changes a kitchen makes to an order, one function each, shared by the REST routes and the
 * sync mutations (kitchen.sync.ts). Each works on the caller's working set (its transaction's locked
 * orders): it asks the state machine (domain/kitchen-orders.ts) and applies the allowed change to the
 * held order; the caller flushes the set (one write, one new version) and then reads the order back
 * with `work.view(orderId)`. The set reports each written order for the push after commit.
 */
export interface OrderChangeContext {
  work: OrderWorkingSet
  principal: Principal
  /** The server's time. */
  now: Date
  /** When it happened: now over HTTP, the device's time for a synced tap (kept within created..now). */
  at: Date
}

export interface KitchenNotification {
  room: string
  event: 'kitchen:changed'
  payload: { kitchen_id: number; version: number; order: KitchenOrder }
}

/** `invalid_args`: a value the order itself shows to be wrong (a station none of its items is at); `field` names it. */
export type RejectionReason = 'not_found' | 'forbidden' | 'invalid_transition' | 'invalid_args'

/** `orderId`: the order to read back (work.view) once flushed, for the answer or the refusal's state. */
export type OrderChangeResult =
  | { status: 'applied'; orderId: number }
  | { status: 'rejected'; reason: RejectionReason; message: string; orderId?: number; field?: string }

export const kitchenRoom = (kitchenId: number) => `kitchen:${kitchenId}`

export function kitchenChanged(order: KitchenOrder): KitchenNotification {
  return {
    room: kitchenRoom(order.kitchen_id),
    event: 'kitchen:changed',
    payload: { kitchen_id: order.kitchen_id, version: order.version, order },
  }
}

export const ORDER_NOT_FOUND = 'Order not found'

type Decide = (items: OrderWithItems['items'], order: OrderWithItems, at: Date) => Decision

export function setItemStatus(context: OrderChangeContext, orderId: number, itemId: number, status: ItemStatus) {
  return changeOrder(context, orderId, (items) => applyItemStatus(items, itemId, status), { itemId })
}

const lastBumpOf = (order: OrderWithItems): LastBump | null =>
  order.last_bump_at && order.last_bump_items ? { at: order.last_bump_at, items: order.last_bump_items } : null

/**
 * Order-level commands take the station of the tablet that sent them: with one they act on that
 * station's items only (domain/kitchen-orders.ts, StationScope); undefined (the All view, or a
 * client that sends none) acts on every item.
 */
export function setOrderStatus(context: OrderChangeContext, orderId: number, status: OrderTarget, station?: string) {
  const decide: Decide = (items, order, at) => applyOrderStatus(items, status, at, { station, lastBump: lastBumpOf(order) })
  return changeOrder(context, orderId, decide, { station })
}

export function bumpOrder(context: OrderChangeContext, orderId: number, station?: string) {
  return changeOrder(context, orderId, (items, order, at) => applyBump(items, at, { station, lastBump: lastBumpOf(order) }), { station })
}

/** The recall window is judged at `at`: now over HTTP, the tap's time for a synced recall. */
export function recallOrder(context: OrderChangeContext, orderId: number, station?: string) {
  return changeOrder(context, orderId, (items, order, at) => applyRecall(items, lastBumpOf(order), at, station), { station })
}

/**
 * The floor takes back an order it sent (a guest changed their mind): the steward who placed it may,
 * while the kitchen has started nothing of it; after that it is the kitchen's to cancel. Anyone who
 * may work the kitchen may too, as with update-status.
 */
export function withdrawOrder(context: OrderChangeContext, orderId: number) {
  return changeOrder(
    context,
    orderId,
    (items, order, at) => {
      if (order.status !== 'pending')
        return { isAllowed: false, message: `The kitchen has started this order (it is ${order.status}); ask the kitchen to cancel it.` }
      return applyOrderStatus(items, 'cancelled', at)
    },
    {
      mayChange: async (principal, order, trx) =>
        (principal.kind === 'staff' && order.placed_by === principal.userId) || canReachKitchen(trx, principal, order.kitchen_id, 'edit'),
    },
  )
}

const clamp = (at: Date, earliest: Date, latest: Date) => new Date(Math.min(Math.max(at.getTime(), earliest.getTime()), latest.getTime()))

/** Who may change an order: by default whoever may work its kitchen. */
type MayChange = (principal: Principal, order: OrderWithItems, trx: OrderWorkingSet['trx']) => Promise<boolean>
const mayWorkKitchen: MayChange = (principal, order, trx) => canReachKitchen(trx, principal, order.kitchen_id, 'edit')

interface ChangeOptions {
  /** The item the change names: not on the order is not found. */
  itemId?: number | undefined
  /** The station the change is for: none of the order's items at it is bad input. */
  station?: string | undefined
  mayChange?: MayChange
}

async function changeOrder(
  context: OrderChangeContext,
  orderId: number,
  decide: Decide,
  options: ChangeOptions = {},
): Promise<OrderChangeResult> {
  const { itemId, station, mayChange = mayWorkKitchen } = options
  const { work, principal, now } = context
  const order = await work.get(orderId)
  if (!order) return { status: 'rejected', reason: 'not_found', message: ORDER_NOT_FOUND }
  if (!(await mayChange(principal, order, work.trx))) {
    return {
      status: 'rejected',
      reason: 'forbidden',
      message:
        mayChange === mayWorkKitchen
          ? 'This order belongs to another kitchen.'
          : 'Only the steward who sent this order, or the kitchen, may take it back.',
    }
  }
  if (itemId !== undefined && !order.items.some((item) => item.item_id === itemId)) {
    return { status: 'rejected', reason: 'not_found', message: `Item ${itemId} is not part of order ${orderId}.`, orderId }
  }
  if (!hasStation(order.items, station)) {
    const message = `station: no item of order ${orderId} is cooked at ${station}.`
    return { status: 'rejected', reason: 'invalid_args', message, orderId, field: 'station' }
  }
  const at = clamp(context.at, order.created_at, now)
  const decision = decide(order.items, order, at)
  if (!decision.isAllowed) return { status: 'rejected', reason: 'invalid_transition', message: decision.message, orderId }
  work.apply(orderId, decision, at)
  return { status: 'applied', orderId }
}
