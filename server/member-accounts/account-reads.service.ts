import type { ChequeListQuery, Statement, TransactionsQuery } from '../../domain/contract/member-accounts.js'
import { daysOfMonth, instantsOfDays, monthTitle } from '../../domain/member-accounts.js'
import { clubDate } from '../../domain/time.js'
import type { Executor } from '../db/database.js'
import { notFound } from '../http/errors.js'
import { listChequesByStatus, type ChequeFilter } from './accounts-dashboard.repository.js'
import {
  balanceBefore,
  countEntries,
  entriesOfPeriod,
  findAccountHolder,
  listEntries,
  pendingChequesOf,
  type AccountHolderRow,
} from './ledger.repository.js'
import { MEMBER_NOT_FOUND } from './ledger.service.js'
import { toAccountHolder, toBalance, toLedgerRow } from './ledger.view.js'

/** What the office and the member read of an account (ADR 024). */

export async function findHolderOrFail(db: Executor, memberNumber: string): Promise<AccountHolderRow> {
  const holder = await findAccountHolder(db, memberNumber)
  if (!holder) throw notFound(MEMBER_NOT_FOUND)
  return holder
}

/** GET member/{id}/transactions: a page of rows, newest first, with the balance as it stands. */
export async function transactionsPage(db: Executor, memberNumber: string, query: TransactionsQuery) {
  const holder = await findHolderOrFail(db, memberNumber)
  const period = {
    from: query.from ? instantsOfDays(query.from, query.from).from : undefined,
    to: query.to ? instantsOfDays(query.to, query.to).to : undefined,
  }
  const [rows, total] = await Promise.all([
    listEntries(db, holder.member_id, period, { limit: query.limit, offset: (query.page - 1) * query.limit }),
    countEntries(db, holder.member_id, period),
  ])
  return {
    result: rows.map(toLedgerRow),
    balance: toBalance(holder),
    account: toAccountHolder(holder),
    pagination: { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) },
  }
}

/** GET member/{id}/balance: the balance, the limit and the cheques still waiting to clear. */
export async function balanceOf(db: Executor, memberNumber: string) {
  const holder = await findHolderOrFail(db, memberNumber)
  const pending = await pendingChequesOf(db, holder.member_id)
  return { balance: toBalance(holder), account: toAccountHolder(holder), pending_cheques: pending.map(toLedgerRow) }
}

/**
 * A month's statement: its rows in the ledger's order, the balance before the first (the opening)
 * and after the last (the closing). A month without rows opens and closes on the balance it started with.
 */
export async function statementOf(db: Executor, memberNumber: string, month: string | undefined, now: Date): Promise<Statement> {
  const holder = await findHolderOrFail(db, memberNumber)
  const shown = month ?? clubDate(now).slice(0, 7)
  const { first, last } = daysOfMonth(shown)
  const period = instantsOfDays(first, last)
  const rows = await entriesOfPeriod(db, holder.member_id, period)
  const opening =
    rows.length > 0 ? rows[0]!.balance_after_paise - rows[0]!.amount_paise : await balanceBefore(db, holder.member_id, period.from)
  const closing = rows.length > 0 ? rows.at(-1)!.balance_after_paise : opening
  return {
    account: toAccountHolder(holder),
    month: shown,
    title: monthTitle(shown),
    from: first,
    to: last,
    opening_balance_paise: opening,
    closing_balance_paise: closing,
    total_credits_paise: rows.reduce((sum, row) => sum + Math.max(0, row.amount_paise), 0),
    total_debits_paise: rows.reduce((sum, row) => sum + Math.max(0, -row.amount_paise), 0),
    rows: rows.map(toLedgerRow),
  }
}

const chequeFilterOf = (status: ChequeListQuery['status']): ChequeFilter => {
  if (status === undefined || status === 'pending') return { statuses: ['received', 'deposited'], isOldestFirst: true }
  if (status === 'all') return { statuses: undefined, isOldestFirst: false }
  return { statuses: [status], isOldestFirst: status === 'received' || status === 'deposited' }
}

/** GET member/wallet/cheques: by default the cheques waiting to clear, oldest first. */
export async function chequesPage(db: Executor, query: ChequeListQuery) {
  const { rows, count, amount } = await listChequesByStatus(db, chequeFilterOf(query.status), {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  })
  return {
    result: rows.map((row) => ({ ...toLedgerRow(row), memberName: row.member_name })),
    totals: { count, amount_paise: amount },
    pagination: { page: query.page, limit: query.limit, total: count, pages: Math.ceil(count / query.limit) },
  }
}
