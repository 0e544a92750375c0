import { sql } from 'kysely'
import type { Executor } from '../db/database.js'
import { roundQuantity } from '../../domain/store.js'
import { listLevels, listProductRows } from './store-catalogue.repository.js'

/** Stock per product and location, valued at each product's average cost. */
export async function stockLevelRows(db: Executor, location?: string) {
  const [products, levels] = await Promise.all([listProductRows(db), listLevels(db, undefined, location)])
  const byId = new Map(products.map((product) => [product.product_id, product]))
  return levels.flatMap((level) => {
    const product = byId.get(level.product_id)
    if (!product) return []
    const quantity = roundQuantity(Number(level.quantity))
    return [
      {
        product_code: product.code,
        name: product.name,
        location: level.location,
        quantity,
        unit: product.unit,
        value_paise: Math.round(Math.max(quantity, 0) * Number(product.average_cost_paise)),
      },
    ]
  })
}

/** The stock's value per location and in all (stock below zero counts as none). */
export async function stockValueByLocation(db: Executor) {
  const rows = await stockLevelRows(db)
  const byLocation = new Map<string, number>()
  for (const row of rows) byLocation.set(row.location, (byLocation.get(row.location) ?? 0) + row.value_paise)
  const result = [...byLocation]
    .map(([location, value_paise]) => ({ location, value_paise }))
    .sort((a, b) => a.location.localeCompare(b.location))
  return { result, total_paise: result.reduce((sum, row) => sum + row.value_paise, 0) }
}

/** Dishes whose recipe has no ingredients, with how many of them were served: the store keeper's list to fill. */
export async function dishesWithoutRecipe(db: Executor) {
  const rows = await sql<{ menu_item_id: number; name: string; restaurant_name: string; served_count: number }>`
    select m.menu_item_id, m.name, r.name as restaurant_name,
      (select coalesce(sum(i.quantity), 0)::int from order_items i where i.menu_item_id = m.menu_item_id and i.status = 'served') as served_count
    from menu_items m join restaurants r on r.restaurant_id = m.restaurant_id
    where not exists (select 1 from recipe_ingredients g where g.menu_item_id = m.menu_item_id)
    order by served_count desc, r.name, m.name`.execute(db)
  return rows.rows
}
