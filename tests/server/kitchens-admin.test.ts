import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { demoIds, staffWithRole } from '../helpers/kitchen-fixtures.js'

let t: TestApp
let ids: ReturnType<typeof demoIds>
let admin: string
let storeKeeper: string
let steward: string
let kitchen1: string
let member: string

beforeAll(async () => {
  t = await createTestApp()
  ids = demoIds(t)
  admin = await t.tokens.staff()
  // The demo's Store Keeper role may view kitchens, nothing more.
  storeKeeper = await staffWithRole(t, 6, 'stores2@club.test')
  steward = await t.tokens.staff('steward@club.test')
  kitchen1 = await t.tokens.kitchen('kitchen1')
  member = await t.tokens.member()
})
afterAll(async () => {
  await t.close()
})

const snapshot = async () => JSON.stringify(await t.db.selectFrom('kitchens').selectAll().orderBy('kitchen_id').execute())
const stored = (kitchenId: number) => t.db.selectFrom('kitchens').selectAll().where('kitchen_id', '=', kitchenId).executeTakeFirstOrThrow()

async function expectRefused(method: string, path: string, callers: [string, string | undefined, number][], body?: unknown) {
  const before = await snapshot()
  for (const [who, token, status] of callers) {
    const response = await t.call(method, path, { ...(token ? { token } : {}), ...(body !== undefined ? { body } : {}) })
    expect({ who, status: response.status }).toEqual({ who, status })
  }
  expect(await snapshot()).toBe(before)
}

const notOffice = (): [string, string | undefined, number][] => [
  ['steward (no kitchens grant)', steward, 403],
  ['kitchen account', kitchen1, 403],
  ['member', member, 403],
  ['no token', undefined, 401],
]

describe('reading kitchens', () => {
  test('an admin lists both kitchens with kitchenId, id, timer thresholds, stations and restaurants', async () => {
    const response = await t.call('GET', '/api/admin/getallkitchens', { token: admin })
    expect(response.status).toBe(200)
    const main = await ids.kitchen('Main Kitchen')
    expect(response.body.data.map((kitchen: { name: string }) => kitchen.name)).toEqual(['Garden Kitchen', 'Main Kitchen'])
    expect(response.body.data[1]).toEqual({
      kitchenId: main,
      id: main,
      kitchen_id: main,
      name: 'Main Kitchen',
      description: 'Indian and Chinese restaurants, banquets',
      location: expect.any(String),
      is_active: true,
      amber_after_minutes: 5,
      red_after_minutes: 10,
      stations: ['tandoor', 'hot', 'wok', 'cold', 'dessert'],
      restaurants: [
        { restaurant_id: await ids.restaurant('Jade Garden'), name: 'Jade Garden', isOpen: true },
        { restaurant_id: await ids.restaurant('Zafraan'), name: 'Zafraan', isOpen: true },
      ],
      created_at: expect.any(String),
      updated_at: expect.any(String),
    })
  })

  test('a role granted kitchens:view (the Store Keeper) reads one kitchen; an unknown id is 404', async () => {
    const garden = await ids.kitchen('Garden Kitchen')
    const response = await t.call('GET', `/api/admin/getkitchen/${garden}`, { token: storeKeeper })
    expect(response.body).toMatchObject({
      success: true,
      data: { kitchenId: garden, name: 'Garden Kitchen', stations: ['grill', 'hot', 'cold', 'bar', 'dessert'] },
    })
    expect(response.body.data.restaurants.map((r: { name: string }) => r.name)).toEqual([
      'Café Friends',
      'The Colony Bar',
      'The Lawn Grill',
    ])
    const missing = await t.call('GET', '/api/admin/getkitchen/9999', { token: admin })
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe('Kitchen not found')
  })

  test('the kitchen account’s own kitchen now carries its thresholds and stations', async () => {
    const response = await t.call('GET', '/api/kitchen/user-kitchen', { token: kitchen1 })
    expect(response.body.data).toMatchObject({
      name: 'Main Kitchen',
      kitchenId: await ids.kitchen('Main Kitchen'),
      amber_after_minutes: 5,
      red_after_minutes: 10,
    })
  })

  test('stewards, kitchen accounts, members and anonymous callers may not read the office’s kitchen list', async () => {
    await expectRefused('GET', '/api/admin/getallkitchens', notOffice())
    await expectRefused('GET', `/api/admin/getkitchen/${await ids.kitchen('Main Kitchen')}`, notOffice())
  })
})

