import { Hono } from 'hono'
import { dashboardTodayEndpoint } from '../../domain/contract/dashboard.js'
import { principalHasAccess, requirePermission } from '../auth/permissions.js'
import { requirePrincipal } from '../auth/principal.js'
import { contract } from '../http/contract.js'
import type { AppEnv } from '../http/context.js'
import { dashboardAreas, dashboardToday, type DashboardArea } from './dashboard.service.js'

/**
 * The office dashboard (ADR 032), mounted at /api: the `dashboard` view grant opens it, and each
 * figure is read only for an area the role may view, decided here on the server.
 */
export const dashboardRoutes = new Hono<AppEnv>()

dashboardRoutes.get('/dashboard/today', requirePermission('dashboard', 'view'), contract(dashboardTodayEndpoint), async (c) => {
  const { db, clock } = c.var.deps
  const principal = requirePrincipal(c)
  const allowed = await Promise.all(dashboardAreas.map((area) => principalHasAccess(db, principal, area, 'view')))
  const areas = new Set<DashboardArea>(dashboardAreas.filter((_, index) => allowed[index]))
  c.header('Cache-Control', 'private, no-store')
  return c.json(await dashboardToday(db, clock(), areas))
})
