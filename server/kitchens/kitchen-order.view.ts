import { RECALL_WINDOW_MS, type LastBump } from '../../domain/kitchen-orders.js'
import type { OrderItemRow, OrderWithItems } from './orders.repository.js'

/**
 * One order as every reader gets it: the REST answers, the 409's `current`, the realtime payload and
 * the sync pull. `version` is the order's, bumped last on every change to it or its items.
 * `last_bump` is what domain/kitchen-orders applyRecall needs; `recall_until` is when it expires.
 */
export function toKitchenOrder(row: OrderWithItems) {
  const lastBump: LastBump | null =
    row.last_bump_at && row.last_bump_items ? { at: row.last_bump_at.toISOString(), items: row.last_bump_items } : null
  return {
    order_id: row.order_id,
    kitchen_id: row.kitchen_id,
    restaurant_id: row.restaurant_id,
    restaurant_name: row.restaurant_name,
    table_id: row.table_id,
    table_label: row.table_label,
    member_id: row.member_id,
    member_name: row.member_name,
    placed_by: row.placed_by,
    placed_by_name: row.placed_by_name,
    notes: row.notes,
    allergy_notes: row.allergy_notes,
    status: row.status,
    version: Number(row.version),
    created_at: row.created_at,
    updated_at: row.updated_at,
    ready_at: row.ready_at,
    served_at: row.served_at,
    last_bump: lastBump,
    recall_until: row.last_bump_at && lastBump ? new Date(row.last_bump_at.getTime() + RECALL_WINDOW_MS) : null,
    items: row.items.map(toKitchenOrderItem),
  }
}

export type KitchenOrder = ReturnType<typeof toKitchenOrder>

function toKitchenOrderItem(item: OrderItemRow) {
  return { ...item, price_paise: Number(item.price_paise), version: Number(item.version) }
}
