import { sql } from 'kysely'
import type { BulkUploadKind } from '../../domain/bulk-uploads.js'
import type { Executor } from '../db/database.js'
import type { DependentRelation } from '../../domain/members.js'
import type { MemberStatus } from '../db/schema.js'

/**
 * The SQL of bulk uploads (ADR 030). Members and dependents are written set-based: one statement for
 * all new rows and one for all changed ones, the rows passed as one JSON document
 * (jsonb_to_recordset), so 10,000 rows cost a few statements rather than tens of thousands.
 */

export async function insertUpload(trx: Executor, kind: BulkUploadKind, userId: number | null, rowCount: number, now: Date) {
  const { upload_id } = await trx
    .insertInto('bulk_uploads')
    .values({ kind, uploaded_by: userId, row_count: rowCount, created_at: now })
    .returning('upload_id')
    .executeTakeFirstOrThrow()
  return upload_id
}

export async function finishUpload(
  trx: Executor,
  uploadId: number,
  counts: { created: number; updated: number; skipped: number; errorRows: number },
) {
  await trx
    .updateTable('bulk_uploads')
    .set({
      created_count: counts.created,
      updated_count: counts.updated,
      skipped_count: counts.skipped,
      error_row_count: counts.errorRows,
    })
    .where('upload_id', '=', uploadId)
    .execute()
}

// ---- members ---------------------------------------------------------------------------------------

/** The columns an upload writes of a member. */
export interface MemberColumns {
  member_id: string
  title: string | null
  name: string
  mobile: string | null
  email: string | null
  date_of_birth: string | null
  anniversary: string | null
  spouse_name: string | null
  category_id: number | null
  address: string | null
  joined_on: string | null
  status: MemberStatus
  credit_limit_paise: number | null
}

const memberRecordset = sql`r(member_id text, title text, name text, mobile text, email text, date_of_birth date, anniversary date,
  spouse_name text, category_id integer, address text, joined_on date, status text, credit_limit_paise bigint)`

/**
 * The members with these ids (any case), locked for the rest of the transaction. The ids are joined
 * as a list (unnest): compared with `= any(array)` each of 10,000 rows would be sought in the array.
 */
export async function lockMembersByIds(trx: Executor, upperIds: string[]) {
  const { rows } = await sql<MemberColumns>`
    select m.member_id, m.title, m.name, m.mobile, m.email, m.date_of_birth, m.anniversary, m.spouse_name, m.category_id,
           m.address, m.joined_on, m.status, m.credit_limit_paise
      from members m
      join (select distinct id from unnest(${upperIds}::text[]) as ids(id)) as wanted on upper(m.member_id) = wanted.id
     order by m.member_id
       for update of m`.execute(trx)
  return rows
}

export function allCategories(trx: Executor) {
  return trx.selectFrom('member_categories').select(['category_id', 'name', 'is_active']).execute()
}

/** Inserts the new members; answers the ids inserted (one enrolled meanwhile by someone else is not). */
export async function insertMembers(trx: Executor, members: MemberColumns[], now: Date): Promise<Set<string>> {
  if (members.length === 0) return new Set()
  const { rows } = await sql<{ member_id: string }>`
    insert into members (member_id, title, name, mobile, email, date_of_birth, anniversary, spouse_name, category_id, address,
                         joined_on, status, credit_limit_paise, created_at, updated_at)
    select r.member_id, r.title, r.name, r.mobile, r.email, r.date_of_birth, r.anniversary, r.spouse_name, r.category_id, r.address,
           r.joined_on, r.status, r.credit_limit_paise, ${now}, ${now}
      from jsonb_to_recordset(${JSON.stringify(members)}::jsonb) as ${memberRecordset}
    on conflict do nothing
    returning member_id`.execute(trx)
  return new Set(rows.map((row) => row.member_id))
}

