import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { OpenDatabase } from '../../server/db/database.js'
import { startFakeWhatsApp, type FakeWhatsApp } from '../helpers/fake-whatsapp.js'
import { outputOf, startChild, stopChild, type Child } from '../helpers/processes.js'
import { DEMO_PASSWORD } from '../helpers/test-app.js'
import { openTestDatabase } from '../helpers/test-database.js'
import { seedGreetingMembers } from './greetings-fixtures.js'

/**
 * A schedule that came due while the only server was dead, not stopped: the server (server/main.ts,
 * a child process on the test's PostgreSQL database) queues the schedule's job and is killed with
 * SIGKILL before it is due, so nothing of it shuts down cleanly. The next server sends it once and
 * nothing more (ADR 035). Each child takes ~8 s to start on a busy 2-core machine: two of them.
 *
 * On the real PostgreSQL only: a child server on the embedded database would need the test to hand
 * it the data directory (one process holds a PGlite database) and to start PGlite's WebAssembly in
 * each child as well; the PGlite project keeps the in-process catch-up test
 * (greetings-jobs.test.ts), where the first server is stopped rather than killed.
 */
const isPostgres = process.env.TEST_DB === 'postgres'

let database: OpenDatabase
let whatsapp: FakeWhatsApp
let dataDir: string
const children: Child[] = []

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer()
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })

async function startServer() {
  const port = await freePort()
  const child = startChild('server/main.ts', [], {
    DATABASE_URL: database.target.kind === 'postgres' ? database.target.url : '',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'greetings-kill-test-secret-0123456789-0123456789',
    WHATSAPP_TOKEN: 'test-token',
    WHATSAPP_PHONE_NUMBER_ID: '1065',
    WHATSAPP_API_URL: whatsapp.apiUrl,
  })
  children.push(child)
  await outputOf(child, /Club platform is running at/, 60_000)
  return { child, url: `http://127.0.0.1:${port}` }
}

const kill = (child: Child) => stopChild(child, 'SIGKILL')

const batchOf = (batchId: number) =>
  database.db.selectFrom('greeting_batches').select(['status']).where('batch_id', '=', batchId).executeTakeFirstOrThrow()
const sentTo = (number: string) => whatsapp.received.filter((request) => request.body.to === number).length

beforeAll(async () => {
  if (!isPostgres) return
  dataDir = mkdtempSync(path.join(tmpdir(), 'club-greetings-kill-'))
  database = await openTestDatabase('fixture')
  whatsapp = await startFakeWhatsApp()
  await seedGreetingMembers(database.db)
}, 60_000)

afterAll(async () => {
  if (!isPostgres) return
  for (const child of children) await kill(child)
  await whatsapp.close()
  await database.close()
  rmSync(dataDir, { recursive: true, force: true })
})

describe.skipIf(!isPostgres)('a server killed with its schedule queued', () => {
  test('the schedule that came due while it was dead is sent once by the next server, and never again', async () => {
    const first = await startServer()
    const signIn = await fetch(`${first.url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email_id: 'admin@club.test', password: DEMO_PASSWORD }),
    })
    const token = ((await signIn.json()) as { result: { token: string } }).result.token
    const dueAt = Date.now() + 3000
    const scheduled = await fetch(`${first.url}/api/greetings/schedule`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-auth-token': token },
      body: JSON.stringify({
        memberIds: ['G2001', 'G2002'],
        message: 'Dear {title} {name}, happy birthday!',
        greetingType: 'birthday',
        scheduledDate: new Date(dueAt).toISOString(),
      }),
    })
    expect(scheduled.status).toBe(201)
    const { batchId, jobId } = ((await scheduled.json()) as { data: { batch: { batchId: number; jobId: string } } }).data.batch
    expect(jobId).toEqual(expect.any(String))

    await kill(first.child)
    expect(first.child.process.signalCode).toBe('SIGKILL')
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, dueAt - Date.now()) + 1000))
    expect(await batchOf(batchId)).toEqual({ status: 'scheduled' })
    expect(whatsapp.received).toHaveLength(0)

    const second = await startServer()
    const until = Date.now() + 30_000
    while ((await batchOf(batchId)).status !== 'done' && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await batchOf(batchId)).toEqual({ status: 'done' })
    expect([sentTo('919811100001'), sentTo('919811100002')]).toEqual([1, 1])

    // The server that sent it keeps sweeping (at start, then every 15 s) and polling: nothing more goes out.
    await new Promise((resolve) => setTimeout(resolve, 2500))
    expect(whatsapp.received).toHaveLength(2)
    await kill(second.child)
    const greetings = await database.db
      .selectFrom('greetings')
      .select(['member_id', 'status'])
      .where('batch_id', '=', batchId)
      .orderBy('member_id')
      .execute()
    expect(greetings).toEqual([
      { member_id: 'G2001', status: 'sent' },
      { member_id: 'G2002', status: 'sent' },
    ])
  }, 120_000)
})
