import { canTransition, nextItemStatus, type OrderTarget } from '../../domain/kitchen-orders'
import { apiPost } from '../api/client'
import { db, withOpenDb } from '../offline/db'
import { applyKitchenMutation, mergeServerOrders, SET_ITEM_STATUS, SET_ORDER_STATUS } from '../offline/order-store'
import { queueMutationInTransaction } from '../offline/outbox'
import type { KitchenOrder } from './kitchen-order'

/**
 * Changes the local copy and queues the mutation in one transaction: the tap is on screen at once
 * and is never lost, whatever the network does. Returns the new local copy, or undefined when the
 * state machine says the tap does nothing (nothing is queued then).
 */
function queueOrderChange(orderId: number, name: string, argsFor: (order: KitchenOrder) => Record<string, unknown> | undefined, at = new Date()) {
  return withOpenDb(() =>
    db.transaction('rw', db.orders, db.outbox, db.meta, async () => {
      const order = await db.orders.get(orderId)
      if (!order) return undefined
      const args = argsFor(order)
      if (!args) return undefined
      const changed = applyKitchenMutation(order, { name, args, at: at.toISOString() })
      if (!changed) return undefined
      await db.orders.put(changed)
      await queueMutationInTransaction(name, args, at)
      return changed
    }),
  )
}

/** A tap on an item: one step along pending → preparing → ready → served. */
export function tapItem(orderId: number, itemId: number, at = new Date()) {
  return queueOrderChange(
    orderId,
    SET_ITEM_STATUS,
    (order) => {
      const item = order.items.find((candidate) => candidate.item_id === itemId)
      const next = item && nextItemStatus(item.status)
      return item && next && canTransition(item.status, next) ? { order_id: orderId, item_id: itemId, status: next } : undefined
    },
    at,
  )
}

/** Bump (ready: every open item ready) or serve a ready order. */
export function setOrderStatus(orderId: number, status: OrderTarget, at = new Date()) {
  return queueOrderChange(orderId, SET_ORDER_STATUS, () => ({ order_id: orderId, status }), at)
}

/** Recall needs the server's clock and last bump: online only (ADR 010). */
export async function recallOrder(orderId: number): Promise<void> {
  const answer = await apiPost<{ order: KitchenOrder }>(`/api/kitchen/orders/${orderId}/recall`)
  await mergeServerOrders([answer.order])
}
