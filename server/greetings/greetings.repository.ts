import { sql, type Insertable } from 'kysely'
import type { Executor } from '../db/database.js'
import type { GreetingBatchesTable, GreetingsTable, GreetingStatus } from '../db/greetings-schema.js'

/** A greeting in these states counts as given for its occasion and year (pending: on its way). */
export const givenStatuses: GreetingStatus[] = ['pending', 'sending', 'sent', 'delivered', 'read', 'recorded']
/** Delivered to WhatsApp (or recorded as given by other means). */
export const sentStatuses: GreetingStatus[] = ['sent', 'delivered', 'read', 'recorded']

const memberColumns = [
  'members.member_id',
  'members.title',
  'members.name',
  'members.mobile',
  'members.spouse_name',
  'members.date_of_birth',
  'members.anniversary',
  'members.status',
] as const

export type GreetingMemberRow = Awaited<ReturnType<typeof findMembers>>[number]

const withOptOut = (db: Executor) =>
  db
    .selectFrom('members')
    .leftJoin('greeting_opt_outs', 'greeting_opt_outs.member_id', 'members.member_id')
    .select([...memberColumns, sql<boolean>`greeting_opt_outs.member_id is not null`.as('is_opted_out')])

export function findMembers(db: Executor, memberIds: string[]) {
  if (memberIds.length === 0) return Promise.resolve([])
  return withOptOut(db).where('members.member_id', 'in', memberIds).execute()
}

/** Active members whose birthday or anniversary falls on one of `monthDays` ('MM-DD'). */
export function membersWithOccasionOn(db: Executor, column: 'date_of_birth' | 'anniversary', monthDays: string[]) {
  return withOptOut(db)
    .where('members.status', '=', 'active')
    .where(sql<string>`to_char(${sql.ref(`members.${column}`)}, 'MM-DD')`, 'in', monthDays)
    .orderBy('members.name')
    .orderBy('members.member_id')
    .execute()
}

export function searchMembers(db: Executor, term: string, type: 'all' | 'birthday' | 'anniversary') {
  let query = withOptOut(db).where('members.search_text', 'like', `%${term.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`)
  if (type === 'birthday') query = query.where('members.date_of_birth', 'is not', null)
  if (type === 'anniversary') query = query.where('members.anniversary', 'is not', null)
  return query.orderBy('members.name').orderBy('members.member_id').limit(50).execute()
}

/** Members among `memberIds` already greeted for `occasion` in `year`. */
export async function greetedMemberIds(db: Executor, memberIds: string[], occasion: string, year: number): Promise<Set<string>> {
  if (memberIds.length === 0) return new Set()
  const rows = await db
    .selectFrom('greetings')
    .select('member_id')
    .distinct()
    .where('member_id', 'in', memberIds)
    .where('occasion', '=', occasion)
    .where('occasion_year', '=', year)
    .where('status', 'in', givenStatuses)
    .execute()
  return new Set(rows.map((row) => row.member_id))
}

export function insertBatch(db: Executor, batch: Insertable<GreetingBatchesTable>) {
  return db.insertInto('greeting_batches').values(batch).returningAll().executeTakeFirstOrThrow()
}

export async function insertGreetings(db: Executor, rows: Insertable<GreetingsTable>[]) {
  // In slices: PostgreSQL takes at most 65,535 parameters in one statement.
  const inserted = []
  for (let start = 0; start < rows.length; start += 1000) {
    inserted.push(
      ...(await db
        .insertInto('greetings')
        .values(rows.slice(start, start + 1000))
        .returningAll()
        .execute()),
    )
  }
  return inserted
}

export function findBatch(db: Executor, batchId: number, options: { forUpdate?: boolean } = {}) {
  const query = db.selectFrom('greeting_batches').selectAll().where('batch_id', '=', batchId)
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst()
}

export type BatchRow = NonNullable<Awaited<ReturnType<typeof findBatch>>>

export function setBatchJob(db: Executor, batchId: number, jobId: string) {
  return db.updateTable('greeting_batches').set({ job_id: jobId }).where('batch_id', '=', batchId).execute()
}

export function listBatches(db: Executor, status: string) {
  let query = db.selectFrom('greeting_batches').selectAll().where('kind', 'in', ['bulk', 'schedule', 'auto'])
  if (status !== 'all') query = query.where('status', '=', status as BatchRow['status'])
  return query.orderBy('created_at', 'desc').orderBy('batch_id', 'desc').limit(100).execute()
}

export function listRunningBatches(db: Executor) {
  return db
    .selectFrom('greeting_batches')
    .selectAll()
    .where('status', 'in', ['queued', 'running'])
    .where('kind', '!=', 'single')
    .orderBy('batch_id')
    .execute()
}

/** Counts of a batch's greetings by state (sent counts delivered and read too). */
export async function batchCounts(db: Executor, batchIds: number[]) {
  if (batchIds.length === 0) return new Map<number, Record<string, number>>()
  const rows = await db
    .selectFrom('greetings')
    .select(['batch_id', 'status', sql<number>`count(*)::int`.as('count')])
    .where('batch_id', 'in', batchIds)
    .groupBy(['batch_id', 'status'])
    .execute()
  const counts = new Map<number, Record<string, number>>()
  for (const row of rows) counts.set(row.batch_id!, { ...counts.get(row.batch_id!), [row.status]: row.count })
  return counts
}

export function memberHistory(db: Executor, memberId: string) {
  return db
    .selectFrom('greetings')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('greeting_id', 'desc')
    .limit(200)
    .execute()
}

export type GreetingRow = Awaited<ReturnType<typeof memberHistory>>[number]

/** Greetings created in [from, to), counted by type and status. */
export function countGreetings(db: Executor, from: Date, to: Date) {
  return db
    .selectFrom('greetings')
    .select(['greeting_type', 'status', sql<number>`count(*)::int`.as('count')])
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .where('status', '!=', 'cancelled')
    .groupBy(['greeting_type', 'status'])
    .execute()
}

/** Greetings sent (or recorded) per club day and type in [from, to). */
export function sentPerDay(db: Executor, from: Date, to: Date) {
  return db
    .selectFrom('greetings')
    .select([
      sql<string>`to_char(sent_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`.as('day'),
      'greeting_type',
      sql<number>`count(*)::int`.as('count'),
    ])
    .where('sent_at', '>=', from)
    .where('sent_at', '<', to)
    .where('status', 'in', sentStatuses)
    .groupBy(['day', 'greeting_type'])
    .execute()
}

export async function countSentSince(db: Executor, from: Date): Promise<number> {
  const row = await db
    .selectFrom('greetings')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('sent_at', '>=', from)
    .where('status', 'in', sentStatuses)
    .executeTakeFirstOrThrow()
  return row.count
}

export async function countScheduled(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('greeting_batches')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('status', '=', 'scheduled')
    .executeTakeFirstOrThrow()
  return row.count
}

export function readGreetingSettings(db: Executor) {
  return db.selectFrom('greeting_settings').selectAll().executeTakeFirstOrThrow()
}

export type GreetingSettingsRow = Awaited<ReturnType<typeof readGreetingSettings>>
