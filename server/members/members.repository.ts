import { sql, type Insertable, type Updateable } from 'kysely'
import type { Executor } from '../db/database.js'
import type { DependentsTable, MembersTable, MemberStatus } from '../db/schema.js'

/**
 * The one lookup every area that is handed a membership number goes through: the member with this
 * number, whatever its case ('m1001' is M1001).
 */
export function findMemberByNumber(db: Executor, memberNumber: string) {
  return db
    .selectFrom('members')
    .select(['member_id', 'name', 'mobile', 'email', 'status'])
    .where((eb) => eb(eb.fn('upper', ['member_id']), '=', memberNumber.toUpperCase()))
    .executeTakeFirst()
}

/** A member as the register shows them, with their category and its default credit limit. */
function memberRecords(db: Executor) {
  return db
    .selectFrom('members as m')
    .leftJoin('member_categories as c', 'c.category_id', 'm.category_id')
    .select([
      'm.member_id',
      'm.title',
      'm.name',
      'm.mobile',
      'm.email',
      'm.date_of_birth',
      'm.spouse_name',
      'm.anniversary',
      'm.category_id',
      'c.name as category_name',
      'm.address',
      'm.joined_on',
      'm.status',
      'm.credit_limit_paise',
      sql<number>`coalesce(c.default_credit_limit_paise, 0)`.as('category_credit_limit_paise'),
      sql<boolean>`m.password_hash is not null`.as('has_password'),
      'm.last_login_at',
      'm.created_at',
      'm.updated_at',
      (eb) =>
        eb
          .selectFrom('dependents as d')
          .select(sql<number>`count(*)::int`.as('count'))
          .whereRef('d.member_id', '=', 'm.member_id')
          .as('dependent_count'),
    ])
}

export type MemberRecord = NonNullable<Awaited<ReturnType<typeof findMember>>>

export interface MemberFilter {
  /** Lower-cased, its LIKE wildcards escaped: matched anywhere in the member id, name, mobile or e-mail. */
  pattern?: string | undefined
  categoryId?: number | undefined
  status?: MemberStatus | undefined
}

function filtered(db: Executor, filter: MemberFilter) {
  let query = db.selectFrom('members as m')
  if (filter.pattern !== undefined) query = query.where('m.search_text', 'like', `%${filter.pattern}%`)
  if (filter.categoryId !== undefined) query = query.where('m.category_id', '=', filter.categoryId)
  if (filter.status !== undefined) query = query.where('m.status', '=', filter.status)
  return query
}

/**
 * How many members the filter finds (the pager's total), counted up to `atMost`: its own statement, so
 * the page's can stop at its twentieth row. A search that finds thousands is stopped at `atMost`
 * instead of reading every row that holds its letters (bench/member-search.ts).
 */
