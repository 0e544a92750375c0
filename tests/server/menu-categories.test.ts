import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

let t: TestApp
let admin: string
let reception: string
let kitchen: string
let member: string
let restaurantId: number

const BASE = '/api/menu-categories'

beforeAll(async () => {
  t = await createTestApp({ seed: 'fixture' })
  admin = await t.tokens.staff()
  reception = await t.tokens.staff('reception@club.test')
  kitchen = await t.tokens.kitchen()
  member = await t.tokens.member()
  const { kitchen_id } = await t.db.selectFrom('kitchens').select('kitchen_id').executeTakeFirstOrThrow()
  restaurantId = (
    await t.db
      .insertInto('restaurants')
      .values({ name: 'Pavilion', kitchen_id, cuisine: 'North Indian' })
      .returning('restaurant_id')
      .executeTakeFirstOrThrow()
  ).restaurant_id
})
beforeEach(async () => {
  await t.db.deleteFrom('menu_items').execute()
  await t.db.deleteFrom('menu_categories').execute()
})
afterAll(async () => {
  await t.close()
})

const snapshot = async () => JSON.stringify(await t.db.selectFrom('menu_categories').selectAll().orderBy('category_id').execute())
const create = async (name: string, type = 'category') =>
  (await t.call('POST', BASE, { token: admin, body: { name, type } })).body.data._id as number
const addDish = (name: string, category: string, food_type: string | null = 'Veg') =>
  t.db.insertInto('menu_items').values({ restaurant_id: restaurantId, name, category, food_type, price_paise: 30_000 }).execute()

