import { hashPassword } from '../../server/auth/passwords.js'
import { DEMO_PASSWORD, type TestApp } from './test-app.js'

/** Ids of the demo club's restaurants, dishes, tables and kitchens, by the names people use. */
export function demoIds(t: TestApp) {
  return {
    async kitchen(name: 'Main Kitchen' | 'Garden Kitchen' | string) {
      return (await t.db.selectFrom('kitchens').select('kitchen_id').where('name', '=', name).executeTakeFirstOrThrow()).kitchen_id
    },
    async restaurant(name: string) {
      return (await t.db.selectFrom('restaurants').select('restaurant_id').where('name', '=', name).executeTakeFirstOrThrow()).restaurant_id
    },
    async dish(restaurant: string, name: string) {
      const row = await t.db
        .selectFrom('menu_items')
        .innerJoin('restaurants', 'restaurants.restaurant_id', 'menu_items.restaurant_id')
        .select('menu_items.menu_item_id')
        .where('restaurants.name', '=', restaurant)
        .where('menu_items.name', '=', name)
        .executeTakeFirstOrThrow()
      return row.menu_item_id
    },
    async table(restaurant: string, label: string) {
      const row = await t.db
        .selectFrom('restaurant_tables')
        .innerJoin('restaurants', 'restaurants.restaurant_id', 'restaurant_tables.restaurant_id')
        .select('restaurant_tables.table_id')
        .where('restaurants.name', '=', restaurant)
        .where('restaurant_tables.label', '=', label)
        .executeTakeFirstOrThrow()
      return row.table_id
    },
  }
}

/** An order as the kitchen answers it, with the fields the order tests read. */
export interface PlacedOrder {
  order_id: number
  status: string
  version: number
  items: { item_id: number; name: string; status: string; version: number }[]
}

/** Jade Garden, table J3: soup (2), chilli chicken and noodles, all pending; placed by `steward`. */
export async function placeJadeGardenOrder(t: TestApp, steward: string): Promise<PlacedOrder> {
  const ids = demoIds(t)
  const dish = (name: string) => ids.dish('Jade Garden', name)
  const response = await t.call('POST', '/api/kitchen/orders', {
    token: steward,
    body: {
      restaurant_id: await ids.restaurant('Jade Garden'),
      table_id: await ids.table('Jade Garden', 'J3'),
      items: [
        { menu_item_id: await dish('Sweet Corn Soup'), quantity: 2 },
        { menu_item_id: await dish('Chilli Chicken'), quantity: 1 },
        { menu_item_id: await dish('Veg Hakka Noodles'), quantity: 1 },
      ],
    },
  })
  if (response.status !== 201) throw new Error(`The order was refused: ${response.status} ${response.text}`)
  return response.body.order
}

/** The demo's live orders are removed, so a test reads only the orders it placed. */
export async function clearOrders(t: TestApp) {
  await t.db.deleteFrom('order_items').execute()
  await t.db.deleteFrom('orders').execute()
}

/** A staff account holding `roleId` with the demo password, and its token. */
export async function staffWithRole(t: TestApp, roleId: number, email: string) {
  await t.db
    .insertInto('users')
    .values({ name: `Test ${email}`, email, role_id: roleId, password_hash: await hashPassword(DEMO_PASSWORD) })
    .execute()
  return t.tokens.staff(email)
}

/** Everything the order calls can change, to prove a refused call changed nothing. */
export async function orderSnapshot(t: TestApp) {
  const orders = await t.db.selectFrom('orders').selectAll().orderBy('order_id').execute()
  const items = await t.db.selectFrom('order_items').selectAll().orderBy('item_id').execute()
  return JSON.stringify({ orders, items })
}

/** Tokens of the demo people the kitchen and restaurant tests act as. */
export async function signInEveryone(t: TestApp) {
  return {
    admin: await t.tokens.staff(),
    steward: await t.tokens.staff('steward@club.test'),
    reception: await t.tokens.staff('reception@club.test'),
    kitchen1: await t.tokens.kitchen('kitchen1'),
    kitchen2: await t.tokens.kitchen('kitchen2'),
    member: await t.tokens.member(),
  }
}
