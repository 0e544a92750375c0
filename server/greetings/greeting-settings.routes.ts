import { Hono } from 'hono'
import * as api from '../../domain/contract/greeting-settings.js'
import { auditorOf } from '../audit/audit-trail.js'
import { requirePermission } from '../auth/permissions.js'
import { contract, type ContractOptions } from '../http/contract.js'
import type { AppEnv } from '../http/context.js'
import { addOptOut, greetingSettingsOf, listOptOuts, removeOptOut, updateGreetingSettings } from './greeting-settings.js'

/**
 * The club's greeting settings and members' opt-outs, mounted at /api/greetings beside the greetings
 * themselves: the 'greetings' area to read, its 'edit' right to change. Answers are the greetings
 * client's `{success, message, data}`.
 */
export const greetingSettingsRoutes = new Hono<AppEnv>()

const refusal: ContractOptions = { refusalExtra: (message) => ({ success: false, message: message.replace(/^[\w.[\]]+: /, '') }) }
const view = requirePermission('greetings', 'view')
const edit = requirePermission('greetings', 'edit')
const ok = <T>(message: string, data: T) => ({ success: true as const, message, data })

greetingSettingsRoutes.get('/settings', view, contract(api.readGreetingSettingsEndpoint, refusal), async (c) =>
  c.json(ok('Greeting settings', await greetingSettingsOf(c.var.deps.db))),
)

greetingSettingsRoutes.put('/settings', edit, contract(api.updateGreetingSettings, refusal), async (c) =>
  c.json(ok('Greeting settings saved', await updateGreetingSettings(c.var.deps.db, auditorOf(c), c.req.valid('json')))),
)

greetingSettingsRoutes.get('/opt-outs', view, contract(api.greetingOptOuts, refusal), async (c) => {
  const optOuts = await listOptOuts(c.var.deps.db)
  return c.json(ok(`${optOuts.length} member(s) opted out`, optOuts))
})

greetingSettingsRoutes.put('/opt-outs/:id', edit, contract(api.addGreetingOptOut, refusal), async (c) => {
  const optOut = await addOptOut(c.var.deps.db, auditorOf(c), c.req.valid('param').id, c.req.valid('json').reason)
  return c.json(ok(`${optOut.name} will not be sent greetings`, optOut))
})

greetingSettingsRoutes.delete('/opt-outs/:id', edit, contract(api.removeGreetingOptOut, refusal), async (c) =>
  c.json(ok('The member will be sent greetings again', await removeOptOut(c.var.deps.db, auditorOf(c), c.req.valid('param').id))),
)
