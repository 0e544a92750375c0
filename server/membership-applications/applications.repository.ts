import { sql, type Insertable, type Updateable } from 'kysely'
import type { ApprovalRule } from '../../domain/approvals.js'
import type { ApplicationStatus } from '../../domain/membership-applications.js'
import type { Executor } from '../db/database.js'
import type { MembershipApplicationsTable } from '../db/membership-applications-schema.js'

/** The membership committee, from the club's settings row; locked when a submission must be alone. */
export function findCommittee(db: Executor, options: { forUpdate?: boolean } = {}) {
  const query = db.selectFrom('club_settings').select(['membership_approvers', 'membership_rule'])
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirstOrThrow()
}

export async function saveCommittee(db: Executor, approvers: { member_id: string; role_title: string }[], rule: ApprovalRule, at: Date) {
  await db
    .updateTable('club_settings')
    .set({ membership_approvers: JSON.stringify(approvers), membership_rule: rule, updated_at: at })
    .execute()
}

export function activeCategories(db: Executor) {
  return db.selectFrom('member_categories').select(['category_id', 'name']).where('is_active', '=', true).orderBy('name').execute()
}

/** A member holding this mobile number, whatever their status. */
export function memberWithMobile(db: Executor, mobile: string) {
  return db.selectFrom('members').select(['member_id', 'name']).where('mobile', '=', mobile).executeTakeFirst()
}

/** An application with this mobile still open: waiting for the committee, or approved and not enrolled. */
export function openApplicationWithMobile(db: Executor, mobile: string) {
  return db
    .selectFrom('membership_applications as a')
    .innerJoin('approval_requests as r', 'r.approval_id', 'a.approval_id')
    .select(['a.application_id', 'a.created_at', 'r.status'])
    .where('a.mobile', '=', mobile)
    .where('a.member_id', 'is', null)
    .where('r.status', 'in', ['Pending', 'Approved'])
    .executeTakeFirst()
}

export function insertApplication(db: Executor, application: Insertable<MembershipApplicationsTable>) {
  return db.insertInto('membership_applications').values(application).returning('application_id').executeTakeFirstOrThrow()
}

export async function updateApplication(db: Executor, applicationId: number, patch: Updateable<MembershipApplicationsTable>) {
  await db.updateTable('membership_applications').set(patch).where('application_id', '=', applicationId).execute()
}

function applicationsQuery(db: Executor) {
  return db
    .selectFrom('membership_applications as a')
    .innerJoin('approval_requests as r', 'r.approval_id', 'a.approval_id')
    .innerJoin('member_categories as c', 'c.category_id', 'a.category_id')
    .innerJoin('members as p', 'p.member_id', 'a.proposer_id')
    .innerJoin('members as s', 's.member_id', 'a.seconder_id')
    .selectAll('a')
    .select([
      'r.status as approval_status',
      'c.name as category_name',
      'c.is_active as category_is_active',
      'p.name as proposer_name',
      's.name as seconder_name',
      sql<ApplicationStatus>`case when a.member_id is not null then 'Enrolled' else r.status end`.as('status'),
    ])
}
export type ApplicationRow = Awaited<ReturnType<ReturnType<typeof applicationsQuery>['executeTakeFirstOrThrow']>>

export function findApplication(db: Executor, applicationId: number, options: { forUpdate?: boolean } = {}) {
  const query = applicationsQuery(db).where('a.application_id', '=', applicationId)
  return (options.forUpdate ? query.forUpdate('a') : query).executeTakeFirst()
}

export function findApplicationOfApproval(db: Executor, approvalId: number) {
  return db
    .selectFrom('membership_applications')
    .select(['application_id', 'name', 'mobile', 'applicant_told_at'])
    .where('approval_id', '=', approvalId)
    .executeTakeFirst()
}

export interface ApplicationFilter {
  status?: ApplicationStatus | undefined
  approvalId?: number | undefined
}

function filtered(db: Executor, filter: ApplicationFilter) {
  let query = applicationsQuery(db)
  if (filter.approvalId !== undefined) query = query.where('a.approval_id', '=', filter.approvalId)
  if (filter.status === 'Enrolled') query = query.where('a.member_id', 'is not', null)
  else if (filter.status) query = query.where('a.member_id', 'is', null).where('r.status', '=', filter.status)
  return query
}

export function listApplications(db: Executor, filter: ApplicationFilter, page: { limit: number; offset: number }) {
  return filtered(db, filter)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.application_id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute()
}

export async function countApplications(db: Executor, filter: ApplicationFilter) {
  let query = db
    .selectFrom('membership_applications as a')
    .innerJoin('approval_requests as r', 'r.approval_id', 'a.approval_id')
    .select(sql<number>`count(*)::int`.as('count'))
  if (filter.approvalId !== undefined) query = query.where('a.approval_id', '=', filter.approvalId)
  if (filter.status === 'Enrolled') query = query.where('a.member_id', 'is not', null)
  else if (filter.status) query = query.where('a.member_id', 'is', null).where('r.status', '=', filter.status)
  return Number((await query.executeTakeFirstOrThrow()).count)
}

/** The highest plain 'M' number on the register (M2800), from which a new member's id follows. */
export async function highestMemberNumber(db: Executor) {
  const row = await db
    .selectFrom('members')
    .select('member_id')
    .where(sql<boolean>`member_id ~ '^M[0-9]{1,9}$'`)
    .orderBy(sql`length(member_id)`, 'desc')
    .orderBy('member_id', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row?.member_id
}

/** The uploads an application names, by their paths ('approvals/abc….jpg'): originals only. */
export function storedUploads(db: Executor, paths: readonly string[]) {
  if (paths.length === 0) return Promise.resolve([])
  return db.selectFrom('stored_files').select(['path', 'media_type']).where('path', 'in', paths).where('variant_of', 'is', null).execute()
}
