import { z } from 'zod'
import { auditActionKeys, auditAreaKeys } from '../audit.js'
import { endpoint } from './endpoint.js'
import { clubDay, id, omitEmpty, page, text, timestamp, wholeNumberText } from './fields.js'
import { pagination } from './users.js'

/** The back office's audit trail (issue 19 "Audit trail"; ADR 029): read by administrators only. */
const tag = 'Audit trail'

export const auditQuery = z
  .object({
    /** The user id of the person who made the change. */
    person: omitEmpty(id),
    area: omitEmpty(z.enum(auditAreaKeys, { error: `must be one of ${auditAreaKeys.join(', ')}` })),
    recordType: omitEmpty(text(40).pipe(z.string().regex(/^[a-z_-]+$/, 'must be a record type such as member'))),
    recordId: omitEmpty(text(60)),
    /** First day, in the club's time (Asia/Kolkata). */
    from: omitEmpty(clubDay),
    /** Last day, included. */
    to: omitEmpty(clubDay),
    page,
    limit: wholeNumberText(1, 100).default(20),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['to'], message: 'must be on or after the first day' })
  .refine((query) => query.recordId === undefined || query.recordType !== undefined, {
    path: ['recordType'],
    message: 'is required with recordId: name the kind of record, such as member',
  })
export type AuditQuery = z.output<typeof auditQuery>

export const auditEntry = z.object({
  audit_id: z.number(),
  at: timestamp,
  actor: z.object({
    kind: z.enum(['staff', 'kitchen', 'super-admin']),
    id: z.number().describe('The user id'),
    name: z.string().describe('Their name when they made the change'),
  }),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  area: z.string(),
  action: z.enum(auditActionKeys),
  record_type: z.string(),
  record_id: z.string(),
  summary: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable().describe('The fields that changed, as they were (a deleted record: all of them)'),
  after: z.record(z.string(), z.unknown()).nullable().describe('The fields that changed, as they became (a new record: all of them)'),
})
export type AuditEntry = z.infer<typeof auditEntry>

export const auditTrail = endpoint({
  method: 'get',
  path: '/api/audit',
  tag,
  summary: 'Every change made in the back office, newest first, filtered by person, area, record and dates',
  description:
    'For administrators (role 1) and the super-administrator only. Passwords, tokens, codes and hashes are never kept. `from` and `to` are days in the club’s time, both included.',
  audience: 'staff',
  query: auditQuery,
  responses: { 200: z.object({ result: z.array(auditEntry), pagination }) },
})

export const auditPeople = endpoint({
  method: 'get',
  path: '/api/audit/people',
  tag,
  summary: 'Everyone who has changed something, for the trail’s person filter',
  audience: 'staff',
  responses: { 200: z.object({ result: z.array(z.object({ id: z.number(), name: z.string() })) }) },
})
