import { sql, type Insertable, type Updateable } from 'kysely'
import type { Executor } from '../db/database.js'
import type { OrderItemsTable, OrdersTable } from '../db/schema.js'

const itemColumns = [
  'item_id',
  'order_id',
  'menu_item_id',
  'name',
  'station',
  'quantity',
  'notes',
  'allergy_notes',
  'status',
  'price_paise',
  'version',
  'created_at',
  'updated_at',
  'started_at',
  'ready_at',
  'served_at',
  'cancelled_at',
] as const

function orderHeads(db: Executor) {
  return db
    .selectFrom('orders')
    .innerJoin('restaurants', 'restaurants.restaurant_id', 'orders.restaurant_id')
    .leftJoin('restaurant_tables', 'restaurant_tables.table_id', 'orders.table_id')
    .leftJoin('members', 'members.member_id', 'orders.member_id')
    .leftJoin('users', 'users.user_id', 'orders.placed_by')
    .selectAll('orders')
    .select(['restaurants.name as restaurant_name', 'restaurant_tables.label as table_label', 'members.name as member_name', 'users.name as placed_by_name'])
}

type HeadQuery = ReturnType<typeof orderHeads>
export type OrderHeadRow = Awaited<ReturnType<HeadQuery['execute']>>[number]
export type OrderItemRow = Awaited<ReturnType<typeof listOrderItems>>[number]
export type OrderWithItems = OrderHeadRow & { items: OrderItemRow[] }

export function listOrderItems(db: Executor, orderId: number) {
  return db.selectFrom('order_items').select(itemColumns).where('order_id', '=', orderId).orderBy('item_id').execute()
}

/** Runs a head query (arrival order) and attaches each order's items in two statements. */
async function withItems(db: Executor, query: HeadQuery): Promise<OrderWithItems[]> {
  const heads = await query.orderBy('orders.created_at').orderBy('orders.order_id').execute()
  if (heads.length === 0) return []
  const items = await db
    .selectFrom('order_items')
    .select(itemColumns)
    .where('order_id', 'in', heads.map((head) => head.order_id))
    .orderBy('item_id')
    .execute()
  return heads.map((head) => ({ ...head, items: items.filter((item) => item.order_id === head.order_id) }))
}

export async function findOrderWithItems(db: Executor, orderId: number): Promise<OrderWithItems | undefined> {
  const [order] = await withItems(db, orderHeads(db).where('orders.order_id', '=', orderId))
  return order
}

/** What the display shows: open orders, and those served or cancelled since `completedSince`. */
export function listDisplayOrders(db: Executor, kitchenId: number, completedSince: Date) {
  return withItems(
    db,
    orderHeads(db)
      .where('orders.kitchen_id', '=', kitchenId)
      .where((eb) =>
        eb.or([
          eb('orders.status', 'in', ['pending', 'preparing', 'ready']),
          eb.and([eb('orders.status', 'in', ['served', 'cancelled']), eb('orders.updated_at', '>=', completedSince)]),
        ]),
      ),
  )
}

/** Orders of a kitchen whose version (bumped last on every change) is above `since`. */
export function listOrdersChangedSince(db: Executor, kitchenId: number, since: number) {
  return withItems(db, orderHeads(db).where('orders.kitchen_id', '=', kitchenId).where('orders.version', '>', since))
}

/** The highest version among a kitchen's orders: where a screen that loaded them can pull from. */
export async function latestKitchenVersion(db: Executor, kitchenId: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select(sql<number>`coalesce(max(version), 0)`.as('version'))
    .where('kitchen_id', '=', kitchenId)
    .executeTakeFirstOrThrow()
  return Number(row.version)
}

/** The order row, locked until the transaction ends: every change to an order or its items takes it. */
export function lockOrder(trx: Executor, orderId: number) {
  return trx.selectFrom('orders').selectAll().where('order_id', '=', orderId).forUpdate().executeTakeFirst()
}

export async function insertOrder(db: Executor, order: Insertable<OrdersTable>) {
  return (await db.insertInto('orders').values(order).returning('order_id').executeTakeFirstOrThrow()).order_id
}

export function insertOrderItems(db: Executor, items: Insertable<OrderItemsTable>[]) {
  return db.insertInto('order_items').values(items).execute()
}

export function updateOrder(db: Executor, orderId: number, patch: Updateable<OrdersTable>) {
  return db.updateTable('orders').set(patch).where('order_id', '=', orderId).execute()
}

export function updateOrderItem(db: Executor, itemId: number, patch: Updateable<OrderItemsTable>) {
  return db.updateTable('order_items').set(patch).where('item_id', '=', itemId).execute()
}

/** The member an order is for, found the way members type their number (any case). */
export function findMemberForOrder(db: Executor, memberId: string) {
  return db
    .selectFrom('members')
    .select(['member_id', 'name', 'status'])
    .where(sql<string>`upper(member_id)`, '=', memberId.toUpperCase())
    .executeTakeFirst()
}
