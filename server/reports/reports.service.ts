import type {
  FoodCostReport,
  FoodCostReportQuery,
  FoodCostRow,
  SalesReport,
  SalesReportQuery,
  SalesRow,
  StockValueReport,
} from '../../domain/contract/reports.js'
import { billPaymentLabels, type BillPaymentMethod } from '../../domain/restaurant-bills.js'
import { costShare, eachDay, reportRange } from '../../domain/reports.js'
import { roundQuantity } from '../../domain/store.js'
import { addDays, lazyDateFormat, startOfClubDay } from '../../domain/time.js'
import type { Executor } from '../db/database.js'
import { invalidField } from '../http/invalid-field.js'
import { recipesOf } from '../store/recipes.service.js'
import { stockLevelRows } from '../store/stock-reports.service.js'
import {
  billsGroupedBy,
  dishSales,
  kitchenNames,
  restaurantChoices,
  restaurantExists,
  stockBefore,
  type BillWindow,
} from './reports.repository.js'

/**
 * The reports (issue 22, ADR 041): sales from the bills not voided, food cost against sales at the
 * products' current average cost, and the stock's value by location on a day.
 */

const dayLabel = lazyDateFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' })
/** '2026-11-20' → '20 Nov 2026' */
export const formatReportDay = (day: string) => dayLabel(startOfClubDay(day))

async function windowOf(
  db: Executor,
  query: { from?: string | undefined; to?: string | undefined; restaurant_id?: number | undefined },
  today: string,
) {
  const range = reportRange(query, today)
  if (query.restaurant_id !== undefined && !(await restaurantExists(db, query.restaurant_id)))
    throw invalidField('restaurant_id', `no restaurant has id ${query.restaurant_id}`)
  const window: BillWindow = {
    start: startOfClubDay(range.from),
    end: startOfClubDay(addDays(range.to, 1)),
    restaurantId: query.restaurant_id,
  }
  return { ...range, window }
}

const sum = <T>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0)

export async function salesReport(db: Executor, query: SalesReportQuery, today: string): Promise<SalesReport> {
  const { from, to, window } = await windowOf(db, query, today)
  const totalsRows = await billsGroupedBy(db, window, 'payment_method')
  const totals = {
    bills: sum(totalsRows, (row) => row.bills),
    quantity: sum(totalsRows, (row) => row.quantity),
    net_paise: sum(totalsRows, (row) => row.net_paise),
    tax_paise: sum(totalsRows, (row) => row.tax_paise),
    total_paise: sum(totalsRows, (row) => row.total_paise),
  }
  let result: SalesRow[]
  if (query.by === 'dish') {
    result = (await dishSales(db, window)).map((row) => ({
      key: row.key,
      label: row.label,
      restaurant_name: row.restaurant_name,
      bills: row.bills,
      quantity: row.quantity,
      net_paise: row.net_paise,
      tax_paise: null,
      total_paise: null,
    }))
  } else {
    const rows = query.by === 'payment_method' ? totalsRows : await billsGroupedBy(db, window, query.by)
    result = rows.map((row) => ({
      ...row,
      label: query.by === 'payment_method' ? (billPaymentLabels[row.key as BillPaymentMethod] ?? row.key) : row.label,
      restaurant_name: null,
    }))
    if (query.by === 'day') {
      // Every day of the range, a day without sales as 0: the chart's gaps are real.
      const byDay = new Map(result.map((row) => [row.key, row]))
      result = eachDay(from, to).map(
        (day) =>
          byDay.get(day) ?? {
            key: day,
            label: day,
            restaurant_name: null,
            bills: 0,
            quantity: 0,
            net_paise: 0,
            tax_paise: 0,
            total_paise: 0,
          },
      )
      result = result.map((row) => ({ ...row, label: formatReportDay(row.key) }))
    }
    if (query.by === 'restaurant' || query.by === 'payment_method') result.sort((a, b) => (b.total_paise ?? 0) - (a.total_paise ?? 0))
  }
  return { from, to, by: query.by, restaurant_id: query.restaurant_id ?? null, result, totals, restaurants: await restaurantChoices(db) }
}

