import { sql, type Insertable } from 'kysely'
import type { Executor } from '../db/database.js'
import type { MenusTable } from '../db/schema.js'

const menuColumns = ['menu_id', 'key', 'title', 'path', 'icon', 'parent_key', 'sort_order'] as const

/** Every back-office area, in the order the office shell shows them. */
export function listMenus(db: Executor) {
  return db.selectFrom('menus').select(menuColumns).orderBy('sort_order').orderBy('menu_id').execute()
}

export type Menu = Awaited<ReturnType<typeof listMenus>>[number]

export function findMenuByKey(db: Executor, key: string) {
  return db.selectFrom('menus').select(menuColumns).where('key', '=', key).executeTakeFirst()
}

/** Where a menu created without a sort_order goes: after the last one. */
export async function nextMenuSortOrder(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('menus')
    .select(sql<number>`coalesce(max(sort_order), 0)::int`.as('last'))
    .executeTakeFirstOrThrow()
  return Number(row.last) + 10
}

export function insertMenu(db: Executor, menu: Insertable<MenusTable>) {
  return db.insertInto('menus').values(menu).returning(menuColumns).executeTakeFirstOrThrow()
}
