import { randomUUID } from 'node:crypto'
import PgBoss from 'pg-boss'
import type { OpenDatabase } from '../db/database.js'
import type { Clock } from '../http/context.js'
import type { Logger } from '../http/logger.js'
import type { MessagingPort } from '../messaging/messaging.port.js'
import { claimNextGreeting, deliverGreeting, finishBatch, recordOutcome, remainingOf } from './greeting-delivery.js'
import { findBatch, readGreetingSettings } from './greetings.repository.js'
import { runAutomaticGreetingsIfDue } from './greetings.sends.js'
import { sql } from 'kysely'

/**
 * Bulk and scheduled greetings as pg-boss jobs (ADR 035). One job sends one batch for at most a
 * chunk's time, then hands the rest to a new job: a job that dies with its server is short, so
 * pg-boss's expiry and retry (or the sweep below) take the batch up again soon. The batch row's lease
 * keeps a second server off a batch one is sending; each greeting's claim keeps anyone from sending
 * it twice. On PostgreSQL pg-boss has a pool of its own; on the embedded database it runs its SQL
 * through the app's one connection, in turn with the app's own statements.
 */

export const GREETINGS_QUEUE = 'greetings-batch'
const CHUNK_MS = 20_000
const LEASE_MS = 30_000
const EXPIRE_SECONDS = 60
const SWEEP_MS = 15_000
/** Sends in flight at once for one batch. */
const LANES = 4

export interface GreetingJobs {
  /** Queues a batch's job; `startAfterSeconds` delays it (a schedule). Answers the job's id. */
  enqueue(batchId: number, options?: { startAfterSeconds?: number }): Promise<string | null>
  cancel(jobId: string): Promise<void>
  /**
   * What the server does every 15 s (and at start): jobs again for orphaned batches and schedules that
   * came due while every server was down, and the day's automatic greetings once their time has come.
   */
  sweep(): Promise<void>
  stop(): Promise<void>
}

export interface GreetingJobsOptions {
  database: OpenDatabase
  messaging: MessagingPort
  clock: Clock
  logger: Logger
  /** Polling interval for new jobs (seconds); 2 unless set. */
  pollingIntervalSeconds?: number
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)))

function bossFor(database: OpenDatabase): PgBoss {
  // No pg-boss cron: the automatic greetings go by the club's clock and settings, read at each sweep.
  const common = { schema: 'pgboss', schedule: false, supervise: true, maintenanceIntervalSeconds: 10 }
  if (database.target.kind === 'postgres') return new PgBoss({ ...common, connectionString: database.target.url, max: 3 })
  const pglite = database.pglite
  if (!pglite) throw new Error('The embedded database is not open')
  // Through Kysely's connection, so pg-boss waits its turn behind an open transaction of the app.
  const executeSql = (text: string, values: unknown[] = []) =>
    database.db.connection().execute(async () => {
      if (values.length > 0) return { rows: (await pglite.query(text, values)).rows }
      const results = await pglite.exec(text) // pg-boss's migrations are several statements in one text
      return { rows: results.at(-1)?.rows ?? [] }
    })
  return new PgBoss({ ...common, db: { executeSql } })
}

