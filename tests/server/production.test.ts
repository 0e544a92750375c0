import { randomBytes } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { createMessaging, prepareDatabase } from '../../server/bootstrap.js'
import { EnvError, loadEnv } from '../../server/env.js'
import { createLogger } from '../../server/http/logger.js'
import { createTestApp, DEMO_PASSWORD } from '../helpers/test-app.js'
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
    expect(problemsOf({ JWT_SECRET: 'a'.repeat(48) })).toMatch(/^JWT_SECRET: is one character repeated, so it is easy to guess; use a random value/)
    expect(problemsOf({ JWT_SECRET: 'club'.repeat(10) })).toMatch(/JWT_SECRET: is a short part repeated/)
    expect(problemsOf({ JWT_SECRET: 'secretsecretsecretsecretsecret12' })).toMatch(/JWT_SECRET: uses fewer than 8 different characters/)
    expect(problemsOf({ JWT_SECRET: 'abcdefghijklmnopqrstuvwxyz123456' })).toMatch(/JWT_SECRET: has a long run of characters in alphabet or digit order/)
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
      expect(await prepareDatabase(database.db, { NODE_ENV: 'development', SEED_DEMO: false }, () => {})).toEqual({ password: DEMO_PASSWORD })
    } finally {
      await database.close()
    }
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

