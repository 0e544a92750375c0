import { sql, type Insertable, type Updateable } from 'kysely'
import type { Executor } from '../db/database.js'
import type { MenuItemsTable, RestaurantsTable } from '../db/schema.js'

function restaurantsQuery(db: Executor) {
  return db
    .selectFrom('restaurants')
    .innerJoin('kitchens', 'kitchens.kitchen_id', 'restaurants.kitchen_id')
    .selectAll('restaurants')
    .select('kitchens.name as kitchen_name')
    .select((eb) => [
      eb
        .selectFrom('menu_items')
        .whereRef('menu_items.restaurant_id', '=', 'restaurants.restaurant_id')
        .select(sql<number>`count(*)::int`.as('n'))
        .as('menu_item_count'),
      eb
        .selectFrom('restaurant_tables')
        .whereRef('restaurant_tables.restaurant_id', '=', 'restaurants.restaurant_id')
        .where('restaurant_tables.is_active', '=', true)
        .select(sql<number>`count(*)::int`.as('n'))
        .as('table_count'),
    ])
}

export type RestaurantRow = NonNullable<Awaited<ReturnType<typeof findRestaurant>>>

/** Every restaurant by name, or those sending orders to one kitchen. */
export function listRestaurants(db: Executor, options: { kitchenId?: number } = {}) {
  let query = restaurantsQuery(db)
  if (options.kitchenId !== undefined) query = query.where('restaurants.kitchen_id', '=', options.kitchenId)
  return query.orderBy('restaurants.name').execute()
}

export function findRestaurant(db: Executor, restaurantId: number) {
  return restaurantsQuery(db).where('restaurants.restaurant_id', '=', restaurantId).executeTakeFirst()
}

/** The restaurant called `name`, ignoring case (the unique index is on lower(name)). */
export function findRestaurantByName(db: Executor, name: string) {
  return db
    .selectFrom('restaurants')
    .select(['restaurant_id', 'name'])
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst()
}

export async function insertRestaurant(db: Executor, restaurant: Insertable<RestaurantsTable>) {
  return (await db.insertInto('restaurants').values(restaurant).returning('restaurant_id').executeTakeFirstOrThrow()).restaurant_id
}

export function updateRestaurant(db: Executor, restaurantId: number, patch: Updateable<RestaurantsTable>) {
  return db.updateTable('restaurants').set(patch).where('restaurant_id', '=', restaurantId).executeTakeFirst()
}

const menuItemColumns = [
  'menu_item_id',
  'restaurant_id',
  'name',
  'description',
  'category',
  'price_paise',
  'is_veg',
  'spice_level',
  'tags',
  'station',
  'is_available',
  'sort_order',
  'recipe',
  'food_type',
  'cuisine',
  'created_at',
  'updated_at',
] as const

/** A menu as the floor reads it: by the menu's order, then by name. */
export function listMenuItems(db: Executor, restaurantId: number) {
  return db
    .selectFrom('menu_items')
    .select(menuItemColumns)
    .where('restaurant_id', '=', restaurantId)
    .orderBy('sort_order')
    .orderBy('name')
    .execute()
}

export type MenuItemRow = Awaited<ReturnType<typeof listMenuItems>>[number]

export function findMenuItem(db: Executor, menuItemId: number) {
  return db.selectFrom('menu_items').select(menuItemColumns).where('menu_item_id', '=', menuItemId).executeTakeFirst()
}

/** The dishes an order names, whichever restaurant they are on (the caller checks). */
export function findMenuItems(db: Executor, menuItemIds: number[]) {
  if (menuItemIds.length === 0) return Promise.resolve([])
  return db.selectFrom('menu_items').select(menuItemColumns).where('menu_item_id', 'in', menuItemIds).execute()
}

export function findMenuItemByName(db: Executor, restaurantId: number, name: string) {
  return db
    .selectFrom('menu_items')
    .select(['menu_item_id', 'name'])
    .where('restaurant_id', '=', restaurantId)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst()
}

/** The next place at the end of a menu. */
export async function nextMenuSortOrder(db: Executor, restaurantId: number): Promise<number> {
  const row = await db
    .selectFrom('menu_items')
    .select(sql<number>`coalesce(max(sort_order), 0)::int + 10`.as('next'))
    .where('restaurant_id', '=', restaurantId)
    .executeTakeFirstOrThrow()
  return Number(row.next)
}

export function insertMenuItem(db: Executor, item: Insertable<MenuItemsTable>) {
  return db.insertInto('menu_items').values(item).returning(menuItemColumns).executeTakeFirstOrThrow()
}

export function updateMenuItem(db: Executor, menuItemId: number, patch: Updateable<MenuItemsTable>) {
  return db.updateTable('menu_items').set(patch).where('menu_item_id', '=', menuItemId).returning(menuItemColumns).executeTakeFirst()
}
