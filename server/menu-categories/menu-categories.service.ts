import { recordChange, type Auditor } from '../audit/audit-trail.js'
import type { DB, Executor } from '../db/database.js'
import { isUniqueViolation } from '../db/errors.js'
import { conflict, conflictOn, notFound } from '../http/errors.js'
import type {
  BulkUpdateMenuCategoriesInput,
  CreateMenuCategoryInput,
  MenuCategory,
  MenuCategoryType,
  UpdateMenuCategoryInput,
} from '../../domain/contract/menu-categories.js'
import {
  deleteMenuCategoryRow,
  dishesNaming,
  findMenuCategory,
  findMenuCategoryByName,
  insertMenuCategory,
  listMenuCategoryRows,
  renameOnDishes,
  updateMenuCategoryRow,
  type MenuCategoryRow,
} from './menu-categories.repository.js'

export const MENU_CATEGORY_NOT_FOUND = 'Menu category not found'

export function toMenuCategory(row: MenuCategoryRow): MenuCategory {
  return {
    _id: row.category_id,
    name: row.name,
    type: row.type,
    isActive: row.is_active,
    dish_count: row.dish_count,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }
}

export async function listMenuCategories(db: Executor, filter: { search?: string; type?: MenuCategoryType; isActive?: boolean }) {
  return (await listMenuCategoryRows(db, filter)).map(toMenuCategory)
}

export async function readMenuCategory(db: Executor, categoryId: number) {
  return toMenuCategory(orNotFound(await findMenuCategory(db, categoryId)))
}

const orNotFound = <T>(row: T | undefined): T => {
  if (!row) throw notFound(MENU_CATEGORY_NOT_FOUND)
  return row
}

const duplicate = (name: string, type: MenuCategoryType) => conflictOn('name', `'${name}' is already in the ${type} list.`)

async function assertNameFree(db: Executor, type: MenuCategoryType, name: string, exceptId?: number) {
  const existing = await findMenuCategoryByName(db, type, name)
  if (existing && existing.category_id !== exceptId) throw duplicate(existing.name, type)
}

async function guardUnique<T>(input: { name?: string | undefined; type?: MenuCategoryType | undefined }, run: () => Promise<T>) {
  try {
    return await run()
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(input.name ?? '', input.type ?? 'category')
    throw error
  }
}

export function createMenuCategory(db: DB, by: Auditor, input: CreateMenuCategoryInput, now: Date) {
  return guardUnique(input, () =>
    db.transaction().execute(async (trx) => {
      await assertNameFree(trx, input.type, input.name)
      const row = await insertMenuCategory(trx, {
        name: input.name,
        type: input.type,
        is_active: input.isActive,
        created_at: now,
        updated_at: now,
      })
      await recordChange(trx, by, {
        area: 'menu-categories',
        action: 'create',
        recordType: 'menu_category',
        recordId: row.category_id,
        after: row,
      })
      return toMenuCategory(row)
    }),
  )
}

/** One entry's change inside a transaction: a rename or a move to another list carries to its dishes. */
async function changeCategory(trx: Executor, by: Auditor, categoryId: number, changes: UpdateMenuCategoryInput, now: Date) {
  const before = orNotFound(await findMenuCategory(trx, categoryId, { forUpdate: true }))
  const name = changes.name ?? before.name
  const type = changes.type ?? before.type
  if (name.toLowerCase() !== before.name.toLowerCase() || type !== before.type) await assertNameFree(trx, type, name, categoryId)
  if (type !== before.type && before.dish_count > 0) {
    throw conflictOn('type', `'${before.name}' is used by ${before.dish_count} dish(es); add it to the other list instead of moving it.`)
  }
  if (name !== before.name) await renameOnDishes(trx, before.type, before.name, name)
  const row = await updateMenuCategoryRow(trx, categoryId, {
    name,
    type,
    ...(changes.isActive !== undefined ? { is_active: changes.isActive } : {}),
    updated_at: now,
  })
  await recordChange(trx, by, {
    area: 'menu-categories',
    action: 'update',
    recordType: 'menu_category',
    recordId: categoryId,
    before,
    after: row,
  })
  return toMenuCategory(row)
}

export function updateMenuCategory(db: DB, by: Auditor, categoryId: number, changes: UpdateMenuCategoryInput, now: Date) {
  return guardUnique(changes, () => db.transaction().execute((trx) => changeCategory(trx, by, categoryId, changes, now)))
}

/** All or nothing: one bad entry leaves every entry as it was. */
export function bulkUpdateMenuCategories(db: DB, by: Auditor, input: BulkUpdateMenuCategoriesInput, now: Date) {
  return guardUnique({}, () =>
    db.transaction().execute(async (trx) => {
      const updated: MenuCategory[] = []
      for (const { _id, ...changes } of input.categories) updated.push(await changeCategory(trx, by, _id, changes, now))
      return updated
    }),
  )
}

/** An entry no dish names is removed; one in use is a 409 naming the dishes (switch it off instead). */
export function deleteMenuCategory(db: DB, by: Auditor, categoryId: number) {
  return db.transaction().execute(async (trx) => {
    const row = orNotFound(await findMenuCategory(trx, categoryId, { forUpdate: true }))
    if (row.dish_count > 0) {
      const dishes = (await dishesNaming(trx, row.type, row.name)).map((dish) => dish.name)
      const more = row.dish_count > dishes.length ? ` and ${row.dish_count - dishes.length} more` : ''
      throw conflict(`'${row.name}' is used by ${dishes.join(', ')}${more}. Switch it off instead, or change those dishes first.`, {
        dishes,
      })
    }
    await deleteMenuCategoryRow(trx, categoryId)
    await recordChange(trx, by, {
      area: 'menu-categories',
      action: 'delete',
      recordType: 'menu_category',
      recordId: categoryId,
      before: row,
    })
    return toMenuCategory(row)
  })
}

export function toggleMenuCategory(db: DB, by: Auditor, categoryId: number, now: Date) {
  return db.transaction().execute(async (trx) => {
    const before = orNotFound(await findMenuCategory(trx, categoryId, { forUpdate: true }))
    const row = await updateMenuCategoryRow(trx, categoryId, { is_active: !before.is_active, updated_at: now })
    await recordChange(trx, by, {
      area: 'menu-categories',
      action: 'status',
      recordType: 'menu_category',
      recordId: categoryId,
      before,
      after: row,
    })
    return toMenuCategory(row)
  })
}
