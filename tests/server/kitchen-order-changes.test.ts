import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { clearOrders, demoIds, orderSnapshot, placeJadeGardenOrder, type PlacedOrder } from '../helpers/kitchen-fixtures.js'

let t: TestApp
let ids: ReturnType<typeof demoIds>
let admin: string
let steward: string
let kitchen1: string
let kitchen2: string
let member: string
let main: number

beforeAll(async () => {
  t = await createTestApp()
  ids = demoIds(t)
  admin = await t.tokens.staff()
  steward = await t.tokens.staff('steward@club.test')
  kitchen1 = await t.tokens.kitchen('kitchen1')
  kitchen2 = await t.tokens.kitchen('kitchen2')
  member = await t.tokens.member()
  main = await ids.kitchen('Main Kitchen')
  await clearOrders(t)
})
afterAll(async () => {
  await t.close()
})
beforeEach(() => {
  t.realtime.sent.length = 0
})

type Order = PlacedOrder

/** Jade Garden, table J3: soup, chilli chicken and noodles, all pending; its own push forgotten. */
async function freshOrder(): Promise<Order> {
  const order = await placeJadeGardenOrder(t, steward)
  t.realtime.sent.length = 0
  return order
}

const setItem = (order: Order, index: number, status: string, token = kitchen1) =>
  t.call('PATCH', `/api/kitchen/update-itemstatus/${order.order_id}/${order.items[index]!.item_id}`, { token, body: { status } })
const setOrder = (order: Order, status: string, token = kitchen1) =>
  t.call('PATCH', `/api/kitchen/update-status/${order.order_id}`, { token, body: { status } })
const statuses = (order: Order) => order.items.map((item) => item.status)
const storedItems = (orderId: number) =>
  t.db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('item_id').execute()
const storedOrder = (orderId: number) => t.db.selectFrom('orders').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow()

/** The latest push: kitchen:changed to the kitchen's room, carrying the order as answered. */
function expectPushed(order: Order) {
  expect(JSON.parse(JSON.stringify(t.realtime.sent.at(-1)))).toEqual({
    room: `kitchen:${main}`,
    event: 'kitchen:changed',
    payload: { kitchen_id: main, version: order.version, order },
  })
}

