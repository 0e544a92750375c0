import { sql, type Insertable, type Updateable } from 'kysely'
import type { Executor } from '../db/database.js'
import type { KitchensTable } from '../db/schema.js'

const kitchenColumns = [
  'kitchen_id',
  'name',
  'description',
  'location',
  'is_active',
  'amber_after_minutes',
  'red_after_minutes',
  'stations',
  'created_at',
  'updated_at',
] as const

export function findKitchen(db: Executor, kitchenId: number) {
  return db.selectFrom('kitchens').select(kitchenColumns).where('kitchen_id', '=', kitchenId).executeTakeFirst()
}

export type KitchenRow = NonNullable<Awaited<ReturnType<typeof findKitchen>>>

export function listKitchens(db: Executor) {
  return db.selectFrom('kitchens').select(kitchenColumns).orderBy('name').execute()
}

/** The restaurants sending orders to each of these kitchens, by name. */
export function restaurantsOfKitchens(db: Executor, kitchenIds: number[]) {
  if (kitchenIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('restaurants')
    .select(['restaurant_id', 'name', 'kitchen_id', 'is_open'])
    .where('kitchen_id', 'in', kitchenIds)
    .orderBy('name')
    .execute()
}

/** The dishes of the kitchen's restaurants that name a station, available or not. */
export function dishesWithStations(db: Executor, kitchenId: number) {
  return db
    .selectFrom('menu_items')
    .innerJoin('restaurants', 'restaurants.restaurant_id', 'menu_items.restaurant_id')
    .select(['menu_items.name', 'menu_items.station'])
    .where('restaurants.kitchen_id', '=', kitchenId)
    .where('menu_items.station', 'is not', null)
    .orderBy('menu_items.name')
    .execute()
}

/** The kitchen called `name`, ignoring case (the unique index is on lower(name)). */
export function findKitchenByName(db: Executor, name: string) {
  return db
    .selectFrom('kitchens')
    .select(['kitchen_id', 'name'])
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst()
}

export function insertKitchen(db: Executor, kitchen: Insertable<KitchensTable>) {
  return db.insertInto('kitchens').values(kitchen).returning(kitchenColumns).executeTakeFirstOrThrow()
}

export function updateKitchen(db: Executor, kitchenId: number, patch: Updateable<KitchensTable>) {
  return db.updateTable('kitchens').set(patch).where('kitchen_id', '=', kitchenId).returning(kitchenColumns).executeTakeFirst()
}
