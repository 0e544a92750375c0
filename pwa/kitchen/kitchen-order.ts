import type { ItemStatus, LastBump, OrderStatus } from '../../domain/kitchen-orders'

/** One item of an order as the server sends it (ADR 010 "One order shape"); dates are ISO strings. */
export interface KitchenOrderItem {
  item_id: number
  order_id: number
  menu_item_id: number
  name: string
  station: string | null
  quantity: number
  notes: string | null
  allergy_notes: string | null
  status: ItemStatus
  version: number
  created_at: string
  updated_at: string
}

/** One order as the pull, the push's `state` and `kitchen:changed` carry it. */
export interface KitchenOrder {
  order_id: number
  kitchen_id: number
  restaurant_id: number
  restaurant_name: string
  table_id: number | null
  table_label: string | null
  member_id: string | null
  member_name: string | null
  placed_by?: number | null
  placed_by_name?: string | null
  notes: string | null
  allergy_notes: string | null
  status: OrderStatus
  /** The server's version of the order; a tap on the device never changes it. */
  version: number
  created_at: string
  updated_at: string
  ready_at: string | null
  served_at: string | null
  last_bump: LastBump | null
  recall_until: string | null
  items: KitchenOrderItem[]
}
