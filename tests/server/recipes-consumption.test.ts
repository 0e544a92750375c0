import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { clearOrders, demoIds, placeJadeGardenOrder, type PlacedOrder } from '../helpers/kitchen-fixtures.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

let t: TestApp
let admin: string
let steward: string
let kitchen1: string
let member: string
let main: string
let soup: number
let chicken: number
const units: Record<string, number> = {}

const recipePath = (dishId: number) => `/api/menu/${dishId}/recipe`
const inv = (path: string, body: unknown) => t.call('POST', `/api/inv${path}`, { token: admin, body })

/** The demo store may already hold these units; a test takes them as they are, or adds them. */
async function unit(symbol: string, name: string, dimension: string, factor: number) {
  const existing = (await t.call('GET', '/api/inv/measurement-units', { token: admin })).body.result.find(
    (row: { symbol: string }) => row.symbol.toLowerCase() === symbol,
  )
  units[symbol] = existing ? existing._id : (await inv('/measurement-units', { name, symbol, dimension, factor })).body.data._id
}

const consumed = (code: string) =>
  t.db
    .selectFrom('inv_stock_moves')
    .innerJoin('inv_products', 'inv_products.product_id', 'inv_stock_moves.product_id')
    .select(['inv_stock_moves.quantity', 'inv_stock_moves.order_item_id', 'inv_stock_moves.location', 'inv_stock_moves.balance'])
    .where('inv_products.code', '=', code)
    .where('inv_stock_moves.type', '=', 'consumption')
    .execute()

beforeAll(async () => {
  t = await createTestApp()
  admin = await t.tokens.staff()
  steward = await t.tokens.staff('steward@club.test')
  kitchen1 = await t.tokens.kitchen('kitchen1')
  member = await t.tokens.member()
  const ids = demoIds(t)
  main = `kitchen:${await ids.kitchen('Main Kitchen')}`
  soup = await ids.dish('Jade Garden', 'Sweet Corn Soup')
  chicken = await ids.dish('Jade Garden', 'Chilli Chicken')
  await clearOrders(t)
  await unit('kg', 'Kilogram', 'mass', 1000)
  await unit('g', 'Gram', 'mass', 1)
  await unit('l', 'Litre', 'volume', 1000)
  await unit('ml', 'Millilitre', 'volume', 1)
  const category = (await inv('/createcategory', { name: 'Test Larder' })).body.category._id
  await inv('/products', { code: 'T-CORN', name: 'Test Sweet Corn', category_id: category, unit_id: units.kg })
  await inv('/products', { code: 'T-STOCK', name: 'Test Veg Stock', category_id: category, unit_id: units.l })
  await inv('/products', { code: 'T-CHICKEN', name: 'Test Chicken', category_id: category, unit_id: units.kg })
  await inv('/inventory-transactions', {
    product_code: 'T-CORN',
    type: 'purchase',
    quantity: 10,
    unit_id: units.kg,
    unit_cost_paise: 8_000,
  })
  await inv('/inventory-transactions', { product_code: 'T-STOCK', type: 'purchase', quantity: 5, unit_id: units.l, unit_cost_paise: 4_000 })
  await inv('/inventory-transactions', {
    product_code: 'T-CHICKEN',
    type: 'purchase',
    quantity: 5,
    unit_id: units.kg,
    unit_cost_paise: 30_000,
  })
  await inv('/inventory-transactions', { product_code: 'T-CORN', type: 'transfer', quantity: 2, unit_id: units.kg, to_location: main })
})
afterAll(async () => {
  await t.close()
})

