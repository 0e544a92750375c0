import { sql, type Insertable, type Updateable } from 'kysely'
import type { ApprovalStatus } from '../../domain/approvals.js'
import type { ApprovalApproversTable, ApprovalEventsTable, ApprovalRequestsTable } from '../db/approvals-schema.js'
import type { Executor } from '../db/database.js'

const requestColumns = [
  'approval_id',
  'subject',
  'body',
  'file_url',
  'file_name',
  'rule',
  'status',
  'due_at',
  'created_by',
  'created_by_name',
  'decided_at',
  'created_at',
  'updated_at',
] as const

export function findRequest(db: Executor, approvalId: number, options: { forUpdate?: boolean } = {}) {
  const query = db.selectFrom('approval_requests').select(requestColumns).where('approval_id', '=', approvalId)
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst()
}
export type RequestRow = NonNullable<Awaited<ReturnType<typeof findRequest>>>

export function insertRequest(db: Executor, request: Insertable<ApprovalRequestsTable>) {
  return db.insertInto('approval_requests').values(request).returning(requestColumns).executeTakeFirstOrThrow()
}

export function updateRequest(db: Executor, approvalId: number, patch: Updateable<ApprovalRequestsTable>) {
  return db
    .updateTable('approval_requests')
    .set(patch)
    .where('approval_id', '=', approvalId)
    .returning(requestColumns)
    .executeTakeFirstOrThrow()
}

/** The approvers of some requests, in the order the office named them, with what the register holds of them. */
export function approversOf(db: Executor, approvalIds: readonly number[]) {
  if (approvalIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('approval_approvers as a')
    .innerJoin('members as m', 'm.member_id', 'a.member_id')
    .select([
      'a.approval_id',
      'a.member_id',
      'a.position',
      'a.role_title',
      'a.status',
      'a.signed_at',
      'a.signature_data',
      'a.answered_ip',
      'a.answered_via',
      'm.name',
      'm.email',
      'm.mobile',
    ])
    .where('a.approval_id', 'in', approvalIds)
    .orderBy('a.approval_id')
    .orderBy('a.position')
    .execute()
}
export type ApproverRow = Awaited<ReturnType<typeof approversOf>>[number]

export async function deleteApprovers(db: Executor, approvalId: number) {
  await db.deleteFrom('approval_approvers').where('approval_id', '=', approvalId).execute()
}

export async function insertApprovers(db: Executor, approvers: Insertable<ApprovalApproversTable>[]) {
  await db.insertInto('approval_approvers').values(approvers).execute()
}

/** Writes an answer only over Pending, so two answers racing each other cannot both land. */
export function answerApprover(db: Executor, approvalId: number, memberId: string, answer: Updateable<ApprovalApproversTable>) {
  return db
    .updateTable('approval_approvers')
    .set(answer)
    .where('approval_id', '=', approvalId)
    .where('member_id', '=', memberId)
    .where('status', '=', 'Pending')
    .returning(['member_id', 'status', 'signed_at'])
    .executeTakeFirst()
}

/** The members named, as the register has them (upper-case ids match whatever case the office typed). */
export function membersByIds(db: Executor, memberIds: readonly string[]) {
  if (memberIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('members')
    .select(['member_id', 'name', 'mobile', 'status'])
    .where(
      sql<string>`upper(member_id)`,
      'in',
      memberIds.map((memberId) => memberId.toUpperCase()),
    )
    .execute()
}

export async function insertEvents(db: Executor, events: Insertable<ApprovalEventsTable>[]) {
  if (events.length > 0) await db.insertInto('approval_events').values(events).execute()
}

export function eventsOf(db: Executor, approvalId: number) {
  return db
    .selectFrom('approval_events')
    .select(['at', 'kind', 'member_id', 'actor_name', 'ip', 'detail'])
    .where('approval_id', '=', approvalId)
    .orderBy('event_id')
    .execute()
}

/** Whether the approver's opening of the request is already in the trail since `since` (a reload is not news). */
export async function hasViewedSince(db: Executor, approvalId: number, memberId: string, since: Date) {
  const row = await db
    .selectFrom('approval_events')
    .select('event_id')
    .where('approval_id', '=', approvalId)
    .where('member_id', '=', memberId)
    .where('kind', '=', 'viewed')
    .where('at', '>=', since)
    .executeTakeFirst()
  return row !== undefined
}

export interface RequestFilter {
  status?: ApprovalStatus | undefined
  creator?: number | undefined
  from?: Date | undefined
  before?: Date | undefined
}

function filtered(db: Executor, filter: Omit<RequestFilter, 'status'>) {
  let query = db.selectFrom('approval_requests')
  if (filter.creator !== undefined) query = query.where('created_by', '=', filter.creator)
  if (filter.from) query = query.where('created_at', '>=', filter.from)
  if (filter.before) query = query.where('created_at', '<', filter.before)
  return query
}

export function listRequests(db: Executor, filter: RequestFilter, page: { limit: number; offset: number }) {
  let query = filtered(db, filter).select(requestColumns)
  if (filter.status) query = query.where('status', '=', filter.status)
  return query.orderBy('created_at', 'desc').orderBy('approval_id', 'desc').limit(page.limit).offset(page.offset).execute()
}

/** How many requests each status holds under the other filters: the list's tabs. */
export async function countByStatus(db: Executor, filter: RequestFilter) {
  const rows = await filtered(db, filter)
    .select(['status', sql<number>`count(*)::int`.as('count')])
    .groupBy('status')
    .execute()
  const counts = { all: 0, Pending: 0, Approved: 0, Rejected: 0 }
  for (const row of rows) {
    counts[row.status] = Number(row.count)
    counts.all += Number(row.count)
  }
  return counts
}

/** A member's requests: ids of those waiting for them and those they answered, newest first. */
export function requestIdsOfMember(db: Executor, memberId: string) {
  return db
    .selectFrom('approval_approvers as a')
    .innerJoin('approval_requests as r', 'r.approval_id', 'a.approval_id')
    .select(['r.approval_id', 'a.status', 'r.status as request_status'])
    .where('a.member_id', '=', memberId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.approval_id', 'desc')
    .limit(200)
    .execute()
}

export function requestsByIds(db: Executor, approvalIds: readonly number[]) {
  if (approvalIds.length === 0) return Promise.resolve([])
  return db.selectFrom('approval_requests').select(requestColumns).where('approval_id', 'in', approvalIds).execute()
}

export function userMobile(db: Executor, userId: number) {
  return db.selectFrom('users').select(['name', 'mobile']).where('user_id', '=', userId).executeTakeFirst()
}
