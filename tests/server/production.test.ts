import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createAdministrator } from '../../server/auth/administrators.service.js'
import { createMessaging, prepareDatabase, serverClock } from '../../server/bootstrap.js'
import { EnvError, loadEnv } from '../../server/env.js'
import { createLogger } from '../../server/http/logger.js'
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../helpers/test-app.js'
import { openTestDatabase } from '../helpers/test-database.js'

const strongSecret = () => randomBytes(48).toString('base64url')
const problemsOf = (source: Record<string, string>) => {
  try {
    loadEnv(source)
  } catch (error) {
    if (error instanceof EnvError) return error.problems.join('\n')
    throw error
  }
  return ''
}

describe('JWT_SECRET', () => {
  test('one character repeated, or otherwise trivially guessable, is refused with the reason', () => {
    expect(problemsOf({ JWT_SECRET: 'a'.repeat(48) })).toMatch(
      /^JWT_SECRET: is one character repeated, so it is easy to guess; use a random value/,
    )
    expect(problemsOf({ JWT_SECRET: 'club'.repeat(10) })).toMatch(/JWT_SECRET: is a short part repeated/)
    expect(problemsOf({ JWT_SECRET: 'secretsecretsecretsecretsecret12' })).toMatch(/JWT_SECRET: uses fewer than 8 different characters/)
    expect(problemsOf({ JWT_SECRET: 'abcdefghijklmnopqrstuvwxyz123456' })).toMatch(
      /JWT_SECRET: has a long run of characters in alphabet or digit order/,
    )
    expect(problemsOf({ JWT_SECRET: 'changeme-before-going-live-please-2026' })).toMatch(/JWT_SECRET: contains the placeholder "changeme"/)
    expect(problemsOf({ NODE_ENV: 'production', JWT_SECRET: '0'.repeat(64) })).toMatch(/JWT_SECRET: is one character repeated/)
  })

  test('a random secret is taken', () => {
    for (let index = 0; index < 50; index++) expect(problemsOf({ NODE_ENV: 'production', JWT_SECRET: strongSecret() })).toBe('')
  })
})

describe('the demo club in production', () => {
  test('with SEED_DEMO=1 its accounts get a password made up for the occasion, never the public demo password', async () => {
    const database = await openTestDatabase()
    const t = await createTestApp({ database })
    try {
      const seeded = await prepareDatabase(database.db, { NODE_ENV: 'production', SEED_DEMO: true }, () => {})
      expect(seeded?.password).toMatch(/^[A-Za-z2-9]{5}(-[A-Za-z2-9]{5}){3}$/)
      expect(seeded?.password).not.toBe(DEMO_PASSWORD)
      for (const [path, body] of [
        ['/api/login', { email_id: 'admin@club.test' }],
        ['/api/kitchen/login', { username: 'kitchen1' }],
        ['/member/api/login', { memberId: 'M1001' }],
      ] as const) {
        expect((await t.call('POST', path, { body: { ...body, password: DEMO_PASSWORD } })).status).toBe(401)
        expect((await t.call('POST', path, { body: { ...body, password: seeded!.password } })).status).toBe(200)
      }
    } finally {
      await t.close()
      await database.close()
    }
  })

  test('without SEED_DEMO the database stays empty, and outside production the demo password is the public one', async () => {
    const database = await openTestDatabase()
    try {
      expect(await prepareDatabase(database.db, { NODE_ENV: 'production', SEED_DEMO: false }, () => {})).toBeUndefined()
      expect(await database.db.selectFrom('users').select('user_id').execute()).toEqual([])
      expect(await prepareDatabase(database.db, { NODE_ENV: 'development', SEED_DEMO: false }, () => {})).toEqual({
        password: DEMO_PASSWORD,
      })
    } finally {
      await database.close()
    }
  })
})

