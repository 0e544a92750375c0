import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { clearOrders, demoIds, placeJadeGardenOrder } from '../helpers/kitchen-fixtures.js'
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

const ordersOf = (restaurantId: number | string, token?: string) => t.call('GET', `/api/facilities/restaurant/${restaurantId}/orders`, token ? { token } : {})

describe('GET /api/facilities/restaurant/:restaurantId/orders (the floor follows its orders)', () => {
  test('a steward reads the restaurant’s open orders with each item’s kitchen status, and those done in the last 30 minutes', async () => {
    const cooking = await placeJadeGardenOrder(t, steward)
    const served = await placeJadeGardenOrder(t, steward)
    const kitchen = (path: string, body?: unknown) => t.call(body === undefined ? 'POST' : 'PATCH', path, { token: kitchen1, ...(body === undefined ? {} : { body }) })
    expect((await kitchen(`/api/kitchen/update-itemstatus/${cooking.order_id}/${cooking.items[0]!.item_id}`, { status: 'preparing' })).status).toBe(200)
    expect((await kitchen(`/api/kitchen/orders/${served.order_id}/bump`)).status).toBe(200)
    expect((await kitchen(`/api/kitchen/update-status/${served.order_id}`, { status: 'served' })).status).toBe(200)
    const otherRestaurant = await t.call('POST', '/api/kitchen/orders', {
      token: steward,
      body: { restaurant_id: await demoIds(t).restaurant('Zafraan'), items: [{ menu_item_id: await demoIds(t).dish('Zafraan', 'Dal Makhani'), quantity: 1 }] },
    })
    expect(otherRestaurant.status).toBe(201)

    const response = await ordersOf(jadeGarden, steward)
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ success: true, restaurant_id: jadeGarden })
    const byId = new Map((response.body.orders as { order_id: number }[]).map((order) => [order.order_id, order]))
    expect([...byId.keys()].sort()).toEqual([cooking.order_id, served.order_id].sort())
    expect(byId.get(cooking.order_id)).toMatchObject({ status: 'preparing', table_label: 'J3', items: [{ status: 'preparing' }, { status: 'pending' }, { status: 'pending' }] })
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
