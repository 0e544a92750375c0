import { sql } from 'kysely'
import {
  transactionRow,
  walletRow,
  type BulkUploadReport,
  type TransactionRow,
  type WalletRow,
} from '../../domain/contract/bulk-uploads.js'
import { ledgerKindLabels } from '../../domain/member-accounts.js'
import { formatRupees } from '../../domain/money.js'
import type { DB, Executor } from '../db/database.js'
import { isUniqueViolation } from '../db/errors.js'
import { AppError } from '../http/errors.js'
import { postDeposit } from '../member-accounts/deposits.service.js'
import { postEntry, type Source } from '../member-accounts/ledger.service.js'
import { finishUpload, insertUpload, ledgerRowsByReference, memberIdsByUpper } from './bulk-uploads.repository.js'
import type { Clerk } from './member-rows.service.js'
import { createRowReport, readRows, refuseRepeats, type RowReport } from './row-report.js'

/**
 * POST bulk-upload-wallet and bulk-upload-transactions (ADR 030). Money rows go through the member
 * account's own services, one row at a time, each in a savepoint of its own: the account row is
 * locked, the credit limit and the cheque rules hold as for a row entered by hand, and a row the
 * ledger refuses is rolled back whole (its cheque too) and reported. A row is known again by its
 * reference: the same reference already recorded for the same member, kind and amount is skipped.
 */

type Kind = 'wallet' | 'transactions'
interface Posted {
  memberId: string
  kind: string
  amountPaise: number
  reference: string
}

/** A wallet row is a deposit; a transaction row an adjustment or annual fee, + for a credit, − for a debit. */
const postedOfWallet = (row: WalletRow): Posted => ({ memberId: row.memberId, kind: 'deposit', amountPaise: row.amount_paise, reference: row.reference })
const postedOfTransaction = (row: TransactionRow): Posted => ({
  memberId: row.memberId,
  kind: row.kind,
  amountPaise: row.direction === 'credit' ? row.amount_paise : -row.amount_paise,
  reference: row.reference,
})

export function uploadWallet(db: DB, rows: readonly unknown[], clerk: Clerk) {
  return uploadMoneyRows(db, 'wallet', rows, clerk, {
    read: (report) => readRows(walletRow, rows, report).map(({ index, row }) => ({ index, row, posted: postedOfWallet(row) })),
    post: (trx, row: WalletRow, memberId, source) =>
      postDeposit(trx, { ...row, memberId }, { userId: clerk.userId, now: clerk.now }, source),
  })
}

export function uploadTransactions(db: DB, rows: readonly unknown[], clerk: Clerk) {
  return uploadMoneyRows(db, 'transactions', rows, clerk, {
    read: (report) => readRows(transactionRow, rows, report).map(({ index, row }) => ({ index, row, posted: postedOfTransaction(row) })),
    post: (trx, row: TransactionRow, memberId, source) =>
      postEntry(trx, {
        memberId,
        kind: row.kind,
        amountPaise: postedOfTransaction(row).amountPaise,
        description: row.description,
        reference: row.reference,
        source,
        createdBy: clerk.userId,
        now: clerk.now,
      }),
  })
}

interface MoneyKind<Row> {
  read: (report: RowReport) => { index: number; row: Row; posted: Posted }[]
  post: (trx: Executor, row: Row, memberId: string, source: Source) => Promise<unknown>
}

/** The service's field names for the row's ('cheque.date' is the row's cheque_date). */
const rowFieldOf = { 'cheque.date': 'cheque_date', 'cheque.number': 'cheque_number', 'cheque.bank': 'cheque_bank', amount_paise: 'amount' }

function uploadMoneyRows<Row>(db: DB, kind: Kind, rows: readonly unknown[], clerk: Clerk, money: MoneyKind<Row>): Promise<BulkUploadReport> {
  return db.transaction().execute(async (trx) => {
    const report = createRowReport(rows.length)
    const read = refuseRepeats(
      money.read(report),
      ({ posted }) => posted.reference.toUpperCase(),
      report,
      'reference',
      ({ posted }) => `Reference ${posted.reference}`,
    )
    const uploadId = await insertUpload(trx, kind, clerk.userId, rows.length, clerk.now)
    const source = { type: 'bulk_upload', id: uploadId }
    const members = await memberIdsByUpper(trx, [...new Set(read.map(({ posted }) => posted.memberId.toUpperCase()))])
    const recorded = new Map<string, Awaited<ReturnType<typeof ledgerRowsByReference>>[number]>()
    for (const entry of await ledgerRowsByReference(trx, [...new Set(read.map(({ posted }) => posted.reference.toUpperCase()))])) {
      if (!recorded.has(entry.upper_reference)) recorded.set(entry.upper_reference, entry)
    }

    for (const { index, row, posted } of read) {
      const memberId = members.get(posted.memberId.toUpperCase())
      if (!memberId) {
        report.fail(index, 'memberId', `Member not found: no member has the number ${posted.memberId}`)
        continue
      }
      const earlier = recorded.get(posted.reference.toUpperCase())
      if (earlier) {
        const isSame = earlier.member_id === memberId && earlier.kind === posted.kind && earlier.amount_paise === posted.amountPaise
        if (isSame) report.counts.skipped++
        else report.fail(index, 'reference', alreadyUsed(posted.reference, earlier))
        continue
      }
      if (await postInSavepoint(trx, () => money.post(trx, row, memberId, source), index, report)) report.counts.created++
    }
    await finishUpload(trx, uploadId, { ...report.counts, errorRows: report.errorRowCount })
    return report.finish(uploadId, kind === 'wallet' ? 'Deposits' : 'Charges and credits')
  })
}

function alreadyUsed(reference: string, earlier: { entry_id: number; member_id: string; kind: string; amount_paise: number }) {
  const what = `${ledgerKindLabels[earlier.kind as keyof typeof ledgerKindLabels] ?? earlier.kind} of ${formatRupees(Math.abs(earlier.amount_paise))}`
  return `Reference ${reference} is already transaction ${earlier.entry_id} (${what}, ${earlier.member_id}): a row that differs is not posted again; reverse that transaction first or use another reference`
}

/** Posts one row; a refusal rolls back to before the row and becomes its problem. */
async function postInSavepoint(trx: Executor, post: () => Promise<unknown>, index: number, report: RowReport) {
  await sql`savepoint bulk_row`.execute(trx)
  try {
    await post()
    await sql`release savepoint bulk_row`.execute(trx)
    return true
  } catch (error) {
    await sql`rollback to savepoint bulk_row`.execute(trx)
    await sql`release savepoint bulk_row`.execute(trx)
    if (error instanceof AppError && error.status < 500) report.failWith(index, error, rowFieldOf)
    else if (isUniqueViolation(error)) report.fail(index, 'reference', 'was recorded by another upload at the same moment; send the file again')
    else throw error
    return false
  }
}
