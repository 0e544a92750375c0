import type { KitchenOrder, KitchenOrderItem } from '../../../pwa/kitchen/kitchen-order'
import { db } from '../../../pwa/offline/db'

/** A fresh, empty device database for each test. */
export async function resetDeviceDatabase(): Promise<void> {
  if (!db.isOpen()) await db.open()
  await db.delete({ disableAutoOpen: false })
  await db.open()
}

export function orderItem(overrides: Partial<KitchenOrderItem> = {}): KitchenOrderItem {
  return {
    item_id: 11,
    order_id: 1,
    menu_item_id: 5,
    name: 'Butter Naan',
    station: 'Tandoor',
    quantity: 2,
    notes: null,
    allergy_notes: null,
    status: 'pending',
    version: 1,
    created_at: '2026-11-22T10:00:00.000Z',
    updated_at: '2026-11-22T10:00:00.000Z',
    ...overrides,
  }
}

export function kitchenOrder(overrides: Partial<KitchenOrder> = {}): KitchenOrder {
  const order_id = overrides.order_id ?? 1
  return {
    order_id,
    kitchen_id: 1,
    restaurant_id: 1,
    restaurant_name: 'Zafraan',
    table_id: 4,
    table_label: 'T4',
    member_id: null,
    member_name: null,
    notes: null,
    allergy_notes: null,
    status: 'pending',
    version: 10,
    created_at: '2026-11-22T10:00:00.000Z',
    updated_at: '2026-11-22T10:00:00.000Z',
    ready_at: null,
    served_at: null,
    last_bump: null,
    recall_until: null,
    items: [orderItem({ order_id }), orderItem({ order_id, item_id: 12, name: 'Dal Makhani', station: 'Curry', quantity: 1 })],
    ...overrides,
  }
}

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
