import { canTransition, nextItemStatus, type OrderTarget } from '../../domain/kitchen-orders'
import { db, withOpenDb } from '../offline/db'
import { applyKitchenMutation, RECALL_ORDER, SET_ITEM_STATUS, SET_ORDER_STATUS } from '../offline/order-store'
import { queueMutationInTransaction } from '../offline/outbox'
import type { KitchenOrder } from './kitchen-order'

/**
 * Changes the local copy and queues the mutation in one transaction: the tap is on screen at once
 * and is never lost, whatever the network does. Returns the new local copy, or undefined when the
 * state machine says the tap does nothing (nothing is queued then).
 */
function queueOrderChange(
  orderId: number,
  name: string,
  argsFor: (order: KitchenOrder) => Record<string, unknown> | undefined,
  at = new Date(),
) {
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

/**
 * The args of an order-level tap: with the station of the view it was tapped in, it acts on that
 * station's items only; the All view sends none (ADR 022, "Stations").
 */
const orderArgs = (orderId: number, station: string | undefined) => ({ order_id: orderId, ...(station === undefined ? {} : { station }) })

/** Bump (ready: every open item, of the station with one, ready) or serve a ready order (or station's share). */
export function setOrderStatus(orderId: number, status: OrderTarget, at = new Date(), station?: string) {
  return queueOrderChange(orderId, SET_ORDER_STATUS, () => ({ ...orderArgs(orderId, station), status }), at)
}

/**
 * Undo the order's last bump, within 30 minutes of it, judged at the tap's time on the local copy's
 * last bump; the server judges again on its own copy (ADR 022, amendment) and may refuse.
 */
export function recallOrder(orderId: number, at = new Date(), station?: string) {
  return queueOrderChange(orderId, RECALL_ORDER, () => orderArgs(orderId, station), at)
}
