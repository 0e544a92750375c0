import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { clearOrders, demoIds, orderSnapshot, placeJadeGardenOrder, staffWithRole } from '../helpers/kitchen-fixtures.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

let t: TestApp
let steward: string
let kitchen1: string
let member: string
let jadeGarden: number

beforeAll(async () => {
  t = await createTestApp()
  steward = await t.tokens.staff('steward@club.test')
  kitchen1 = await t.tokens.kitchen('kitchen1')
  member = await t.tokens.member()
  jadeGarden = await demoIds(t).restaurant('Jade Garden')
  await clearOrders(t)
})
afterAll(async () => {
  await t.close()
})

const ordersOf = (restaurantId: number | string, token?: string) =>
  t.call('GET', `/api/facilities/restaurant/${restaurantId}/orders`, token ? { token } : {})

describe('GET /api/facilities/restaurant/:restaurantId/orders (the floor follows its orders)', () => {
  test('a steward reads the restaurant’s open orders with each item’s kitchen status, and those done in the last 30 minutes', async () => {
    const cooking = await placeJadeGardenOrder(t, steward)
    const served = await placeJadeGardenOrder(t, steward)
    const kitchen = (path: string, body?: unknown) =>
      t.call(body === undefined ? 'POST' : 'PATCH', path, { token: kitchen1, ...(body === undefined ? {} : { body }) })
    expect(
      (await kitchen(`/api/kitchen/update-itemstatus/${cooking.order_id}/${cooking.items[0]!.item_id}`, { status: 'preparing' })).status,
    ).toBe(200)
    expect((await kitchen(`/api/kitchen/orders/${served.order_id}/bump`)).status).toBe(200)
    expect((await kitchen(`/api/kitchen/update-status/${served.order_id}`, { status: 'served' })).status).toBe(200)
    const otherRestaurant = await t.call('POST', '/api/kitchen/orders', {
      token: steward,
      body: {
        restaurant_id: await demoIds(t).restaurant('Zafraan'),
        items: [{ menu_item_id: await demoIds(t).dish('Zafraan', 'Dal Makhani'), quantity: 1 }],
      },
    })
    expect(otherRestaurant.status).toBe(201)

    const response = await ordersOf(jadeGarden, steward)
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ success: true, restaurant_id: jadeGarden })
    const byId = new Map((response.body.orders as { order_id: number }[]).map((order) => [order.order_id, order]))
    expect([...byId.keys()].sort()).toEqual([cooking.order_id, served.order_id].sort())
    expect(byId.get(cooking.order_id)).toMatchObject({
      status: 'preparing',
      table_label: 'J3',
      items: [{ status: 'preparing' }, { status: 'pending' }, { status: 'pending' }],
    })
    expect(byId.get(served.order_id)).toMatchObject({ status: 'served' })

    t.clock.advance(31 * 60_000)
    const later = await ordersOf(jadeGarden, steward)
    expect((later.body.orders as { order_id: number }[]).map((order) => order.order_id)).toEqual([cooking.order_id])
  })

  test('an unknown restaurant is 404, a bad id 400; kitchen accounts, members and anonymous callers are refused', async () => {
    expect((await ordersOf(99_999, steward)).status).toBe(404)
    const bad = await ordersOf('abc', steward)
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/restaurantId/)
    expect((await ordersOf(jadeGarden, kitchen1)).status).toBe(403)
    expect((await ordersOf(jadeGarden, member)).status).toBe(403)
    expect((await ordersOf(jadeGarden)).status).toBe(401)
  })
})

describe('POST /api/kitchen/orders/:orderId/withdraw (the floor takes back an order the kitchen has not started)', () => {
  const withdraw = (orderId: number | string, token?: string) =>
    t.call('POST', `/api/kitchen/orders/${orderId}/withdraw`, token ? { token } : {})

  test('the steward who sent it withdraws it while nothing is started: every item cancelled, the kitchen told', async () => {
    const order = await placeJadeGardenOrder(t, steward)
    t.realtime.sent.length = 0
    t.realtime.isRecording = true
    const response = await withdraw(order.order_id, steward)
    t.realtime.isRecording = false
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      success: true,
      message: `Order ${order.order_id} withdrawn: the kitchen is told to stop`,
      order: { status: 'cancelled' },
    })
    const stored = await t.db.selectFrom('order_items').select('status').where('order_id', '=', order.order_id).execute()
    expect(stored.map((item) => item.status)).toEqual(['cancelled', 'cancelled', 'cancelled'])
    expect(t.realtime.sent).toEqual([
      expect.objectContaining({
        event: 'kitchen:changed',
        payload: expect.objectContaining({ order: expect.objectContaining({ order_id: order.order_id, status: 'cancelled' }) }),
      }),
    ])
  })

  test('once the kitchen has started it is 409 with the order as it stands; nothing changes', async () => {
    const order = await placeJadeGardenOrder(t, steward)
    expect(
      (
        await t.call('PATCH', `/api/kitchen/update-itemstatus/${order.order_id}/${order.items[0]!.item_id}`, {
          token: kitchen1,
          body: { status: 'preparing' },
        })
      ).status,
    ).toBe(200)
    const before = await orderSnapshot(t)
    const response = await withdraw(order.order_id, steward)
    expect(response.status).toBe(409)
    expect(response.body).toMatchObject({
      message: 'The kitchen has started this order (it is preparing); ask the kitchen to cancel it.',
      current: { status: 'preparing' },
    })
    expect(await orderSnapshot(t)).toBe(before)
  })

  test('another steward’s order is 403; kitchen accounts and members are refused; an unknown order 404, a bad id 400', async () => {
    const order = await placeJadeGardenOrder(t, steward)
    const otherSteward = await staffWithRole(t, 4, 'steward.two@club.test')
    const before = await orderSnapshot(t)
    const foreign = await withdraw(order.order_id, otherSteward)
    expect(foreign.status).toBe(403)
    expect(foreign.body.message).toBe('Only the steward who sent this order, or the kitchen, may take it back.')
    expect((await withdraw(order.order_id, kitchen1)).status).toBe(403)
    expect((await withdraw(order.order_id, member)).status).toBe(403)
    expect((await withdraw(order.order_id)).status).toBe(401)
    expect((await withdraw(99_999, steward)).status).toBe(404)
    expect((await withdraw('x', steward)).status).toBe(400)
    expect(await orderSnapshot(t)).toBe(before)
  })
})
