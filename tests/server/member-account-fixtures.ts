import { sql } from 'kysely'
import { hashPassword } from '../../server/auth/passwords.js'
import { staffWithRole } from '../helpers/kitchen-fixtures.js'
import { DEMO_PASSWORD, type TestApp } from '../helpers/test-app.js'

/** Shared set-up of the member account tests (ADR 024): who signs in, money in, what is stored. */

export const wallet = '/api/member/wallet'

export interface People {
  admin: string
  /** Accounts (role 3): 'accounts' view, create, edit. */
  accounts: string
  /** Club Secretary (role 2): 'accounts' view only. */
  secretary: string
  /** Steward (role 4): no 'accounts' grant. */
  steward: string
  kitchen: string
  /** M1001, and another member M1002. */
  member: string
  otherMember: string
}

const unique = () => Math.random().toString(36).slice(2, 8)

export async function signInPeople(t: TestApp): Promise<People> {
  await t.db
    .updateTable('members')
    .set({ password_hash: await hashPassword(DEMO_PASSWORD) })
    .where('member_id', '=', 'M1002')
    .execute()
  return {
    admin: await t.tokens.staff(),
    accounts: await staffWithRole(t, 3, `accounts-${unique()}@club.test`),
    secretary: await staffWithRole(t, 2, `secretary-${unique()}@club.test`),
    steward: await t.tokens.staff('steward@club.test'),
    kitchen: await t.tokens.kitchen(),
    member: await t.tokens.member('M1001'),
    otherMember: await t.tokens.member('M1002'),
  }
}

/** POST member/wallet/deposit; throws unless it is recorded. */
export async function deposit(t: TestApp, token: string, body: Record<string, unknown>) {
  const response = await t.call('POST', `${wallet}/deposit`, { token, body })
  if (response.status !== 201) throw new Error(`deposit refused: ${response.status} ${response.text}`)
  return response.body as { transaction: { transactionId: number; running_balance_paise: number }; balance: Balance }
}

export interface Balance {
  available_paise: number
  pending_paise: number
  balance_paise: number
}

export const chequeOf = (number: string, date = '2026-11-20') => ({ number, bank: 'HDFC Bank', date })

export function moveCheque(t: TestApp, token: string, transactionId: number, status: string) {
  return t.call('POST', `${wallet}/updatechequestatus-by-transaction`, { token, body: { transactionId, status } })
}

/** A member the test alone uses: a fresh Permanent Member with no rows yet and the given credit limit. */
export async function freshMember(t: TestApp, creditLimitPaise: number | null = 0): Promise<string> {
  const memberId = `T${Math.floor(Math.random() * 9_000_000 + 1_000_000)}`
  const category = await t.db
    .selectFrom('member_categories')
    .select('category_id')
    .where('name', '=', 'Permanent Member')
    .executeTakeFirstOrThrow()
  await t.db
    .insertInto('members')
    .values({
      member_id: memberId,
      title: 'Mr.',
      name: `Test Member ${memberId}`,
      mobile: '9810099999',
      category_id: category.category_id,
      credit_limit_paise: creditLimitPaise,
    })
    .execute()
  return memberId
}

/** The account row and the ledger's own sum and last balance: the three must agree. */
export async function accountState(t: TestApp, memberId: string) {
  const account = await t.db.selectFrom('member_accounts').selectAll().where('member_id', '=', memberId).executeTakeFirst()
  const ledger = await t.db
    .selectFrom('member_ledger')
    .select([sql<number>`coalesce(sum(amount_paise), 0)::bigint`.as('sum'), sql<number>`count(*)::int`.as('rows')])
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow()
  const last = await t.db
    .selectFrom('member_ledger')
    .select('balance_after_paise')
    .where('member_id', '=', memberId)
    .orderBy('entry_id', 'desc')
    .limit(1)
    .executeTakeFirst()
  return {
    balance: account?.balance_paise ?? 0,
    pending: account?.pending_paise ?? 0,
    sum: Number(ledger.sum),
    rows: ledger.rows,
    lastBalanceAfter: last?.balance_after_paise ?? 0,
  }
}

/** Everything the account calls write, to prove a refused call stored nothing. */
export async function accountSnapshot(t: TestApp) {
  const [ledger, accounts, cheques, history] = await Promise.all([
    t.db.selectFrom('member_ledger').selectAll().orderBy('entry_id').execute(),
    t.db.selectFrom('member_accounts').selectAll().orderBy('member_id').execute(),
    t.db.selectFrom('member_cheques').selectAll().orderBy('entry_id').execute(),
    t.db.selectFrom('member_cheque_history').selectAll().orderBy('history_id').execute(),
  ])
  return JSON.stringify({ ledger, accounts, cheques, history })
}
