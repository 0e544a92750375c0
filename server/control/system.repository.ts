import { sql } from 'kysely'
import type { Executor } from '../db/database.js'

/** The database server's version line, or null when it cannot be reached. */
export async function databaseVersion(db: Executor): Promise<string | null> {
  try {
    const { rows } = await sql<{ version: string }>`select version() as version`.execute(db)
    return rows[0]?.version ?? null
  } catch {
    return null
  }
}

/** Messages sent since `since`, how many failed, the last one and the last failure. */
export async function messagingSummary(db: Executor, since: Date) {
  const counts = await db
    .selectFrom('messages')
    .select([sql<number>`count(*)::int`.as('sent'), sql<number>`count(*) filter (where status = 'failed')::int`.as('failed')])
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow()
  const last = await db.selectFrom('messages').select('created_at').orderBy('message_id', 'desc').limit(1).executeTakeFirst()
  const lastFailure = await db
    .selectFrom('messages')
    .select(['created_at', 'error'])
    .where('status', '=', 'failed')
    .orderBy('message_id', 'desc')
    .limit(1)
    .executeTakeFirst()
  return { sent: Number(counts.sent), failed: Number(counts.failed), last, lastFailure }
}
