import { sql } from 'kysely'
import type { Executor } from '../db/database.js'
import { executePrepared } from '../db/prepared.js'

export interface ServedItem {
  item_id: number
  order_id: number
  menu_item_id: number
  quantity: number
}

/**
 * Takes the recipes' ingredients of the items just served from their kitchen's stock (ADR 038), in
 * one statement: one `consumption` move per item and ingredient (quantity × servings ÷ portions, in
 * the product's stock unit, at its average cost), the kitchen's levels changed in product order, and
 * each move's balance as it stood after it. An item and product already consumed is skipped, and the
 * unique index on (order_item_id, product_id) stops a second take even if two got this far: the
 * item's own status (served only once, from ready) is the first guard. A dish with no recipe takes
 * nothing.
 */
export async function consumeServedItems(db: Executor, kitchenId: number, items: ServedItem[], now: Date): Promise<void> {
  if (items.length === 0) return
  const location = `kitchen:${kitchenId}`
  const query = sql`
    with wanted as (
      select v.item_id, v.order_id, r.product_id, p.unit_id, p.average_cost_paise,
        sum(r.quantity * u.factor / s.factor * v.servings / m.recipe_portions) as qty
      from unnest(${items.map((item) => item.item_id)}::int[], ${items.map((item) => item.order_id)}::int[],
          ${items.map((item) => item.menu_item_id)}::int[], ${items.map((item) => item.quantity)}::int[])
          as v (item_id, order_id, menu_item_id, servings)
        join menu_items m on m.menu_item_id = v.menu_item_id
        join recipe_ingredients r on r.menu_item_id = v.menu_item_id
        join inv_products p on p.product_id = r.product_id
        join inv_units u on u.unit_id = r.unit_id
        join inv_units s on s.unit_id = p.unit_id
      where not exists (select 1 from inv_stock_moves x where x.order_item_id = v.item_id and x.product_id = r.product_id)
      group by v.item_id, v.order_id, r.product_id, p.unit_id, p.average_cost_paise
    ),
    levels as (
      insert into inv_stock_levels (product_id, location, quantity)
      select product_id, ${location}, -sum(qty) from wanted group by product_id order by product_id
      on conflict (product_id, location) do update set quantity = inv_stock_levels.quantity + excluded.quantity
      returning product_id, quantity
    ),
    moves as (
      select w.*, l.quantity + coalesce(sum(w.qty) over (partition by w.product_id order by w.item_id desc
          rows between unbounded preceding and 1 preceding), 0) as balance
      from wanted w join levels l on l.product_id = w.product_id
    )
    insert into inv_stock_moves (product_id, type, quantity, entered_quantity, entered_unit_id, location, unit_cost_paise,
      balance, average_cost_paise, reference, order_item_id, went_below_zero, created_by_name, created_at)
    select product_id, 'consumption', -qty, qty, unit_id, ${location}, average_cost_paise, balance, average_cost_paise,
      'Order ' || order_id, item_id, balance < 0, 'Kitchen (served)', ${now}::timestamptz
    from moves`
  await executePrepared(db, query.compile(db))
}
