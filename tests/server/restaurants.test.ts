import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { demoIds, signInEveryone } from '../helpers/kitchen-fixtures.js'

let t: TestApp
let ids: ReturnType<typeof demoIds>
let admin: string
let steward: string
let reception: string
let kitchen1: string
let kitchen2: string
let member: string

beforeAll(async () => {
  t = await createTestApp()
  ids = demoIds(t)
  ;({ admin, steward, reception, kitchen1, kitchen2, member } = await signInEveryone(t))
})
afterAll(async () => {
  await t.close()
})

const snapshot = async () =>
  JSON.stringify({
    restaurants: await t.db.selectFrom('restaurants').selectAll().orderBy('restaurant_id').execute(),
    menu: await t.db.selectFrom('menu_items').selectAll().orderBy('menu_item_id').execute(),
    tables: await t.db.selectFrom('restaurant_tables').selectAll().orderBy('table_id').execute(),
  })

/** Each caller gets its status, and nothing is changed by any of them. */
async function expectRefused(method: string, path: string, callers: [string, string | undefined, number][], body?: unknown) {
  const before = await snapshot()
  for (const [who, token, status] of callers) {
    const response = await t.call(method, path, { ...(token ? { token } : {}), ...(body !== undefined ? { body } : {}) })
    expect({ who, status: response.status }).toEqual({ who, status })
    expect(response.body.message).toBeTruthy()
  }
  expect(await snapshot()).toBe(before)
}