export async function startGreetingJobs(options: GreetingJobsOptions): Promise<GreetingJobs> {
  const { database, messaging, clock, logger } = options
  const { db } = database
  const boss = bossFor(database)
  const owner = randomUUID()
  let isStopping = false
  boss.on('error', (error) => logger.warn('greetings job queue error', { error: error.message }))
  await boss.start()
  await boss.createQueue(GREETINGS_QUEUE, { name: GREETINGS_QUEUE, retryLimit: 1000, retryDelay: 2, expireInSeconds: EXPIRE_SECONDS })

  const enqueue: GreetingJobs['enqueue'] = (batchId, { startAfterSeconds } = {}) =>
    boss.send(GREETINGS_QUEUE, { batchId }, startAfterSeconds && startAfterSeconds > 0 ? { startAfter: Math.ceil(startAfterSeconds) } : {})

  async function takeLease(batchId: number): Promise<boolean> {
    const now = new Date()
    const taken = await db
      .updateTable('greeting_batches')
      .set({ lease_owner: owner, lease_until: new Date(now.getTime() + LEASE_MS) })
      .where('batch_id', '=', batchId)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now), eb('lease_owner', '=', owner)]))
      .returning('batch_id')
      .executeTakeFirst()
    return taken !== undefined
  }

  const releaseLease = (batchId: number) =>
    db
      .updateTable('greeting_batches')
      .set({ lease_owner: null, lease_until: null })
      .where('batch_id', '=', batchId)
      .where('lease_owner', '=', owner)
      .execute()

  /** Sends a batch for one chunk of time at the club's rate; says whether work is left. */
  async function sendChunk(batchId: number): Promise<'done' | 'more' | 'later' | 'busy'> {
    const batch = await findBatch(db, batchId)
    if (!batch || batch.status === 'done' || batch.status === 'cancelled') return 'done'
    if (!(await takeLease(batchId))) return 'busy'
    try {
      await db
        .updateTable('greeting_batches')
        .set({ status: 'running' })
        .where('batch_id', '=', batchId)
        .where('status', 'in', ['queued', 'scheduled'])
        .execute()
      const settings = await readGreetingSettings(db)
      const intervalMs = 1000 / settings.send_rate_per_second
      const deadline = Date.now() + CHUNK_MS
      const isOver = () => isStopping || Date.now() >= deadline
      while (!isOver()) {
        // A few sends in flight at once, each taking the next slot of the rate: a slow answer from
        // WhatsApp does not hold the others back, and the rate is never passed.
        const startedAt = Date.now()
        let slot = 0
        const lane = async () => {
          while (!isOver()) {
            await sleep(startedAt + slot++ * intervalMs - Date.now())
            if (isOver()) return
            const greeting = await claimNextGreeting(db, batchId)
            if (!greeting) return
            await recordOutcome(db, greeting, await deliverGreeting(messaging, greeting, batch, settings), clock)
          }
        }
        await Promise.all(Array.from({ length: LANES }, lane))
        if (isOver()) break
        const { pending, next_due } = await remainingOf(db, batchId)
        // Nothing pending, but a claim left by a dead worker: look again once it may be declared interrupted.
        if (pending === 0) return (await finishBatch(db, batchId, clock)) ? 'done' : 'later'
        await sleep(Math.min(new Date(next_due!).getTime(), deadline) - Date.now()) // retries waiting for their time
      }
      return 'more'
    } finally {
      await releaseLease(batchId)
    }
  }

  await boss.work<{ batchId: number }>(GREETINGS_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async (jobs) => {
    for (const job of jobs) {
      const outcome = await sendChunk(job.data.batchId)
      if (outcome === 'more') await enqueue(job.data.batchId)
      if (outcome === 'later') await enqueue(job.data.batchId, { startAfterSeconds: 30 })
    }
  })

  /**
   * A batch whose sender died (its lease ran out) or a schedule that came due while every server was
   * down gets a job again, whichever server looks first, unless one is already waiting in the queue
   * (a dead server's job stays 'active' until pg-boss expires it); the lease and the claims keep it once.
   */
  async function sweep() {
    const now = new Date()
    const orphans = await db
      .selectFrom('greeting_batches')
      .select('batch_id')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'running'), eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)])]),
          eb.and([eb('status', '=', 'scheduled'), eb('scheduled_for', '<=', clock())]),
        ]),
      )
      .where(
        sql<boolean>`not exists (select 1 from pgboss.job j where j.name = ${GREETINGS_QUEUE} and j.state in ('created', 'retry') and (j.data->>'batchId')::int = greeting_batches.batch_id)`,
      )
      .execute()
    for (const { batch_id } of orphans) await enqueue(batch_id)
    const automatic = await runAutomaticGreetingsIfDue({ db, clock, greetingJobs: { enqueue } })
    if (automatic) logger.info('automatic greetings queued', { batches: automatic })
  }
  const sweepLogged = () => sweep().catch((error: unknown) => logger.warn('greetings sweep failed', { error: String(error) }))
  const sweeper = setInterval(() => {
    if (!isStopping) void sweepLogged()
  }, SWEEP_MS)
  sweeper.unref()
  await sweepLogged()

  return {
    enqueue,
    sweep,
    async cancel(jobId) {
      await boss.cancel(GREETINGS_QUEUE, jobId)
    },
    async stop() {
      isStopping = true
      clearInterval(sweeper)
      await boss.stop({ graceful: true, timeout: 5000, wait: true })
    },
  }
}
