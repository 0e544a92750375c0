import type { Executor } from '../db/database.js'
import { AppError } from '../http/errors.js'
import { formatClubTime } from '../../domain/time.js'
import { countHitsSince, insertHits } from './rate-limit.repository.js'

export interface RateLimitRule {
  /** Failures (or sends) allowed inside the window; the next one is refused. */
  limit: number
  windowMs: number
}

/**
 * Counts live in the database so every server behind a load balancer sees the same numbers.
 * A bucket is a string such as 'signin:staff:account:admin@club.test' or 'signin:ip:10.0.0.7'.
 */
export async function countHits(db: Executor, bucket: string, rule: RateLimitRule, now: Date) {
  return countHitsSince(db, bucket, new Date(now.getTime() - rule.windowMs))
}

/** The 429 for a caller who may try again at `retryAt`, naming that time (club time). */
export function rateLimited(
  now: Date,
  retryAt: Date,
  describe: (retryAt: string) => string,
  extra: (message: string) => Record<string, unknown> = () => ({}),
) {
  const retryAfterSeconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000))
  const message = describe(formatClubTime(retryAt))
  return new AppError(429, 'rate_limited', message, {
    extra: { ...extra(message), retryAfterSeconds, retryAt: retryAt.toISOString() },
    headers: { 'Retry-After': String(retryAfterSeconds) },
  })
}

/** When a full bucket frees up, or undefined while there is room. */
export async function whenFree(db: Executor, buckets: string[], rule: RateLimitRule, now: Date): Promise<Date | undefined> {
  let retryAt: Date | undefined
  for (const bucket of buckets) {
    const { count, oldest } = await countHits(db, bucket, rule, now)
    if (count >= rule.limit && oldest) {
      const freeAt = new Date(oldest.getTime() + rule.windowMs)
      if (!retryAt || freeAt > retryAt) retryAt = freeAt
    }
  }
  return retryAt
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
  const retryAt = await whenFree(db, buckets, rule, now)
  if (retryAt) throw rateLimited(now, retryAt, describe, extra)
}

export function recordHits(db: Executor, buckets: string[], now: Date) {
  return insertHits(db, buckets, now)
}