describe('an item’s status (PATCH /api/kitchen/update-itemstatus/:orderId/:itemId)', () => {
  test('a tap stores the item’s new status and its time, the order follows, versions rise, and the kitchen is told', async () => {
    const order = await freshOrder()
    t.clock.advance(90_000)
    const response = await setItem(order, 1, 'preparing')
    expect(response.status).toBe(200)
    const changed: Order = response.body.order
    expect(response.body).toMatchObject({ success: true, message: `Item ${order.items[1]!.item_id} is preparing` })
    expect(changed.status).toBe('preparing')
    expect(statuses(changed)).toEqual(['pending', 'preparing', 'pending'])
    const [, chicken] = await storedItems(order.order_id)
    expect(chicken).toMatchObject({ status: 'preparing', started_at: t.clock(), version: changed.items[1]!.version })
    expect(changed.items[1]!.version).toBeGreaterThan(order.version)
    // The order and its changed item are written together, with one version.
    expect(changed.version).toBe(changed.items[1]!.version)
    expect(changed.items[0]!.version).toBe(order.items[0]!.version)
    expect(await storedOrder(order.order_id)).toMatchObject({ status: 'preparing', version: changed.version })
    expect(t.realtime.sent).toHaveLength(1)
    expectPushed(changed)
  })

  test('an impossible move gets 409 invalid_transition with the order as it stands; nothing changes, nothing is pushed', async () => {
    const order = await freshOrder()
    const before = await orderSnapshot(t)
    const response = await setItem(order, 0, 'served')
    expect(response.status).toBe(409)
    expect(response.body).toMatchObject({ code: 'invalid_transition', message: 'Sweet Corn Soup is pending; it cannot become served.' })
    expect(response.body.current).toMatchObject({ order_id: order.order_id, status: 'pending', version: order.version, items: order.items })
    expect(await orderSnapshot(t)).toBe(before)
    expect(t.realtime.sent).toEqual([])
  })

  test('an item moves one step at a time: pending straight to ready is 409 (only a bump does that), and so is a step back', async () => {
    const order = await freshOrder()
    const before = await orderSnapshot(t)
    const skipped = await setItem(order, 0, 'ready')
    expect(skipped.status).toBe(409)
    expect(skipped.body).toMatchObject({
      code: 'invalid_transition',
      message: 'Sweet Corn Soup is pending; it cannot become ready.',
      current: { status: 'pending' },
    })
    expect(await orderSnapshot(t)).toBe(before)
    expect((await setItem(order, 0, 'preparing')).status).toBe(200)
    const back = await setItem(order, 0, 'pending')
    expect(back.status).toBe(409)
    expect(back.body.message).toBe('Sweet Corn Soup is preparing; it cannot become pending.')
  })

  test('asking for the status an item already has is answered with the order, unchanged and not pushed', async () => {
    const order = await freshOrder()
    const response = await setItem(order, 0, 'pending')
    expect(response.status).toBe(200)
    expect(response.body.order.version).toBe(order.version)
    expect(t.realtime.sent).toEqual([])
  })

  test('an unknown order, or an item of another order, is 404; a word that is not a status is 400', async () => {
    const order = await freshOrder()
    const other = await freshOrder()
    expect(
      (
        await t.call('PATCH', `/api/kitchen/update-itemstatus/99999/${order.items[0]!.item_id}`, {
          token: kitchen1,
          body: { status: 'ready' },
        })
      ).body.message,
    ).toBe('Order not found')
    const foreign = await t.call('PATCH', `/api/kitchen/update-itemstatus/${order.order_id}/${other.items[0]!.item_id}`, {
      token: kitchen1,
      body: { status: 'ready' },
    })
    expect(foreign.status).toBe(404)
    const done = await setItem(order, 0, 'done')
    expect(done.status).toBe(400)
    expect(done.body.message).toBe('status: must be one of pending, preparing, ready, served, cancelled')
  })

  test('the Garden Kitchen’s account, a steward and a member may not touch a Main Kitchen order', async () => {
    const order = await freshOrder()
    const before = await orderSnapshot(t)
    expect((await setItem(order, 0, 'preparing', kitchen2)).status).toBe(403)
    expect((await setOrder(order, 'ready', kitchen2)).body.message).toBe('This order belongs to another kitchen.')
    expect((await setItem(order, 0, 'preparing', steward)).status).toBe(403)
    expect((await setItem(order, 0, 'preparing', member)).status).toBe(403)
    expect((await t.call('POST', `/api/kitchen/orders/${order.order_id}/bump`, { token: kitchen2 })).status).toBe(403)
    expect(await orderSnapshot(t)).toBe(before)
    expect(t.realtime.sent).toEqual([])
    expect((await setItem(order, 0, 'preparing', admin)).status).toBe(200)
  })
})

describe('a whole order (PATCH /api/kitchen/update-status/:orderId)', () => {
  test('preparing, ready and served move every item; ready and served times are stored', async () => {
    const order = await freshOrder()
    expect(statuses((await setOrder(order, 'preparing')).body.order)).toEqual(['preparing', 'preparing', 'preparing'])
    t.clock.advance(8 * 60_000)
    const ready = (await setOrder(order, 'ready')).body.order
    expect([ready.status, ...statuses(ready)]).toEqual(['ready', 'ready', 'ready', 'ready'])
    expect(new Date(ready.ready_at)).toEqual(t.clock())
    t.clock.advance(2 * 60_000)
    const served = (await setOrder(order, 'served')).body.order
    expect([served.status, ...statuses(served)]).toEqual(['served', 'served', 'served', 'served'])
    expect(await storedOrder(order.order_id)).toMatchObject({ status: 'served', served_at: t.clock() })
    expectPushed(served)
  })

  test('cancelling a pending order cancels each item; an order whose food is ready cannot be cancelled (409)', async () => {
    const order = await freshOrder()
    const cancelled = (await setOrder(order, 'cancelled')).body.order
    expect([cancelled.status, ...statuses(cancelled)]).toEqual(['cancelled', 'cancelled', 'cancelled', 'cancelled'])
    expect((await storedItems(order.order_id)).every((item) => item.cancelled_at !== null)).toBe(true)

    const cooking = await freshOrder()
    await setItem(cooking, 0, 'preparing')
    await setItem(cooking, 0, 'ready')
    const refused = await setOrder(cooking, 'cancelled')
    expect(refused.status).toBe(409)
    expect(refused.body.message).toMatch(/Sweet Corn Soup already left the kitchen/)
    expect(statuses(refused.body.current)).toEqual(['ready', 'pending', 'pending'])
  })

  test('pending is not an order command (400)', async () => {
    const order = await freshOrder()
    expect((await setOrder(order, 'pending')).status).toBe(400)
  })
})

