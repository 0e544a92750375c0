import type { OrderWithItems } from './orders.repository.js'

/**
 * The orders this server last saw, as it saw them (ADR 022, "A tap in one trip"): a kitchen change
 * over HTTP starts from its order's copy instead of reading the order. A copy may be out of date (a
 * tablet on another server, a sync batch, a rolled-back attempt changed the order since): the write
 * checks that the order is still at the copy's version, and makes the change again from a locked
 * read if not, so an old copy costs time, never a wrong write. Bounded: the oldest go first.
 */
export interface OrderCopies {
  /** A copy of the order for the caller to change, or undefined when none is kept. */
  take(orderId: number): OrderWithItems | undefined
  /** Keeps `order` as committed (read in one snapshot, or written and committed), unless a later version is kept. */
  keep(order: OrderWithItems): void
}

export const ORDER_COPIES_LIMIT = 2_000

export function createOrderCopies(limit = ORDER_COPIES_LIMIT): OrderCopies {
  const copies = new Map<number, OrderWithItems>()
  return {
    take(orderId) {
      const copy = copies.get(orderId)
      return copy && structuredClone(copy)
    },
    keep(order) {
      // Two requests on one order may finish out of order: the later version stays.
      const kept = copies.get(order.order_id)
      if (kept && Number(kept.version) > Number(order.version)) return
      copies.delete(order.order_id)
      if (copies.size >= limit) copies.delete(copies.keys().next().value!)
      copies.set(order.order_id, structuredClone(order))
    },
  }
}
