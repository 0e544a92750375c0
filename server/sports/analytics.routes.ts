import { Hono } from 'hono'
import type { AppEnv } from '../http/context.js'
import { query } from '../http/validate.js'
import { dashboardOf, revenueOf, statisticsOf } from './analytics.service.js'
import { sportsMay } from './sports-access.js'
import { revenueQuery, statisticsQuery } from './sports.schemas.js'

/** The office's figures: statistics, revenue between two dates and the dashboard (ADR 015). */
export const analyticsRoutes = new Hono<AppEnv>()
const base = '/api/sports-activity'

analyticsRoutes.get(`${base}/statistics`, sportsMay('view'), query(statisticsQuery), async (c) => {
  return c.json({ success: true, statistics: await statisticsOf(c.var.deps.db, c.req.valid('query').activity_id) })
})

analyticsRoutes.get(`${base}/analytics/revenue`, sportsMay('view'), query(revenueQuery), async (c) => {
  const { start_date, end_date } = c.req.valid('query')
  return c.json({ success: true, revenue: await revenueOf(c.var.deps.db, start_date, end_date) })
})

analyticsRoutes.get(`${base}/dashboard`, sportsMay('view'), async (c) => {
  const { db, clock } = c.var.deps
  return c.json({ success: true, dashboard: await dashboardOf(db, clock()) })
})
