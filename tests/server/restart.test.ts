import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createApp } from '../../server/app.js'
import { prepareDatabase } from '../../server/bootstrap.js'
import { openDatabase } from '../../server/db/database.js'
import { createLogger } from '../../server/http/logger.js'
import { createRelayNotifier } from '../../server/realtime/notifier.js'
import { createStoredMessaging } from '../../server/messaging/stored.adapter.js'
import { createTestClock, DEMO_PASSWORD } from '../helpers/test-app.js'

// What `npm start` does on a fresh clone: an embedded database in a directory, kept across restarts.
let dataDir: string
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'club-restart-'))
})
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

/** Starts the server's app on the embedded database in `dataDir`, as main.ts would. */
async function startClub() {
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') })
  await prepareDatabase(database.db, { NODE_ENV: 'test', SEED_DEMO: true }, () => {})
  const logger = createLogger('silent')
  const app = createApp({
    db: database.db,
    clock: createTestClock(),
    logger,
    tokens: { secret: 'restart-test-secret-restart-test-secret-0123', staffTtlSeconds: 3600, memberTtlSeconds: 3600 },
    messaging: createStoredMessaging(database.db, logger),
    realtime: createRelayNotifier(),
    publicConfig: { chatNumber: '919810012345' },
    trustProxy: 0,
  })
  async function call(method: string, url: string, options: { body?: unknown; token?: string } = {}) {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' }
    if (options.token) headers['x-auth-token'] = options.token
    const response = await app.request(url, { method, headers, ...(options.body ? { body: JSON.stringify(options.body) } : {}) })
    return { status: response.status, body: (await response.json()) as any }
  }
  const signIn = await call('POST', '/api/login', { body: { email_id: 'admin@club.test', password: DEMO_PASSWORD } })
  expect(signIn.status).toBe(200)
  return { call, adminToken: signIn.body.result.token as string, close: database.close }
}

// Two starts, the first from nothing (initdb, migrations, the demo club): tens of seconds on a busy 2-core machine.
test.skipIf(process.env.TEST_DB === 'postgres')('a role created through the API survives a restart', { timeout: 120_000 }, async () => {
  const first = await startClub()
  const created = await first.call('POST', '/api/createrole', {
    token: first.adminToken,
    body: { name: 'Night Manager', description: 'Closes the club', permissions: [{ key: 'door', view: true, edit: true }] },
  })
  expect(created.status).toBe(201)
  await first.close()

  const second = await startClub()
  try {
    const roles = await second.call('GET', '/api/getrole', { token: second.adminToken })
    expect(roles.status).toBe(200)
    expect(roles.body.result).toContainEqual(
      expect.objectContaining({ role_id: created.body.result.role_id, name: 'Night Manager', description: 'Closes the club' }),
    )
    const access = await second.call('GET', `/api/getroleaccess/${created.body.result.role_id}`, { token: second.adminToken })
    expect(access.body.result.access.find((area: { key: string }) => area.key === 'door')).toMatchObject({ view: true, edit: true })
  } finally {
    await second.close()
  }
})
