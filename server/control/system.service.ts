import { readFile } from 'node:fs/promises'
import type { SystemStatus } from '../../domain/contract/control.js'
import { migrationStatus } from '../db/migrate.js'
import type { AppDeps } from '../http/context.js'
import { databaseVersion, messagingSummary } from './system.repository.js'

const startedAt = new Date()
const DAY_MS = 86_400_000

let version: Promise<string> | undefined
/** The version in package.json, read once. */
function appVersion(): Promise<string> {
  version ??= readFile(new URL('../../package.json', import.meta.url), 'utf8')
    .then((text) => String((JSON.parse(text) as { version?: unknown }).version ?? 'unknown'))
    .catch(() => 'unknown')
  return version
}

/**
 * How the running system is, for the super-administrator (ADR 025). Each part is read on its own, so
 * an unreachable database still gives a page that says so rather than an error.
 */
export async function systemStatus(deps: Pick<AppDeps, 'db' | 'clock' | 'messaging'>): Promise<SystemStatus> {
  const now = deps.clock()
  const serverVersion = await databaseVersion(deps.db)
  const isReachable = serverVersion !== null
  const migrations = isReachable ? await migrationStatus(deps.db) : { applied: 0, pending: [], latest: null, latest_applied_at: null }
  const messages = isReachable ? await messagingSummary(deps.db, new Date(now.getTime() - DAY_MS)) : undefined
  return {
    version: await appVersion(),
    server_time: now.toISOString(),
    started_at: startedAt.toISOString(),
    database: { reachable: isReachable, server_version: serverVersion },
    migrations: { ...migrations, latest_applied_at: migrations.latest_applied_at?.toISOString() ?? null },
    messaging: {
      provider: deps.messaging.provider,
      sent_last_24h: messages?.sent ?? 0,
      failed_last_24h: messages?.failed ?? 0,
      last_sent_at: messages?.last?.created_at.toISOString() ?? null,
      last_error: messages?.lastFailure
        ? { at: messages.lastFailure.created_at.toISOString(), error: messages.lastFailure.error ?? 'failed (no reason given)' }
        : null,
    },
    // No background job runs in this build yet; a job library (greetings, schedules) reports here when it comes.
    jobs: [],
  }
}
