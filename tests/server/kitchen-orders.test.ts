import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { clearOrders, demoIds, orderSnapshot, signInEveryone } from '../helpers/kitchen-fixtures.js'

let t: TestApp
let ids: ReturnType<typeof demoIds>
let admin: string
let steward: string
let reception: string
let kitchen1: string
let kitchen2: string
let member: string
let main: number
let garden: number

beforeAll(async () => {
  t = await createTestApp()
  ids = demoIds(t)
  ;({ admin, steward, reception, kitchen1, kitchen2, member } = await signInEveryone(t))
  main = await ids.kitchen('Main Kitchen')
  garden = await ids.kitchen('Garden Kitchen')
  await clearOrders(t)
})
afterAll(async () => {
  await t.close()
})
beforeEach(() => {
  t.realtime.sent.length = 0
})

/** A dinner for table T4 at Zafraan: two tikkas well done and four naans. */
async function zafraanOrder(extra: Record<string, unknown> = {}) {
  return {
    restaurant_id: await ids.restaurant('Zafraan'),
    table_id: await ids.table('Zafraan', 'T4'),
    items: [
      { menu_item_id: await ids.dish('Zafraan', 'Paneer Tikka'), quantity: 2, notes: 'Well done' },
      { menu_item_id: await ids.dish('Zafraan', 'Butter Naan'), quantity: 4 },
    ],
    ...extra,
  }
}

const place = (body: unknown, token = steward) => t.call('POST', '/api/kitchen/orders', { token, body })
const json = (value: unknown) => JSON.parse(JSON.stringify(value))

