import { Hono } from 'hono'
import { controlSystem } from '../../domain/contract/control.js'
import { requireRole } from '../auth/principal.js'
import type { AppEnv } from '../http/context.js'
import { contract } from '../http/contract.js'
import { systemStatus } from './system.service.js'

/** The super-administrator's control panel (ADR 025), mounted at /api/control: a /control session only. */
export const controlRoutes = new Hono<AppEnv>()

controlRoutes.get('/system', requireRole('super-admin'), contract(controlSystem), async (c) => {
  return c.json({ result: await systemStatus(c.var.deps) })
})
