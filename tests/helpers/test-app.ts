import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { appDeps, createApp, createAreaSyncRegistry } from '../../server/app.js'
import type { DB, OpenDatabase } from '../../server/db/database.js'
import type { AppDeps } from '../../server/http/context.js'
import { createLogger } from '../../server/http/logger.js'
import type { MessagingPort } from '../../server/messaging/messaging.port.js'
import { createStoredMessaging } from '../../server/messaging/stored.adapter.js'
import { createRelayNotifier } from '../../server/realtime/notifier.js'
import { createPostgresAdapter } from '../../server/realtime/postgres-adapter.js'
import { attachRealtime, type Realtime, type RealtimeOptions } from '../../server/realtime/realtime.js'
import { DEMO_PASSWORD } from '../../server/seed/demo-password.js'
import { openTestDatabase, type SeedLayer } from './test-database.js'
import { startGreetingJobs } from '../../server/greetings/greeting-jobs.js'

export { DEMO_PASSWORD }

/** A clock the test moves by hand. Starts on a fixed morning in Delhi. */
export function createTestClock(start = new Date('2026-11-22T04:30:00.000Z')) {
  let now = new Date(start)
  const clock = () => new Date(now)
  return Object.assign(clock, {
    advance(ms: number) {
      now = new Date(now.getTime() + ms)
    },
    set(at: Date) {
      now = new Date(at)
    },
  })
}
export type TestClock = ReturnType<typeof createTestClock>

export interface TestAppOptions {
  /** Proxy hops to trust (true: one). */
  trustProxy?: boolean | number
  messaging?: (db: DB) => MessagingPort
  staffTtlSeconds?: number
  memberTtlSeconds?: number
  publicDir?: string
  /** Another test app's database (already prepared): two API servers on one database. */
  database?: OpenDatabase
  /** Receives the server's log lines (JSON), every level; without it the app logs nothing. */
  log?: (line: string) => void
  /** What the app's own database starts with (ADR 019): the demo club unless the file asks for less. */
  seed?: SeedLayer
  /** Check every answer against its contract (true: tests); a benchmark measures the app as it serves. */
  checkResponses?: boolean
  /** Run the greetings' background sends (ADR 035) on this app's database; `close()` stops them. */
  greetingJobs?: boolean
  /** Where the app's clock starts (2026-11-22 10:00 in Delhi unless set). */
  clockStart?: Date
}

/** The WhatsApp webhook's settings every test app has. */
export const TEST_WHATSAPP_WEBHOOK = { appSecret: 'test-whatsapp-app-secret', verifyToken: 'test-verify-token' }

/** The real app on a database of its own, migrated, with the demo club (or the layer asked for) in it. */
export async function createTestApp(options: TestAppOptions = {}) {
  const ownsDatabase = !options.database
  const database = options.database ?? (await openTestDatabase(options.seed ?? 'demo'))
  const { db } = database
  const clock = createTestClock(options.clockStart)
  const logger = options.log ? createLogger('debug', options.log) : createLogger('silent')
  const realtime = createRelayNotifier()
  realtime.isRecording = true
  /** The sync engine's registry: tests register their own mutations and scopes in it. */
  const sync = createAreaSyncRegistry()
  const messaging = options.messaging?.(db) ?? createStoredMessaging(db, logger)
  const greetingJobs = options.greetingJobs
    ? await startGreetingJobs({ database, messaging, clock, logger, pollingIntervalSeconds: 0.5 })
    : undefined
  const deps: AppDeps = appDeps({
    db,
    clock,
    logger,
    tokens: {
      secret: 'test-secret-test-secret-test-secret-0123456789',
      staffTtlSeconds: options.staffTtlSeconds ?? 12 * 3600,
      memberTtlSeconds: options.memberTtlSeconds ?? 30 * 86_400,
    },
    messaging,
    ...(greetingJobs ? { greetingJobs } : {}),
    whatsappWebhook: TEST_WHATSAPP_WEBHOOK,
    realtime,
    publicConfig: { chatNumber: '919810012345' },
    trustProxy: Number(options.trustProxy ?? 0),
    ...(options.publicDir ? { publicDir: options.publicDir } : {}),
    sync,
    checkResponses: options.checkResponses ?? true,
  })
  const app = createApp(deps)

  const servers: Realtime[] = []
  /**
   * Serves the app on 127.0.0.1 (a free port) with socket.io attached, as main.ts does: with the
   * PostgreSQL adapter when the database is a real PostgreSQL (or the one given). Closed by `close()`.
   */
  async function listen(realtimeOptions: RealtimeOptions = {}) {
    const server = await new Promise<ServerType>((resolve) => {
      const started: ServerType = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started))
    })
    const adapter =
      realtimeOptions.adapter ?? (database.target.kind === 'postgres' ? createPostgresAdapter(database.target.url, logger) : undefined)
    const io = attachRealtime(server, deps, { ...realtimeOptions, ...(adapter ? { adapter } : {}) })
    realtime.attach(io)
    servers.push(io)
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, realtime: io }
  }

  async function close() {
    for (const server of servers.splice(0)) await server.close()
    await greetingJobs?.stop()
    if (ownsDatabase) await database.close()
  }

  /** JSON request with an optional token (x-auth-token, or xm-auth-token for member paths). */
  async function call(method: string, path: string, options: { body?: unknown; token?: string; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...options.headers }
    if (options.body !== undefined) headers['Content-Type'] = 'application/json'
    if (options.token) headers[path.startsWith('/member/api/') ? 'xm-auth-token' : 'x-auth-token'] = options.token
    const response = await app.request(path, {
      method,
      headers,
      ...(options.body !== undefined ? { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) } : {}),
    })
    const text = await response.text()
    let json: any
    try {
      json = text ? JSON.parse(text) : undefined
    } catch {
      json = undefined
    }
    return { status: response.status, body: json, text, headers: response.headers }
  }

  const tokens = {
    async staff(email = 'admin@club.test', password = DEMO_PASSWORD) {
      const response = await call('POST', '/api/login', { body: { email_id: email, password } })
      if (response.status !== 200) throw new Error(`staff sign-in failed: ${response.text}`)
      return response.body.result.token as string
    },
    async superAdmin() {
      const response = await call('POST', '/api/signin', { body: { userId: 'superadmin', password: DEMO_PASSWORD } })
      if (response.status !== 200) throw new Error(`super-admin sign-in failed: ${response.text}`)
      return response.body.result.token as string
    },
    async kitchen(username = 'kitchen1') {
      const response = await call('POST', '/api/kitchen/login', { body: { username, password: DEMO_PASSWORD } })
      if (response.status !== 200) throw new Error(`kitchen sign-in failed: ${response.text}`)
      return response.body.data.token as string
    },
    async member(memberId = 'M1001') {
      const response = await call('POST', '/member/api/login', { body: { memberId, password: DEMO_PASSWORD } })
      if (response.status !== 200) throw new Error(`member sign-in failed: ${response.text}`)
      return response.body.data.token as string
    },
  }

  return { app, db, database, deps, sync, clock, call, tokens, realtime, listen, close }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>
