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
import { depositPosting, depositRefusal, recordChequeOf } from '../member-accounts/deposits.service.js'
import { lockAccounts } from '../member-accounts/ledger.repository.js'
import { postEntries, type Source } from '../member-accounts/ledger.service.js'
import { finishUpload, insertUpload, ledgerRowsByReference, memberIdsByUpper } from './bulk-uploads.repository.js'
import { auditUpload, type Clerk } from './member-rows.service.js'
import { createRowReport, readRows, refuseRepeats, type RowReport } from './row-report.js'

/**
 * POST bulk-upload-wallet and bulk-upload-transactions (ADR 030). Every row is checked first: its
 * schema, its member, its reference (the same reference already recorded for the same member, kind
 * and amount is skipped; one recorded otherwise is a problem), and for a deposit the rules of the
 * member account's own service (a stale cheque, an account that takes no more cheques) against the
 * accounts locked. The rows that pass are then posted through the ledger service together
 * (postEntries): balances continue row by row, the ledger's trigger checks each. A row with a
 * problem posts nothing.
 */

type Kind = 'wallet' | 'transactions'
interface Posted {
  memberId: string
  kind: string
  amountPaise: number
  reference: string
}

/** A wallet row is a deposit; a transaction row an adjustment or annual fee, + for a credit, − for a debit. */
const postedOfWallet = (row: WalletRow): Posted => ({
  memberId: row.memberId,
  kind: 'deposit',
  amountPaise: row.amount_paise,
  reference: row.reference,
})
const postedOfTransaction = (row: TransactionRow): Posted => ({
  memberId: row.memberId,
  kind: row.kind,
  amountPaise: row.direction === 'credit' ? row.amount_paise : -row.amount_paise,
  reference: row.reference,
})

export function uploadWallet(db: DB, rows: readonly unknown[], clerk: Clerk) {
  return uploadMoneyRows(db, 'wallet', rows, clerk, {
    read: (report) => readRows(walletRow, rows, report).map(({ index, row }) => ({ index, row, posted: postedOfWallet(row) })),
    post: async (trx, accepted, source, report) => {
      const holders = await lockAccounts(
        trx,
        accepted.map(({ memberId }) => memberId),
      )
      const taken = accepted.filter(({ index, row, memberId }) => {
        const refusal = depositRefusal({ ...row, memberId }, holders.get(memberId)!, clerk.now)
        if (refusal) report.failWith(index, refusal, rowFieldOf)
        return !refusal
      })
      const deposits = taken.map(({ row, memberId }) => ({ ...row, memberId }))
      const entryIds = await postEntries(
        trx,
        deposits.map((deposit) => depositPosting(deposit, deposit.memberId, clerk, source)),
      )
      for (const [position, deposit] of deposits.entries()) await recordChequeOf(trx, deposit, entryIds[position]!, deposit.memberId, clerk)
      return taken.length
    },
  })
}

export function uploadTransactions(db: DB, rows: readonly unknown[], clerk: Clerk) {
  return uploadMoneyRows(db, 'transactions', rows, clerk, {
    read: (report) => readRows(transactionRow, rows, report).map(({ index, row }) => ({ index, row, posted: postedOfTransaction(row) })),
    post: async (trx, accepted, source) => {
      await postEntries(
        trx,
        accepted.map(({ row, memberId }) => ({
          memberId,
          kind: row.kind,
          amountPaise: postedOfTransaction(row).amountPaise,
          description: row.description,
          reference: row.reference,
          source,
          createdBy: clerk.userId,
          now: clerk.now,
        })),
      )
      return accepted.length
    },
  })
}

interface Accepted<Row> {
  index: number
  row: Row
  /** The member's id as stored. */
  memberId: string
}

interface MoneyKind<Row> {
  read: (report: RowReport) => { index: number; row: Row; posted: Posted }[]
  /** Posts the rows that passed every check; answers how many were posted (the rest are in the report). */
  post: (trx: Executor, accepted: Accepted<Row>[], source: Source, report: RowReport) => Promise<number>
}

/** The service's field names for the row's ('cheque.date' is the row's cheque_date). */
const rowFieldOf = { 'cheque.date': 'cheque_date', 'cheque.number': 'cheque_number', 'cheque.bank': 'cheque_bank', amount_paise: 'amount' }

async function uploadMoneyRows<Row>(
  db: DB,
  kind: Kind,
  rows: readonly unknown[],
  clerk: Clerk,
  money: MoneyKind<Row>,
): Promise<BulkUploadReport> {
  try {
    return await db.transaction().execute(async (trx) => {
      const report = createRowReport(rows.length)
      const read = refuseRepeats(
        money.read(report),
        ({ posted }) => posted.reference.toUpperCase(),
        report,
        'reference',
        ({ posted }) => `Reference ${posted.reference}`,
      )
      const uploadId = await insertUpload(trx, kind, clerk.userId, rows.length, clerk.now)
      const members = await memberIdsByUpper(trx, [...new Set(read.map(({ posted }) => posted.memberId.toUpperCase()))])
      const recorded = new Map<string, Awaited<ReturnType<typeof ledgerRowsByReference>>[number]>()
      for (const entry of await ledgerRowsByReference(trx, [...new Set(read.map(({ posted }) => posted.reference.toUpperCase()))])) {
        if (!recorded.has(entry.upper_reference)) recorded.set(entry.upper_reference, entry)
      }

      const accepted: Accepted<Row>[] = []
      for (const { index, row, posted } of read) {
        const memberId = members.get(posted.memberId.toUpperCase())
        if (!memberId) {
          report.fail(index, 'memberId', `Member not found: no member has the number ${posted.memberId}`)
          continue
        }
        const earlier = recorded.get(posted.reference.toUpperCase())
        if (!earlier) accepted.push({ index, row, memberId })
        else if (earlier.member_id === memberId && earlier.kind === posted.kind && earlier.amount_paise === posted.amountPaise)
          report.counts.skipped++
        else report.fail(index, 'reference', alreadyUsed(posted.reference, earlier))
      }
      report.counts.created += await money.post(trx, accepted, { type: 'bulk_upload', id: uploadId }, report)
      await finishUpload(trx, uploadId, { ...report.counts, errorRows: report.errorRowCount })
      return auditUpload(trx, clerk, 'accounts', report.finish(uploadId, kind === 'wallet' ? 'Deposits' : 'Charges and credits'))
    })
  } catch (error) {
    // The same references sent by two uploads at once: the second is rolled back whole, and sent again finds them recorded.
    if (isUniqueViolation(error))
      throw new AppError(
        409,
        'conflict',
        'Another upload recorded some of these references at the same moment: nothing was changed. Send the file again.',
      )
    throw error
  }
}

function alreadyUsed(reference: string, earlier: { entry_id: number; member_id: string; kind: string; amount_paise: number }) {
  const what = `${ledgerKindLabels[earlier.kind as keyof typeof ledgerKindLabels] ?? earlier.kind} of ${formatRupees(Math.abs(earlier.amount_paise))}`
  return `Reference ${reference} is already transaction ${earlier.entry_id} (${what}, ${earlier.member_id}): a row that differs is not posted again; reverse that transaction first or use another reference`
}
