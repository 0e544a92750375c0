import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { clearOrders, demoIds, orderSnapshot } from '../helpers/kitchen-fixtures.js'

// A station's tablet (the tandoor's) bumps, serves and recalls its own items only; the hot station's
// Dal Makhani is left as it was, in the stored rows (ADR 022, "Stations").

let t: TestApp
let ids: ReturnType<typeof demoIds>
let steward: string
let kitchen1: string
let kitchen2: string
let member: string

beforeAll(async () => {
  t = await createTestApp()
  ids = demoIds(t)
  steward = await t.tokens.staff('steward@club.test')
  kitchen1 = await t.tokens.kitchen('kitchen1')
  kitchen2 = await t.tokens.kitchen('kitchen2')
  member = await t.tokens.member()
  await clearOrders(t)
})
afterAll(async () => {
  await t.close()
})
beforeEach(() => {
  t.realtime.sent.length = 0
})

interface Order {
  order_id: number
  status: string
  version: number
  items: { item_id: number; name: string; station: string; status: string; version: number }[]
}

/** Zafraan, table T4: Butter Naan and Tandoori Roti (tandoor), Dal Makhani (hot); all pending. */
async function placeTableT4(): Promise<Order> {
  const dish = (name: string) => ids.dish('Zafraan', name)
  const response = await t.call('POST', '/api/kitchen/orders', {
    token: steward,
    body: {
      restaurant_id: await ids.restaurant('Zafraan'),
      table_id: await ids.table('Zafraan', 'T4'),
      items: [
        { menu_item_id: await dish('Butter Naan'), quantity: 4 },
        { menu_item_id: await dish('Dal Makhani'), quantity: 1 },
        { menu_item_id: await dish('Tandoori Roti'), quantity: 2 },
      ],
    },
  })
  expect(response.status).toBe(201)
  t.realtime.sent.length = 0
  return response.body.order
}

const storedItems = async (orderId: number) =>
  t.db
    .selectFrom('order_items')
    .select(['name', 'station', 'status', 'version', 'updated_at', 'ready_at', 'served_at'])
    .where('order_id', '=', orderId)
    .orderBy('item_id')
    .execute()
const storedOrder = (orderId: number) =>
  t.db.selectFrom('orders').select(['status', 'ready_at', 'last_bump_items']).where('order_id', '=', orderId).executeTakeFirstOrThrow()
const statusesOf = async (orderId: number) => (await storedItems(orderId)).map((item) => [item.name, item.status])

const bump = (order: Order, body?: unknown, token = kitchen1) =>
  t.call('POST', `/api/kitchen/orders/${order.order_id}/bump`, { token, ...(body === undefined ? {} : { body }) })
const recall = (order: Order, body?: unknown, token = kitchen1) =>
  t.call('POST', `/api/kitchen/orders/${order.order_id}/recall`, { token, ...(body === undefined ? {} : { body }) })
const setOrder = (order: Order, body: unknown, token = kitchen1) =>
  t.call('PATCH', `/api/kitchen/update-status/${order.order_id}`, { token, body })

