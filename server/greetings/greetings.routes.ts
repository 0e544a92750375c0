import { Hono } from 'hono'
import * as api from '../../domain/contract/greetings.js'
import { exportFileName, formatGreeting, greetingTemplates, placeholders, templateText } from '../../domain/greetings.js'
import { clubDate } from '../../domain/time.js'
import { auditorOf } from '../audit/audit-trail.js'
import { requirePermission } from '../auth/permissions.js'
import { contract, type ContractOptions } from '../http/contract.js'
import type { AppEnv } from '../http/context.js'
import { notFound } from '../http/errors.js'
import {
  analyticsOf,
  dashboardOf,
  exportCsv,
  festivalsOf,
  historyOf,
  occasionsOn,
  progressOf,
  scheduledList,
  searchOccasionMembers,
  statisticsOf,
} from './greetings.reads.js'
import { findBatch } from './greetings.repository.js'
import { bulkSend, cancelSchedule, recordGreeting, scheduleSend, sendOne } from './greetings.sends.js'

/**
 * Greetings by WhatsApp (spec 2 §§5, 7 "Greetings", 8; ADRs 035, 036), mounted at /api/greetings.
 * Every path needs the 'greetings' area. Answers are `{success, message, data}`, the greetings
 * client's shape; a refused input's message is the spec's sentence ('Member ID is required').
 */
export const greetingsRoutes = new Hono<AppEnv>()

const refusal: ContractOptions = { refusalExtra: (message) => ({ success: false, message: message.replace(/^[\w.[\]]+: /, '') }) }
const view = requirePermission('greetings', 'view')
const create = requirePermission('greetings', 'create')
const edit = requirePermission('greetings', 'edit')
const ok = <T>(message: string, data: T) => ({ success: true as const, message, data })

greetingsRoutes.get('/dashboard', view, contract(api.greetingsDashboard, refusal), async (c) => {
  const { db, clock } = c.var.deps
  return c.json(ok('Greetings dashboard', await dashboardOf(db, clock())))
})

greetingsRoutes.get('/birthdays', view, contract(api.greetingBirthdays, refusal), async (c) => {
  const { db, clock } = c.var.deps
  const date = c.req.valid('query').date ?? clubDate(clock())
  const members = await occasionsOn(db, 'birthday', date)
  return c.json(ok(`${members.length} birthday(s) on ${date}`, { date, members }))
})

greetingsRoutes.get('/anniversaries', view, contract(api.greetingAnniversaries, refusal), async (c) => {
  const { db, clock } = c.var.deps
  const date = c.req.valid('query').date ?? clubDate(clock())
  const members = await occasionsOn(db, 'anniversary', date)
  return c.json(ok(`${members.length} anniversary(ies) on ${date}`, { date, members }))
})

greetingsRoutes.get('/festivals', view, contract(api.greetingFestivals, refusal), async (c) => {
  const { db, clock } = c.var.deps
  const year = Number(clubDate(clock()).slice(0, 4))
  return c.json(ok('Festivals', [...(await festivalsOf(db, year)), ...(await festivalsOf(db, year + 1))]))
})

greetingsRoutes.get('/templates', view, contract(api.greetingTemplatesEndpoint, refusal), (c) =>
  c.json(ok('Greeting templates', { templates: greetingTemplates, placeholders: [...placeholders] })),
)

greetingsRoutes.post('/format-message', view, contract(api.formatGreetingMessage, refusal), (c) => {
  const { template, memberData, greetingType } = c.req.valid('json')
  const text = templateText(greetingType, template) ?? template
  return c.json(ok('Message formatted', formatGreeting(text, memberData)))
})

greetingsRoutes.post('/send-whatsapp', create, contract(api.sendWhatsAppGreeting, refusal), async (c) => {
  const result = await sendOne(c.var.deps, auditorOf(c), c.req.valid('json'))
  const message = result.greeting ? 'Greeting sent successfully' : `Not sent: ${result.skipped[0]?.reason ?? 'skipped'}`
  return c.json(ok(message, result))
})

greetingsRoutes.post('/bulk-send', create, contract(api.bulkSendGreetings, refusal), async (c) => {
  const result = await bulkSend(c.var.deps, auditorOf(c), c.req.valid('json'))
  const skippedNote = result.skipped.length ? `; ${result.skipped.length} skipped` : ''
  return c.json(ok(`Sending to ${result.batch.total} member(s)${skippedNote}`, result), 202)
})

greetingsRoutes.get('/jobs/:id', view, contract(api.greetingJob, refusal), async (c) => {
  const { db } = c.var.deps
  const batch = await findBatch(db, c.req.valid('param').id)
  if (!batch) throw notFound('Greeting job not found')
  const [progress] = await progressOf(db, [batch])
  return c.json(ok(`Greeting job ${batch.status}`, progress!))
})

greetingsRoutes.get('/statistics', view, contract(api.greetingStatistics, refusal), async (c) => {
  const { startDate, endDate } = c.req.valid('query')
  return c.json(ok('Greeting statistics', await statisticsOf(c.var.deps.db, startDate, endDate)))
})

greetingsRoutes.post('/update-status', create, contract(api.updateGreetingStatus, refusal), async (c) => {
  const { db, clock } = c.var.deps
  const result = await recordGreeting(db, auditorOf(c), c.req.valid('json'), clock())
  const message = result.greeting ? 'Greeting recorded' : `Not recorded: ${result.skipped[0]?.reason ?? 'skipped'}`
  return c.json(ok(message, result))
})

greetingsRoutes.get('/search', view, contract(api.searchGreetingMembers, refusal), async (c) => {
  const { db, clock } = c.var.deps
  const { searchTerm, type } = c.req.valid('query')
  const members = await searchOccasionMembers(db, searchTerm, type, clock())
  return c.json(ok(`${members.length} member(s) found`, members))
})

greetingsRoutes.get('/member/:id/history', view, contract(api.memberGreetingHistory, refusal), async (c) => {
  return c.json(ok('Greeting history', await historyOf(c.var.deps.db, c.req.valid('param').id)))
})

greetingsRoutes.get('/export', view, contract(api.exportGreetings, refusal), async (c) => {
  const { db, clock } = c.var.deps
  const { type, date = clubDate(clock()), format } = c.req.valid('query')
  const csv = await exportCsv(db, type, date)
  return c.body(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${exportFileName(type, date, format)}"`,
  })
})

greetingsRoutes.get('/analytics', view, contract(api.greetingAnalytics, refusal), async (c) => {
  const { db, clock } = c.var.deps
  return c.json(ok('Greeting analytics', await analyticsOf(db, c.req.valid('query').period, clock())))
})

greetingsRoutes.post('/schedule', create, contract(api.scheduleGreetings, refusal), async (c) => {
  const result = await scheduleSend(c.var.deps, auditorOf(c), c.req.valid('json'))
  return c.json(ok('Greeting scheduled successfully', result), 201)
})

greetingsRoutes.get('/scheduled', view, contract(api.scheduledGreetings, refusal), async (c) => {
  return c.json(ok('Scheduled greetings', await scheduledList(c.var.deps.db, c.req.valid('query').status)))
})

greetingsRoutes.delete('/scheduled/:id', edit, contract(api.cancelScheduledGreeting, refusal), async (c) => {
  const batch = await cancelSchedule(c.var.deps, auditorOf(c), c.req.valid('param').id)
  return c.json(ok('Scheduled greeting cancelled', batch))
})
