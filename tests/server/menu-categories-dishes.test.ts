import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { up as dishListsMigration } from '../../db/migrations/2026-11-30T0400_dish-menu-categories.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

// A dish chooses its category, food type and cuisine from the menu categories' lists (issue 22,
// spec 2 §7; ADR 038): the server takes only active entries of the right list, in the list's spelling.
let t: TestApp
let admin: string
let steward: string
let reception: string
let kitchen: string
let member: string
let restaurantId: number

const BASE = '/api/menu-categories'

beforeAll(async () => {
  t = await createTestApp({ seed: 'fixture' })
  admin = await t.tokens.staff()
  steward = await t.tokens.staff('steward@club.test')
  reception = await t.tokens.staff('reception@club.test')
  kitchen = await t.tokens.kitchen()
  member = await t.tokens.member()
  const { kitchen_id } = await t.db.selectFrom('kitchens').select('kitchen_id').executeTakeFirstOrThrow()
  restaurantId = (
    await t.db.insertInto('restaurants').values({ name: 'Pavilion', kitchen_id }).returning('restaurant_id').executeTakeFirstOrThrow()
  ).restaurant_id
})
beforeEach(async () => {
  await t.db.deleteFrom('menu_items').execute()
  await t.db.deleteFrom('menu_categories').execute()
  await t.db
    .insertInto('menu_categories')
    .values([
      { name: 'Starters', type: 'category' },
      { name: 'Main course', type: 'category' },
      { name: 'Desserts', type: 'category', is_active: false },
      { name: 'Veg', type: 'foodType' },
      { name: 'Non-Veg', type: 'foodType' },
      { name: 'North Indian', type: 'cuisine' },
    ])
    .execute()
})
afterAll(async () => {
  await t.close()
})

const dishes = () => t.db.selectFrom('menu_items').select(['name', 'category', 'food_type', 'cuisine']).orderBy('menu_item_id').execute()
const snapshot = async () =>
  JSON.stringify({ dishes: await dishes(), lists: await t.db.selectFrom('menu_categories').selectAll().execute() })
const addDish = (body: Record<string, unknown>, token = admin) =>
  t.call('POST', '/api/facilities/menu', {
    token,
    body: { restaurant_id: restaurantId, name: 'Paneer Tikka', price_paise: 42_000, ...body },
  })
const categoryId = async (name: string) =>
  (await t.db.selectFrom('menu_categories').select('category_id').where('name', '=', name).executeTakeFirstOrThrow()).category_id

/** Gives the steward's role (4) the 'restaurants' edit grant for the length of `run`. */
async function withStewardEditing(run: () => Promise<void>) {
  const menu = await t.db.selectFrom('menus').select('menu_id').where('key', '=', 'restaurants').executeTakeFirstOrThrow()
  const grant = () => t.db.updateTable('role_access').where('role_id', '=', 4).where('menu_id', '=', menu.menu_id)
  await grant().set({ can_edit: true }).execute()
  try {
    await run()
  } finally {
    await grant().set({ can_edit: false }).execute()
  }
}

describe('a dish chooses from the lists', () => {
  test('active names of the right lists are stored in the list’s spelling', async () => {
    const created = await addDish({ category: ' starters ', food_type: 'veg', cuisine: 'NORTH INDIAN' })
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({ category: 'Starters', food_type: 'Veg', cuisine: 'North Indian' })
    const changed = await t.call('PUT', `/api/menu/${created.body.data._id}`, { token: admin, body: { category: 'main course' } })
    expect(changed.status).toBe(200)
    expect(await dishes()).toEqual([{ name: 'Paneer Tikka', category: 'Main course', food_type: 'Veg', cuisine: 'North Indian' }])
    const cleared = await t.call('PUT', `/api/menu/${created.body.data._id}`, { token: admin, body: { cuisine: '', category: null } })
    expect(cleared.body.data).toMatchObject({ category: null, food_type: 'Veg', cuisine: null })
  })

  test.each([
    [{ category: 'Soups' }, 'category', "'Soups' is not in the Category list"],
    [{ category: 'Veg' }, 'category', "'Veg' is not in the Category list"],
    [{ food_type: 'Vegan' }, 'food_type', "'Vegan' is not in the Food type list"],
    [{ cuisine: 'Starters' }, 'cuisine', "'Starters' is not in the Cuisine list"],
    [{ category: 'desserts' }, 'category', "'Desserts' is switched off in the Category list"],
    [{ category: 42 }, 'category', 'must be'],
  ])('a new dish with %j is a 400 naming %s, and nothing is stored', async (change, field, text) => {
    const before = await snapshot()
    const response = await addDish({ category: 'Starters', ...change })
    expect(response.status).toBe(400)
    expect(response.body.errors).toEqual([expect.objectContaining({ path: field })])
    expect(response.body.message).toContain(text)
    expect(await snapshot()).toBe(before)
  })

  test('a dish keeps an entry switched off since; it cannot newly choose one', async () => {
    const created = await addDish({ category: 'Starters', food_type: 'Veg' })
    await t.call('PATCH', `${BASE}/${await categoryId('Starters')}/toggle-status`, { token: admin })
    // The dish form sends back what it holds: a price change with the switched-off category passes.
    const kept = await t.call('PUT', `/api/menu/${created.body.data._id}`, {
      token: admin,
      body: { category: 'Starters', food_type: 'Veg', price_paise: 45_000 },
    })
    expect(kept.status).toBe(200)
    expect(kept.body.data).toMatchObject({ category: 'Starters', price_paise: 45_000 })
    const before = await snapshot()
    const refused = await t.call('PUT', `/api/menu/${created.body.data._id}`, { token: admin, body: { category: 'Desserts' } })
    expect(refused.status).toBe(400)
    expect(refused.body.errors[0].path).toBe('category')
    expect(await snapshot()).toBe(before)
  })

  test('an entry a dish chose through the API cannot be deleted (409 naming it); once the dish moves it can', async () => {
    const created = await addDish({ category: 'Starters' })
    const id = await categoryId('Starters')
    const refused = await t.call('DELETE', `${BASE}/${id}`, { token: admin })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toContain('Paneer Tikka')
    await t.call('PUT', `/api/menu/${created.body.data._id}`, { token: admin, body: { category: 'Main course' } })
    expect((await t.call('DELETE', `${BASE}/${id}`, { token: admin })).status).toBe(200)
    // A rename carries to the dish, which then still names an entry of the list.
    await t.call('PUT', `${BASE}/${await categoryId('Main course')}`, { token: admin, body: { name: 'Mains' } })
    expect((await dishes())[0]!.category).toBe('Mains')
  })

  test('the wrong role may not add or change a dish, whatever it names', async () => {
    const created = await addDish({ category: 'Starters' })
    const before = await snapshot()
    for (const [who, token, status] of [
      ['steward', steward, 403],
      ['kitchen', kitchen, 403],
      ['member', member, 403],
      ['nobody', undefined, 401],
    ] as const) {
      const adding = await t.call('POST', '/api/facilities/menu', {
        ...(token ? { token } : {}),
        body: { restaurant_id: restaurantId, name: 'Soup', price_paise: 100, category: 'Soups' },
      })
      const changing = await t.call('PUT', `/api/menu/${created.body.data._id}`, {
        ...(token ? { token } : {}),
        body: { category: 'Soups' },
      })
      expect({ who, adding: adding.status, changing: changing.status }).toEqual({ who, adding: status, changing: status })
    }
    expect(await snapshot()).toBe(before)
  })
})

