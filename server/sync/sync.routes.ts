import { Hono } from 'hono'
import { syncPull, syncPush } from '../../domain/contract/sync.js'
import { requirePrincipal, requireRole } from '../auth/principal.js'
import { contract } from '../http/contract.js'
import type { AppEnv } from '../http/context.js'
import { pullScope, pushMutations } from './sync.service.js'

/**
 * The sync engine's two endpoints (DESIGN.md "Offline and sync", docs/decisions/011-sync-protocol.md),
 * mounted at /api/sync. Any signed-in principal may sync; what each may do is decided per mutation
 * and per scope by the area that registered it (server/sync/sync.contract.ts).
 */
export const syncRoutes = new Hono<AppEnv>()

const signedIn = requireRole('staff', 'kitchen', 'member')

syncRoutes.post('/push', signedIn, contract(syncPush), async (c) => {
  const push = c.req.valid('json')
  const response = await pushMutations(c.var.deps, requirePrincipal(c), { ...push, userAgent: c.req.header('user-agent') ?? null })
  return c.json(response)
})

syncRoutes.get('/pull', signedIn, contract(syncPull), async (c) => {
  const response = await pullScope(c.var.deps, requirePrincipal(c), c.req.valid('query'))
  c.header('Cache-Control', 'no-store')
  return c.json(response)
})
