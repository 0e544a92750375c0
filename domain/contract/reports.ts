import { z } from 'zod'
import { foodCostGroupings, MAX_REPORT_DAYS, daysInRange, salesGroupings } from '../reports.js'
import { endpoint, fileAnswer } from './endpoint.js'
import { clubDay, id, omitEmpty } from './fields.js'
import { enumOf } from './sports-shapes.js'

/**
 * Reports (issue 22, ADR 041), under /api/reports/: sales from the restaurant bills not voided,
 * food cost against those sales, and the stock's value by location. Each as JSON for the screen and
 * as CSV (`/csv` after the same path, same query). Days are club days (Asia/Kolkata); money is paise.
 */
const tag = 'Reports'

/** A club day the club's books can hold: this century (a year 1 or 9999 is a typing slip, refused by name). */
const reportDay = clubDay.refine((day) => day >= '2000-01-01' && day <= '2099-12-31', 'must be a day from 2000-01-01 to 2099-12-31')

const rangeRefinement = (query: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) => {
  if (!query.from || !query.to) return
  if (query.to < query.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be on or after from' })
  else if (daysInRange(query.from, query.to) > MAX_REPORT_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: `must be at most ${MAX_REPORT_DAYS} days after from` })
}

const rangeFields = {
  /** First club day, included; defaults to 30 days before `to`. */
  from: omitEmpty(reportDay),
  /** Last club day, included; defaults to today. */
  to: omitEmpty(reportDay),
  restaurant_id: omitEmpty(id),
}

export const salesReportQuery = z
  .object({ ...rangeFields, by: omitEmpty(enumOf(salesGroupings)).transform((value) => value ?? 'day') })
  .superRefine(rangeRefinement)
export type SalesReportQuery = z.output<typeof salesReportQuery>

export const foodCostReportQuery = z
  .object({ ...rangeFields, by: omitEmpty(enumOf(foodCostGroupings)).transform((value) => value ?? 'dish') })
  .superRefine(rangeRefinement)
export type FoodCostReportQuery = z.output<typeof foodCostReportQuery>

export const stockValueReportQuery = z.object({
  /** The stock as it stood at the end of this club day; defaults to today (the books as they are now). */
  date: omitEmpty(reportDay),
})

// ---- answers ----------------------------------------------------------------------------------------

export const salesRow = z.object({
  /** '2026-11-20', a restaurant's or dish's id, or a payment method. */
  key: z.string(),
  /** What a person reads: '20 Nov 2026', 'Zafraan', 'Cash', 'Dal Makhani'. */
  label: z.string(),
  /** A dish's restaurant; null for the other groupings. */
  restaurant_name: z.string().nullable(),
  /** Bills counted (by dish: bills that had the dish). */
  bills: z.number(),
  /** Dishes sold (the bills' line quantities). */
  quantity: z.number(),
  /** Sales before tax: the bills' lines. */
  net_paise: z.number(),
  /** Tax is on the bill, not on a line: null by dish. */
  tax_paise: z.number().nullable(),
  total_paise: z.number().nullable(),
})
export type SalesRow = z.infer<typeof salesRow>

/** Every restaurant, for the screen's filter (a store keeper cannot read the restaurants' list). */
const restaurantChoices = z.array(z.object({ restaurant_id: z.number(), name: z.string() }))

const salesTotals = z.object({
  bills: z.number(),
  quantity: z.number(),
  net_paise: z.number(),
  tax_paise: z.number(),
  total_paise: z.number(),
})

export const salesReport = z.object({
  from: z.string(),
  to: z.string(),
  by: enumOf(salesGroupings),
  restaurant_id: z.number().nullable(),
  result: z.array(salesRow),
  totals: salesTotals,
  restaurants: restaurantChoices,
})
export type SalesReport = z.infer<typeof salesReport>

export const foodCostRow = z.object({
  key: z.string(),
  label: z.string(),
  restaurant_name: z.string().nullable(),
  quantity: z.number(),
  /** Sales before tax. */
  sales_paise: z.number(),
  /** Each dish's recipe cost per portion at the products' current average cost × quantity sold. */
  food_cost_paise: z.number(),
  /** Food cost as a share of sales, per cent with one decimal; null without sales. */
  cost_percent: z.number().nullable(),
  /** Portions sold of dishes with no recipe: they carry no cost, so the share is understated by them. */
  quantity_without_recipe: z.number(),
})
export type FoodCostRow = z.infer<typeof foodCostRow>

