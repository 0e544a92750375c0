import { Hono } from 'hono'
import { healthCheck, publicConfiguration } from '../../domain/contract/platform.js'
import { contract } from '../http/contract.js'
import type { AppEnv } from '../http/context.js'
import { isDatabaseReachable } from './health.repository.js'
import { clubProfile } from '../organisations/organisations.service.js'

export const healthRoutes = new Hono<AppEnv>()

healthRoutes.get('/health', contract(healthCheck), async (c) => {
  const { db, clock, logger } = c.var.deps
  const isReachable = await isDatabaseReachable(db, logger)
  const answer = {
    status: isReachable ? 'ok' : 'degraded',
    database: isReachable ? 'reachable' : 'unreachable',
    time: clock().toISOString(),
  } as const
  return c.json(answer, isReachable ? 200 : 503)
})

healthRoutes.get('/public/config', contract(publicConfiguration), async (c) => {
  c.header('Cache-Control', 'public, max-age=300')
  // The club's profile names the chat number; CLUB_CHAT_NUMBER is the fallback where it names none.
  const { chat_number } = await clubProfile(c.var.deps.db)
  return c.json({ chatNumber: chat_number ?? c.var.deps.publicConfig.chatNumber })
})
