import type { AuditQuery } from '../../domain/contract/audit.js'
import { addDays, startOfClubDay } from '../../domain/time.js'
import type { Executor } from '../db/database.js'
import { countAuditRows, listAuditActors, listAuditRows, type AuditFilter } from './audit.repository.js'

type AuditRow = Awaited<ReturnType<typeof listAuditRows>>[number]

function toEntry(row: AuditRow) {
  return {
    audit_id: Number(row.audit_id),
    at: row.at.toISOString(),
    actor: { kind: row.actor_kind, id: row.actor_id, name: row.actor_name },
    ip: row.ip,
    user_agent: row.user_agent,
    area: row.area,
    action: row.action,
    record_type: row.record_type,
    record_id: row.record_id,
    summary: row.summary,
    before: row.before,
    after: row.after,
  }
}

/** One page of the trail, newest first; the days are the club's (Asia/Kolkata), both included. */
export async function auditPage(db: Executor, query: AuditQuery) {
  const filter: AuditFilter = {
    actorId: query.person,
    area: query.area,
    recordType: query.recordType,
    recordId: query.recordId,
    from: query.from === undefined ? undefined : startOfClubDay(query.from),
    before: query.to === undefined ? undefined : startOfClubDay(addDays(query.to, 1)),
  }
  const [total, rows] = await Promise.all([
    countAuditRows(db, filter),
    listAuditRows(db, filter, { limit: query.limit, offset: (query.page - 1) * query.limit }),
  ])
  return {
    result: rows.map(toEntry),
    pagination: { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) },
  }
}

export async function auditPeople(db: Executor) {
  const actors = await listAuditActors(db)
  return actors.map((actor) => ({ id: actor.actor_id, name: actor.actor_name })).sort((a, b) => a.name.localeCompare(b.name))
}