export async function foodCostReport(db: Executor, query: FoodCostReportQuery, today: string): Promise<FoodCostReport> {
  const { from, to, window } = await windowOf(db, query, today)
  const dishes = await dishSales(db, window)
  const recipes = await recipesOf(
    db,
    dishes.flatMap((dish) => (dish.menu_item_id === null ? [] : [dish.menu_item_id])),
  )
  const dishRows = dishes.map((dish) => {
    const recipe = dish.menu_item_id === null ? undefined : recipes.get(dish.menu_item_id)
    const hasRecipe = Boolean(recipe && recipe.ingredients.length > 0)
    const cost = hasRecipe ? recipe!.food_cost_paise * dish.quantity : 0
    return {
      key: dish.key,
      restaurantKey: String(dish.restaurant_id),
      label: dish.label,
      restaurant_name: dish.restaurant_name,
      quantity: dish.quantity,
      sales_paise: dish.net_paise,
      food_cost_paise: cost,
      cost_percent: hasRecipe ? costShare(cost, dish.net_paise) : null,
      quantity_without_recipe: hasRecipe ? 0 : dish.quantity,
    }
  })
  let result: FoodCostRow[]
  if (query.by === 'restaurant') {
    const byRestaurant = new Map<string, FoodCostRow>()
    for (const dish of dishRows) {
      const row = byRestaurant.get(dish.restaurantKey) ?? {
        key: dish.restaurantKey,
        label: dish.restaurant_name,
        restaurant_name: null,
        quantity: 0,
        sales_paise: 0,
        food_cost_paise: 0,
        cost_percent: null,
        quantity_without_recipe: 0,
      }
      row.quantity += dish.quantity
      row.sales_paise += dish.sales_paise
      row.food_cost_paise += dish.food_cost_paise
      row.quantity_without_recipe += dish.quantity_without_recipe
      byRestaurant.set(dish.restaurantKey, row)
    }
    result = [...byRestaurant.values()]
      .map((row) => ({ ...row, cost_percent: costShare(row.food_cost_paise, row.sales_paise) }))
      .sort((a, b) => b.sales_paise - a.sales_paise)
  } else {
    result = dishRows.map(({ restaurantKey: _, ...row }) => row)
  }
  const sales = sum(dishRows, (row) => row.sales_paise)
  const cost = sum(dishRows, (row) => row.food_cost_paise)
  return {
    from,
    to,
    by: query.by,
    restaurant_id: query.restaurant_id ?? null,
    result,
    restaurants: await restaurantChoices(db),
    totals: {
      quantity: sum(dishRows, (row) => row.quantity),
      sales_paise: sales,
      food_cost_paise: cost,
      cost_percent: costShare(cost, sales),
      quantity_without_recipe: sum(dishRows, (row) => row.quantity_without_recipe),
    },
  }
}

const locationOrder = (a: string, b: string) => (a === 'store' ? -1 : b === 'store' ? 1 : a.localeCompare(b, 'en', { numeric: true }))

/**
 * The stock's value by location at the end of `date`: today (or later) the books as they are now
 * (levels and average costs), an earlier day from the moves' balances and averages.
 */
export async function stockValueReport(db: Executor, query: { date?: string | undefined }, today: string): Promise<StockValueReport> {
  const date = query.date && query.date < today ? query.date : today
  const lines =
    date === today
      ? (await stockLevelRows(db)).map((row) => ({ location: row.location, quantity: row.quantity, value_paise: row.value_paise }))
      : (await stockBefore(db, startOfClubDay(addDays(date, 1)))).map((row) => {
          const quantity = roundQuantity(row.quantity)
          return { location: row.location, quantity, value_paise: Math.round(Math.max(quantity, 0) * row.average_cost_paise) }
        })
  const kitchens = new Map((await kitchenNames(db)).map((kitchen) => [`kitchen:${kitchen.kitchen_id}`, kitchen.name]))
  const byLocation = new Map<string, { products: number; value_paise: number }>()
  for (const line of lines) {
    const entry = byLocation.get(line.location) ?? { products: 0, value_paise: 0 }
    if (line.quantity > 0) entry.products += 1
    entry.value_paise += line.value_paise
    byLocation.set(line.location, entry)
  }
  const result = [...byLocation]
    .sort(([a], [b]) => locationOrder(a, b))
    .map(([location, entry]) => ({
      location,
      label: location === 'store' ? 'Main store' : (kitchens.get(location) ?? location),
      ...entry,
    }))
  return { date, result, total_paise: sum(result, (row) => row.value_paise) }
}
