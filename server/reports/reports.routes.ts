import { Hono, type Context } from 'hono'
import * as api from '../../domain/contract/reports.js'
import { clubDate } from '../../domain/time.js'
import { requirePermission } from '../auth/permissions.js'
import { contract } from '../http/contract.js'
import type { AppEnv } from '../http/context.js'
import { foodCostCsv, salesCsv, stockValueCsv, type CsvFile } from './report-csv.js'
import { foodCostReport, salesReport, stockValueReport } from './reports.service.js'

/**
 * Reports (ADR 041), mounted at /api/reports. Sales need `restaurants` view (the bills' own grant,
 * ADR 028); food cost and the stock's value need `inventory` view. Reads only: nothing to audit.
 */
export const reportsRoutes = new Hono<AppEnv>()

const restaurantsView = requirePermission('restaurants', 'view')
const inventoryView = requirePermission('inventory', 'view')
const todayOf = (c: Context<AppEnv>) => clubDate(c.var.deps.clock())

const csvAnswer = (c: Context<AppEnv>, csv: CsvFile) =>
  c.body(csv.text, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${csv.fileName}"`,
    'Cache-Control': 'private, no-store',
  })

reportsRoutes.get('/sales', restaurantsView, contract(api.salesReportEndpoint), async (c) => {
  return c.json(await salesReport(c.var.deps.db, c.req.valid('query'), todayOf(c)))
})
reportsRoutes.get('/sales/csv', restaurantsView, contract(api.salesReportCsv), async (c) => {
  return csvAnswer(c, salesCsv(await salesReport(c.var.deps.db, c.req.valid('query'), todayOf(c))))
})

reportsRoutes.get('/food-cost', inventoryView, contract(api.foodCostReportEndpoint), async (c) => {
  return c.json(await foodCostReport(c.var.deps.db, c.req.valid('query'), todayOf(c)))
})
reportsRoutes.get('/food-cost/csv', inventoryView, contract(api.foodCostReportCsv), async (c) => {
  return csvAnswer(c, foodCostCsv(await foodCostReport(c.var.deps.db, c.req.valid('query'), todayOf(c))))
})

reportsRoutes.get('/stock-value', inventoryView, contract(api.stockValueReportEndpoint), async (c) => {
  return c.json(await stockValueReport(c.var.deps.db, c.req.valid('query'), todayOf(c)))
})
reportsRoutes.get('/stock-value/csv', inventoryView, contract(api.stockValueReportCsv), async (c) => {
  return csvAnswer(c, stockValueCsv(await stockValueReport(c.var.deps.db, c.req.valid('query'), todayOf(c))))
})
