import { dependentRow, futureDateProblems, type BulkUploadReport } from '../../domain/contract/bulk-uploads.js'
import { dependentCode } from '../../domain/members.js'
import { clubDate } from '../../domain/time.js'
import type { DB } from '../db/database.js'
import {
  dependentsOf,
  finishUpload,
  insertDependents,
  insertUpload,
  lockMembersByIds,
  updateDependents,
  type DependentColumns,
} from './bulk-uploads.repository.js'
import { auditUpload, type Clerk } from './member-rows.service.js'
import { createRowReport, readRows, refuseRepeats } from './row-report.js'

/**
 * POST bulk-upload-dependents (ADR 030): a dependent is known again by their member and name (any
 * case). A new one gets the next number under the member's (M1001-3), numbers never reused, read
 * under the members' row locks as a single dependent's addition does; a known one is updated with the
 * fields the row gives, or skipped when nothing differs.
 */
export function uploadDependents(db: DB, rows: readonly unknown[], clerk: Clerk): Promise<BulkUploadReport> {
  return db.transaction().execute(async (trx) => {
    const report = createRowReport(rows.length)
    const today = clubDate(clerk.now)
    const read = readRows(dependentRow, rows, report).filter(({ index, row }) => {
      for (const problem of futureDateProblems(row, today)) report.fail(index, problem.field, problem.msg)
      return !report.hasFailed(index)
    })
    const keyOf = (memberId: string, name: string) => `${memberId.toUpperCase()}\u0000${name.trim().toLowerCase()}`
    const unique = refuseRepeats(
      read,
      ({ row }) => keyOf(row.memberId, row.name),
      report,
      'name',
      ({ row }) => `${row.name} of ${row.memberId}`,
    )
    const uploadId = await insertUpload(trx, 'dependents', clerk.userId, rows.length, clerk.now)

    const members = new Map(
      (await lockMembersByIds(trx, [...new Set(unique.map(({ row }) => row.memberId))])).map((member) => [
        member.member_id.toUpperCase(),
        member.member_id,
      ]),
    )
    const existing = await dependentsOf(trx, [...members.values()])
    const known = new Map(existing.map((dependent) => [keyOf(dependent.member_id, dependent.name), dependent]))
    const lastNumber = new Map<string, number>()
    for (const dependent of existing) {
      const number = Number(/-(\d+)$/.exec(dependent.dependent_code)?.[1] ?? 0)
      lastNumber.set(dependent.member_id, Math.max(lastNumber.get(dependent.member_id) ?? 0, number))
    }

    const creates: DependentColumns[] = []
    const updates: { dependent_id: number; relation: string; date_of_birth: string | null; mobile: string | null }[] = []
    for (const { index, row } of unique) {
      const memberId = members.get(row.memberId)
      if (!memberId) {
        report.fail(index, 'memberId', `Member not found: no member has the number ${row.memberId}`)
        continue
      }
      const current = known.get(keyOf(memberId, row.name))
      if (!current) {
        const number = (lastNumber.get(memberId) ?? 0) + 1
        lastNumber.set(memberId, number)
        creates.push({
          member_id: memberId,
          dependent_code: dependentCode(memberId, number),
          name: row.name,
          relation: row.relation,
          date_of_birth: row.date_of_birth ?? null,
          mobile: row.mobile ?? null,
        })
        continue
      }
      const merged = {
        dependent_id: current.dependent_id,
        relation: row.relation,
        date_of_birth: row.date_of_birth === undefined ? current.date_of_birth : row.date_of_birth,
        mobile: row.mobile === undefined ? current.mobile : row.mobile,
      }
      const isSame =
        merged.relation === current.relation && merged.date_of_birth === current.date_of_birth && merged.mobile === current.mobile
      if (isSame) report.counts.skipped++
      else {
        updates.push(merged)
        report.counts.updated++
      }
    }
    await insertDependents(trx, creates, clerk.now)
    await updateDependents(trx, updates, clerk.now)
    report.counts.created += creates.length
    await finishUpload(trx, uploadId, { ...report.counts, errorRows: report.errorRowCount })
    return auditUpload(trx, clerk, 'members', report.finish(uploadId, 'Dependents'))
  })
}
