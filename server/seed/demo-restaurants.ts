import { sql, type Transaction } from 'kysely'
import { deriveOrderStatus, type ItemStatus } from '../../domain/kitchen-orders.js'
import type { Database } from '../db/schema.js'
import { demoRestaurants, kitchenStations } from './demo-restaurants-data.js'

type DemoLine = readonly [dish: string, quantity: number, status: ItemStatus, notes?: string]

interface DemoOrder {
  restaurant: string
  table: string
  memberId?: string
  minutesAgo: number
  notes?: string
  allergy?: string
  lines: readonly DemoLine[]
}

// The Main Kitchen's service in full swing when the demo starts: one order at the pass, two being
// cooked, two just in; and two served earlier, so the day's figures are not empty.
const demoOrders: DemoOrder[] = [
  {
    restaurant: 'Zafraan',
    table: 'T5',
    minutesAgo: 95,
    lines: [
      ['Dal Makhani', 1, 'served'],
      ['Butter Chicken', 1, 'served'],
      ['Butter Naan', 4, 'served'],
    ],
  },
  {
    restaurant: 'Jade Garden',
    table: 'J1',
    minutesAgo: 80,
    lines: [
      ['Sweet Corn Soup', 2, 'served'],
      ['Chilli Paneer', 1, 'served'],
      ['Veg Hakka Noodles', 1, 'served'],
    ],
  },
  {
    restaurant: 'Zafraan',
    table: 'T1',
    minutesAgo: 21,
    lines: [
      ['Dal Makhani', 1, 'ready'],
      ['Butter Chicken', 1, 'ready'],
      ['Butter Naan', 4, 'ready'],
      ['Boondi Raita', 1, 'ready'],
    ],
  },
  {
    restaurant: 'Zafraan',
    table: 'T3',
    memberId: 'M1003',
    minutesAgo: 12,
    notes: 'Birthday at this table: dessert with a candle',
    lines: [
      ['Paneer Tikka', 1, 'ready'],
      ['Rogan Josh', 1, 'preparing', 'Medium spicy'],
      ['Garlic Naan', 3, 'preparing'],
      ['Jeera Rice', 1, 'pending'],
    ],
  },
  {
    restaurant: 'Jade Garden',
    table: 'J2',
    minutesAgo: 7,
    allergy: 'One guest is allergic to peanuts',
    lines: [
      ['Hot and Sour Soup (Veg)', 2, 'preparing'],
      ['Chilli Chicken', 1, 'pending'],
      ['Veg Hakka Noodles', 1, 'pending', 'Less oil'],
    ],
  },
  {
    restaurant: 'Zafraan',
    table: 'T8',
    memberId: 'M1010',
    minutesAgo: 4,
    lines: [
      ['Murgh Malai Tikka', 1, 'pending'],
      ['Dal Makhani', 1, 'pending'],
      ['Tandoori Roti', 4, 'pending'],
    ],
  },
  {
    restaurant: 'Jade Garden',
    table: 'J5',
    minutesAgo: 1,
    lines: [
      ['Sweet Corn Soup', 1, 'pending'],
      ['Crispy Honey Chilli Potato', 1, 'pending', 'Extra crispy'],
      ['Schezwan Fried Rice', 1, 'pending'],
    ],
  },
]

const minutes = (at: Date, count: number) => new Date(at.getTime() + count * 60_000)