describe('recipes', () => {
  test('a recipe of ingredients, portions and method shows its food cost and its share of the price', async () => {
    const saved = await t.call('POST', recipePath(soup), {
      token: admin,
      body: {
        ingredients: [
          { product_code: 't-corn', quantity: 400, unit_id: units.g },
          { product_code: 'T-STOCK', quantity: 1, unit_id: units.l },
        ],
        portions: 4,
        method: 'Simmer the corn in the stock; thicken; season.',
      },
    })
    expect(saved.status).toBe(200)
    expect(saved.body.message).toBe('Recipe saved successfully')
    // 400 g of corn at ₹80/kg is ₹32, a litre of stock ₹40: ₹72 for four portions, ₹18 a portion.
    expect(saved.body.data).toMatchObject({
      portions: 4,
      method: 'Simmer the corn in the stock; thicken; season.',
      ingredients: [
        { product_code: 'T-CORN', product_name: 'Test Sweet Corn', quantity: 400, unit: 'g', cost_paise: 3_200 },
        { product_code: 'T-STOCK', quantity: 1, unit: 'l', cost_paise: 4_000 },
      ],
      food_cost_paise: 1_800,
    })
    const price = saved.body.data.price_paise
    expect(saved.body.data.food_cost_percent).toBe(Math.round((1_800 / price) * 1000) / 10)
    const read = await t.call('GET', recipePath(soup), { token: kitchen1 })
    expect(read.body.data).toEqual(saved.body.data)
  })

  test('an ingredient in a unit of another dimension, or an unknown product, is a 400 naming it; nothing changes', async () => {
    const before = await t.call('GET', recipePath(soup), { token: admin })
    const cases: [unknown, string][] = [
      [{ ingredients: [{ product_code: 'T-CORN', quantity: 1, unit_id: units.l }] }, 'ingredients.0.unit_id'],
      [{ ingredients: [{ product_code: 'T-NONE', quantity: 1, unit_id: units.g }] }, 'ingredients.0.product_code'],
      [{ ingredients: [{ product_code: 'T-CORN', quantity: 0, unit_id: units.g }] }, 'ingredients.0.quantity'],
      [
        {
          ingredients: [
            { product_code: 'T-CORN', quantity: 1, unit_id: units.g },
            { product_code: 'T-CORN', quantity: 1, unit_id: units.g },
          ],
        },
        'ingredients.1.product_code',
      ],
      [{ portions: 0 }, 'portions'],
      [{}, ''],
    ]
    for (const [body, field] of cases) {
      const response = await t.call('POST', recipePath(soup), { token: admin, body })
      expect({ body, status: response.status }).toEqual({ body, status: 400 })
      if (field) expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(field)
    }
    expect((await t.call('GET', recipePath(soup), { token: admin })).body).toEqual(before.body)
  })

  test('kitchens, stewards and members may not write a recipe', async () => {
    const body = { portions: 2 }
    for (const [token, status] of [
      [kitchen1, 403],
      [steward, 403],
      [member, 403],
      [undefined, 401],
    ] as const) {
      expect((await t.call('POST', recipePath(soup), { ...(token ? { token } : {}), body })).status).toBe(status)
    }
    expect((await t.call('GET', recipePath(soup), { token: admin })).body.data.portions).toBe(4)
  })
})

describe('what the kitchen serves comes off its stock', () => {
  let order: PlacedOrder
  const push = (clientId: string, mutations: { id: number; name: string; args: unknown; at: string }[]) =>
    t.call('POST', '/api/sync/push', { token: kitchen1, body: { client_id: clientId, mutations } })
  const tap = (id: number, itemId: number, status: string) => ({
    id,
    name: 'kitchen.setItemStatus',
    args: { order_id: order.order_id, item_id: itemId, status },
    at: t.clock().toISOString(),
  })

  beforeAll(async () => {
    await t.call('POST', recipePath(chicken), {
      token: admin,
      body: { ingredients: [{ product_code: 'T-CHICKEN', quantity: 250, unit_id: units.g }], portions: 1 },
    })
    order = await placeJadeGardenOrder(t, steward)
  })

  test('a soup served twice over (a duplicated push) takes two portions once; a cancelled dish takes nothing', async () => {
    const soupItem = order.items.find((item) => item.name === 'Sweet Corn Soup')!
    const chickenItem = order.items.find((item) => item.name === 'Chilli Chicken')!
    const first = await push('store-tablet-1', [
      tap(1, soupItem.item_id, 'preparing'),
      tap(2, soupItem.item_id, 'ready'),
      tap(3, soupItem.item_id, 'served'),
      tap(4, chickenItem.item_id, 'cancelled'),
    ])
    expect(first.status).toBe(200)
    expect(first.body.results.map((result: { status: string }) => result.status)).toEqual(['applied', 'applied', 'applied', 'applied'])
    // The tablet did not hear the answer and sends the whole outbox again; a second tablet's outbox repeats the serve.
    expect((await push('store-tablet-1', [tap(3, soupItem.item_id, 'served'), tap(4, chickenItem.item_id, 'cancelled')])).status).toBe(200)
    const second = await push('store-tablet-2', [tap(1, soupItem.item_id, 'served')])
    // Serving what is served already changes nothing (the state machine answers it as done).
    expect(second.status).toBe(200)

    // Two soups from a recipe of four portions: half the recipe, 200 g of corn and 0.5 l of stock.
    expect(await consumed('T-CORN')).toEqual([{ quantity: -0.2, order_item_id: soupItem.item_id, location: main, balance: 1.8 }])
    expect(await consumed('T-STOCK')).toEqual([{ quantity: -0.5, order_item_id: soupItem.item_id, location: main, balance: -0.5 }])
    expect(await consumed('T-CHICKEN')).toEqual([])

    const history = await t.call('GET', '/api/inv/inventory-transactions/history/T-CORN', { token: admin })
    expect(history.body.result[0]).toMatchObject({
      type: 'consumption',
      quantity: -0.2,
      location: main,
      balance: 1.8,
      reference: `Order ${order.order_id}`,
    })
    expect(history.body.stock).toEqual([
      { location: main, quantity: 1.8, unit: 'kg' },
      { location: 'store', quantity: 8, unit: 'kg' },
    ])
  })

  test('a dish with no recipe takes nothing, and is listed for the store keeper', async () => {
    const noodles = order.items.find((item) => item.name === 'Veg Hakka Noodles')!
    const noodlesDish = await demoIds(t).dish('Jade Garden', 'Veg Hakka Noodles')
    await t.db.deleteFrom('recipe_ingredients').where('menu_item_id', '=', noodlesDish).execute()
    const before = await t.db.selectFrom('inv_stock_moves').select('move_id').execute()
    for (const status of ['preparing', 'ready', 'served']) {
      const response = await t.call('PATCH', `/api/kitchen/update-itemstatus/${order.order_id}/${noodles.item_id}`, {
        token: kitchen1,
        body: { status },
      })
      expect(response.status).toBe(200)
    }
    expect(await t.db.selectFrom('inv_stock_moves').select('move_id').execute()).toHaveLength(before.length)
    const listed = await t.call('GET', '/api/inv/dishes-without-recipe', { token: admin })
    expect(listed.body.result).toContainEqual({
      menu_item_id: noodlesDish,
      name: 'Veg Hakka Noodles',
      restaurant_name: 'Jade Garden',
      served_count: 1,
    })
    expect((await t.call('GET', '/api/inv/dishes-without-recipe', { token: kitchen1 })).status).toBe(403)
  })
})

