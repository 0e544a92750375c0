import { Hono } from 'hono'
import { dashboard, revenue, statistics } from '../../domain/contract/sports-analytics.js'
import { contract } from '../http/contract.js'
import type { AppEnv } from '../http/context.js'
import { dashboardOf, revenueOf, statisticsOf } from './analytics.service.js'
import { sportsMay } from './sports-access.js'

/** The office's figures: statistics, revenue between two dates and the dashboard (ADR 015). */
export const analyticsRoutes = new Hono<AppEnv>()

analyticsRoutes.get('/statistics', sportsMay('view'), contract(statistics), async (c) => {
  return c.json({ success: true, statistics: await statisticsOf(c.var.deps.db, c.req.valid('query').activity_id) })
})

analyticsRoutes.get('/analytics/revenue', sportsMay('view'), contract(revenue), async (c) => {
  const { start_date, end_date } = c.req.valid('query')
  return c.json({ success: true, revenue: await revenueOf(c.var.deps.db, start_date, end_date) })
})

analyticsRoutes.get('/dashboard', sportsMay('view'), contract(dashboard), async (c) => {
  const { db, clock } = c.var.deps
  return c.json({ success: true, dashboard: await dashboardOf(db, clock()) })
})
