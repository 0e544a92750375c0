import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { demoIds, signInEveryone } from '../helpers/kitchen-fixtures.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

/**
 * Values PostgreSQL refuses are refused before it sees them: a NUL character in any text, and an id
 * or number past PostgreSQL's `integer` (99999999999), in a path or a body, are a 400 naming the
 * field, and nothing changes.
 */

let t: TestApp
let admin: string
let member: string
let order: { orderId: number; itemId: number }
let restaurantId: number
let dishId: number

const TOO_BIG = 99_999_999_999
const NUL = 'a\u0000b'

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, member } = await signInEveryone(t))
  const ids = demoIds(t)
  restaurantId = await ids.restaurant('Jade Garden')
  dishId = await ids.dish('Jade Garden', 'Sweet Corn Soup')
  const placed = await t.call('POST', '/api/kitchen/orders', {
    token: admin,
    body: { restaurant_id: restaurantId, items: [{ menu_item_id: dishId, quantity: 1 }] },
  })
  expect(placed.status).toBe(201)
  order = { orderId: placed.body.order.order_id, itemId: placed.body.order.items[0].item_id }
})
afterAll(async () => {
  await t.close()
})

const everything = async () =>
  JSON.stringify(
    await Promise.all(
      (
        ['orders', 'order_items', 'restaurants', 'menu_items', 'restaurant_tables', 'kitchens', 'roles', 'role_access', 'menus'] as const
      ).map((table) => t.db.selectFrom(table).selectAll().execute()),
    ),
  )

type Case = [method: string, path: () => string, body: (() => unknown) | undefined, field: string]

async function expectFieldRefused([method, path, body, field]: Case, token = admin) {
  const response = await t.call(method, path(), { token, ...(body ? { body: body() } : {}) })
  expect({ field, status: response.status }).toEqual({ field, status: 400 })
  expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(field)
  expect(response.body.message).toContain(field)
}

const placeBody =
  (change: Record<string, unknown> = {}, line: Record<string, unknown> = {}) =>
  () => ({
    restaurant_id: restaurantId,
    items: [{ menu_item_id: dishId, quantity: 1, ...line }],
    ...change,
  })

describe('kitchen orders refuse what PostgreSQL would', () => {
  const cases: Case[] = [
    ['GET', () => `/api/kitchen/orders/${TOO_BIG}`, undefined, 'kitchenId'],
    ['GET', () => `/api/kitchen/stats/${TOO_BIG}`, undefined, 'kitchenId'],
    ['GET', () => `/api/facilities/restaurant/${TOO_BIG}/orders`, undefined, 'restaurantId'],
    ['PATCH', () => `/api/kitchen/update-status/${TOO_BIG}`, () => ({ status: 'ready' }), 'orderId'],
    ['PATCH', () => `/api/kitchen/update-itemstatus/${order.orderId}/${TOO_BIG}`, () => ({ status: 'preparing' }), 'itemId'],
    ['POST', () => `/api/kitchen/orders/${TOO_BIG}/bump`, undefined, 'orderId'],
    ['POST', () => `/api/kitchen/orders/${TOO_BIG}/recall`, undefined, 'orderId'],
    ['POST', () => `/api/kitchen/orders/${TOO_BIG}/withdraw`, undefined, 'orderId'],
    ['POST', () => '/api/kitchen/orders', placeBody({ restaurant_id: TOO_BIG }), 'restaurant_id'],
    ['POST', () => '/api/kitchen/orders', placeBody({ table_id: TOO_BIG }), 'table_id'],
    ['POST', () => '/api/kitchen/orders', placeBody({}, { menu_item_id: TOO_BIG }), 'items.0.menu_item_id'],
    ['POST', () => '/api/kitchen/orders', placeBody({}, { quantity: TOO_BIG }), 'items.0.quantity'],
    ['POST', () => '/api/kitchen/orders', placeBody({ notes: NUL }), 'notes'],
    ['POST', () => '/api/kitchen/orders', placeBody({ member_id: NUL }), 'member_id'],
    ['POST', () => '/api/kitchen/orders', placeBody({}, { allergy_notes: NUL }), 'items.0.allergy_notes'],
  ]
  test.each(cases)('%s %s: 400 naming the field, nothing changed', async (...refused) => {
    const before = await everything()
    await expectFieldRefused(refused)
    expect(await everything()).toBe(before)
  })
})