describe('bump and recall', () => {
  test('bump marks every open item ready and can be recalled within 30 minutes, once', async () => {
    const order = await freshOrder()
    await setItem(order, 1, 'preparing')
    await setItem(order, 2, 'cancelled')
    const bumped = (await t.call('POST', `/api/kitchen/orders/${order.order_id}/bump`, { token: kitchen1 })).body.order
    expect([bumped.status, ...statuses(bumped)]).toEqual(['ready', 'ready', 'ready', 'cancelled'])
    expect(bumped.last_bump.items).toEqual([
      { item_id: order.items[0]!.item_id, from: 'pending' },
      { item_id: order.items[1]!.item_id, from: 'preparing' },
    ])
    expectPushed(bumped)

    t.clock.advance(29 * 60_000)
    t.realtime.sent.length = 0
    const recalled = await t.call('POST', `/api/kitchen/orders/${order.order_id}/recall`, { token: kitchen1 })
    expect(recalled.body.order).toMatchObject({ status: 'preparing', last_bump: null, ready_at: null })
    expect(statuses(recalled.body.order)).toEqual(['pending', 'preparing', 'cancelled'])
    expect((await storedItems(order.order_id)).map((item) => item.ready_at)).toEqual([null, null, null])
    expectPushed(recalled.body.order)

    const again = await t.call('POST', `/api/kitchen/orders/${order.order_id}/recall`, { token: kitchen1 })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('Nothing to recall: this order has not been bumped.')
  })

  test('a recall more than 30 minutes after the bump is refused and changes nothing', async () => {
    const order = await freshOrder()
    await t.call('POST', `/api/kitchen/orders/${order.order_id}/bump`, { token: kitchen1 })
    t.clock.advance(30 * 60_000 + 1000)
    const before = await orderSnapshot(t)
    const late = await t.call('POST', `/api/kitchen/orders/${order.order_id}/recall`, { token: kitchen1 })
    expect(late.status).toBe(409)
    expect(late.body).toMatchObject({ code: 'invalid_transition', message: 'Too late to recall: a bump can be undone within 30 minutes.' })
    expect(await orderSnapshot(t)).toBe(before)
  })

  test('a bump with nothing left to cook is 409', async () => {
    const order = await freshOrder()
    await setOrder(order, 'ready')
    expect((await t.call('POST', `/api/kitchen/orders/${order.order_id}/bump`, { token: kitchen1 })).status).toBe(409)
  })
})

test('every change raises the order’s version above all before it, and the changed items’ too', async () => {
  const order = await freshOrder()
  const versions = [order.version]
  const steps = [
    () => setItem(order, 0, 'preparing'),
    () => setItem(order, 0, 'ready'),
    () => setOrder(order, 'ready'),
    () => setItem(order, 1, 'served'),
  ]
  let previous = order
  for (const step of steps) {
    const changed: Order = (await step()).body.order
    versions.push(changed.version)
    for (const [index, item] of changed.items.entries()) {
      if (item.status !== previous.items[index]!.status) expect(item.version).toBeGreaterThan(previous.version)
    }
    previous = changed
  }
  expect(versions).toEqual([...versions].sort((a, b) => a - b))
  expect(new Set(versions).size).toBe(versions.length)
})

test('two tablets tapping different items of one order at the same moment both take effect, and the order follows both', async () => {
  const order = await freshOrder()
  const otherTablet = await t.tokens.kitchen('kitchen1')
  const responses = await Promise.all([
    setItem(order, 0, 'preparing'),
    setItem(order, 1, 'preparing', otherTablet),
    setItem(order, 2, 'cancelled'),
  ])
  expect(responses.map((response) => response.status)).toEqual([200, 200, 200])
  const versions = responses.map((response) => response.body.order.version)
  expect(new Set(versions).size).toBe(3)
  expect(await storedOrder(order.order_id)).toMatchObject({ status: 'preparing', version: Math.max(...versions) })
})