describe('a station’s bump over HTTP', () => {
  test('the tandoor’s bump readies its breads; the hot station’s Dal Makhani is left untouched in the stored rows', async () => {
    const order = await placeTableT4()
    const dalBefore = (await storedItems(order.order_id))[1]!
    t.clock.advance(6 * 60_000)
    const response = await bump(order, { station: 'tandoor' })
    expect(response.status).toBe(200)
    expect(response.body.message).toBe(`Order ${order.order_id} bumped at tandoor: its tandoor items are ready`)
    expect(response.body.order.status).toBe('preparing')

    const [naan, dal, roti] = await storedItems(order.order_id)
    expect(naan).toMatchObject({ status: 'ready', ready_at: t.clock() })
    expect(roti).toMatchObject({ status: 'ready', ready_at: t.clock() })
    // Not marked ready, not even rewritten: same version, same time of change.
    expect(dal).toEqual(dalBefore)
    expect(await storedOrder(order.order_id)).toMatchObject({ status: 'preparing', ready_at: null })
    // Every screen of the kitchen is told, with the order as answered.
    expect(t.realtime.sent).toHaveLength(1)
    expect(JSON.parse(JSON.stringify(t.realtime.sent[0]!.payload))).toMatchObject({ order: response.body.order })
  })

  test('the order becomes ready when the last station bumps, and each station serves its own share', async () => {
    const order = await placeTableT4()
    expect((await bump(order, { station: 'tandoor' })).status).toBe(200)
    // The breads wait at the pass; the order as a whole is not ready to be served.
    const early = await setOrder(order, { status: 'served' })
    expect(early.status).toBe(409)
    expect(early.body.message).toBe('This order is preparing; only a ready order can be served.')
    const hot = await setOrder(order, { status: 'ready', station: 'hot' })
    expect(hot.status).toBe(200)
    expect(hot.body.message).toBe(`Order ${order.order_id}: its hot items are ready`)
    expect(await storedOrder(order.order_id)).toMatchObject({ status: 'ready', ready_at: t.clock() })

    const served = await setOrder(order, { status: 'served', station: 'tandoor' })
    expect(served.status).toBe(200)
    expect(await statusesOf(order.order_id)).toEqual([
      ['Butter Naan', 'served'],
      ['Dal Makhani', 'ready'],
      ['Tandoori Roti', 'served'],
    ])
    expect((await storedOrder(order.order_id)).status).toBe('ready')
    // Served again from the tandoor: nothing more of its own to serve, nothing written.
    const again = await setOrder(order, { status: 'served', station: 'tandoor' })
    expect(again.body.order.version).toBe(served.body.order.version)
    expect((await setOrder(order, { status: 'served', station: 'hot' })).body.order.status).toBe('served')
  })

  test('a bump with no body, or no station (an older tablet, the All view), readies every open item as before', async () => {
    const bare = await placeTableT4()
    expect((await bump(bare)).status).toBe(200)
    expect((await storedItems(bare.order_id)).map((item) => item.status)).toEqual(['ready', 'ready', 'ready'])
    const nullStation = await placeTableT4()
    expect((await bump(nullStation, { station: null })).status).toBe(200)
    expect((await storedOrder(nullStation.order_id)).status).toBe('ready')
    const patched = await placeTableT4()
    expect((await setOrder(patched, { status: 'ready' })).body.order.status).toBe('ready')
  })

  test('nothing left to cook at the station is 409 with the order, though the hot station still cooks', async () => {
    const order = await placeTableT4()
    await bump(order, { station: 'tandoor' })
    const before = await orderSnapshot(t)
    const again = await bump(order, { station: 'tandoor' })
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({
      code: 'invalid_transition',
      message: 'Nothing to bump at tandoor: none of this order’s tandoor items is waiting to be cooked.',
      current: { order_id: order.order_id, status: 'preparing' },
    })
    expect(await orderSnapshot(t)).toBe(before)
  })

  test('the tandoor’s recall puts back its breads only; the hot station’s bump stays recallable', async () => {
    const order = await placeTableT4()
    await bump(order, { station: 'tandoor' })
    t.clock.advance(60_000)
    await bump(order, { station: 'hot' })
    const tandoor = await recall(order, { station: 'tandoor' })
    expect(tandoor.status).toBe(200)
    expect(await statusesOf(order.order_id)).toEqual([
      ['Butter Naan', 'pending'],
      ['Dal Makhani', 'ready'],
      ['Tandoori Roti', 'pending'],
    ])
    expect(tandoor.body.order.last_bump.items).toEqual([{ item_id: order.items[1]!.item_id, from: 'pending' }])
    expect((await recall(order, { station: 'tandoor' })).status).toBe(409)
    expect((await recall(order, { station: 'hot' })).body.order.items.map((item: { status: string }) => item.status)).toEqual([
      'pending',
      'pending',
      'pending',
    ])
  })
})

describe('a bad station', () => {
  test('is 400 naming the field, and changes nothing: not a station word, or a station none of the order’s items is at', async () => {
    const order = await placeTableT4()
    const before = await orderSnapshot(t)
    for (const station of ['tandoor oven', 'a\u0000b', 7, '', 'x'.repeat(31)]) {
      const response = await bump(order, { station })
      expect(response.status, String(station)).toBe(400)
      expect(response.body.errors[0].path).toBe('station')
    }
    expect((await setOrder(order, { status: 'ready', station: 'Tandoor Oven' })).status).toBe(400)
    expect((await recall(order, { station: ['tandoor'] })).status).toBe(400)

    // The Main Kitchen has a wok station, but none of Zafraan's T4 dishes is cooked there.
    const wok = await bump(order, { station: 'wok' })
    expect(wok.status).toBe(400)
    expect(wok.body).toMatchObject({
      code: 'invalid_input',
      message: `station: no item of order ${order.order_id} is cooked at wok.`,
      errors: [{ path: 'station', msg: `station: no item of order ${order.order_id} is cooked at wok.` }],
    })
    expect((await setOrder(order, { status: 'ready', station: 'grill' })).status).toBe(400)
    expect((await recall(order, { station: 'dessert' })).status).toBe(400)
    expect(await orderSnapshot(t)).toBe(before)
    expect(t.realtime.sent).toEqual([])
  })
})

