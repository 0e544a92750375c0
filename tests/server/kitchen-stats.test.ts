import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { clearOrders, demoIds } from '../helpers/kitchen-fixtures.js'

let t: TestApp
let ids: ReturnType<typeof demoIds>
let main: number
let garden: number
let tokens: { steward: string; kitchen1: string; kitchen2: string; admin: string; member: string }

/** Delhi wall-clock time on 22 November 2026 (or the day before) → the test clock. */
const ist = (time: string, day = '2026-11-22') => t.clock.set(new Date(`${day}T${time}:00+05:30`))

async function signIn() {
  tokens = {
    steward: await t.tokens.staff('steward@club.test'),
    kitchen1: await t.tokens.kitchen('kitchen1'),
    kitchen2: await t.tokens.kitchen('kitchen2'),
    admin: await t.tokens.staff(),
    member: await t.tokens.member(),
  }
}

async function place(restaurant: string, dishes: string[]): Promise<{ order_id: number; items: { item_id: number }[] }> {
  const items = []
  for (const dish of dishes) items.push({ menu_item_id: await ids.dish(restaurant, dish), quantity: 1 })
  const response = await t.call('POST', '/api/kitchen/orders', {
    token: tokens.steward,
    body: { restaurant_id: await ids.restaurant(restaurant), items },
  })
  expect(response.status).toBe(201)
  return response.body.order
}

const kitchenCall = async (method: string, path: string, body?: unknown, token = tokens.kitchen1) => {
  const response = await t.call(method, path, { token, ...(body ? { body } : {}) })
  expect(response.status).toBe(200)
}

beforeAll(async () => {
  t = await createTestApp()
  ids = demoIds(t)
  main = await ids.kitchen('Main Kitchen')
  garden = await ids.kitchen('Garden Kitchen')
  await clearOrders(t)

  // Placed at 23:50 the evening before, ready at 00:20: not one of today's orders.
  ist('23:50', '2026-11-21')
  await signIn()
  const late = await place('Zafraan', ['Dal Makhani'])
  ist('00:20')
  await kitchenCall('POST', `/api/kitchen/orders/${late.order_id}/bump`)

  ist('10:00')
  await signIn()
  const a = await place('Zafraan', ['Paneer Tikka', 'Butter Naan'])
  ist('10:06')
  await kitchenCall('POST', `/api/kitchen/orders/${a.order_id}/bump`) // 6 minutes
  ist('10:10')
  const b = await place('Jade Garden', ['Chilli Chicken', 'Veg Hakka Noodles'])
  ist('10:20')
  for (const status of ['preparing', 'ready']) {
    for (const item of b.items) await kitchenCall('PATCH', `/api/kitchen/update-itemstatus/${b.order_id}/${item.item_id}`, { status }) // 10 minutes
  }
  ist('10:30')
  await place('The Lawn Grill', ['Lamb Chops']) // another kitchen's
  ist('11:05')
  const c = await place('Zafraan', ['Rogan Josh'])
  ist('11:17')
  await kitchenCall('PATCH', `/api/kitchen/update-status/${c.order_id}`, { status: 'ready' }) // 12 minutes
  ist('11:30')
  await place('Zafraan', ['Jeera Rice'])
  ist('11:40')
  const e = await place('Jade Garden', ['Darsaan'])
  await kitchenCall('PATCH', `/api/kitchen/update-status/${e.order_id}`, { status: 'cancelled' })
  ist('11:45')
  await kitchenCall('PATCH', `/api/kitchen/update-status/${a.order_id}`, { status: 'served' })
  ist('11:50')
})
afterAll(async () => {
  await t.close()
})

describe('GET /api/kitchen/stats/:kitchenId', () => {
  test('gives the live queue and the club day’s figures: counts, average and 90th-percentile preparation, per hour', async () => {
    const response = await t.call('GET', `/api/kitchen/stats/${main}`, { token: tokens.kitchen1 })
    expect(response.status).toBe(200)
    const { hourly, ...figures } = response.body.data
    expect(figures).toEqual({
      kitchen_id: main,
      date: '2026-11-22',
      open_orders: 1, // 11:30 Jeera Rice
      ready_orders: 3, // last night's, 10:10 and 11:05; 10:00 was served
      orders_today: 5,
      cancelled_today: 1,
      prepared_today: 3,
      average_prep_seconds: 560, // (360 + 600 + 720) / 3
      p90_prep_seconds: 696, // 600 + 0.8 × (720 − 600)
    })
    expect(hourly).toHaveLength(24)
    expect(hourly[10]).toEqual({ hour: 10, label: '10:00', placed: 2, ready: 2 })
    expect(hourly[11]).toEqual({ hour: 11, label: '11:00', placed: 3, ready: 1 })
    expect(hourly[0]).toEqual({ hour: 0, label: '00:00', placed: 0, ready: 1 })
    expect(hourly.reduce((sum: number, hour: { placed: number }) => sum + hour.placed, 0)).toBe(5)
  })

  test('another kitchen’s orders are its own: the Garden Kitchen has one open order and no preparation times yet', async () => {
    const response = await t.call('GET', `/api/kitchen/stats/${garden}`, { token: tokens.admin })
    expect(response.body.data).toMatchObject({
      open_orders: 1,
      orders_today: 1,
      prepared_today: 0,
      average_prep_seconds: null,
      p90_prep_seconds: null,
    })
  })

  test('a kitchen account reads only its own kitchen’s figures; members and anonymous callers are refused', async () => {
    expect((await t.call('GET', `/api/kitchen/stats/${main}`, { token: tokens.kitchen2 })).status).toBe(403)
    expect((await t.call('GET', `/api/kitchen/stats/${main}`, { token: tokens.steward })).status).toBe(403)
    expect((await t.call('GET', `/api/kitchen/stats/${main}`, { token: tokens.member })).status).toBe(403)
    expect((await t.call('GET', `/api/kitchen/stats/${main}`)).status).toBe(401)
    expect((await t.call('GET', '/api/kitchen/stats/9999', { token: tokens.admin })).status).toBe(404)
  })

  // Last: it moves the clock to the next day for good (and signs in again there).
  test('the next club day starts from zero at midnight in Delhi', async () => {
    ist('00:01', '2026-11-23')
    await signIn()
    const response = await t.call('GET', `/api/kitchen/stats/${main}`, { token: tokens.admin })
    expect(response.body.data).toMatchObject({
      date: '2026-11-23',
      orders_today: 0,
      open_orders: 1,
      ready_orders: 3,
      average_prep_seconds: null,
    })
  })
})