/** Restaurants, menus, tables and the Main Kitchen's live orders, inside the demo seed's transaction. */
export async function seedDemoRestaurants(trx: Transaction<Database>, now = new Date()) {
  const kitchens = await trx.selectFrom('kitchens').select(['kitchen_id', 'name']).execute()
  const kitchenId = (name: string) => kitchens.find((kitchen) => kitchen.name === name)!.kitchen_id
  for (const [name, stations] of Object.entries(kitchenStations)) {
    await trx
      .updateTable('kitchens')
      .set({ stations: [...stations] })
      .where('kitchen_id', '=', kitchenId(name))
      .execute()
  }

  const restaurantIds = new Map<string, number>()
  const dishes = new Map<string, { menu_item_id: number; name: string; station: string | null; price_paise: number }>()
  const tables = new Map<string, number>()
  for (const restaurant of demoRestaurants) {
    const { restaurant_id } = await trx
      .insertInto('restaurants')
      .values({
        name: restaurant.name,
        cuisine: restaurant.cuisine,
        description: restaurant.description,
        location: restaurant.location,
        kitchen_id: kitchenId(restaurant.kitchen),
        opening_hours: restaurant.opening_hours,
      })
      .returning('restaurant_id')
      .executeTakeFirstOrThrow()
    restaurantIds.set(restaurant.name, restaurant_id)
    const items = await trx
      .insertInto('menu_items')
      .values(
        restaurant.dishes.map(([name, category, price_paise, is_veg, station, spice_level], index) => ({
          restaurant_id,
          name,
          category,
          food_type: is_veg ? 'Veg' : 'Non-Veg',
          cuisine: restaurant.cuisine,
          price_paise,
          is_veg,
          station,
          spice_level,
          sort_order: (index + 1) * 10,
        })),
      )
      .returning(['menu_item_id', 'name', 'station', 'price_paise'])
      .execute()
    for (const item of items) dishes.set(`${restaurant.name}/${item.name}`, { ...item, price_paise: Number(item.price_paise) })
    const { prefix, count, seats } = restaurant.tables
    const rows = await trx
      .insertInto('restaurant_tables')
      .values(
        Array.from({ length: count }, (_, index) => ({
          restaurant_id,
          label: `${prefix}${index + 1}`,
          seats: seats[index % seats.length]!,
        })),
      )
      .returning(['table_id', 'label'])
      .execute()
    for (const row of rows) tables.set(`${restaurant.name}/${row.label}`, row.table_id)
  }
  await seedDemoMenuCategories(trx)

  const steward = await trx.selectFrom('users').select('user_id').where('email', '=', 'steward@club.test').executeTakeFirst()
  for (const order of demoOrders) {
    const createdAt = minutes(now, -order.minutesAgo)
    // Served orders took their time; the live ones are where their items say.
    const readyAfter = order.lines.every(([, , status]) => status === 'served') ? 12 + (order.minutesAgo % 7) : order.minutesAgo - 1
    const statuses = order.lines.map(([, , status]) => status)
    const status = deriveOrderStatus(statuses)
    const hasReady = status === 'ready' || status === 'served'
    const { order_id } = await trx
      .insertInto('orders')
      .values({
        kitchen_id: kitchenId('Main Kitchen'),
        restaurant_id: restaurantIds.get(order.restaurant)!,
        table_id: tables.get(`${order.restaurant}/${order.table}`)!,
        member_id: order.memberId ?? null,
        placed_by: steward?.user_id ?? null,
        notes: order.notes ?? null,
        allergy_notes: order.allergy ?? null,
        status,
        created_at: createdAt,
        updated_at: hasReady ? minutes(createdAt, readyAfter + (status === 'served' ? 4 : 0)) : createdAt,
        ready_at: hasReady ? minutes(createdAt, readyAfter) : null,
        served_at: status === 'served' ? minutes(createdAt, readyAfter + 4) : null,
      })
      .returning('order_id')
      .executeTakeFirstOrThrow()
    await trx
      .insertInto('order_items')
      .values(
        order.lines.map(([dishName, quantity, itemStatus, notes]) => {
          const dish = dishes.get(`${order.restaurant}/${dishName}`)!
          const isStarted = itemStatus !== 'pending'
          const isReady = itemStatus === 'ready' || itemStatus === 'served'
          return {
            order_id,
            menu_item_id: dish.menu_item_id,
            name: dish.name,
            station: dish.station,
            quantity,
            notes: notes ?? null,
            status: itemStatus,
            price_paise: dish.price_paise,
            created_at: createdAt,
            updated_at: createdAt,
            started_at: isStarted ? minutes(createdAt, 1) : null,
            ready_at: isReady ? minutes(createdAt, readyAfter) : null,
            served_at: itemStatus === 'served' ? minutes(createdAt, readyAfter + 4) : null,
          }
        }),
      )
      .execute()
    // The order's version is drawn after its items', as after every change (ADR 022).
    await trx
      .updateTable('orders')
      .set({ version: sql<number>`nextval('sync_version_seq')` })
      .where('order_id', '=', order_id)
      .execute()
  }
}

/** The menu categories' lists hold every category and cuisine the demo's dishes name (the food types come with the migration). */
async function seedDemoMenuCategories(trx: Transaction<Database>) {
  const categories = new Set(demoRestaurants.flatMap((restaurant) => restaurant.dishes.map(([, category]) => category)))
  const cuisines = new Set(demoRestaurants.map((restaurant) => restaurant.cuisine))
  const rows = [
    ...[...categories].map((name, index) => ({ name, type: 'category' as const, sort_order: (index + 1) * 10 })),
    ...[...cuisines].map((name, index) => ({ name, type: 'cuisine' as const, sort_order: (index + 1) * 10 })),
  ]
  await trx
    .insertInto('menu_categories')
    .values(rows)
    .onConflict((conflict) => conflict.doNothing())
    .execute()
}