describe('the first administrator', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t.close()
  })

  test('is an administrator at the office door and the super-admin at /control', async () => {
    await createAdministrator(
      t.db,
      { email: 'Owner@Club.in', name: 'Anil Kapoor', username: 'owner', password: 'long enough pass' },
      t.clock(),
    )
    const office = await t.call('POST', '/api/login', { body: { email_id: 'owner@club.in', password: 'long enough pass' } })
    expect(office.status).toBe(200)
    expect(office.body.result).toMatchObject({ role_id: 1, name: 'Anil Kapoor', is_super_admin: true })
    expect((await t.call('POST', '/api/signin', { body: { userId: 'owner', password: 'long enough pass' } })).status).toBe(200)
  })

  test('is refused a taken e-mail or username, a short password, or a bad e-mail, and nothing is stored', async () => {
    const count = async () => (await t.db.selectFrom('users').select('user_id').execute()).length
    const before = await count()
    await expect(
      createAdministrator(t.db, { email: 'ADMIN@club.test', name: 'Copy', password: 'long enough pass' }, t.clock()),
    ).rejects.toThrow('Someone already signs in as admin@club.test.')
    await expect(
      createAdministrator(t.db, { email: 'new@club.in', name: 'New', username: 'admin', password: 'long enough pass' }, t.clock()),
    ).rejects.toThrow(/Someone already signs in/)
    await expect(createAdministrator(t.db, { email: 'new@club.in', name: 'New', password: 'short' }, t.clock())).rejects.toThrow(
      'The password must be at least 10 characters.',
    )
    await expect(createAdministrator(t.db, { email: 'not an e-mail', name: '', password: 'long enough pass' }, t.clock())).rejects.toThrow(
      'The e-mail address is not valid (like owner@club.in). The name is required.',
    )
    expect(await count()).toBe(before)
  })
})

describe('OTP codes and the log', () => {
  async function otpRequestLogged(nodeEnv: 'production' | 'development') {
    const lines: string[] = []
    const logger = createLogger('debug', (line) => lines.push(line))
    const env = loadEnv({ NODE_ENV: nodeEnv, JWT_SECRET: strongSecret() })
    const t = await createTestApp({ messaging: (db) => createMessaging(env, db, logger) })
    try {
      expect((await t.call('POST', '/api/generate-otp', { body: { memberId: 'M1001' } })).status).toBe(200)
      const message = await t.db.selectFrom('messages').select('body').where('purpose', '=', 'otp').executeTakeFirstOrThrow()
      return { code: /\b(\d{6})\b/.exec(message.body)![1]!, log: lines.join('\n') }
    } finally {
      await t.close()
    }
  }

  test('with NODE_ENV=production no OTP code is written to the log', async () => {
    const { code, log } = await otpRequestLogged('production')
    expect(log).toContain('message stored')
    expect(log).not.toContain(code)
  })

  test('outside production the stored message is logged whole, as the demo reads its OTPs there', async () => {
    const { code, log } = await otpRequestLogged('development')
    expect(log).toContain(code)
  })
})

describe('CLUB_CLOCK, the test clock', () => {
  test('starts the server’s clock at the given instant, and is refused in production', () => {
    const clock = serverClock(loadEnv({ CLUB_CLOCK: '2026-11-22T10:00:00+05:30' }))
    const reading = clock().getTime()
    expect(reading).toBeGreaterThanOrEqual(Date.parse('2026-11-22T04:30:00Z'))
    expect(reading).toBeLessThan(Date.parse('2026-11-22T05:30:00Z'))
    expect(problemsOf({ CLUB_CLOCK: 'tomorrow' })).toMatch(/^CLUB_CLOCK: must be a date and time with its offset/)
    expect(problemsOf({ NODE_ENV: 'production', JWT_SECRET: strongSecret(), CLUB_CLOCK: '2026-11-22T10:00:00+05:30' })).toBe(
      'CLUB_CLOCK: is for tests only and is refused when NODE_ENV=production',
    )
  })
})