export const foodCostReport = z.object({
  from: z.string(),
  to: z.string(),
  by: enumOf(foodCostGroupings),
  restaurant_id: z.number().nullable(),
  result: z.array(foodCostRow),
  restaurants: restaurantChoices,
  totals: z.object({
    quantity: z.number(),
    sales_paise: z.number(),
    food_cost_paise: z.number(),
    cost_percent: z.number().nullable(),
    quantity_without_recipe: z.number(),
  }),
})
export type FoodCostReport = z.infer<typeof foodCostReport>

export const stockValueRow = z.object({
  /** 'store' or 'kitchen:{id}'. */
  location: z.string(),
  /** 'Main store', or the kitchen's name. */
  label: z.string(),
  /** Products with stock above zero there. */
  products: z.number(),
  value_paise: z.number(),
})
export type StockValueRow = z.infer<typeof stockValueRow>

export const stockValueReport = z.object({ date: z.string(), result: z.array(stockValueRow), total_paise: z.number() })
export type StockValueReport = z.infer<typeof stockValueReport>

const csvAnswer = fileAnswer('The report as CSV (UTF-8 with a byte order mark, a header line, one line per row)', 'text/csv')

// ---- endpoints --------------------------------------------------------------------------------------

const salesDescription =
  'Bills closed from `from` to `to` (club days, both included) and not voided; a voided bill never counts, whenever it was voided. ' +
  '`by`: day (every day of the range, days without sales as 0), restaurant, dish (sales before tax per dish) or payment_method. ' +
  'Needs `restaurants` view, the bills’ own grant (ADR 028).'

export const salesReportEndpoint = endpoint({
  method: 'get',
  path: '/api/reports/sales',
  tag,
  summary: 'Sales by day, restaurant, dish or payment method',
  description: salesDescription,
  audience: 'staff',
  query: salesReportQuery,
  responses: { 200: salesReport },
})

export const salesReportCsv = endpoint({
  method: 'get',
  path: '/api/reports/sales/csv',
  tag,
  summary: 'Sales by day, restaurant, dish or payment method, as CSV',
  description: salesDescription,
  audience: 'staff',
  query: salesReportQuery,
  responses: { 200: csvAnswer },
})

const foodCostDescription =
  'Dishes sold on bills not voided from `from` to `to`, each at its recipe’s cost per portion at the products’ current average cost, against its sales before tax. ' +
  '`by`: dish or restaurant. Dishes without a recipe carry no cost and are counted in `quantity_without_recipe`. Needs `inventory` view.'

export const foodCostReportEndpoint = endpoint({
  method: 'get',
  path: '/api/reports/food-cost',
  tag,
  summary: 'Food cost against sales, by dish or restaurant',
  description: foodCostDescription,
  audience: 'staff',
  query: foodCostReportQuery,
  responses: { 200: foodCostReport },
})

export const foodCostReportCsv = endpoint({
  method: 'get',
  path: '/api/reports/food-cost/csv',
  tag,
  summary: 'Food cost against sales, by dish or restaurant, as CSV',
  description: foodCostDescription,
  audience: 'staff',
  query: foodCostReportQuery,
  responses: { 200: csvAnswer },
})

const stockDescription =
  'Each location’s stock at the end of `date` (a club day, default today) valued at the average cost of the time; stock below zero is worth nothing. Needs `inventory` view.'

export const stockValueReportEndpoint = endpoint({
  method: 'get',
  path: '/api/reports/stock-value',
  tag,
  summary: 'The stock’s value by location on a day',
  description: stockDescription,
  audience: 'staff',
  query: stockValueReportQuery,
  responses: { 200: stockValueReport },
})

export const stockValueReportCsv = endpoint({
  method: 'get',
  path: '/api/reports/stock-value/csv',
  tag,
  summary: 'The stock’s value by location on a day, as CSV',
  description: stockDescription,
  audience: 'staff',
  query: stockValueReportQuery,
  responses: { 200: csvAnswer },
})
