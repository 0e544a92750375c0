import { sql, type Insertable, type Updateable } from 'kysely'
import type { Executor } from '../db/database.js'
import type { RestaurantTablesTable } from '../db/schema.js'

const tableColumns = ['table_id', 'restaurant_id', 'label', 'seats', 'is_active', 'created_at', 'updated_at'] as const

/** A restaurant's tables in the order they were laid out (T1, T2, ... as seeded or added). */
export function listTables(db: Executor, restaurantId: number) {
  return db.selectFrom('restaurant_tables').select(tableColumns).where('restaurant_id', '=', restaurantId).orderBy('table_id').execute()
}

export type TableRow = Awaited<ReturnType<typeof listTables>>[number]

export function findTable(db: Executor, tableId: number) {
  return db.selectFrom('restaurant_tables').select(tableColumns).where('table_id', '=', tableId).executeTakeFirst()
}

export function findTableByLabel(db: Executor, restaurantId: number, label: string) {
  return db
    .selectFrom('restaurant_tables')
    .select(['table_id', 'label'])
    .where('restaurant_id', '=', restaurantId)
    .where(sql<string>`lower(label)`, '=', label.toLowerCase())
    .executeTakeFirst()
}

export function insertTable(db: Executor, table: Insertable<RestaurantTablesTable>) {
  return db.insertInto('restaurant_tables').values(table).returning(tableColumns).executeTakeFirstOrThrow()
}

export function updateTable(db: Executor, tableId: number, patch: Updateable<RestaurantTablesTable>) {
  return db.updateTable('restaurant_tables').set(patch).where('table_id', '=', tableId).returning(tableColumns).executeTakeFirst()
}

export function deleteTable(db: Executor, tableId: number) {
  return db.deleteFrom('restaurant_tables').where('table_id', '=', tableId).returning(tableColumns).executeTakeFirst()
}

/** Has any order ever named this table? Then it stays, switched off, for the orders' history. */
export async function isTableOnAnyOrder(db: Executor, tableId: number): Promise<boolean> {
  const row = await db.selectFrom('orders').select('order_id').where('table_id', '=', tableId).limit(1).executeTakeFirst()
  return row !== undefined
}
