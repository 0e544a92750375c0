import { sql, type RawBuilder } from 'kysely'
import type { SalesGrouping } from '../../domain/reports.js'
import { CLUB_TIME_ZONE } from '../../domain/time.js'
import type { Executor } from '../db/database.js'

/**
 * The reports' SQL (ADR 041). Sales are read from the bills as they were written (ADR 028): a bill
 * with a row in restaurant_bill_voids is left out, and nothing else about a bill ever changes.
 */

export interface BillWindow {
  /** Instants: the start of the first club day, and the start of the day after the last. */
  start: Date
  end: Date
  restaurantId?: number | undefined
}

/** The bills of the window that were not voided, each with the quantity of its lines. */
function liveBills(window: BillWindow) {
  return sql`
    select b.bill_id, b.restaurant_id, b.payment_method, b.subtotal_paise, b.tax_paise, b.total_paise,
      to_char(b.closed_at at time zone ${CLUB_TIME_ZONE}, 'YYYY-MM-DD') as day,
      (select coalesce(sum(l.quantity), 0) from restaurant_bill_lines l where l.bill_id = b.bill_id) as items
    from restaurant_bills b
    where b.closed_at >= ${window.start} and b.closed_at < ${window.end}
      and not exists (select 1 from restaurant_bill_voids v where v.bill_id = b.bill_id)
      ${window.restaurantId === undefined ? sql`` : sql`and b.restaurant_id = ${window.restaurantId}`}`
}

export interface BillGroupRow {
  key: string
  label: string
  bills: number
  quantity: number
  net_paise: number
  tax_paise: number
  total_paise: number
}

const groupKey: Record<Exclude<SalesGrouping, 'dish'>, { key: RawBuilder<unknown>; label: RawBuilder<unknown> }> = {
  day: { key: sql`b.day`, label: sql`b.day` },
  restaurant: { key: sql`b.restaurant_id::text`, label: sql`r.name` },
  payment_method: { key: sql`b.payment_method`, label: sql`b.payment_method` },
}

/** Bills, dishes sold and money per day, restaurant or payment method. */
export async function billsGroupedBy(db: Executor, window: BillWindow, by: Exclude<SalesGrouping, 'dish'>): Promise<BillGroupRow[]> {
  const { key, label } = groupKey[by]
  const result = await sql<BillGroupRow>`
    with b as (${liveBills(window)})
    select ${key} as key, ${label} as label, count(*)::int as bills, sum(b.items)::int as quantity,
      sum(b.subtotal_paise)::bigint as net_paise, sum(b.tax_paise)::bigint as tax_paise, sum(b.total_paise)::bigint as total_paise
    from b join restaurants r on r.restaurant_id = b.restaurant_id
    group by 1, 2
    order by 1`.execute(db)
  return result.rows.map((row) => ({
    ...row,
    net_paise: Number(row.net_paise),
    tax_paise: Number(row.tax_paise),
    total_paise: Number(row.total_paise),
  }))
}

export interface DishSalesRow {
  key: string
  menu_item_id: number | null
  label: string
  restaurant_id: number
  restaurant_name: string
  bills: number
  quantity: number
  net_paise: number
}

/**
 * Each dish's sales before tax: its bill lines, by the menu item the order's item was (a line whose
 * order item is gone is counted under its name in its restaurant). Most sold first.
 */
export async function dishSales(db: Executor, window: BillWindow): Promise<DishSalesRow[]> {
  const result = await sql<DishSalesRow>`
    with b as (${liveBills(window)})
    select coalesce(i.menu_item_id::text, b.restaurant_id || ':' || l.name) as key, i.menu_item_id,
      coalesce(m.name, l.name) as label, b.restaurant_id, r.name as restaurant_name,
      count(distinct b.bill_id)::int as bills, sum(l.quantity)::int as quantity, sum(l.amount_paise)::bigint as net_paise
    from b
      join restaurant_bill_lines l on l.bill_id = b.bill_id
      join restaurants r on r.restaurant_id = b.restaurant_id
      left join order_items i on i.item_id = l.order_item_id
      left join menu_items m on m.menu_item_id = i.menu_item_id
    group by 1, 2, 3, 4, 5
    order by net_paise desc, label`.execute(db)
  return result.rows.map((row) => ({ ...row, net_paise: Number(row.net_paise) }))
}

export function restaurantExists(db: Executor, restaurantId: number) {
  return db.selectFrom('restaurants').select('restaurant_id').where('restaurant_id', '=', restaurantId).executeTakeFirst()
}

export function restaurantChoices(db: Executor) {
  return db.selectFrom('restaurants').select(['restaurant_id', 'name']).orderBy('name').execute()
}

export function kitchenNames(db: Executor) {
  return db.selectFrom('kitchens').select(['kitchen_id', 'name']).execute()
}

export interface LocationStockRow {
  location: string
  product_id: number
  quantity: number
  average_cost_paise: number
}

/**
 * Each product's stock per location as it stood before `end`, with the product's average cost then:
 * the last move's balance and average (every move keeps both, ADR 037).
 */
export async function stockBefore(db: Executor, end: Date): Promise<LocationStockRow[]> {
  const result = await sql<LocationStockRow>`
    with levels as (
      select distinct on (m.product_id, m.location) m.product_id, m.location, m.balance
      from inv_stock_moves m where m.created_at < ${end}
      order by m.product_id, m.location, m.created_at desc, m.move_id desc
    ),
    costs as (
      select distinct on (m.product_id) m.product_id, m.average_cost_paise
      from inv_stock_moves m where m.created_at < ${end}
      order by m.product_id, m.created_at desc, m.move_id desc
    )
    select l.location, l.product_id, l.balance as quantity, c.average_cost_paise
    from levels l join costs c on c.product_id = l.product_id`.execute(db)
  return result.rows.map((row) => ({ ...row, quantity: Number(row.quantity), average_cost_paise: Number(row.average_cost_paise) }))
}
