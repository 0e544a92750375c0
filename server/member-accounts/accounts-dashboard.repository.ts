import { sql } from 'kysely'
import type { ChequeStatus, DepositMethod } from '../../domain/member-accounts.js'
import type { Executor } from '../db/database.js'
import { ledgerRows } from './ledger.repository.js'

/** The office's views across accounts: cheques by status and the accounts dashboard (ADR 024). */

export interface ChequeFilter {
  statuses: ChequeStatus[] | undefined
  isOldestFirst: boolean
}

export async function listChequesByStatus(db: Executor, filter: ChequeFilter, page: { limit: number; offset: number }) {
  const [rows, totals] = await Promise.all([
    ledgerRows(db)
      .innerJoin('members', 'members.member_id', 'member_ledger.member_id')
      .select('members.name as member_name')
      .where('member_cheques.entry_id', 'is not', null)
      .$if(filter.statuses !== undefined, (query) => query.where('member_cheques.status', 'in', filter.statuses!))
      .orderBy('member_ledger.entry_id', filter.isOldestFirst ? 'asc' : 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('member_cheques')
      .select([sql<number>`count(*)::int`.as('count'), sql<number>`coalesce(sum(amount_paise), 0)::bigint`.as('amount')])
      .$if(filter.statuses !== undefined, (query) => query.where('status', 'in', filter.statuses!))
      .executeTakeFirstOrThrow(),
  ])
  return { rows, count: totals.count, amount: Number(totals.amount) }
}

const available = sql<number>`(member_accounts.balance_paise - member_accounts.pending_paise)`
const creditLimit = sql<number>`coalesce(members.credit_limit_paise, member_categories.default_credit_limit_paise, 0)`

/** What members owe and hold, added up over the accounts. */
export function accountTotals(db: Executor) {
  return db
    .selectFrom('member_accounts')
    .select([
      sql<number>`coalesce(sum(-${available}) filter (where ${available} < 0), 0)::bigint`.as('owed'),
      sql<number>`count(*) filter (where ${available} < 0)::int`.as('owing'),
      sql<number>`coalesce(sum(${available}) filter (where ${available} > 0), 0)::bigint`.as('held'),
      sql<number>`count(*) filter (where member_accounts.cheques_refused_at is not null)::int`.as('refused'),
    ])
    .executeTakeFirstOrThrow()
}

/** Members whose available balance is below minus their credit limit (a fee or a bounce can take them there), furthest first. */
export function membersOverLimit(db: Executor, limit: number) {
  return db
    .selectFrom('member_accounts')
    .innerJoin('members', 'members.member_id', 'member_accounts.member_id')
    .leftJoin('member_categories', 'member_categories.category_id', 'members.category_id')
    .select(['members.member_id', 'members.name', available.as('available'), creditLimit.as('credit_limit')])
    .where(sql<boolean>`${available} < -${creditLimit}`)
    .orderBy(sql`${available} + ${creditLimit}`)
    .limit(limit)
    .execute()
}

export function pendingChequeTotals(db: Executor) {
  return db
    .selectFrom('member_cheques')
    .select([sql<number>`count(*)::int`.as('count'), sql<number>`coalesce(sum(amount_paise), 0)::bigint`.as('amount')])
    .where('status', 'in', ['received', 'deposited'])
    .executeTakeFirstOrThrow()
}

/** Deposits taken between two instants (a club day), by method. */
export function takingsByMethod(db: Executor, from: Date, to: Date) {
  return db
    .selectFrom('member_ledger')
    .select(['method', sql<number>`count(*)::int`.as('count'), sql<number>`sum(amount_paise)::bigint`.as('amount')])
    .where('kind', '=', 'deposit')
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .groupBy('method')
    .execute() as Promise<{ method: DepositMethod; count: number; amount: number }[]>
}
