import { Hono } from 'hono'
import { publicActivities } from '../../domain/contract/sports-activities.js'
import { contract } from '../http/contract.js'
import type { AppEnv } from '../http/context.js'
import { listActivities } from './activities.repository.js'
import { toPublicActivity } from './activity.view.js'

/** The public sports page: active public activities, no token needed (ADR 015). */
export const publicRoutes = new Hono<AppEnv>()

publicRoutes.get('/public/activities', contract(publicActivities), async (c) => {
  const rows = await listActivities(c.var.deps.db, { status: 'active', isPublic: true }, { limit: 100, offset: 0 })
  c.header('Cache-Control', 'public, max-age=300')
  return c.json({ success: true, data: rows.map(toPublicActivity) })
})
