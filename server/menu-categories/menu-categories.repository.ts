import { sql, type Insertable, type Updateable } from 'kysely'
import type { Executor } from '../db/database.js'
import type { MenuCategoriesTable } from '../db/store-schema.js'
import type { MenuCategoryType } from '../../domain/contract/menu-categories.js'

/** The menu item column that names an entry of each list. */
export const dishColumnOf = { category: 'category', foodType: 'food_type', cuisine: 'cuisine' } as const

const dishCount = (type: MenuCategoryType) =>
  sql<number>`(select count(*)::int from menu_items m where lower(m.${sql.ref(dishColumnOf[type])}) = lower(menu_categories.name))`

function selectCategories(db: Executor) {
  return db
    .selectFrom('menu_categories')
    .selectAll()
    .select(
      sql<number>`case menu_categories.type
        when 'category' then ${dishCount('category')}
        when 'foodType' then ${dishCount('foodType')}
        else ${dishCount('cuisine')} end`.as('dish_count'),
    )
}

export type MenuCategoryRow = Awaited<ReturnType<typeof findMenuCategory>> & {}

export function listMenuCategoryRows(db: Executor, filter: { search?: string; type?: MenuCategoryType; isActive?: boolean }) {
  let query = selectCategories(db)
  if (filter.search) query = query.where(sql<boolean>`menu_categories.name ilike ${`%${filter.search.replace(/[\\%_]/g, '\\$&')}%`}`)
  if (filter.type) query = query.where('type', '=', filter.type)
  if (filter.isActive !== undefined) query = query.where('is_active', '=', filter.isActive)
  return query
    .orderBy('type')
    .orderBy('sort_order')
    .orderBy(sql`lower(name)`)
    .execute()
}

export function findMenuCategory(db: Executor, categoryId: number, options: { forUpdate?: boolean } = {}) {
  const query = selectCategories(db).where('category_id', '=', categoryId)
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst()
}

export function findMenuCategoryByName(db: Executor, type: MenuCategoryType, name: string) {
  return db
    .selectFrom('menu_categories')
    .select(['category_id', 'name'])
    .where('type', '=', type)
    .where(sql<boolean>`lower(name) = lower(${name})`)
    .executeTakeFirst()
}

export async function insertMenuCategory(db: Executor, values: Insertable<MenuCategoriesTable>) {
  const { category_id } = await db.insertInto('menu_categories').values(values).returning('category_id').executeTakeFirstOrThrow()
  return (await findMenuCategory(db, category_id))!
}

export async function updateMenuCategoryRow(db: Executor, categoryId: number, values: Updateable<MenuCategoriesTable>) {
  await db.updateTable('menu_categories').set(values).where('category_id', '=', categoryId).execute()
  return (await findMenuCategory(db, categoryId))!
}

export function deleteMenuCategoryRow(db: Executor, categoryId: number) {
  return db.deleteFrom('menu_categories').where('category_id', '=', categoryId).execute()
}

/** The dishes naming an entry, for the 409 of a delete (at most `limit`, by name). */
export function dishesNaming(db: Executor, type: MenuCategoryType, name: string, limit = 10) {
  return db
    .selectFrom('menu_items')
    .select('name')
    .where(sql<boolean>`lower(${sql.ref(dishColumnOf[type])}) = lower(${name})`)
    .orderBy('name')
    .limit(limit)
    .execute()
}

/** A rename carries to the dishes that named the old name. */
export function renameOnDishes(db: Executor, type: MenuCategoryType, from: string, to: string) {
  const column = dishColumnOf[type]
  return db
    .updateTable('menu_items')
    .set({ [column]: to })
    .where(sql<boolean>`lower(${sql.ref(column)}) = lower(${from})`)
    .execute()
}