describe('placing an order (POST /api/kitchen/orders)', () => {
  test('a steward’s order goes to the restaurant’s kitchen with the dishes copied from the menu, and is pushed to its room', async () => {
    const response = await place(
      await zafraanOrder({ member_id: 'm1002', notes: 'Anniversary', allergy_notes: 'No nuts in the tikka marinade' }),
    )
    expect(response.status).toBe(201)
    const { order } = response.body
    expect(response.body).toMatchObject({ success: true, message: 'Order sent to the kitchen' })
    expect(order).toMatchObject({
      kitchen_id: main,
      restaurant_id: await ids.restaurant('Zafraan'),
      restaurant_name: 'Zafraan',
      table_label: 'T4',
      member_id: 'M1002',
      member_name: expect.any(String),
      placed_by_name: 'Mohan Lal',
      notes: 'Anniversary',
      allergy_notes: 'No nuts in the tikka marinade',
      status: 'pending',
      created_at: '2026-11-22T04:30:00.000Z',
      last_bump: null,
      items: [
        {
          menu_item_id: await ids.dish('Zafraan', 'Paneer Tikka'),
          name: 'Paneer Tikka',
          quantity: 2,
          notes: 'Well done',
          status: 'pending',
          station: 'tandoor',
          price_paise: 52500,
        },
        {
          menu_item_id: await ids.dish('Zafraan', 'Butter Naan'),
          name: 'Butter Naan',
          quantity: 4,
          notes: null,
          status: 'pending',
          station: 'tandoor',
          price_paise: 9500,
        },
      ],
    })

    const stored = await t.db.selectFrom('orders').selectAll().where('order_id', '=', order.order_id).executeTakeFirstOrThrow()
    const stewardId = (await t.db.selectFrom('users').select('user_id').where('email', '=', 'steward@club.test').executeTakeFirstOrThrow())
      .user_id
    expect(stored).toMatchObject({ kitchen_id: main, placed_by: stewardId, member_id: 'M1002', status: 'pending', version: order.version })
    const items = await t.db.selectFrom('order_items').selectAll().where('order_id', '=', order.order_id).orderBy('item_id').execute()
    expect(items.map((item) => [item.name, item.quantity, item.status, item.price_paise])).toEqual([
      ['Paneer Tikka', 2, 'pending', 52500],
      ['Butter Naan', 4, 'pending', 9500],
    ])
    for (const item of items) expect(item.version).toBeLessThan(order.version)

    expect(json(t.realtime.sent)).toEqual([
      { room: `kitchen:${main}`, event: 'kitchen:changed', payload: { kitchen_id: main, version: order.version, order } },
    ])
  })

  test('a counter order with neither table nor member is taken, and a Lawn Grill order goes to the Garden Kitchen', async () => {
    const response = await place(
      {
        restaurant_id: await ids.restaurant('The Lawn Grill'),
        items: [{ menu_item_id: await ids.dish('The Lawn Grill', 'Lamb Chops'), quantity: 1 }],
      },
      admin,
    )
    expect(response.status).toBe(201)
    expect(response.body.order).toMatchObject({ kitchen_id: garden, table_id: null, table_label: null, member_id: null })
    expect(t.realtime.sent.map((hint) => hint.room)).toEqual([`kitchen:${garden}`])
  })

  test('kitchen accounts, members, a receptionist (no restaurants grant) and anonymous callers may not place orders', async () => {
    const body = await zafraanOrder()
    const before = await orderSnapshot(t)
    for (const [who, token, status] of [
      ['kitchen', kitchen1, 403],
      ['member', member, 403],
      ['receptionist', reception, 403],
      ['nobody', undefined, 401],
    ] as const) {
      const response = await t.call('POST', '/api/kitchen/orders', { ...(token ? { token } : {}), body })
      expect({ who, status: response.status }).toEqual({ who, status })
    }
    expect(await orderSnapshot(t)).toBe(before)
    expect(t.realtime.sent).toEqual([])
  })

  const refusals: [string, () => Promise<Record<string, unknown>>, string | RegExp][] = [
    ['an unknown restaurant', async () => zafraanOrder({ restaurant_id: 9999 }), 'restaurant_id: no restaurant has id 9999'],
    ['no dishes', async () => zafraanOrder({ items: [] }), 'items: must list at least one dish'],
    [
      'a quantity of 0',
      async () => zafraanOrder({ items: [{ menu_item_id: await ids.dish('Zafraan', 'Dal Makhani'), quantity: 0 }] }),
      'items.0.quantity: must be 1 or more',
    ],
    [
      'an unknown dish',
      async () => zafraanOrder({ items: [{ menu_item_id: 99999, quantity: 1 }] }),
      'items.0.menu_item_id: no menu item has id 99999',
    ],
    [
      'a dish of another restaurant',
      async () =>
        zafraanOrder({
          items: [
            { menu_item_id: await ids.dish('Zafraan', 'Dal Makhani'), quantity: 1 },
            { menu_item_id: await ids.dish('Jade Garden', 'Chilli Chicken'), quantity: 1 },
          ],
        }),
      'items.1.menu_item_id: Chilli Chicken is not on the menu of Zafraan',
    ],
    [
      'a table of another restaurant',
      async () => zafraanOrder({ table_id: await ids.table('Jade Garden', 'J1') }),
      /^table_id: table \d+ is not a table of Zafraan$/,
    ],
    ['an unknown member', async () => zafraanOrder({ member_id: 'M9999' }), 'member_id: no member has the number M9999'],
    [
      'a suspended member',
      async () => zafraanOrder({ member_id: 'M1058' }),
      /^member_id: .+ \(M1058\) is suspended; orders are for active members$/,
    ],
  ]

  test.each(refusals)('%s gets 400 and stores nothing', async (_case, makeBody, message) => {
    const before = await orderSnapshot(t)
    const response = await place(await makeBody())
    expect(response.status).toBe(400)
    if (typeof message === 'string') expect(response.body.message).toBe(message)
    else expect(response.body.message).toMatch(message)
    expect(await orderSnapshot(t)).toBe(before)
    expect(t.realtime.sent).toEqual([])
  })

  test('a closed restaurant, a dish taken off the menu and a table out of use are refused; nothing is stored', async () => {
    const jade = await ids.restaurant('Jade Garden')
    const kulfi = await ids.dish('Zafraan', 'Kulfi Falooda')
    const t12 = await ids.table('Zafraan', 'T12')
    await t.db.updateTable('restaurants').set({ is_open: false }).where('restaurant_id', '=', jade).execute()
    await t.db.updateTable('menu_items').set({ is_available: false }).where('menu_item_id', '=', kulfi).execute()
    await t.db.updateTable('restaurant_tables').set({ is_active: false }).where('table_id', '=', t12).execute()
    const before = await orderSnapshot(t)
    try {
      const closed = await place({ restaurant_id: jade, items: [{ menu_item_id: await ids.dish('Jade Garden', 'Darsaan'), quantity: 1 }] })
      expect(closed.body.message).toBe('restaurant_id: Jade Garden is closed and is not taking orders')
      const unavailable = await place(await zafraanOrder({ items: [{ menu_item_id: kulfi, quantity: 2 }] }))
      expect(unavailable.body.message).toBe('items.0.menu_item_id: Kulfi Falooda is not available now')
      const table = await place(await zafraanOrder({ table_id: t12 }))
      expect(table.body.message).toBe('table_id: table T12 of Zafraan is not in use')
      expect([closed.status, unavailable.status, table.status]).toEqual([400, 400, 400])
      expect(await orderSnapshot(t)).toBe(before)
    } finally {
      await t.db.updateTable('restaurants').set({ is_open: true }).where('restaurant_id', '=', jade).execute()
      await t.db.updateTable('menu_items').set({ is_available: true }).where('menu_item_id', '=', kulfi).execute()
      await t.db.updateTable('restaurant_tables').set({ is_active: true }).where('table_id', '=', t12).execute()
    }
  })
})

