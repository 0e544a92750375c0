import { sql, type Insertable } from 'kysely'
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

/**
 * The orders with their items, each order row locked until the transaction ends: every change to an
 * order or its items takes its lock. Locked in id order, so that two transactions locking several
 * orders never wait for each other in a circle.
 */
export async function lockOrdersWithItems(trx: Executor, orderIds: number[]): Promise<OrderWithItems[]> {
  if (orderIds.length === 0) return []
  const heads = await orderHeads(trx).where('orders.order_id', 'in', orderIds).orderBy('orders.order_id').forUpdate('orders').execute()
  if (heads.length === 0) return []
  // A statement of its own, after the locks are held: under read committed it sees what the
  // transaction we waited for committed. (Items read inside the locking statement would come from
  // that statement's older snapshot: a concurrent tap on another item of the order would be lost.)
  const items = await trx.selectFrom('order_items').select(itemColumns).where('order_id', 'in', heads.map((head) => head.order_id)).orderBy('item_id').execute()
  const itemsOf = new Map(heads.map((head) => [head.order_id, [] as OrderItemRow[]]))
  for (const item of items) itemsOf.get(item.order_id)!.push(item)
  return heads.map((head) => ({ ...head, items: itemsOf.get(head.order_id)! }))
}

/** What a change writes of an order; its items are written whole (their mutable columns). */
export interface OrderWrite {
  order: Pick<OrderHeadRow, 'order_id' | 'status' | 'ready_at' | 'served_at' | 'last_bump_at' | 'last_bump_items'>
  items: Pick<OrderItemRow, 'item_id' | 'status' | 'started_at' | 'ready_at' | 'served_at' | 'cancelled_at'>[]
}

/**
 * Writes changed orders and items in one statement, all with one new version from sync_version_seq
 * (they commit together, so a device that has that version has all of them). Returns the version.
 */
export async function writeOrderChanges(trx: Executor, writes: OrderWrite[], now: Date): Promise<number> {
  const items = writes.flatMap((write) => write.items)
  const itemRows = items.map(
    (item) => sql`(${item.item_id}::int, ${item.status}::text, ${item.started_at}::timestamptz, ${item.ready_at}::timestamptz, ${item.served_at}::timestamptz, ${item.cancelled_at}::timestamptz)`,
  )
  const orderRows = writes.map(
    ({ order }) =>
      sql`(${order.order_id}::int, ${order.status}::text, ${order.ready_at}::timestamptz, ${order.served_at}::timestamptz, ${order.last_bump_at}::timestamptz, ${order.last_bump_items === null ? null : JSON.stringify(order.last_bump_items)}::jsonb)`,
  )
  const itemUpdate =
    items.length === 0
      ? sql``
      : sql`, changed_items as (
          update order_items as i set status = u.status, started_at = u.started_at, ready_at = u.ready_at, served_at = u.served_at,
            cancelled_at = u.cancelled_at, updated_at = ${now}, version = (select version from new_version)
          from (values ${sql.join(itemRows)}) as u (item_id, status, started_at, ready_at, served_at, cancelled_at)
          where i.item_id = u.item_id)`
  // Data-modifying CTEs always run to completion; new_version is evaluated once (nextval is volatile).
  const result = await sql<{ version: number }>`
    with new_version as (select nextval('sync_version_seq') as version) ${itemUpdate}
    update orders as o set status = u.status, ready_at = u.ready_at, served_at = u.served_at, last_bump_at = u.last_bump_at,
      last_bump_items = u.last_bump_items, updated_at = ${now}, version = (select version from new_version)
    from (values ${sql.join(orderRows)}) as u (order_id, status, ready_at, served_at, last_bump_at, last_bump_items)
    where o.order_id = u.order_id
    returning o.version`.execute(trx)
  if (result.rows.length !== writes.length) throw new Error(`Wrote ${result.rows.length} of ${writes.length} orders`)
  return Number(result.rows[0]!.version)
}

export async function insertOrder(db: Executor, order: Insertable<OrdersTable>) {
  return (await db.insertInto('orders').values(order).returning('order_id').executeTakeFirstOrThrow()).order_id
}

export function insertOrderItems(db: Executor, items: Insertable<OrderItemsTable>[]) {
  return db.insertInto('order_items').values(items).execute()
}

/** The member an order is for, found the way members type their number (any case). */
export function findMemberForOrder(db: Executor, memberId: string) {
  return db
    .selectFrom('members')
    .select(['member_id', 'name', 'status'])
    .where(sql<string>`upper(member_id)`, '=', memberId.toUpperCase())
    .executeTakeFirst()
}
