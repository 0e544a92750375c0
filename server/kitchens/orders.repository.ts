import { sql, type Insertable } from 'kysely'
import { compileOnly, type Executor } from '../db/database.js'
import { executePrepared } from '../db/prepared.js'
import type { OrderItemsTable, OrdersTable } from '../db/schema.js'
import type { SessionCheck } from '../auth/recent-sessions.js'
import { userSessionIsLive } from '../auth/sessions.repository.js'

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
    .select([
      'restaurants.name as restaurant_name',
      'restaurant_tables.label as table_label',
      'members.name as member_name',
      'users.name as placed_by_name',
    ])
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
    .where(
      'order_id',
      'in',
      heads.map((head) => head.order_id),
    )
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
  return listLiveOrders(db, orderHeads(db).where('orders.kitchen_id', '=', kitchenId), completedSince)
}

/** A restaurant's orders as its stewards follow them: the same set as a kitchen display's. */
export function listRestaurantOrders(db: Executor, restaurantId: number, completedSince: Date) {
  return listLiveOrders(db, orderHeads(db).where('orders.restaurant_id', '=', restaurantId), completedSince)
}

function listLiveOrders(db: Executor, heads: HeadQuery, completedSince: Date) {
  return withItems(
    db,
    heads.where((eb) =>
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
 * The order read, built once: its only value is the order's id (on every tap, building the query
 * anew took longer than planning it does now that it is prepared).
 */
const orderRead = orderHeads(compileOnly)
  .leftJoin('order_items', 'order_items.order_id', 'orders.order_id')
  .select(itemColumns.map((column) => sql.ref(`order_items.${column}`).as(`item_${column}`)))
  .where('orders.order_id', '=', 0)
  .orderBy('order_items.item_id')
  .compile()
if (orderRead.parameters.length !== 1) throw new Error('The order read must take the order id as its only value')

/**
 * An order with its items as one snapshot, in one statement and without locks: what a single change
 * over HTTP starts from (ADR 022, "The tap's path"). Its write then checks that the order is still at
 * the version read here (writeOrderChanges), and the change is made again under a lock if not. One
 * order by its id (not a list), so that it is prepared once per connection and planned once
 * (server/db/prepared.ts).
 */
export async function readOrderWithItems(db: Executor, orderId: number): Promise<OrderWithItems | undefined> {
  const query: typeof orderRead = { ...orderRead, parameters: [orderId] }
  const { rows } = await executePrepared(db, query)
  const [first] = rows
  if (!first) return undefined
  const head = { ...first } as Record<string, unknown>
  for (const column of itemColumns) delete head[`item_${column}`]
  const items = rows
    .filter((row) => row.item_item_id !== null)
    .map((row) => Object.fromEntries(itemColumns.map((column) => [column, row[`item_${column}`]])) as OrderItemRow)
  return { ...(head as OrderHeadRow), items }
}

/**
 * The orders with their items, each order row locked until the transaction ends: how a sync batch
 * holds the orders its mutations touch. Locked in id order, so that two transactions locking several
 * orders never wait for each other in a circle.
 */
export async function lockOrdersWithItems(trx: Executor, orderIds: number[]): Promise<OrderWithItems[]> {
  if (orderIds.length === 0) return []
  // One order (an online tablet's tap) by `= $1`, prepared: planned once per connection.
  const isOne = orderIds.length === 1
  const headQuery = isOne
    ? orderHeads(trx).where('orders.order_id', '=', orderIds[0]!)
    : orderHeads(trx).where('orders.order_id', 'in', orderIds)
  const locking = headQuery.orderBy('orders.order_id').forUpdate('orders')
  const heads = isOne ? (await executePrepared(trx, locking.compile())).rows : await locking.execute()
  if (heads.length === 0) return []
  // A statement of its own, after the locks are held: under read committed it sees what the
  // transaction we waited for committed. (Items read inside the locking statement would come from
  // that statement's older snapshot: a concurrent tap on another item of the order would be lost.)
  const itemQuery = trx.selectFrom('order_items').select(itemColumns).orderBy('item_id')
  const items = isOne
    ? (await executePrepared(trx, itemQuery.where('order_id', '=', heads[0]!.order_id).compile())).rows
    : await itemQuery
        .where(
          'order_id',
          'in',
          heads.map((head) => head.order_id),
        )
        .execute()
  const itemsOf = new Map(heads.map((head) => [head.order_id, [] as OrderItemRow[]]))
  for (const item of items) itemsOf.get(item.order_id)!.push(item)
  return heads.map((head) => ({ ...head, items: itemsOf.get(head.order_id)! }))
}

/** What a change writes of an order; its items are written whole (their mutable columns). */
export interface OrderWrite {
  order: Pick<OrderHeadRow, 'order_id' | 'version' | 'status' | 'ready_at' | 'served_at' | 'last_bump_at' | 'last_bump_items'>
  items: Pick<OrderItemRow, 'item_id' | 'status' | 'started_at' | 'ready_at' | 'served_at' | 'cancelled_at'>[]
}

/**
 * The session check as a condition on the order's row: the token's session is live, by the one rule
 * the sign-in check reads (userSessionIsLive), and its account works the order's kitchen. A text of its
 * own rather than one that a null switches off: PostgreSQL would plan that anew on every tap (a custom
 * plan, 0.4 ms) instead of once.
 */
const sessionCondition = (session: SessionCheck) => sql`and exists (select 1 from users as s
  join auth_sessions as ss on ss.user_id = s.user_id and ss.session_id = ${session.sessionId}::text
  where s.user_id = ${session.userId}::int and ${userSessionIsLive('s', 'ss')} and s.kitchen_id = o.kitchen_id)`

/** An order's names as readers see them, read again by every write (a copy's may be old). */
export type OrderNames = Pick<OrderHeadRow, 'restaurant_name' | 'table_label' | 'member_name' | 'placed_by_name'>

/**
 * Writes changed orders and items in one statement, all with one new version from sync_version_seq
 * (they commit together, so a device that has that version has all of them). An order is written
 * only while it is still at the version it was read at (`order.version`), and its items only with
 * it: every change to an order or its items moves the order's version, so a change made meanwhile by
 * another request leaves this one unwritten. With a `session` check, an order is written only while
 * the kitchen account behind the change may still work its kitchen (auth/recent-sessions.ts: the
 * same rule as principalForToken). Returns the new version and, per written order, its names as
 * they are now. Its rows go in as arrays, so the text is the same for any number of them: prepared once.
 */
export async function writeOrderChanges(
  executor: Executor,
  writes: OrderWrite[],
  now: Date,
  session?: SessionCheck,
): Promise<{ version: number; written: Map<number, OrderNames> }> {
  const orders = writes.map((write) => write.order)
  const items = writes.flatMap((write) => write.items)
  // Data-modifying CTEs always run to completion; new_version is evaluated once (nextval is volatile).
  const query = sql<{ version: number; order_id: number | null } & OrderNames>`
    with new_version as (select nextval('sync_version_seq') as version),
    written_orders as (
      update orders as o set status = u.status, ready_at = u.ready_at, served_at = u.served_at, last_bump_at = u.last_bump_at,
        last_bump_items = u.last_bump_items, updated_at = ${now}, version = (select version from new_version)
      from unnest(${orders.map((order) => order.order_id)}::int[], ${orders.map((order) => order.version)}::bigint[],
        ${orders.map((order) => order.status)}::text[], ${orders.map((order) => order.ready_at)}::timestamptz[],
        ${orders.map((order) => order.served_at)}::timestamptz[], ${orders.map((order) => order.last_bump_at)}::timestamptz[],
        ${orders.map((order) => (order.last_bump_items === null ? null : JSON.stringify(order.last_bump_items)))}::jsonb[])
        as u (order_id, read_version, status, ready_at, served_at, last_bump_at, last_bump_items)
      where o.order_id = u.order_id and o.version = u.read_version
        ${session ? sessionCondition(session) : sql``}
      returning o.order_id, o.restaurant_id, o.table_id, o.member_id, o.placed_by),
    written_items as (
      update order_items as i set status = u.status, started_at = u.started_at, ready_at = u.ready_at, served_at = u.served_at,
        cancelled_at = u.cancelled_at, updated_at = ${now}, version = (select version from new_version)
      from unnest(${items.map((item) => item.item_id)}::int[], ${items.map((item) => item.status)}::text[],
        ${items.map((item) => item.started_at)}::timestamptz[], ${items.map((item) => item.ready_at)}::timestamptz[],
        ${items.map((item) => item.served_at)}::timestamptz[], ${items.map((item) => item.cancelled_at)}::timestamptz[])
        as u (item_id, status, started_at, ready_at, served_at, cancelled_at)
      where i.item_id = u.item_id and i.order_id in (select order_id from written_orders))
    select (select version from new_version) as version, w.order_id, r.name as restaurant_name, t.label as table_label,
      m.name as member_name, p.name as placed_by_name
    from (select 1) as one left join written_orders as w on true
      left join restaurants as r on r.restaurant_id = w.restaurant_id left join restaurant_tables as t on t.table_id = w.table_id
      left join members as m on m.member_id = w.member_id left join users as p on p.user_id = w.placed_by`
  const { rows } = await executePrepared(executor, query.compile(executor))
  const written = new Map(
    rows.flatMap(({ order_id, version: _version, ...names }) => (order_id === null ? [] : [[order_id, names] as const])),
  )
  return { version: Number(rows[0]!.version), written }
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
