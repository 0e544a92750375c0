import { Hono } from 'hono'
import { sql } from 'kysely'
import type { AppEnv } from '../http/context.js'

export const healthRoutes = new Hono<AppEnv>()

/** For load balancers and the door devices: is the API up, and can it reach its database? */
healthRoutes.get('/api/health', async (c) => {
  const { db, clock } = c.var.deps
  try {
    await sql`select 1`.execute(db)
    return c.json({ status: 'ok', database: 'reachable', time: clock().toISOString() })
  } catch (error) {
    c.var.deps.logger.error('health check: database unreachable', { error: String(error) })
    return c.json({ status: 'degraded', database: 'unreachable', time: clock().toISOString() }, 503)
  }
})

/** The short, explicit list of settings the browser may see (the chat button's number). */
healthRoutes.get('/api/public/config', (c) => {
  c.header('Cache-Control', 'public, max-age=300')
  return c.json(c.var.deps.publicConfig)
})
