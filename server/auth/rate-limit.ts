import { sql } from 'kysely'
import type { Executor } from '../db/database.js'
import { AppError } from '../http/errors.js'
import { formatClubTime } from '../../domain/time.js'

export interface RateLimitRule {
  /** Failures (or sends) allowed inside the window; the next one is refused. */
  limit: number
  windowMs: number
}

export const SIGN_IN_LIMIT: RateLimitRule = { limit: 10, windowMs: 15 * 60_000 }

/**
 * Counts live in the database so every server behind a load balancer sees the same numbers.
 * A bucket is a string such as 'signin:staff:account:admin@club.test' or 'signin:ip:10.0.0.7'.
 */
export async function countHits(db: Executor, bucket: string, rule: RateLimitRule, now: Date) {
  const since = new Date(now.getTime() - rule.windowMs)
  const row = await db
    .selectFrom('rate_limit_hits')
    .select([sql<number>`count(*)::int`.as('count'), sql<Date | null>`min(hit_at)`.as('oldest')])
    .where('bucket', '=', bucket)
    .where('hit_at', '>', since)
    .executeTakeFirstOrThrow()
  return { count: Number(row.count), oldest: row.oldest }
}

/** Throws 429 if any bucket is full, naming the time (club time) when the caller may retry. */
export async function assertUnderLimit(
  db: Executor,
  buckets: string[],
  rule: RateLimitRule,
  now: Date,
  describe: (retryAt: string) => string,
  extra: (message: string) => Record<string, unknown> = () => ({}),
) {
  let retryAt: Date | undefined
  for (const bucket of buckets) {
    const { count, oldest } = await countHits(db, bucket, rule, now)
    if (count >= rule.limit && oldest) {
      const freeAt = new Date(new Date(oldest).getTime() + rule.windowMs)
      if (!retryAt || freeAt > retryAt) retryAt = freeAt
    }
  }
  if (!retryAt) return
  const retryAfterSeconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000))
  const message = describe(formatClubTime(retryAt))
  throw new AppError(429, 'rate_limited', message, {
    extra: { ...extra(message), retryAfterSeconds, retryAt: retryAt.toISOString() },
    headers: { 'Retry-After': String(retryAfterSeconds) },
  })
}

export async function recordHits(db: Executor, buckets: string[], now: Date) {
  if (buckets.length === 0) return
  await db
    .insertInto('rate_limit_hits')
    .values(buckets.map((bucket) => ({ bucket, hit_at: now })))
    .execute()
}

export async function clearHits(db: Executor, buckets: string[]) {
  if (buckets.length === 0) return
  await db.deleteFrom('rate_limit_hits').where('bucket', 'in', buckets).execute()
}

/** Old hits are only noise; called from time to time. */
export async function pruneHits(db: Executor, olderThan: Date) {
  await db.deleteFrom('rate_limit_hits').where('hit_at', '<', olderThan).execute()
}