describe('restaurants, menus, recipes and tables refuse what PostgreSQL would', () => {
  const tables = () => `/api/facilities/restaurant/${restaurantId}/tables`
  const cases: Case[] = [
    ['GET', () => `/api/facilities/restaurant/${TOO_BIG}`, undefined, 'restaurantId'],
    ['PUT', () => `/api/facilities/restaurant/${TOO_BIG}`, () => ({ isOpen: false }), 'restaurantId'],
    ['GET', () => `/api/facilities/restaurant/${TOO_BIG}/menu`, undefined, 'restaurantId'],
    ['GET', () => `/api/facilities/restaurant/${TOO_BIG}/tables`, undefined, 'restaurantId'],
    ['PUT', () => `${tables()}/${TOO_BIG}`, () => ({ seats: 2 }), 'tableId'],
    ['DELETE', () => `${tables()}/${TOO_BIG}`, undefined, 'tableId'],
    ['PUT', () => `/api/menu/${TOO_BIG}`, () => ({ is_available: false }), 'menuItemId'],
    ['GET', () => `/api/menu/${TOO_BIG}/recipe`, undefined, 'menuItemId'],
    ['POST', () => `/api/menu/${TOO_BIG}/recipe`, () => ({ recipe: 'Simmer.' }), 'menuItemId'],
    ['POST', () => '/api/facilities/restaurant', () => ({ name: 'Nul Bistro', kitchen_id: TOO_BIG }), 'kitchen_id'],
    ['POST', () => '/api/facilities/restaurant', () => ({ name: NUL, kitchen_id: 1 }), 'name'],
    ['PUT', () => `/api/facilities/restaurant/${restaurantId}`, () => ({ cuisine: NUL }), 'cuisine'],
    ['POST', () => '/api/facilities/menu', () => ({ restaurant_id: TOO_BIG, name: 'Soup', price_paise: 100 }), 'restaurant_id'],
    ['POST', () => '/api/facilities/menu', () => ({ restaurant_id: restaurantId, name: 'Soup', price_paise: TOO_BIG }), 'price_paise'],
    ['PUT', () => `/api/menu/${dishId}`, () => ({ name: NUL }), 'name'],
    ['PUT', () => `/api/menu/${dishId}`, () => ({ tags: ['spicy', NUL] }), 'tags.1'],
    ['PUT', () => `/api/menu/${dishId}`, () => ({ sort_order: TOO_BIG }), 'sort_order'],
    ['POST', () => `/api/menu/${dishId}/recipe`, () => ({ recipe: NUL }), 'recipe'],
    ['POST', tables, () => ({ label: NUL }), 'label'],
    ['POST', tables, () => ({ label: 'J99', seats: TOO_BIG }), 'seats'],
  ]
  test.each(cases)('%s %s: 400 naming the field, nothing changed', async (...refused) => {
    const before = await everything()
    await expectFieldRefused(refused)
    expect(await everything()).toBe(before)
  })
})

describe('roles, access and menus refuse what PostgreSQL would', () => {
  const cases: Case[] = [
    ['GET', () => `/api/getrole/${TOO_BIG}`, undefined, 'id'],
    ['GET', () => `/api/getroleaccess/${TOO_BIG}`, undefined, 'id'],
    ['PUT', () => `/api/updaterole/${TOO_BIG}`, () => ({ description: 'x' }), 'id'],
    ['DELETE', () => `/api/deleterole/${TOO_BIG}`, undefined, 'id'],
    ['POST', () => '/api/createrole', () => ({ name: NUL }), 'name'],
    ['POST', () => '/api/createrole', () => ({ name: 'Sommelier', description: NUL }), 'description'],
    ['POST', () => '/api/accesscontrol/update', () => ({ role_id: TOO_BIG, access: [{ key: 'members', view: true }] }), 'role_id'],
    ['POST', () => '/api/accesscontrol/update', () => ({ role_id: 3, access: [{ key: NUL, view: true }] }), 'access.0.key'],
    ['POST', () => '/api/accesscontrol/update', () => ({ role_id: 3, access: [{ menu_id: TOO_BIG, view: true }] }), 'access.0.menu_id'],
    ['POST', () => '/api/createmenu', () => ({ key: 'cellar', title: NUL, path: '/dashboard/cellar' }), 'title'],
    ['POST', () => '/api/createmenu', () => ({ key: 'cellar', title: 'Cellar', path: `/dashboard/${NUL}` }), 'path'],
    [
      'POST',
      () => '/api/createmenu',
      () => ({ key: 'cellar', title: 'Cellar', path: '/dashboard/cellar', sort_order: TOO_BIG }),
      'sort_order',
    ],
    ['POST', () => '/api/getmenubyrole', () => ({ role_id: TOO_BIG }), 'role_id'],
    ['POST', () => '/api/admin/getmenubyrole', () => ({ role_id: TOO_BIG }), 'role_id'],
  ]
  test.each(cases)('%s %s: 400 naming the field, nothing changed', async (...refused) => {
    const before = await everything()
    await expectFieldRefused(refused)
    expect(await everything()).toBe(before)
  })

  test('the member menu refuses a role id past integer, naming role_id', async () => {
    await expectFieldRefused(['POST', () => '/member/api/getmenubyrole', () => ({ role_id: TOO_BIG }), 'role_id'], member)
  })
})
