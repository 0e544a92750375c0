import { z } from 'zod'
import { endpoint } from './endpoint.js'
import { timestamp } from './fields.js'

/** The super-administrator's control panel (/control; ADR 025): how the running system is. */
const tag = 'Control panel'

export const systemStatus = z.object({
  version: z.string().describe('From package.json'),
  server_time: timestamp,
  started_at: timestamp.describe('When this server process started'),
  database: z.object({ reachable: z.boolean(), server_version: z.string().nullable() }),
  migrations: z.object({
    applied: z.number(),
    pending: z.array(z.string()).describe('Migrations in this build the database has not run: should be none'),
    latest: z.string().nullable().describe('The last one applied'),
    latest_applied_at: timestamp.nullable(),
  }),
  messaging: z.object({
    provider: z.string().describe("'stored' (kept in the messages table and the log) or 'whatsapp-cloud'"),
    sent_last_24h: z.number(),
    failed_last_24h: z.number(),
    last_sent_at: timestamp.nullable(),
    last_error: z.object({ at: timestamp, error: z.string() }).nullable(),
  }),
  jobs: z.array(z.object({ name: z.string(), state: z.string(), detail: z.string().nullable() })).describe('Background jobs (none yet)'),
})
export type SystemStatus = z.infer<typeof systemStatus>

export const controlSystem = endpoint({
  method: 'get',
  path: '/api/control/system',
  tag,
  summary: 'The system page: database, migrations, messaging and its last error, background jobs, version',
  description: 'For the super-administrator’s session (signed in at /control) only.',
  audience: 'staff',
  responses: { 200: z.object({ result: systemStatus }) },
})
