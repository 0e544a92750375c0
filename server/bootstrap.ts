import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Env } from './env.js'
import { shouldSeedDemo } from './env.js'
import type { DatabaseTarget, DB } from './db/database.js'
import type { Logger } from './http/logger.js'
import type { MessagingPort } from './messaging/messaging.port.js'
import { createStoredMessaging } from './messaging/stored.adapter.js'
import { createWhatsAppCloudMessaging } from './messaging/whatsapp-cloud.adapter.js'
import { migrateToLatest } from './db/migrate.js'
import { DEMO_PASSWORD, isEmptyClub, seedDemoData } from './seed/demo-seed.js'
import { generatePassword } from './auth/passwords.js'
import type { TicketSigner } from './tickets/ticket-keys.js'
import { prepareDataDir, type DataDirLock } from './db/data-dir.js'
import type { Clock } from './http/context.js'

export function databaseTarget(env: Env): DatabaseTarget {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL }
  return { kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'pgdata') }
}

/**
 * What a process that opens the database does first (the server, npm run db:migrate, npm run
 * create-admin): files it makes are its user's only, and an embedded database's DATA_DIR is
 * restricted to that user and locked for the process's life, so that a second process on it refuses
 * to start (ADR 021). Throws DataDirInUseError naming the process that has it.
 */
export function claimDataDir(env: Pick<Env, 'DATA_DIR'>, target: DatabaseTarget): DataDirLock | undefined {
  process.umask(0o077)
  return target.kind === 'pglite' ? prepareDataDir(env.DATA_DIR) : undefined
}

/**
 * The server's clock: the time now; or, with CLUB_CLOCK (tests only, refused in production), that
 * instant at the moment the process started, running on from there at the normal pace.
 */
export function serverClock(env: Pick<Env, 'CLUB_CLOCK'>): Clock {
  if (!env.CLUB_CLOCK) return () => new Date()
  const offsetMs = Date.parse(env.CLUB_CLOCK) - performance.timeOrigin
  return () => new Date(Date.now() + offsetMs)
}

/**
 * Outside production a missing JWT_SECRET is generated once and kept in DATA_DIR, so a restart
 * keeps everybody signed in. Production must set it (env.ts refuses to start otherwise).
 */
export function resolveTokenSecret(env: Env): string {
  if (env.JWT_SECRET) return env.JWT_SECRET
  const file = path.join(env.DATA_DIR, 'jwt-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(env.DATA_DIR, { recursive: true })
  const secret = randomBytes(48).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

export function createMessaging(env: Env, db: DB, logger: Logger): MessagingPort {
  if (env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID) {
    return createWhatsAppCloudMessaging(db, logger, {
      apiUrl: env.WHATSAPP_API_URL,
      token: env.WHATSAPP_TOKEN,
      phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
    })
  }
  return createStoredMessaging(db, logger, { isTextLogged: env.NODE_ENV !== 'production' })
}

/** The demo accounts' password: the public one, except in production, where it is made up, to be shown once. */
export function demoPasswordFor(env: Pick<Env, 'NODE_ENV'>): string {
  return env.NODE_ENV === 'production' ? generatePassword() : DEMO_PASSWORD
}

/** What the demo seed did: the demo accounts' password, to be shown to whoever started the server. */
export interface SeededDemo {
  password: string
}

/**
 * Migrates, then seeds the demo club into an empty database when allowed; says what it seeded. With
 * `ticketSigner` (the server's, as `npm start` passes it), the demo also holds today's event
 * bookings, whose ticket codes carry that key's signature; test apps leave them out. `now` is the
 * server's clock: the demo's "today".
 */
export async function prepareDatabase(
  db: DB,
  env: Pick<Env, 'NODE_ENV' | 'SEED_DEMO'>,
  log: (line: string) => void,
  ticketSigner?: Pick<TicketSigner, 'sign'>,
  now = new Date(),
): Promise<SeededDemo | undefined> {
  await migrateToLatest(db, log)
  if (!shouldSeedDemo(env) || !(await isEmptyClub(db))) return undefined
  const password = demoPasswordFor(env)
  await seedDemoData(db, { password, now, ticketSigner, withPastBills: true })
  return { password }
}