describe('menu categories', () => {
  test('an entry is created, listed by type and offered in the dropdown while active', async () => {
    const created = await t.call('POST', BASE, { token: admin, body: { name: 'Starters', type: 'category' } })
    expect(created.status).toBe(201)
    expect(created.body.message).toBe('Menu category created successfully')
    expect(created.body.data).toMatchObject({ name: 'Starters', type: 'category', isActive: true, dish_count: 0 })
    await create('Veg', 'foodType')
    await create('Mughlai', 'cuisine')

    const all = await t.call('GET', `${BASE}?type=category`, { token: admin })
    expect(all.body.data.map((entry: { name: string }) => entry.name)).toEqual(['Starters'])
    const searched = await t.call('GET', `${BASE}?search=mug&type=`, { token: admin })
    expect(searched.body.data.map((entry: { name: string }) => entry.name)).toEqual(['Mughlai'])

    const dropdown = await t.call('GET', `${BASE}/type/category`, { token: admin })
    expect(dropdown.body.options).toEqual([{ label: 'Starters', value: 'Starters' }])

    const toggled = await t.call('PATCH', `${BASE}/${created.body.data._id}/toggle-status`, { token: admin })
    expect(toggled.body.message).toBe('Menu category deactivated successfully')
    expect((await t.call('GET', `${BASE}/type/category`, { token: admin })).body.options).toEqual([])
    expect((await t.call('GET', `${BASE}?isActive=false`, { token: admin })).body.data).toHaveLength(1)
    const back = await t.call('PATCH', `${BASE}/${created.body.data._id}/toggle-status`, { token: admin })
    expect(back.body.message).toBe('Menu category activated successfully')
  })

  test('a name already in the same list is a 409; the same name in another list is fine', async () => {
    await create('Tandoor')
    const again = await t.call('POST', BASE, { token: admin, body: { name: 'tandoor', type: 'category' } })
    expect(again.status).toBe(409)
    expect(again.body.errors[0].path).toBe('name')
    expect((await t.call('POST', BASE, { token: admin, body: { name: 'Tandoor', type: 'cuisine' } })).status).toBe(201)
  })

  test('a rename carries to the dishes that use the entry', async () => {
    const id = await create('Mains')
    await addDish('Dal Makhani', 'Mains')
    const renamed = await t.call('PUT', `${BASE}/${id}`, { token: admin, body: { name: 'Main Course' } })
    expect(renamed.status).toBe(200)
    expect(renamed.body.message).toBe('Menu category updated successfully')
    expect(renamed.body.data.dish_count).toBe(1)
    const dish = await t.db.selectFrom('menu_items').select('category').executeTakeFirstOrThrow()
    expect(dish.category).toBe('Main Course')
  })

  test('a category in use cannot be deleted: 409 naming the dishes; switched off it stays on them', async () => {
    const id = await create('Desserts')
    await addDish('Gulab Jamun', 'Desserts')
    await addDish('Rasmalai', 'desserts')
    const before = await snapshot()
    const refused = await t.call('DELETE', `${BASE}/${id}`, { token: admin })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toContain('Gulab Jamun, Rasmalai')
    expect(refused.body.dishes).toEqual(['Gulab Jamun', 'Rasmalai'])
    expect(await snapshot()).toBe(before)

    const unused = await create('Soups')
    const deleted = await t.call('DELETE', `${BASE}/${unused}`, { token: admin })
    expect(deleted.status).toBe(200)
    expect(deleted.body.message).toBe('Menu category deleted successfully')
    expect((await t.call('GET', `${BASE}/${unused}`, { token: admin })).status).toBe(404)
  })

  test('bulk update changes every entry or none', async () => {
    const a = await create('Breads')
    const b = await create('Rice')
    const ok = await t.call('PUT', `${BASE}/bulk/update`, {
      token: admin,
      body: {
        categories: [
          { _id: a, name: 'Indian Breads' },
          { _id: b, isActive: false },
        ],
      },
    })
    expect(ok.status).toBe(200)
    expect(ok.body.data.map((entry: { name: string; isActive: boolean }) => [entry.name, entry.isActive])).toEqual([
      ['Indian Breads', true],
      ['Rice', false],
    ])
    const before = await snapshot()
    const clash = await t.call('PUT', `${BASE}/bulk/update`, {
      token: admin,
      body: {
        categories: [
          { _id: a, name: 'Naan' },
          { _id: b, name: 'Naan' },
        ],
      },
    })
    expect(clash.status).toBe(409)
    const missing = await t.call('PUT', `${BASE}/bulk/update`, {
      token: admin,
      body: { categories: [{ _id: a, name: 'Rotis' }, { _id: 999_999 }] },
    })
    expect(missing.status).toBe(404)
    expect(await snapshot()).toBe(before)
  })

  test('bad input is a 400 naming the field, and nothing changes', async () => {
    const id = await create('Grills')
    const before = await snapshot()
    const cases: [string, string, unknown, string][] = [
      ['POST', BASE, { type: 'category' }, 'name'],
      ['POST', BASE, { name: '  ', type: 'category' }, 'name'],
      ['POST', BASE, { name: 'Wok', type: 'dessert' }, 'type'],
      ['POST', BASE, { name: 'Wok', type: 'category', isActive: 'yes' }, 'isActive'],
      ['PUT', `${BASE}/${id}`, {}, ''],
      ['PUT', `${BASE}/bulk/update`, { categories: [] }, 'categories'],
      ['PUT', `${BASE}/bulk/update`, { categories: [{ name: 'x' }] }, 'categories.0._id'],
    ]
    for (const [method, path, body, field] of cases) {
      const response = await t.call(method, path, { token: admin, body })
      expect({ path, body, status: response.status }).toEqual({ path, body, status: 400 })
      if (field) expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(field)
    }
    expect((await t.call('GET', `${BASE}?isActive=maybe`, { token: admin })).status).toBe(400)
    expect((await t.call('GET', `${BASE}/type/dessert`, { token: admin })).status).toBe(400)
    expect((await t.call('GET', `${BASE}/abc`, { token: admin })).status).toBe(400)
    expect(await snapshot()).toBe(before)
  })

  test('members, kitchens and staff without the area are refused; no token is 401', async () => {
    const id = await create('Chaat')
    const before = await snapshot()
    const calls: [string, string, unknown?][] = [
      ['GET', BASE],
      ['POST', BASE, { name: 'Wok', type: 'category' }],
      ['PUT', `${BASE}/${id}`, { name: 'Wok' }],
      ['DELETE', `${BASE}/${id}`],
      ['PATCH', `${BASE}/${id}/toggle-status`],
      ['PUT', `${BASE}/bulk/update`, { categories: [{ _id: id, name: 'Wok' }] }],
    ]
    for (const [method, path, body] of calls) {
      for (const [who, token, status] of [
        ['member', member, 403],
        ['kitchen', kitchen, 403],
        ['reception', reception, 403],
        ['nobody', undefined, 401],
      ] as const) {
        const response = await t.call(method, path, { ...(token ? { token } : {}), ...(body ? { body } : {}) })
        expect({ who, method, path, status: response.status }).toEqual({ who, method, path, status })
      }
    }
    expect(await snapshot()).toBe(before)
  })
})
