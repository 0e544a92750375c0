import type { z } from 'zod'
import type { MutationResult, mutationGap, PullAnswer, PushAnswer, PushBody } from '../../../domain/contract/sync'
import type { KitchenOrder, KitchenOrderItem } from '../../../pwa/kitchen/kitchen-order'
import { db } from '../../../pwa/offline/db'
import type { RecordedCall } from '../helpers/fetch-stub'

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

/** The sync endpoints' answers, typed by the contract, for a SyncClient given its own fetch. */
export const pushAnswered = (answer: PushAnswer) => jsonResponse(200, answer)
export const gapAnswered = (answer: z.infer<typeof mutationGap>) => jsonResponse(409, answer)
export const pullAnswered = (answer: PullAnswer) => jsonResponse(200, answer)

/** A stubbed push's answer: each mutation answered by `resultOf` (applied unless told), the cursor at the last. */
export function pushAnswerFor(call: RecordedCall, resultOf: (id: number) => MutationResult = (id) => ({ id, status: 'applied' })) {
  const ids = (call.body as PushBody).mutations.map((mutation) => mutation.id)
  return { json: { results: ids.map(resultOf), last_mutation_id: Math.max(0, ...ids) } satisfies PushAnswer }
}
