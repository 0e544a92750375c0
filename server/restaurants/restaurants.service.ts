import { recordChange, type Auditor } from '../audit/audit-trail.js'
import type { DB, Executor } from '../db/database.js'
import { isUniqueViolation } from '../db/errors.js'
import { conflictOn, notFound } from '../http/errors.js'
import { invalidField } from '../http/invalid-field.js'
import { findKitchen } from '../kitchens/kitchens.repository.js'
import { checkDishLists } from '../menu-categories/dish-lists.js'
import {
  findMenuItem,
  findMenuItemByName,
  findRestaurant,
  findRestaurantByName,
  insertMenuItem,
  insertRestaurant,
  nextMenuSortOrder,
  updateMenuItem,
  updateRestaurant,
  type MenuItemRow,
  type RestaurantRow,
} from './restaurants.repository.js'
import type {
  CreateMenuItemInput,
  CreateRestaurantInput,
  UpdateMenuItemInput,
  UpdateRestaurantInput,
} from '../../domain/contract/restaurants.js'

export const RESTAURANT_NOT_FOUND = 'Restaurant not found'
export const MENU_ITEM_NOT_FOUND = 'Menu item not found'

/** A restaurant as the client reads it (spec 2 §3: `_id`, `restaurant_id`, `isOpen`; plus `kitchen_id`). */
export function toRestaurant(row: RestaurantRow) {
  return {
    _id: row.restaurant_id,
    restaurant_id: row.restaurant_id,
    name: row.name,
    cuisine: row.cuisine,
    description: row.description,
    location: row.location,
    kitchen_id: row.kitchen_id,
    kitchen_name: row.kitchen_name,
    isOpen: row.is_open,
    opening_hours: row.opening_hours,
    menu_item_count: Number(row.menu_item_count ?? 0),
    table_count: Number(row.table_count ?? 0),
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

/** A dish on a menu (spec 2 §3: `_id`, `recipe`); `menu_item_id` is the same number, as orders name it. */
export function toMenuItem(row: MenuItemRow) {
  return { _id: row.menu_item_id, ...row }
}

export async function findRestaurantOrFail(db: Executor, restaurantId: number) {
  const restaurant = await findRestaurant(db, restaurantId)
  if (!restaurant) throw notFound(RESTAURANT_NOT_FOUND)
  return restaurant
}

export async function findMenuItemOrFail(db: Executor, menuItemId: number) {
  const item = await findMenuItem(db, menuItemId)
  if (!item) throw notFound(MENU_ITEM_NOT_FOUND)
  return item
}

/** A 409 for a name already taken, also when a concurrent insert reaches the unique index first. */
async function withUniqueName<T>(message: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (isUniqueViolation(error)) throw conflictOn('name', message)
    throw error
  }
}

const duplicateRestaurant = (name: string) => `A restaurant named '${name}' already exists. Choose another name or edit that restaurant.`

async function assertKitchenUsable(db: Executor, kitchenId: number) {
  const kitchen = await findKitchen(db, kitchenId)
  if (!kitchen) throw invalidField('kitchen_id', `no kitchen has id ${kitchenId}`)
  if (!kitchen.is_active) throw invalidField('kitchen_id', `${kitchen.name} is inactive; choose a working kitchen`)
}

export function createRestaurant(db: DB, by: Auditor, input: CreateRestaurantInput, now: Date) {
  return withUniqueName(duplicateRestaurant(input.name), () =>
    db.transaction().execute(async (trx) => {
      if (await findRestaurantByName(trx, input.name)) throw conflictOn('name', duplicateRestaurant(input.name))
      await assertKitchenUsable(trx, input.kitchen_id)
      const restaurantId = await insertRestaurant(trx, {
        name: input.name,
        cuisine: input.cuisine ?? null,
        description: input.description ?? null,
        location: input.location ?? null,
        kitchen_id: input.kitchen_id,
        is_open: input.isOpen,
        opening_hours: input.opening_hours ?? null,
        created_at: now,
        updated_at: now,
      })
      const created = await findRestaurantOrFail(trx, restaurantId)
      await recordChange(trx, by, {
        area: 'restaurants',
        action: 'create',
        recordType: 'restaurant',
        recordId: restaurantId,
        after: created,
      })
      return toRestaurant(created)
    }),
  )
}

export function updateRestaurantDetails(db: DB, by: Auditor, restaurantId: number, changes: UpdateRestaurantInput, now: Date) {
  return withUniqueName(duplicateRestaurant(changes.name ?? ''), () =>
    db.transaction().execute(async (trx) => {
      await trx.selectFrom('restaurants').select('restaurant_id').where('restaurant_id', '=', restaurantId).forUpdate().execute()
      const before = await findRestaurantOrFail(trx, restaurantId)
      if (changes.name !== undefined) {
        const existing = await findRestaurantByName(trx, changes.name)
        if (existing && existing.restaurant_id !== restaurantId) throw conflictOn('name', duplicateRestaurant(existing.name))
      }
      if (changes.kitchen_id !== undefined) await assertKitchenUsable(trx, changes.kitchen_id)
      const { isOpen, ...rest } = changes
      await updateRestaurant(trx, restaurantId, { ...rest, is_open: isOpen, updated_at: now })
      const changed = await findRestaurantOrFail(trx, restaurantId)
      const action = before.is_open !== changed.is_open ? 'status' : 'update'
      await recordChange(trx, by, { area: 'restaurants', action, recordType: 'restaurant', recordId: restaurantId, before, after: changed })
      return toRestaurant(changed)
    }),
  )
}

const duplicateDish = (name: string, restaurant: string) => `${restaurant} already has '${name}' on its menu. Edit that dish instead.`

/** A dish names a station its restaurant's kitchen has, when that kitchen lists stations at all. */
async function assertStation(db: Executor, kitchenId: number, station: string | null | undefined) {
  if (!station) return
  const kitchen = await findKitchen(db, kitchenId)
  if (!kitchen || kitchen.stations.length === 0 || kitchen.stations.includes(station)) return
  throw invalidField('station', `${kitchen.name} has the stations ${kitchen.stations.join(', ')}; '${station}' is not one of them`)
}

export function createMenuItem(db: DB, by: Auditor, input: CreateMenuItemInput, now: Date) {
  return db.transaction().execute(async (trx) => {
    const restaurant = await findRestaurant(trx, input.restaurant_id)
    if (!restaurant) throw invalidField('restaurant_id', `no restaurant has id ${input.restaurant_id}`)
    if (await findMenuItemByName(trx, restaurant.restaurant_id, input.name))
      throw conflictOn('name', duplicateDish(input.name, restaurant.name))
    await assertStation(trx, restaurant.kitchen_id, input.station)
    const lists = await checkDishLists(trx, input)
    const row = await withUniqueName(duplicateDish(input.name, restaurant.name), async () =>
      insertMenuItem(trx, {
        ...input,
        description: input.description ?? null,
        category: lists.category ?? null,
        food_type: lists.food_type ?? null,
        cuisine: lists.cuisine ?? null,
        spice_level: input.spice_level ?? null,
        station: input.station ?? null,
        recipe: input.recipe ?? null,
        sort_order: input.sort_order ?? (await nextMenuSortOrder(trx, restaurant.restaurant_id)),
        created_at: now,
        updated_at: now,
      }),
    )
    await recordChange(trx, by, { area: 'restaurants', action: 'create', recordType: 'menu_item', recordId: row.menu_item_id, after: row })
    return toMenuItem(row)
  })
}

export function updateMenuItemDetails(db: DB, by: Auditor, menuItemId: number, changes: UpdateMenuItemInput, now: Date) {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('menu_items').select('menu_item_id').where('menu_item_id', '=', menuItemId).forUpdate().execute()
    const item = await findMenuItemOrFail(trx, menuItemId)
    const restaurant = await findRestaurantOrFail(trx, item.restaurant_id)
    if (changes.name !== undefined) {
      const existing = await findMenuItemByName(trx, item.restaurant_id, changes.name)
      if (existing && existing.menu_item_id !== menuItemId) throw conflictOn('name', duplicateDish(existing.name, restaurant.name))
    }
    await assertStation(trx, restaurant.kitchen_id, changes.station)
    const lists = await checkDishLists(trx, changes, item)
    const row = await withUniqueName(duplicateDish(changes.name ?? item.name, restaurant.name), async () =>
      updateMenuItem(trx, menuItemId, { ...changes, ...lists, updated_at: now }),
    )
    if (!row) throw notFound(MENU_ITEM_NOT_FOUND)
    await recordChange(trx, by, {
      area: 'restaurants',
      action: 'update',
      recordType: 'menu_item',
      recordId: menuItemId,
      before: item,
      after: row,
    })
    return toMenuItem(row)
  })
}