/** Writes each member's columns as given (the rows were read under lock and merged with the changes). */
export async function updateMembers(trx: Executor, members: MemberColumns[], now: Date) {
  if (members.length === 0) return
  await sql`
    update members m
       set title = r.title, name = r.name, mobile = r.mobile, email = r.email, date_of_birth = r.date_of_birth,
           anniversary = r.anniversary, spouse_name = r.spouse_name, category_id = r.category_id, address = r.address,
           joined_on = r.joined_on, status = r.status, credit_limit_paise = r.credit_limit_paise, updated_at = ${now}
      from jsonb_to_recordset(${JSON.stringify(members)}::jsonb) as ${memberRecordset}
     where m.member_id = r.member_id`.execute(trx)
}

/** Ends the live sessions of members who stopped being active. */
export async function endSessionsOf(trx: Executor, memberIds: string[], now: Date) {
  if (memberIds.length === 0) return
  await trx
    .updateTable('auth_sessions')
    .set({ ended_at: now })
    .where('member_id', 'in', memberIds)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now)
    .execute()
}

// ---- dependents --------------------------------------------------------------------------------------

export interface DependentColumns {
  member_id: string
  dependent_code: string
  name: string
  relation: DependentRelation
  date_of_birth: string | null
  mobile: string | null
}

export async function dependentsOf(trx: Executor, memberIds: string[]) {
  if (memberIds.length === 0) return []
  const { rows } = await sql<{
    dependent_id: number
    member_id: string
    dependent_code: string
    name: string
    relation: DependentRelation
    date_of_birth: string | null
    mobile: string | null
  }>`
    select d.dependent_id, d.member_id, d.dependent_code, d.name, d.relation, d.date_of_birth, d.mobile
      from dependents d
      join (select distinct id from unnest(${memberIds}::text[]) as ids(id)) as wanted on d.member_id = wanted.id
     order by d.dependent_id`.execute(trx)
  return rows
}

export async function insertDependents(trx: Executor, dependents: DependentColumns[], now: Date) {
  if (dependents.length === 0) return
  await sql`
    insert into dependents (member_id, dependent_code, name, relation, date_of_birth, mobile, created_at, updated_at)
    select r.member_id, r.dependent_code, r.name, r.relation, r.date_of_birth, r.mobile, ${now}, ${now}
      from jsonb_to_recordset(${JSON.stringify(dependents)}::jsonb)
           as r(member_id text, dependent_code text, name text, relation text, date_of_birth date, mobile text)
     order by r.dependent_code`.execute(trx)
}

export async function updateDependents(
  trx: Executor,
  dependents: { dependent_id: number; relation: string; date_of_birth: string | null; mobile: string | null }[],
  now: Date,
) {
  if (dependents.length === 0) return
  await sql`
    update dependents d
       set relation = r.relation, date_of_birth = r.date_of_birth, mobile = r.mobile, updated_at = ${now}
      from jsonb_to_recordset(${JSON.stringify(dependents)}::jsonb)
           as r(dependent_id integer, relation text, date_of_birth date, mobile text)
     where d.dependent_id = r.dependent_id`.execute(trx)
}

// ---- money rows --------------------------------------------------------------------------------------

/** Ledger rows anywhere carrying one of these references (upper-cased): how a money row is known again. */
export function ledgerRowsByReference(trx: Executor, upperReferences: string[]) {
  if (upperReferences.length === 0) return Promise.resolve([])
  return trx
    .selectFrom('member_ledger')
    .select(['entry_id', 'member_id', 'kind', 'amount_paise', 'method', sql<string>`upper(reference)`.as('upper_reference')])
    .where(sql<string>`upper(reference)`, '=', sql<string>`any(${upperReferences}::text[])`)
    .where('reference', 'is not', null)
    .orderBy('entry_id')
    .execute()
}

/** The members with these ids (any case): their id as stored. */
export async function memberIdsByUpper(trx: Executor, upperIds: string[]) {
  if (upperIds.length === 0) return new Map<string, string>()
  const rows = await trx
    .selectFrom('members')
    .select('member_id')
    .where(sql<string>`upper(member_id)`, '=', sql<string>`any(${upperIds}::text[])`)
    .execute()
  return new Map(rows.map((row) => [row.member_id.toUpperCase(), row.member_id]))
}