describe('the dropdown’s list', () => {
  test('admits whoever may edit dishes; view-only staff, other staff, kitchens and members are refused', async () => {
    const refusals: [string, string | undefined, number][] = [
      ['steward (view only)', steward, 403],
      ['reception', reception, 403],
      ['kitchen', kitchen, 403],
      ['member', member, 403],
      ['nobody', undefined, 401],
    ]
    for (const [who, token, status] of refusals) {
      const response = await t.call('GET', `${BASE}/type/category`, token ? { token } : {})
      expect({ who, status: response.status }).toEqual({ who, status })
    }
    await withStewardEditing(async () => {
      const response = await t.call('GET', `${BASE}/type/category`, { token: steward })
      expect(response.status).toBe(200)
      expect(response.body.options).toEqual([
        { label: 'Main course', value: 'Main course' },
        { label: 'Starters', value: 'Starters' },
      ])
      // The grant opens the dropdown only: the full list and changes still need 'menu-categories'.
      expect((await t.call('GET', BASE, { token: steward })).status).toBe(403)
      expect((await t.call('GET', `${BASE}/type/pudding`, { token: steward })).status).toBe(400)
    })
  })
})

describe('migration 2026-11-30T0400', () => {
  test('free text not in a list becomes an active entry; dishes take the list’s spelling; blanks become null', async () => {
    await t.db
      .insertInto('menu_items')
      .values([
        { restaurant_id: restaurantId, name: 'A', price_paise: 1, category: ' starters', food_type: 'Egg', cuisine: 'mughlai' },
        { restaurant_id: restaurantId, name: 'B', price_paise: 1, category: 'Soups', food_type: '', cuisine: 'Mughlai ' },
        { restaurant_id: restaurantId, name: 'C', price_paise: 1, category: 'soups', food_type: 'veg', cuisine: null },
      ])
      .execute()
    await dishListsMigration(t.db)
    await dishListsMigration(t.db) // again: nothing more
    expect(await dishes()).toEqual([
      { name: 'A', category: 'Starters', food_type: 'Egg', cuisine: 'Mughlai' },
      { name: 'B', category: 'Soups', food_type: null, cuisine: 'Mughlai' },
      { name: 'C', category: 'Soups', food_type: 'Veg', cuisine: null },
    ])
    const made = await t.db
      .selectFrom('menu_categories')
      .select(['name', 'type', 'is_active'])
      .where('name', 'in', ['Soups', 'Egg', 'mughlai', 'Mughlai'])
      .orderBy('type')
      .execute()
    expect(made).toEqual([
      { name: 'Soups', type: 'category', is_active: true },
      { name: 'Mughlai', type: 'cuisine', is_active: true },
      { name: 'Egg', type: 'foodType', is_active: true },
    ])
    // Each dish now passes the server's check as it stands.
    const b = (await t.db.selectFrom('menu_items').select('menu_item_id').where('name', '=', 'B').executeTakeFirstOrThrow()).menu_item_id
    const edited = await t.call('PUT', `/api/menu/${b}`, { token: admin, body: { category: 'Soups', cuisine: 'mughlai', price_paise: 2 } })
    expect(edited.status).toBe(200)
  })
})