describe('a serve over HTTP and its stock moves', () => {
  const setStatus = (order: PlacedOrder, itemId: number, status: string) =>
    t.call('PATCH', `/api/kitchen/update-itemstatus/${order.order_id}/${itemId}`, { token: kitchen1, body: { status } })
  const itemStatus = async (itemId: number) =>
    (await t.db.selectFrom('order_items').select('status').where('item_id', '=', itemId).executeTakeFirstOrThrow()).status

  test('commit together: when the store cannot take the stock, the dish is not marked served either', async () => {
    const order = await placeJadeGardenOrder(t, steward)
    const chickenItem = order.items.find((item) => item.name === 'Chilli Chicken')!
    for (const status of ['preparing', 'ready']) expect((await setStatus(order, chickenItem.item_id, status)).status).toBe(200)
    // The store's table refuses every new move for a moment (a failed disk, a bad deploy).
    await sql`create function refuse_moves() returns trigger language plpgsql as $$ begin raise exception 'the store is down'; end $$`.execute(
      t.db,
    )
    await sql`create trigger refuse_moves before insert on inv_stock_moves for each row execute function refuse_moves()`.execute(t.db)
    try {
      expect((await setStatus(order, chickenItem.item_id, 'served')).status).toBe(500)
      expect(await itemStatus(chickenItem.item_id)).toBe('ready')
    } finally {
      await sql`drop trigger refuse_moves on inv_stock_moves`.execute(t.db)
      await sql`drop function refuse_moves()`.execute(t.db)
    }
    // The steward's next tap serves it, and the chicken comes off the kitchen's stock once.
    expect((await setStatus(order, chickenItem.item_id, 'served')).status).toBe(200)
    expect(await itemStatus(chickenItem.item_id)).toBe('served')
    const taken = await t.db.selectFrom('inv_stock_moves').select('quantity').where('order_item_id', '=', chickenItem.item_id).execute()
    expect(taken.map((move) => Number(move.quantity))).toEqual([-0.25])
  })
})

describe('the demo store', () => {
  test('about 150 products with a month of moves whose last balances are the levels, and a recipe for every dish', async () => {
    const products = await t.call('GET', '/api/inv/products', { token: admin })
    expect(products.body.result.length).toBeGreaterThanOrEqual(150)
    expect(products.body.result.some((product: { is_low: boolean }) => product.is_low)).toBe(true)
    const mismatched = await t.db
      .selectFrom('inv_stock_levels as l')
      .select(['l.product_id', 'l.location'])
      .where(({ eb, selectFrom }) =>
        eb(
          'l.quantity',
          '!=',
          selectFrom('inv_stock_moves as m')
            .select('m.balance')
            .whereRef('m.product_id', '=', 'l.product_id')
            .whereRef('m.location', '=', 'l.location')
            .orderBy('m.created_at', 'desc')
            .orderBy('m.move_id', 'desc')
            .limit(1),
        ),
      )
      .execute()
    expect(mismatched).toEqual([])
    const withoutRecipe = await t.call('GET', '/api/inv/dishes-without-recipe', { token: admin })
    expect(withoutRecipe.body.result.map((dish: { name: string }) => dish.name)).toEqual(['Veg Hakka Noodles'])
  })
})