describe('creating and changing kitchens', () => {
  test('an admin creates a kitchen with defaults of 5 and 10 minutes and no stations', async () => {
    const response = await t.call('POST', '/api/admin/createkitchen', {
      token: admin,
      body: { name: 'Banquet Kitchen', location: 'Basement, below the halls' },
    })
    expect(response.status).toBe(201)
    expect(response.body).toMatchObject({
      success: true,
      message: 'Kitchen created successfully',
      data: { name: 'Banquet Kitchen', amber_after_minutes: 5, red_after_minutes: 10, stations: [], is_active: true, restaurants: [] },
    })
    expect(await stored(response.body.data.kitchenId)).toMatchObject({
      name: 'Banquet Kitchen',
      location: 'Basement, below the halls',
      stations: [],
    })
  })

  test('a kitchen name already in use, in any case, gets 409', async () => {
    const before = await snapshot()
    const response = await t.call('POST', '/api/admin/createkitchen', { token: admin, body: { name: 'main kitchen' } })
    expect(response.status).toBe(409)
    expect(response.body.message).toMatch(/named 'Main Kitchen' already exists/)
    expect(await snapshot()).toBe(before)
  })

  test.each([
    [{}, 'name'],
    [{ name: 'Bakery', amber_after_minutes: 10, red_after_minutes: 10 }, 'red_after_minutes'],
    [{ name: 'Bakery', amber_after_minutes: 0 }, 'amber_after_minutes'],
    [{ name: 'Bakery', stations: ['oven', 'oven'] }, 'stations'],
    [{ name: 'Bakery', stations: ['Pastry Bench'] }, 'stations.0'],
  ])('bad input %j gets 400 naming %s and creates nothing', async (body, field) => {
    const before = await snapshot()
    const response = await t.call('POST', '/api/admin/createkitchen', { token: admin, body })
    expect(response.status).toBe(400)
    expect(response.body.message).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `))
    expect(await snapshot()).toBe(before)
  })

  test('an admin changes thresholds and stations; the stored kitchen follows', async () => {
    const garden = await ids.kitchen('Garden Kitchen')
    const response = await t.call('PUT', `/api/admin/updatekitchen/${garden}`, {
      token: admin,
      body: { amber_after_minutes: 8, red_after_minutes: 15, stations: ['grill', 'hot', 'cold', 'bar', 'dessert', 'pizza'] },
    })
    expect(response.body).toMatchObject({
      success: true,
      message: 'Kitchen updated successfully',
      data: { amber_after_minutes: 8, red_after_minutes: 15 },
    })
    expect(await stored(garden)).toMatchObject({
      amber_after_minutes: 8,
      red_after_minutes: 15,
      stations: ['grill', 'hot', 'cold', 'bar', 'dessert', 'pizza'],
    })
  })

  test('one threshold alone must still keep amber before red, against the stored other', async () => {
    const main = await ids.kitchen('Main Kitchen')
    const before = await snapshot()
    const response = await t.call('PUT', `/api/admin/updatekitchen/${main}`, { token: admin, body: { amber_after_minutes: 12 } })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe('red_after_minutes: must be more than amber_after_minutes (12); a card turns amber first, then red')
    expect(await snapshot()).toBe(before)
  })

  test('renaming to another kitchen’s name is 409, an unknown kitchen 404, an empty body 400', async () => {
    const main = await ids.kitchen('Main Kitchen')
    expect((await t.call('PUT', `/api/admin/updatekitchen/${main}`, { token: admin, body: { name: 'GARDEN KITCHEN' } })).status).toBe(409)
    expect((await t.call('PUT', '/api/admin/updatekitchen/9999', { token: admin, body: { is_active: false } })).status).toBe(404)
    expect((await t.call('PUT', `/api/admin/updatekitchen/${main}`, { token: admin, body: {} })).body.message).toMatch(/^Nothing to update/)
  })

  test('a kitchen can be switched off; its restaurants then take no orders', async () => {
    const created = await t.call('POST', '/api/admin/createkitchen', { token: admin, body: { name: 'Pool Kitchen' } })
    const kitchenId = created.body.data.kitchenId
    const off = await t.call('PUT', `/api/admin/updatekitchen/${kitchenId}`, { token: admin, body: { is_active: false } })
    expect(off.body.data.is_active).toBe(false)
    expect((await stored(kitchenId)).is_active).toBe(false)
    const restaurant = await t.call('POST', '/api/facilities/restaurant', {
      token: admin,
      body: { name: 'Pool Deck', kitchen_id: kitchenId },
    })
    expect(restaurant.status).toBe(400)
    expect(restaurant.body.message).toBe('kitchen_id: Pool Kitchen is inactive; choose a working kitchen')
  })

  test('a kitchen whose restaurants are open cannot be switched off (409 naming them); nothing changes', async () => {
    const main = await ids.kitchen('Main Kitchen')
    const open = await t.db
      .selectFrom('restaurants')
      .select('name')
      .where('kitchen_id', '=', main)
      .where('is_open', '=', true)
      .orderBy('name')
      .execute()
    expect(open.length).toBeGreaterThan(1)
    const before = await snapshot()
    const response = await t.call('PUT', `/api/admin/updatekitchen/${main}`, { token: admin, body: { is_active: false } })
    expect(response.status).toBe(409)
    expect(response.body.message).toBe(
      `${open.map((restaurant) => restaurant.name).join(', ')} are open and send their orders to Main Kitchen: close them or move them to another kitchen before switching Main Kitchen off.`,
    )
    expect(await snapshot()).toBe(before)
  })

  test('a station that dishes still name cannot be taken away (400 on stations, naming the dishes); nothing changes', async () => {
    const main = await ids.kitchen('Main Kitchen')
    const { stations } = await stored(main)
    const tandoorDishes = await t.db
      .selectFrom('menu_items')
      .innerJoin('restaurants', 'restaurants.restaurant_id', 'menu_items.restaurant_id')
      .select('menu_items.name')
      .where('restaurants.kitchen_id', '=', main)
      .where('menu_items.station', '=', 'tandoor')
      .orderBy('menu_items.name')
      .execute()
    expect(tandoorDishes.length).toBeGreaterThan(3)
    const before = await snapshot()
    const response = await t.call('PUT', `/api/admin/updatekitchen/${main}`, {
      token: admin,
      body: { stations: stations.filter((station) => station !== 'tandoor') },
    })
    expect(response.status).toBe(400)
    const named = tandoorDishes
      .slice(0, 3)
      .map((dish) => dish.name)
      .join(', ')
    const message = `'tandoor' is still the station of ${named} and ${tandoorDishes.length - 3} more; move those dishes to another station first`
    expect(response.body).toMatchObject({ message: `stations: ${message}`, errors: [{ path: 'stations', msg: `stations: ${message}` }] })
    expect(await snapshot()).toBe(before)
  })

  test('only roles with the kitchens create/edit grants may change kitchens (the Store Keeper may only view)', async () => {
    const callers: [string, string | undefined, number][] = [['store keeper (view only)', storeKeeper, 403], ...notOffice()]
    await expectRefused('POST', '/api/admin/createkitchen', callers, { name: 'Tandoor Shed' })
    await expectRefused('PUT', `/api/admin/updatekitchen/${await ids.kitchen('Main Kitchen')}`, callers, { amber_after_minutes: 2 })
  })
})
