import {
  applyBump,
  applyItemStatus,
  applyOrderStatus,
  applyRecall,
  deriveOrderStatus,
  withChanges,
  type Decision,
  type ItemChange,
  type ItemStatus,
  type OrderTarget,
} from '../../domain/kitchen-orders.js'
import type { Selectable, Updateable } from 'kysely'
import type { Principal } from '../auth/principal.js'
import type { Executor } from '../db/database.js'
import type { OrderItemsTable, OrdersTable } from '../db/schema.js'
import { canReachKitchen } from './kitchen-access.js'
import { toKitchenOrder, type KitchenOrder } from './kitchen-order.view.js'
import { findOrderWithItems, listOrderItems, lockOrder, updateOrder, updateOrderItem, type OrderItemRow } from './orders.repository.js'

/**
 * The changes a kitchen makes to an order, one function each, shared by the REST routes and the
 * sync mutations (kitchen.sync.ts). Each runs inside the caller's transaction: it locks the order
 * row, asks the state machine (domain/kitchen-orders.ts), writes the changed items and then the
 * order, each with a new version, and returns the hint to push once the caller has committed.
 */
export interface OrderChangeContext {
  /** An open transaction. */
  trx: Executor
  principal: Principal
  /** The server's time. */
  now: Date
  /** When it happened: now over HTTP, the device's time for a synced tap (kept within created..now). */
  at: Date
  /** The next sync version: the engine's for a mutation, nextval('sync_version_seq') over HTTP. */
  nextVersion: () => Promise<number>
}

export interface KitchenNotification {
  room: string
  event: 'kitchen:changed'
  payload: { kitchen_id: number; version: number; order: KitchenOrder }
}

export type RejectionReason = 'not_found' | 'forbidden' | 'invalid_transition'

export type OrderChangeResult =
  | { status: 'applied'; order: KitchenOrder; notification: KitchenNotification | undefined }
  | { status: 'rejected'; reason: RejectionReason; message: string; order?: KitchenOrder }

export const kitchenRoom = (kitchenId: number) => `kitchen:${kitchenId}`

export function kitchenChanged(order: KitchenOrder): KitchenNotification {
  return { room: kitchenRoom(order.kitchen_id), event: 'kitchen:changed', payload: { kitchen_id: order.kitchen_id, version: order.version, order } }
}

export const ORDER_NOT_FOUND = 'Order not found'

type OrdersRow = Selectable<OrdersTable>

type Decide = (items: OrderItemRow[], order: Pick<OrdersRow, 'last_bump_at' | 'last_bump_items'>, at: Date) => Decision

export function setItemStatus(context: OrderChangeContext, orderId: number, itemId: number, status: ItemStatus) {
  return changeOrder(context, orderId, (items) => applyItemStatus(items, itemId, status), itemId)
}

export function setOrderStatus(context: OrderChangeContext, orderId: number, status: OrderTarget) {
  return changeOrder(context, orderId, (items, _order, at) => applyOrderStatus(items, status, at))
}

export function bumpOrder(context: OrderChangeContext, orderId: number) {
  return changeOrder(context, orderId, (items, _order, at) => applyBump(items, at))
}

export function recallOrder(context: OrderChangeContext, orderId: number) {
  return changeOrder(context, orderId, (items, order) =>
    applyRecall(items, order.last_bump_at && order.last_bump_items ? { at: order.last_bump_at, items: order.last_bump_items } : null, context.now),
  )
}

const clamp = (at: Date, earliest: Date, latest: Date) => new Date(Math.min(Math.max(at.getTime(), earliest.getTime()), latest.getTime()))

async function changeOrder(context: OrderChangeContext, orderId: number, decide: Decide, itemId?: number): Promise<OrderChangeResult> {
  const { trx, principal, now, nextVersion } = context
  const order = await lockOrder(trx, orderId)
  if (!order) return { status: 'rejected', reason: 'not_found', message: ORDER_NOT_FOUND }
  if (!(await canReachKitchen(trx, principal, order.kitchen_id, 'edit'))) {
    return { status: 'rejected', reason: 'forbidden', message: 'This order belongs to another kitchen.' }
  }
  const items = await listOrderItems(trx, orderId)
  const current = async () => toKitchenOrder((await findOrderWithItems(trx, orderId))!)
  if (itemId !== undefined && !items.some((item) => item.item_id === itemId)) {
    return { status: 'rejected', reason: 'not_found', message: `Item ${itemId} is not part of order ${orderId}.`, order: await current() }
  }
  const at = clamp(context.at, order.created_at, now)
  const decision = decide(items, order, at)
  if (!decision.isAllowed) return { status: 'rejected', reason: 'invalid_transition', message: decision.message, order: await current() }
  if (decision.changes.length === 0 && decision.lastBump === undefined) return { status: 'applied', order: await current(), notification: undefined }

  for (const change of decision.changes) {
    await updateOrderItem(trx, change.item_id, { ...itemStamps(change, at), status: change.to, version: await nextVersion(), updated_at: now })
  }
  const status = deriveOrderStatus(withChanges(items, decision.changes).map((item) => item.status))
  const isReady = status === 'ready' || status === 'served'
  await updateOrder(trx, orderId, {
    status,
    ready_at: isReady ? (order.ready_at ?? at) : null,
    served_at: status === 'served' ? (order.served_at ?? at) : null,
    ...(decision.lastBump === undefined
      ? {}
      : {
          last_bump_at: decision.lastBump ? at : null,
          last_bump_items: decision.lastBump ? JSON.stringify(decision.lastBump.items) : null,
        }),
    version: await nextVersion(),
    updated_at: now,
  })
  const changed = await current()
  return { status: 'applied', order: changed, notification: kitchenChanged(changed) }
}

/** The time an item reached its new status; an item recalled from ready is no longer ready. */
function itemStamps(change: ItemChange, at: Date): Updateable<OrderItemsTable> {
  switch (change.to) {
    case 'pending':
      return { ready_at: null, started_at: null }
    case 'preparing':
      return change.from === 'ready' ? { ready_at: null } : { started_at: at }
    case 'ready':
      return { ready_at: at }
    case 'served':
      return { served_at: at }
    case 'cancelled':
      return { cancelled_at: at }
  }
}