/** 400 whose message starts with the field, and nothing changed. */
async function expectBadInput(method: string, path: string, body: unknown, field: string) {
  const before = await snapshot()
  const response = await t.call(method, path, { token: admin, body })
  expect({ body, status: response.status }).toEqual({ body, status: 400 })
  expect(response.body.message).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `))
  expect(await snapshot()).toBe(before)
}

const outsiders = (): [string, string | undefined, number][] => [
  ['member', member, 403],
  ['receptionist (no restaurants grant)', reception, 403],
  ['no token', undefined, 401],
]

describe('reading restaurants', () => {
  test('a steward lists the five restaurants by name with the spec’s field names', async () => {
    const response = await t.call('GET', '/api/facilities/restaurants', { token: steward })
    expect(response.status).toBe(200)
    expect(response.body.data.map((r: { name: string }) => r.name)).toEqual([
      'Café Friends',
      'Jade Garden',
      'The Colony Bar',
      'The Lawn Grill',
      'Zafraan',
    ])
    const zafraan = response.body.data.find((r: { name: string }) => r.name === 'Zafraan')
    const id = await ids.restaurant('Zafraan')
    expect(zafraan).toEqual({
      _id: id,
      restaurant_id: id,
      name: 'Zafraan',
      cuisine: 'North Indian',
      description: expect.any(String),
      location: 'Clubhouse, ground floor',
      kitchen_id: await ids.kitchen('Main Kitchen'),
      kitchen_name: 'Main Kitchen',
      isOpen: true,
      opening_hours: expect.any(String),
      menu_item_count: 17,
      table_count: 12,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    })
  })

  test('a kitchen account sees only the restaurants that send orders to its kitchen', async () => {
    const main = await t.call('GET', '/api/facilities/restaurants', { token: kitchen1 })
    expect(main.body.data.map((r: { name: string }) => r.name)).toEqual(['Jade Garden', 'Zafraan'])
    const garden = await t.call('GET', `/api/facilities/restaurant/${await ids.restaurant('Zafraan')}`, { token: kitchen2 })
    expect(garden.status).toBe(403)
    expect(garden.body.message).toBe('This restaurant sends its orders to another kitchen.')
  })

  test('one restaurant by id; an unknown id is 404', async () => {
    const response = await t.call('GET', `/api/facilities/restaurant/${await ids.restaurant('Jade Garden')}`, { token: kitchen1 })
    expect(response.body).toMatchObject({ success: true, data: { name: 'Jade Garden', isOpen: true, cuisine: 'Chinese' } })
    expect((await t.call('GET', '/api/facilities/restaurant/99999', { token: admin })).body).toMatchObject({
      message: 'Restaurant not found',
    })
  })

  test('members, staff without the restaurants grant and anonymous callers are refused', async () => {
    await expectRefused('GET', '/api/facilities/restaurants', outsiders())
    await expectRefused('GET', `/api/facilities/restaurant/${await ids.restaurant('Zafraan')}/menu`, outsiders())
  })
})

describe('creating and changing restaurants', () => {
  const newRestaurant = async () => ({
    name: 'Spice Route',
    cuisine: 'South Indian',
    kitchen_id: await ids.kitchen('Main Kitchen'),
    opening_hours: '08:00–11:00',
  })

  test('an admin creates a restaurant; it is stored open, sending orders to its kitchen', async () => {
    const response = await t.call('POST', '/api/facilities/restaurant', { token: admin, body: await newRestaurant() })
    expect(response.status).toBe(201)
    expect(response.body).toMatchObject({
      success: true,
      message: 'Restaurant created successfully',
      data: { name: 'Spice Route', isOpen: true, menu_item_count: 0 },
    })
    const stored = await t.db
      .selectFrom('restaurants')
      .selectAll()
      .where('restaurant_id', '=', response.body.data.restaurant_id)
      .executeTakeFirstOrThrow()
    expect(stored).toMatchObject({
      name: 'Spice Route',
      cuisine: 'South Indian',
      is_open: true,
      kitchen_id: await ids.kitchen('Main Kitchen'),
    })
  })

  test('a second restaurant of the same name, in any case, gets 409', async () => {
    const before = await snapshot()
    const response = await t.call('POST', '/api/facilities/restaurant', {
      token: admin,
      body: { ...(await newRestaurant()), name: 'ZAFRAAN' },
    })
    expect(response.status).toBe(409)
    expect(response.body.message).toMatch(/named 'ZAFRAAN' already exists/)
    expect(response.body.errors).toEqual([{ path: 'name', msg: response.body.message }])
    expect(await snapshot()).toBe(before)
  })

  test.each([
    [{ cuisine: 'Thai', kitchen_id: 1 }, 'name'],
    [{ name: 'Thai Orchid' }, 'kitchen_id'],
    [{ name: 'Thai Orchid', kitchen_id: 999 }, 'kitchen_id'],
    [{ name: 'Thai Orchid', kitchen_id: 1, isOpen: 'yes' }, 'isOpen'],
  ])('bad input %j gets 400 naming %s', async (body, field) => {
    await expectBadInput('POST', '/api/facilities/restaurant', body, field)
  })

  test('closing a restaurant with {isOpen: false} says so and is stored', async () => {
    const id = await ids.restaurant('The Colony Bar')
    const closed = await t.call('PUT', `/api/facilities/restaurant/${id}`, { token: admin, body: { isOpen: false } })
    expect(closed.body).toMatchObject({ success: true, message: 'The Colony Bar is now closed for orders', data: { isOpen: false } })
    expect((await t.db.selectFrom('restaurants').select('is_open').where('restaurant_id', '=', id).executeTakeFirstOrThrow()).is_open).toBe(
      false,
    )
    const reopened = await t.call('PUT', `/api/facilities/restaurant/${id}`, {
      token: admin,
      body: { isOpen: true, opening_hours: '17:00–00:30' },
    })
    expect(reopened.body).toMatchObject({
      message: 'Restaurant updated successfully',
      data: { isOpen: true, opening_hours: '17:00–00:30' },
    })
  })

  test('an empty update, or a name another restaurant has, changes nothing', async () => {
    const path = `/api/facilities/restaurant/${await ids.restaurant('Café Friends')}`
    const before = await snapshot()
    const empty = await t.call('PUT', path, { token: admin, body: {} })
    expect(empty.status).toBe(400)
    expect(empty.body.message).toMatch(/^Nothing to update/)
    const taken = await t.call('PUT', path, { token: admin, body: { name: 'jade garden' } })
    expect(taken.status).toBe(409)
    expect(await snapshot()).toBe(before)
  })

  test('a steward (view only) and kitchen accounts may not create or change restaurants', async () => {
    const body = await newRestaurant()
    const callers: [string, string | undefined, number][] = [['steward', steward, 403], ['kitchen', kitchen1, 403], ...outsiders()]
    await expectRefused('POST', '/api/facilities/restaurant', callers, { ...body, name: 'Nope' })
    await expectRefused('PUT', `/api/facilities/restaurant/${await ids.restaurant('Zafraan')}`, callers, { isOpen: false })
  })
})

describe('menus and recipes', () => {
  const dish = async () => ({
    restaurant_id: await ids.restaurant('Zafraan'),
    name: 'Nihari',
    category: 'Main course',
    price_paise: 79500,
    is_veg: false,
    station: 'hot',
    spice_level: 2,
  })

  test('the menu comes as {menuItems} in the menu’s order, each dish with its _id', async () => {
    const response = await t.call('GET', `/api/facilities/restaurant/${await ids.restaurant('Jade Garden')}/menu`, { token: steward })
    expect(response.status).toBe(200)
    expect(response.body.success).toBe(true)
    const items = response.body.menuItems
    expect(items).toHaveLength(16)
    expect(items[0]).toEqual({
      _id: await ids.dish('Jade Garden', 'Hot and Sour Soup (Veg)'),
      menu_item_id: await ids.dish('Jade Garden', 'Hot and Sour Soup (Veg)'),
      restaurant_id: await ids.restaurant('Jade Garden'),
      name: 'Hot and Sour Soup (Veg)',
      description: null,
      category: 'Soups',
      food_type: 'Veg',
      cuisine: 'Chinese',
      price_paise: 29500,
      is_veg: true,
      spice_level: 2,
      tags: [],
      station: 'wok',
      is_available: true,
      sort_order: 10,
      recipe: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    })
    const orders = items.map((item: { sort_order: number }) => item.sort_order)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
  })

  test('an admin adds a dish at the end of the menu; it is stored as sent', async () => {
    const response = await t.call('POST', '/api/facilities/menu', { token: admin, body: await dish() })
    expect(response.status).toBe(201)
    expect(response.body).toMatchObject({
      message: 'Menu item created successfully',
      data: { name: 'Nihari', price_paise: 79500, sort_order: 180, is_available: true },
    })
    const stored = await t.db
      .selectFrom('menu_items')
      .selectAll()
      .where('menu_item_id', '=', response.body.data._id)
      .executeTakeFirstOrThrow()
    expect(stored).toMatchObject({ name: 'Nihari', price_paise: 79500, is_veg: false, station: 'hot', spice_level: 2 })
  })

  test.each([
    [{ price_paise: -1 }, 'price_paise'],
    [{ price_paise: 10.5 }, 'price_paise'],
    [{ name: '' }, 'name'],
    [{ station: 'grill' }, 'station'],
    [{ station: 'Hot Line' }, 'station'],
    [{ restaurant_id: 9999 }, 'restaurant_id'],
    [{ spice_level: 5 }, 'spice_level'],
  ])('a dish with %j gets 400 naming %s', async (change, field) => {
    await expectBadInput('POST', '/api/facilities/menu', { ...(await dish()), name: 'Haleem', ...change }, field)
  })

  test('a dish already on the menu (any case) gets 409', async () => {
    const response = await t.call('POST', '/api/facilities/menu', { token: admin, body: { ...(await dish()), name: 'dal makhani' } })
    expect(response.status).toBe(409)
    expect(response.body.message).toBe("Zafraan already has 'dal makhani' on its menu. Edit that dish instead.")
    expect(response.body.errors).toEqual([{ path: 'name', msg: response.body.message }])
  })

  test('PUT menu/:id takes a dish off (is_available false) and changes its price', async () => {
    const id = await ids.dish('Café Friends', 'Cold Coffee')
    const response = await t.call('PUT', `/api/menu/${id}`, { token: admin, body: { is_available: false, price_paise: 24000 } })
    expect(response.body).toMatchObject({
      success: true,
      message: 'Menu item updated successfully',
      data: { _id: id, is_available: false, price_paise: 24000 },
    })
    expect(
      await t.db.selectFrom('menu_items').select(['is_available', 'price_paise']).where('menu_item_id', '=', id).executeTakeFirstOrThrow(),
    ).toEqual({ is_available: false, price_paise: 24000 })
    expect((await t.call('PUT', '/api/menu/99999', { token: admin, body: { is_available: false } })).status).toBe(404)
  })

  test('a recipe is saved, read back by the office and by the dish’s own kitchen only', async () => {
    const id = await ids.dish('Zafraan', 'Dal Makhani')
    const recipe = 'Whole urad 250 g, rajma 50 g, butter 100 g, cream 100 ml.\nSimmer overnight on the tandoor’s embers.'
    const saved = await t.call('POST', `/api/menu/${id}/recipe`, { token: admin, body: { recipe } })
    expect(saved.body).toEqual({
      success: true,
      message: 'Recipe saved successfully',
      data: expect.objectContaining({ _id: id, menu_item_id: id, name: 'Dal Makhani', recipe, method: recipe, portions: 1 }),
    })
    expect((await t.call('GET', `/api/menu/${id}/recipe`, { token: kitchen1 })).body.data.recipe).toBe(recipe)
    expect((await t.call('GET', `/api/menu/${id}/recipe`, { token: kitchen2 })).status).toBe(403)
    expect(
      (await t.call('GET', `/api/menu/${await ids.dish('Zafraan', 'Jeera Rice')}/recipe`, { token: steward })).body.data.recipe,
    ).toBeNull()
    await expectBadInput('POST', `/api/menu/${id}/recipe`, { recipe: '  ' }, 'recipe')
  })

  test('a steward and kitchen accounts may read menus but not change them', async () => {
    const id = await ids.dish('Zafraan', 'Gulab Jamun')
    const callers: [string, string | undefined, number][] = [['steward', steward, 403], ['kitchen', kitchen1, 403], ...outsiders()]
    await expectRefused('POST', '/api/facilities/menu', callers, await dish())
    await expectRefused('PUT', `/api/menu/${id}`, callers, { is_available: false })
    await expectRefused('POST', `/api/menu/${id}/recipe`, callers, { recipe: 'Khoya, sugar syrup' })
  })
})
