import { sql } from 'kysely'
import type { Executor } from '../db/database.js'
import { invalidField } from '../http/invalid-field.js'
import { menuCategoryTypeLabels, type MenuCategoryType } from '../../domain/contract/menu-categories.js'

/** The dish fields chosen from the menu categories' lists, and the list each is chosen from. */
const listOfField = { category: 'category', food_type: 'foodType', cuisine: 'cuisine' } as const satisfies Record<string, MenuCategoryType>
type ListField = keyof typeof listOfField
export type DishListValues = Partial<Record<ListField, string | null | undefined>>

/**
 * A dish's category, food type and cuisine must each be an active entry of its list (spec 2 §7:
 * the dropdown's label and value are both the name; ADR 038 "Menu categories on a dish"). The name
 * is stored in the list's own spelling. A dish may keep an entry that has since been switched off
 * (editing its price must not force a new category), but may not newly choose one. A field left out
 * stays as it is; '' or null clears it. The entries are read FOR SHARE, so a delete of one waits
 * for this dish's transaction and then finds the dish naming it (409).
 */
export async function checkDishLists(db: Executor, values: DishListValues, current?: DishListValues): Promise<DishListValues> {
  const checked: DishListValues = {}
  for (const field of Object.keys(listOfField) as ListField[]) {
    const value = values[field]
    if (value === undefined) continue
    if (value === null || value.trim() === '') {
      checked[field] = null
      continue
    }
    const type = listOfField[field]
    const entry = await db
      .selectFrom('menu_categories')
      .select(['name', 'is_active'])
      .where('type', '=', type)
      .where(sql<boolean>`lower(name) = lower(${value.trim()})`)
      .forShare()
      .executeTakeFirst()
    const isKept = entry !== undefined && current?.[field]?.toLowerCase() === entry.name.toLowerCase()
    if (entry && (entry.is_active || isKept)) {
      checked[field] = entry.name
      continue
    }
    const list = menuCategoryTypeLabels[type]
    throw invalidField(
      field,
      entry
        ? `'${entry.name}' is switched off in the ${list} list; choose an active one or switch it on under Menu categories`
        : `'${value.trim()}' is not in the ${list} list; choose one from it or add it under Menu categories`,
    )
  }
  return checked
}
