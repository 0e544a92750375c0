import { sql, type Insertable } from 'kysely'
import type { Executor } from '../db/database.js'
import type { InvStockMovesTable } from '../db/store-schema.js'

/** Adds `delta` to a product's level at a location (creating it), returning the new level. */
export async function changeLevel(db: Executor, productId: number, location: string, delta: number): Promise<number> {
  const row = await db
    .insertInto('inv_stock_levels')
    .values({ product_id: productId, location, quantity: delta })
    .onConflict((conflict) =>
      conflict.columns(['product_id', 'location']).doUpdateSet({ quantity: sql<number>`inv_stock_levels.quantity + excluded.quantity` }),
    )
    .returning('quantity')
    .executeTakeFirstOrThrow()
  return Number(row.quantity)
}

export async function levelAt(db: Executor, productId: number, location: string): Promise<number> {
  const row = await db
    .selectFrom('inv_stock_levels')
    .select('quantity')
    .where('product_id', '=', productId)
    .where('location', '=', location)
    .executeTakeFirst()
  return row ? Number(row.quantity) : 0
}

export async function totalOnHand(db: Executor, productId: number): Promise<number> {
  const row = await db
    .selectFrom('inv_stock_levels')
    .select(sql<number>`coalesce(sum(quantity), 0)`.as('total'))
    .where('product_id', '=', productId)
    .executeTakeFirstOrThrow()
  return Number(row.total)
}

export const insertMove = (db: Executor, values: Insertable<InvStockMovesTable>) =>
  db.insertInto('inv_stock_moves').values(values).returningAll().executeTakeFirstOrThrow()
export type MoveRow = Awaited<ReturnType<typeof insertMove>>

export interface HistoryFilter {
  productId: number
  from?: Date
  to?: Date
  location?: string
  offset: number
  limit: number
}

/** A product's moves, newest first, one page, and how many there are in all. */
export async function listMoves(db: Executor, filter: HistoryFilter) {
  let query = db.selectFrom('inv_stock_moves').where('product_id', '=', filter.productId)
  if (filter.from) query = query.where('created_at', '>=', filter.from)
  if (filter.to) query = query.where('created_at', '<', filter.to)
  if (filter.location) query = query.where('location', '=', filter.location)
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('created_at', 'desc').orderBy('move_id', 'desc').offset(filter.offset).limit(filter.limit).execute(),
    query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: count.total }
}