describe('who may bump a station', () => {
  test('no session is 401; a member, a steward and another kitchen’s tablet are 403; nothing changes', async () => {
    const order = await placeTableT4()
    const before = await orderSnapshot(t)
    expect((await t.call('POST', `/api/kitchen/orders/${order.order_id}/bump`, { body: { station: 'tandoor' } })).status).toBe(401)
    expect((await bump(order, { station: 'tandoor' }, member)).status).toBe(403)
    expect((await bump(order, { station: 'tandoor' }, steward)).status).toBe(403)
    const garden = await bump(order, { station: 'tandoor' }, kitchen2)
    expect(garden.status).toBe(403)
    expect(garden.body.message).toBe('This order belongs to another kitchen.')
    expect((await setOrder(order, { status: 'ready', station: 'tandoor' }, kitchen2)).status).toBe(403)
    expect((await recall(order, { station: 'tandoor' }, member)).status).toBe(403)
    expect(await orderSnapshot(t)).toBe(before)
    expect(t.realtime.sent).toEqual([])
  })
})

describe('a station’s taps through the outbox (POST /api/sync/push)', () => {
  const push = (clientId: string, mutations: { id: number; name: string; args: unknown }[]) =>
    t.call('POST', '/api/sync/push', {
      token: kitchen1,
      body: { client_id: clientId, mutations: mutations.map((mutation) => ({ ...mutation, at: t.clock().toISOString() })) },
    })

  test('kitchen.setOrderStatus and kitchen.recall with a station act on its items only', async () => {
    const order = await placeTableT4()
    const response = await push('tandoor-tablet-1', [
      { id: 1, name: 'kitchen.setOrderStatus', args: { order_id: order.order_id, status: 'ready', station: 'tandoor' } },
    ])
    expect(response.body.results).toEqual([{ id: 1, status: 'applied', state: expect.objectContaining({ status: 'preparing' }) }])
    expect(await statusesOf(order.order_id)).toEqual([
      ['Butter Naan', 'ready'],
      ['Dal Makhani', 'pending'],
      ['Tandoori Roti', 'ready'],
    ])
    await push('tandoor-tablet-1', [
      { id: 2, name: 'kitchen.setOrderStatus', args: { order_id: order.order_id, status: 'ready', station: 'hot' } },
      { id: 3, name: 'kitchen.recall', args: { order_id: order.order_id, station: 'hot' } },
    ])
    expect(await statusesOf(order.order_id)).toEqual([
      ['Butter Naan', 'ready'],
      ['Dal Makhani', 'pending'],
      ['Tandoori Roti', 'ready'],
    ])
  })

  test('a malformed station, or one the order has no item at, is rejected as invalid_args; nothing changes', async () => {
    const order = await placeTableT4()
    const before = await orderSnapshot(t)
    const response = await push('tandoor-tablet-2', [
      { id: 1, name: 'kitchen.setOrderStatus', args: { order_id: order.order_id, status: 'ready', station: 'Tandoor Oven' } },
      { id: 2, name: 'kitchen.recall', args: { order_id: order.order_id, station: 12 } },
      { id: 3, name: 'kitchen.setOrderStatus', args: { order_id: order.order_id, status: 'ready', station: 'wok' } },
    ])
    expect(response.status).toBe(200)
    expect(response.body.last_mutation_id).toBe(3)
    expect(response.body.results).toEqual([
      { id: 1, status: 'rejected', reason: 'invalid_args', message: expect.stringMatching(/^station: /) },
      { id: 2, status: 'rejected', reason: 'invalid_args', message: expect.stringMatching(/^station: /) },
      {
        id: 3,
        status: 'rejected',
        reason: 'invalid_args',
        message: `station: no item of order ${order.order_id} is cooked at wok.`,
        state: expect.objectContaining({ order_id: order.order_id, status: 'pending' }),
      },
    ])
    expect(await orderSnapshot(t)).toBe(before)
  })
})
