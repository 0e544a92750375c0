import type { Insertable } from 'kysely'
import type { Executor } from '../db/database.js'
import type { AuditLogTable } from '../db/schema.js'

export async function insertAuditRow(db: Executor, row: Insertable<AuditLogTable>) {
  await db.insertInto('audit_log').values(row).execute()
}

export interface AuditFilter {
  actorId?: number
  area?: string
  recordType?: string
  recordId?: string
  from?: Date
  /** Exclusive. */
  before?: Date
}

function filtered(db: Executor, filter: AuditFilter) {
  let query = db.selectFrom('audit_log')
  if (filter.actorId !== undefined) query = query.where('actor_id', '=', filter.actorId)
  if (filter.area !== undefined) query = query.where('area', '=', filter.area)
  if (filter.recordType !== undefined) query = query.where('record_type', '=', filter.recordType)
  if (filter.recordId !== undefined) query = query.where('record_id', '=', filter.recordId)
  if (filter.from !== undefined) query = query.where('at', '>=', filter.from)
  if (filter.before !== undefined) query = query.where('at', '<', filter.before)
  return query
}

export async function countAuditRows(db: Executor, filter: AuditFilter) {
  const { count } = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(count)
}

/** Newest first. */
export function listAuditRows(db: Executor, filter: AuditFilter, page: { limit: number; offset: number }) {
  return filtered(db, filter).selectAll().orderBy('at', 'desc').orderBy('audit_id', 'desc').limit(page.limit).offset(page.offset).execute()
}

/** Everyone who has changed something, for the screen's person filter. */
export function listAuditActors(db: Executor) {
  return db
    .selectFrom('audit_log')
    .select(['actor_id', 'actor_name'])
    .distinctOn('actor_id')
    .orderBy('actor_id')
    .orderBy('at', 'desc')
    .execute()
}