describe('the kitchen’s queue (GET /api/kitchen/orders/:kitchenId)', () => {
  test('lists open orders in arrival order with items, table and member, and the version to pull from', async () => {
    await clearOrders(t)
    const placed = []
    for (const table of ['T6', 'T2', 'T9']) {
      placed.push((await place(await zafraanOrder({ table_id: await ids.table('Zafraan', table), member_id: 'M1001' }))).body.order)
      t.clock.advance(60_000)
    }
    const response = await t.call('GET', `/api/kitchen/orders/${main}`, { token: kitchen1 })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ success: true, kitchen_id: main, version: placed[2].version })
    expect(response.body.orders).toEqual(placed)
    expect(response.body.orders.map((order: { table_label: string }) => order.table_label)).toEqual(['T6', 'T2', 'T9'])
    expect(response.body.orders[0].member_name).toBe('Vikram Malhotra')
  })

  test('a served or cancelled order stays for 30 minutes, then leaves the queue', async () => {
    const queue = async () =>
      (await t.call('GET', `/api/kitchen/orders/${main}`, { token: admin })).body.orders.map((o: { order_id: number }) => o.order_id)
    const [first, second] = await queue()
    for (const status of ['ready', 'served'])
      await t.call('PATCH', `/api/kitchen/update-status/${first}`, { token: kitchen1, body: { status } })
    await t.call('PATCH', `/api/kitchen/update-status/${second}`, { token: kitchen1, body: { status: 'cancelled' } })
    t.clock.advance(30 * 60_000)
    expect(await queue()).toContain(first)
    expect(await queue()).toContain(second)
    t.clock.advance(1000)
    expect(await queue()).not.toContain(first)
    expect(await queue()).not.toContain(second)
    expect(await queue()).toHaveLength(1)
  })

  test('a kitchen account reaches only its own kitchen; office staff without the kitchens grant and members are refused', async () => {
    const other = await t.call('GET', `/api/kitchen/orders/${main}`, { token: kitchen2 })
    expect(other.status).toBe(403)
    expect(other.body.message).toBe('You can only see the orders of your own kitchen.')
    expect((await t.call('GET', `/api/kitchen/orders/${garden}`, { token: kitchen2 })).status).toBe(200)
    expect((await t.call('GET', `/api/kitchen/orders/${garden}`, { token: admin })).status).toBe(200)
    expect((await t.call('GET', '/api/kitchen/orders/9999', { token: admin })).status).toBe(404)
    expect((await t.call('GET', `/api/kitchen/orders/${main}`, { token: steward })).status).toBe(403)
    expect((await t.call('GET', `/api/kitchen/orders/${main}`, { token: member })).status).toBe(403)
    expect((await t.call('GET', `/api/kitchen/orders/${main}`)).status).toBe(401)
  })
})