export async function countMembers(db: Executor, filter: MemberFilter, atMost?: number) {
  const matching = filtered(db, filter).select(sql<number>`1`.as('one'))
  const row = await db
    .selectFrom((atMost === undefined ? matching : matching.limit(atMost)).as('matching'))
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/**
 * One page of the filter's members by member id: read along the index on upper(member_id), a common
 * search stops at its twentieth match; for a rare one the planner takes the trigram index instead.
 * (A whole member id typed comes first by this order too: M1001 sorts before M10010.)
 */
export function listMembers(db: Executor, filter: MemberFilter, page: { limit: number; offset: number }) {
  const ids = filtered(db, filter)
    .select('m.member_id')
    .orderBy(sql`upper(m.member_id)`)
    .limit(page.limit)
    .offset(page.offset)
  return memberRecords(db)
    .innerJoin(ids.as('page'), 'page.member_id', 'm.member_id')
    .orderBy(sql`upper(m.member_id)`)
    .execute()
}

/** The member with this id in any case. */
export function findMember(db: Executor, memberId: string) {
  return memberRecords(db)
    .where(sql<string>`upper(m.member_id)`, '=', memberId.toUpperCase())
    .executeTakeFirst()
}

/** Locks the member's row for the rest of the transaction (dependent numbering, password changes). */
export function lockMember(db: Executor, memberId: string) {
  return db
    .selectFrom('members')
    .select(['member_id', 'name', 'mobile', 'status', 'password_hash'])
    .where(sql<string>`upper(member_id)`, '=', memberId.toUpperCase())
    .forUpdate()
    .executeTakeFirst()
}

export function insertMember(db: Executor, member: Insertable<MembersTable>) {
  return db.insertInto('members').values(member).returning('member_id').executeTakeFirstOrThrow()
}

export function updateMember(db: Executor, memberId: string, patch: Updateable<MembersTable>) {
  return db.updateTable('members').set(patch).where('member_id', '=', memberId).execute()
}

const dependentColumns = [
  'dependent_id',
  'dependent_code',
  'member_id',
  'name',
  'relation',
  'date_of_birth',
  'mobile',
  'created_at',
  'updated_at',
] as const

export function listDependentsOf(db: Executor, memberId: string) {
  return db.selectFrom('dependents').select(dependentColumns).where('member_id', '=', memberId).orderBy('dependent_id').execute()
}

export function findDependent(db: Executor, dependentId: number) {
  return db.selectFrom('dependents').select(dependentColumns).where('dependent_id', '=', dependentId).executeTakeFirst()
}

/**
 * The number after the highest a dependent of the member has had: numbers are never reused, so a
 * card once printed as M1001-2 never names anybody else. Read under the member's row lock.
 */
export async function nextDependentNumber(db: Executor, memberId: string) {
  const row = await db
    .selectFrom('dependents')
    .select(sql<number>`coalesce(max(substring(dependent_code from '-([0-9]+)$')::int), 0) + 1`.as('next'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow()
  return Number(row.next)
}

export function insertDependent(db: Executor, dependent: Insertable<DependentsTable>) {
  return db.insertInto('dependents').values(dependent).returning(dependentColumns).executeTakeFirstOrThrow()
}

export function updateDependentRow(db: Executor, dependentId: number, patch: Updateable<DependentsTable>) {
  return db
    .updateTable('dependents')
    .set(patch)
    .where('dependent_id', '=', dependentId)
    .returning(dependentColumns)
    .executeTakeFirstOrThrow()
}

/** Bookings the member still holds: event bookings not cancelled whose event has not ended, sports bookings from today on. */
export function openEventBookings(db: Executor, memberId: string, now: Date) {
  return db
    .selectFrom('event_bookings as b')
    .innerJoin('events as e', 'e.event_id', 'b.event_id')
    .select(['b.booking_id', 'b.event_id', 'e.title as event_title', 'e.start_at', 'b.ticket_count', 'b.total_paise', 'b.payment_status'])
    .where('b.member_id', '=', memberId)
    .where('b.status', '=', 'confirmed')
    .where('e.end_at', '>', now)
    .orderBy('e.start_at')
    .execute()
}

export function openSportsBookings(db: Executor, memberId: string, today: string) {
  return db
    .selectFrom('sports_bookings as b')
    .innerJoin('sports_activities as a', 'a.activity_id', 'b.activity_id')
    .innerJoin('sports_items as i', 'i.item_id', 'b.item_id')
    .select([
      'b.booking_id',
      'a.name as activity_name',
      'i.name as item_name',
      'b.booking_date',
      'b.start_time',
      'b.end_time',
      'b.status',
      'b.total_paise',
    ])
    .where('b.member_id', '=', memberId)
    .where('b.status', 'in', ['confirmed', 'checked_in'])
    .where('b.booking_date', '>=', today)
    .orderBy('b.booking_date')
    .orderBy('b.start_time')
    .execute()
}

/** Ends every live session of the member (a new password set by the office). */
export async function endMemberSessions(db: Executor, memberId: string, at: Date) {
  const result = await db
    .updateTable('auth_sessions')
    .set({ ended_at: at })
    .where('member_id', '=', memberId)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

export function setMemberPasswordHash(db: Executor, memberId: string, passwordHash: string, at: Date) {
  return db
    .updateTable('members')
    .set({ password_hash: passwordHash, password_changed_at: at, updated_at: at })
    .where('member_id', '=', memberId)
    .execute()
}

export function categoryForMembers(db: Executor, categoryId: number) {
  return db
    .selectFrom('member_categories')
    .select(['category_id', 'name', 'is_active'])
    .where('category_id', '=', categoryId)
    .executeTakeFirst()
}
