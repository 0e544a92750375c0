import { sql } from 'kysely'
import type { Executor } from '../db/database.js'

/** A bucket's hits after `since`: how many, and the oldest and newest of them. */
export async function countHitsSince(db: Executor, bucket: string, since: Date) {
  const row = await db
    .selectFrom('rate_limit_hits')
    .select([
      sql<number>`count(*)::int`.as('count'),
      sql<Date | null>`min(hit_at)`.as('oldest'),
      sql<Date | null>`max(hit_at)`.as('newest'),
    ])
    .where('bucket', '=', bucket)
    .where('hit_at', '>', since)
    .executeTakeFirstOrThrow()
  return { count: Number(row.count), oldest: row.oldest && new Date(row.oldest), newest: row.newest && new Date(row.newest) }
}

export async function insertHits(db: Executor, buckets: string[], at: Date) {
  if (buckets.length === 0) return
  await db
    .insertInto('rate_limit_hits')
    .values(buckets.map((bucket) => ({ bucket, hit_at: at })))
    .execute()
}

export async function deleteHits(db: Executor, buckets: string[]) {
  if (buckets.length === 0) return
  await db.deleteFrom('rate_limit_hits').where('bucket', 'in', buckets).execute()
}

/** Every bucket whose name starts with one of `prefixes` (an account's buckets at every address). */
export async function deleteHitsByPrefix(db: Executor, prefixes: string[]) {
  if (prefixes.length === 0) return
  await db
    .deleteFrom('rate_limit_hits')
    .where((eb) => eb.or(prefixes.map((prefix) => eb(sql`starts_with(bucket, ${prefix})`, '=', true))))
    .execute()
}
