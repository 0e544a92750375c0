import pg from 'pg'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { applyItemStatus } from '../../domain/kitchen-orders.js'
import { OrderChangedMeanwhile, OrderWorkingSet } from '../../server/kitchens/order-working-set.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { clearOrders, orderSnapshot, placeJadeGardenOrder, staffWithRole, type PlacedOrder } from '../helpers/kitchen-fixtures.js'

// A tap over HTTP reads its order without a lock (ahead of the token check) and writes it only if
// nobody changed it meanwhile; otherwise it is made again holding the order's lock (ADR 022, "The
// tap's path"). These tests make "meanwhile" happen on purpose.

let t: TestApp
let steward: string
let kitchen1: string

beforeAll(async () => {
  t = await createTestApp()
  steward = await t.tokens.staff('steward@club.test')
  kitchen1 = await t.tokens.kitchen('kitchen1')
  await clearOrders(t)
})
afterAll(async () => {
  await t.close()
})

type Order = PlacedOrder
const freshOrder = () => placeJadeGardenOrder(t, steward)

const setItem = (order: Order, index: number, status: string, token = kitchen1) =>
  t.call('PATCH', `/api/kitchen/update-itemstatus/${order.order_id}/${order.items[index]!.item_id}`, { token, body: { status } })
const storedItems = (orderId: number) =>
  t.db.selectFrom('order_items').select(['item_id', 'status', 'version']).where('order_id', '=', orderId).orderBy('item_id').execute()
const storedOrder = (orderId: number) =>
  t.db.selectFrom('orders').select(['status', 'version']).where('order_id', '=', orderId).executeTakeFirstOrThrow()

test('a change written on an order that another request changed since it was read writes nothing at all', async () => {
  const order = await freshOrder()
  const pushed: unknown[] = []
  const work = new OrderWorkingSet(t.db, t.clock(), (changed) => pushed.push(changed), 'read')
  const held = (await work.get(order.order_id))!
  const decision = applyItemStatus(held.items, order.items[0]!.item_id, 'preparing')
  if (!decision.isAllowed) throw new Error(decision.message)
  work.apply(order.order_id, decision, t.clock())

  expect((await setItem(order, 1, 'preparing')).status).toBe(200) // another tablet, in between
  const before = await orderSnapshot(t)
  await expect(work.flush()).rejects.toBeInstanceOf(OrderChangedMeanwhile)
  expect(await orderSnapshot(t)).toBe(before)
  expect(pushed).toEqual([])
  expect((await storedItems(order.order_id)).map((item) => item.status)).toEqual(['pending', 'preparing', 'pending'])
})

test('six taps on one order from two tablets at the same moment all take effect, and the order follows all of them', async () => {
  const order = await freshOrder()
  const otherTablet = await t.tokens.kitchen('kitchen1')
  const first = await Promise.all([
    setItem(order, 0, 'preparing'),
    setItem(order, 1, 'preparing', otherTablet),
    setItem(order, 2, 'preparing'),
  ])
  expect(first.map((response) => response.status)).toEqual([200, 200, 200])
  const second = await Promise.all([
    setItem(order, 0, 'ready', otherTablet),
    setItem(order, 1, 'ready'),
    setItem(order, 2, 'ready', otherTablet),
  ])
  expect(second.map((response) => response.status)).toEqual([200, 200, 200])
  const versions = [...first, ...second].map((response) => response.body.order.version as number)
  expect(new Set(versions).size).toBe(6)
  expect((await storedItems(order.order_id)).map((item) => item.status)).toEqual(['ready', 'ready', 'ready'])
  expect(await storedOrder(order.order_id)).toEqual({ status: 'ready', version: Math.max(...versions) })
})

test('a deactivated cook’s tablet is refused at once, though its order was already being read', async () => {
  const order = await freshOrder()
  const cook = await t.tokens.kitchen('kitchen1')
  await t.db.updateTable('users').set({ is_active: false }).where('username', '=', 'kitchen1').execute()
  try {
    const before = await orderSnapshot(t)
    const response = await setItem(order, 0, 'preparing', cook)
    expect(response.status).toBe(401)
    expect(await orderSnapshot(t)).toBe(before)
  } finally {
    await t.db.updateTable('users').set({ is_active: true }).where('username', '=', 'kitchen1').execute()
  }
})

// Real PostgreSQL only: a second connection holds the request at a chosen point, which the embedded
// database (one connection) cannot.
test.skipIf(process.env.TEST_DB !== 'postgres')(
  'a tap whose order another tablet changed while it waited is made again on the order as it is now',
  async () => {
    const order = await freshOrder()
    for (const index of [0, 1, 2]) expect((await setItem(order, index, 'preparing')).status).toBe(200)
    expect((await setItem(order, 2, 'ready')).status).toBe(200)
    // A manager whose role may work every kitchen: the check of that grant reads role_access, which
    // the test holds locked, so the manager's tap waits there, its order already read.
    await t.db
      .updateTable('role_access')
      .set({ can_edit: true })
      .where('role_id', '=', 6)
      .where('menu_id', '=', t.db.selectFrom('menus').select('menu_id').where('key', '=', 'kitchens'))
      .execute()
    const manager = await staffWithRole(t, 6, 'kitchen.manager@club.test')
    const holder = new pg.Client({ connectionString: (t.database.target as { url: string }).url })
    await holder.connect()
    try {
      await holder.query('begin')
      await holder.query('lock table role_access in access exclusive mode')
      const managersTap = setItem(order, 0, 'ready', manager)
      await waitForLockWait(holder)
      const kitchensTap = await setItem(order, 1, 'ready') // the kitchen account needs no grant: not held
      expect(kitchensTap.status).toBe(200)
      expect(kitchensTap.body.order.status).toBe('preparing')
      await holder.query('commit')

      const response = await managersTap
      expect(response.status).toBe(200)
      // Made on the order as read (the chicken still cooking), it would leave the order "preparing"
      // with every item ready; made again on the order as it is now, the order is ready.
      expect(response.body.order.status).toBe('ready')
      expect(response.body.order.version).toBeGreaterThan(kitchensTap.body.order.version)
      expect((await storedItems(order.order_id)).map((item) => item.status)).toEqual(['ready', 'ready', 'ready'])
      expect(await storedOrder(order.order_id)).toEqual({ status: 'ready', version: response.body.order.version })
    } finally {
      await holder.query('rollback').catch(() => undefined)
      await holder.end()
    }
  },
)

/** Until some other session of this database waits for a lock (the held request). */
async function waitForLockWait(holder: pg.Client) {
  for (let attempt = 0; attempt < 500; attempt++) {
    const { rows } = await holder.query(
      `select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
    )
    if (rows[0].waiting > 0) return
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error('the request never waited for the lock')
}
