import { readdir, readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { type Callers, signInCallers } from './users-fixtures.js'

// The super-administrator's control panel (/control; ADR 025): the system page and the administrators.
let t: TestApp
let callers: Callers

beforeAll(async () => {
  t = await createTestApp({ seed: 'fixture' })
  callers = await signInCallers(t)
})
afterAll(async () => {
  await t.close()
})

describe('GET /api/control/system', () => {
  test('shows the database reachable, every migration applied, the messaging adapter and the version in package.json', async () => {
    const response = await t.call('GET', '/api/control/system', { token: callers.superAdmin })
    expect(response.status).toBe(200)
    const system = response.body.result
    const { version } = JSON.parse(await readFile('package.json', 'utf8')) as { version: string }
    const migrations = (await readdir('db/migrations')).filter((file) => file.endsWith('.ts')).sort()
    expect(system.version).toBe(version)
    expect(system.database.reachable).toBe(true)
    expect(system.database.server_version).toMatch(/^PostgreSQL \d+/)
    expect(system.migrations).toMatchObject({ applied: migrations.length, pending: [], latest: migrations.at(-1)!.replace(/\.ts$/, '') })
    expect(system.messaging).toMatchObject({ provider: 'stored', last_error: null })
    expect(system.jobs).toEqual([])
    expect(system.server_time).toBe(t.clock().toISOString())
  })

  test('the messaging adapter’s last failure is shown with its reason', async () => {
    await t.db
      .insertInto('messages')
      .values({
        recipient: '9810000001',
        body: 'x',
        purpose: 'otp',
        provider: 'whatsapp-cloud',
        status: 'failed',
        error: 'WhatsApp API unreachable: ECONNREFUSED',
      })
      .execute()
    const response = await t.call('GET', '/api/control/system', { token: callers.superAdmin })
    expect(response.body.result.messaging.last_error).toEqual({ at: expect.any(String), error: 'WhatsApp API unreachable: ECONNREFUSED' })
    expect(response.body.result.messaging.failed_last_24h).toBe(1)
  })

  test('is for the super-administrator’s /control session only', async () => {
    const superAdminAtLogin = await t.tokens.staff('superadmin@club.test')
    for (const [who, token, status] of [
      ['administrator', callers.admin, 403],
      ['the super-administrator signed in at /login', superAdminAtLogin, 403],
      ['receptionist', callers.reception, 403],
      ['kitchen account', callers.kitchen, 403],
      ['member', callers.member, 403],
      ['no token', undefined, 401],
    ] as const) {
      const response = await t.call('GET', '/api/control/system', token ? { token } : {})
      expect({ who, status: response.status }).toEqual({ who, status })
    }
  })
})

describe('administrators', () => {
  test('the super-administrator creates an administrator and an administrator cannot', async () => {
    const body = { name: 'Sunita Rao', email: 'sunita@club.test', mobile: '9810000061', role_id: 1 }
    const refused = await t.call('POST', '/api/createusers', { token: callers.admin, body })
    expect(refused.status).toBe(403)
    expect(await t.db.selectFrom('users').select('user_id').where('email', '=', 'sunita@club.test').executeTakeFirst()).toBeUndefined()
    const created = await t.call('POST', '/api/createusers', { token: callers.superAdmin, body })
    expect(created.status).toBe(201)
    const listed = await t.call('GET', '/api/getusers?role_id=1', { token: callers.superAdmin })
    expect(listed.body.result.map((user: { name: string }) => user.name)).toEqual([
      'Club Super Administrator',
      'Rajiv Khanna',
      'Sunita Rao',
    ])
  })
})
