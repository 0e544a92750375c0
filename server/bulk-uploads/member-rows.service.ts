import { futureDateProblems, memberRow, type BulkUploadReport, type MemberRow } from '../../domain/contract/bulk-uploads.js'
import { clubDate } from '../../domain/time.js'
import { recordChange, type Auditor } from '../audit/audit-trail.js'
import type { DB, Executor } from '../db/database.js'
import {
  allCategories,
  endSessionsOf,
  finishUpload,
  insertMembers,
  insertUpload,
  lockMembersByIds,
  updateMembers,
  type MemberColumns,
} from './bulk-uploads.repository.js'
import { createRowReport, readRows, refuseRepeats, type RowReport } from './row-report.js'

/**
 * POST bulk-uploadMember (ADR 030): every row is checked first (its schema, its category, its dates,
 * against the members as they stand, locked), then the good rows are written in two statements: the
 * new members, and the changed ones. A member id already known is updated with the fields the row
 * gives (a blank is left alone), or skipped when nothing differs. A row with a problem writes nothing.
 */

export interface Clerk {
  userId: number | null
  now: Date
  /** Who sends the upload, for the audit trail (ADR 029): one row per upload, with its counts. */
  by: Auditor
}

/** The upload's row in the audit trail: what kind, how many rows, and what became of them. */
export async function auditUpload(trx: Executor, clerk: Clerk, area: 'members' | 'accounts', report: BulkUploadReport) {
  await recordChange(trx, clerk.by, {
    area,
    action: area === 'accounts' ? 'money' : 'create',
    recordType: 'bulk_upload',
    recordId: report.uploadId,
    summary: report.message,
    after: { rows: report.rows, created: report.created, updated: report.updated, skipped: report.skipped, problems: report.errors.length },
  })
  return report
}

type Read = { index: number; row: MemberRow }
type Category = Awaited<ReturnType<typeof allCategories>>[number]

export function uploadMembers(db: DB, rows: readonly unknown[], clerk: Clerk): Promise<BulkUploadReport> {
  return db.transaction().execute(async (trx) => {
    const report = createRowReport(rows.length)
    const today = clubDate(clerk.now)
    const read = readRows(memberRow, rows, report).filter(({ index, row }) => {
      for (const problem of futureDateProblems(row, today)) report.fail(index, problem.field, problem.msg)
      return !report.hasFailed(index)
    })
    const unique = refuseRepeats(
      read,
      ({ row }) => row.memberId.toUpperCase(),
      report,
      'memberId',
      ({ row }) => `Member ID ${row.memberId}`,
    )
    const uploadId = await insertUpload(trx, 'members', clerk.userId, rows.length, clerk.now)
    await applyMembers(trx, unique, report, clerk.now)
    await finishUpload(trx, uploadId, { ...report.counts, errorRows: report.errorRowCount })
    return auditUpload(trx, clerk, 'members', report.finish(uploadId, 'Members'))
  })
}

async function applyMembers(trx: Executor, rows: Read[], report: RowReport, now: Date) {
  const categories = await allCategories(trx)
  const byId = new Map(categories.map((category) => [category.category_id, category]))
  const byName = new Map(categories.map((category) => [category.name.trim().toLowerCase(), category]))
  const existing = new Map(
    (
      await lockMembersByIds(
        trx,
        rows.map(({ row }) => row.memberId.toUpperCase()),
      )
    ).map((m) => [m.member_id.toUpperCase(), m]),
  )

  const creates: { index: number; columns: MemberColumns }[] = []
  const updates: MemberColumns[] = []
  const leaving: string[] = []
  for (const { index, row } of rows) {
    const current = existing.get(row.memberId.toUpperCase())
    const choice = categoryOf(row, byId, byName, current?.category_id ?? null)
    if (!('category' in choice)) {
      report.fail(index, choice.field, choice.msg)
      continue
    }
    const given = columnsOf(row, choice.category.category_id)
    if (!current) {
      creates.push({ index, columns: { ...emptyMember, ...given, member_id: row.memberId } as MemberColumns })
      continue
    }
    const merged = { ...current, ...given } as MemberColumns
    if (!differs(current, merged)) {
      report.counts.skipped++
      continue
    }
    updates.push(merged)
    if (merged.status !== 'active' && current.status === 'active') leaving.push(current.member_id)
    report.counts.updated++
  }

  const inserted = await insertMembers(
    trx,
    creates.map((create) => create.columns),
    now,
  )
  for (const { index, columns } of creates) {
    if (inserted.has(columns.member_id)) report.counts.created++
    else
      report.fail(index, 'memberId', `Member ID ${columns.member_id} was enrolled by someone else while this file was sent; send it again`)
  }
  await updateMembers(trx, updates, now)
  await endSessionsOf(trx, leaving, now)
}

type CategoryChoice = { category: Category } | { field: 'category' | 'category_id'; msg: string }

/** The row's category by id or name; a new member (or a move) needs one that is switched on. */
function categoryOf(
  row: MemberRow,
  byId: Map<number, Category>,
  byName: Map<string, Category>,
  currentCategoryId: number | null,
): CategoryChoice {
  const fromId = row.category_id === undefined ? undefined : byId.get(row.category_id)
  const fromName = row.category ? byName.get(row.category.trim().toLowerCase()) : undefined
  if (row.category_id !== undefined && !fromId) return { field: 'category_id', msg: `no member category has the id ${row.category_id}` }
  if (row.category && !fromName) {
    const names = [...byName.values()].filter((category) => category.is_active).map((category) => category.name)
    return { field: 'category', msg: `* No member category is called ${row.category}: use one of ${names.join(', ')}` }
  }
  if (fromId && fromName && fromId.category_id !== fromName.category_id)
    return { field: 'category', msg: `* Category ${row.category} is not category id ${row.category_id}` }
  const category = (fromId ?? fromName)!
  if (!category.is_active && category.category_id !== currentCategoryId)
    return { field: 'category', msg: `${category.name} is switched off: choose another category` }
  return { category }
}

const emptyMember: Omit<MemberColumns, 'member_id' | 'name'> = {
  title: null,
  mobile: null,
  email: null,
  date_of_birth: null,
  anniversary: null,
  spouse_name: null,
  category_id: null,
  address: null,
  joined_on: null,
  status: 'active',
  credit_limit_paise: null,
}

/** The columns the row gives a value for; what it leaves blank is not among them. */
function columnsOf(row: MemberRow, categoryId: number): Partial<MemberColumns> {
  const columns: Partial<MemberColumns> = {
    title: row.title,
    name: row.name,
    mobile: row.mobileNumber,
    email: row.email,
    date_of_birth: row.dateOfBirth,
    anniversary: row.dateOfAnniversary,
    spouse_name: row.spouseName,
    category_id: categoryId,
    address: row.address,
    joined_on: row.joinedOn,
    status: row.status,
    credit_limit_paise: row.creditLimitPaise,
  }
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined))
}

function differs(current: MemberColumns, merged: MemberColumns) {
  return (Object.keys(emptyMember) as (keyof MemberColumns)[])
    .concat('name')
    .some((column) => (current[column] ?? null) !== (merged[column] ?? null))
}
