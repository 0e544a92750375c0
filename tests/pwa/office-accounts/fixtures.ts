import type { AccountBalance, AccountHolder, LedgerRow } from '../../../domain/contract/member-accounts'
import { staffRecord } from '../helpers/sessions'
import { access } from '../office/events/fixtures'

/** Shared set-up of the accounts screens' tests (ADR 024). 10:00 in Delhi, 22 November 2026. */
export const CLUB_NOW = new Date('2026-11-22T04:30:00.000Z')

type Access = ReturnType<typeof access>

export const accountsMenu = (accounts: Access) => [
  { menu_id: 1, key: 'dashboard', title: 'Dashboard', path: '/dashboard', icon: 'home', sort_order: 10, access: access(true) },
  { menu_id: 4, key: 'accounts', title: 'Accounts', path: '/dashboard/accounts', icon: 'wallet', sort_order: 40, access: accounts },
]
export const clerkMenu = accountsMenu(access(true, true, true))
export const viewerMenu = accountsMenu(access(true))
export const menu = (result: unknown) => ({ 'POST /api/getmenubyrole': { json: { result } } })

export const accountsClerk = staffRecord({ role_id: 3, role_name: 'Accounts', name: 'Suresh Iyer', user_id: 5 })

export const row = (overrides: Partial<LedgerRow> = {}): LedgerRow => ({
  transactionId: 41,
  memberId: 'M1001',
  type: 'deposit',
  amount_paise: 2_500_000,
  method: 'cash',
  status: 'completed',
  running_balance_paise: 2_500_000,
  reference: 'RCPT-4411',
  description: 'Deposit by Cash',
  reverses_transaction_id: null,
  reversed_by_transaction_id: null,
  source: null,
  created_by: 'Suresh Iyer',
  created_at: '2026-11-20T05:30:00.000Z',
  ...overrides,
})

export const chequeRow = (overrides: Partial<LedgerRow> = {}): LedgerRow =>
  row({
    transactionId: 44,
    amount_paise: 1_500_000,
    method: 'cheque',
    status: 'pending',
    chequeStatus: 'received',
    cheque: { number: '552318', bank: 'HDFC Bank', date: '2026-11-20' },
    running_balance_paise: 2_320_000,
    reference: null,
    description: 'Deposit by cheque 552318, HDFC Bank',
    created_at: '2026-11-21T06:30:00.000Z',
    ...overrides,
  })

export const charge = row({
  transactionId: 43,
  type: 'event_booking',
  amount_paise: -180_000,
  method: null,
  running_balance_paise: 2_320_000 - 1_500_000,
  reference: null,
  description: "Members' Sundowner: 1 ticket(s), booking 12 (₹1,800)",
  source: { type: 'event_booking', id: 12 },
  created_by: null,
  created_at: '2026-11-21T05:00:00.000Z',
})

export const balance = (overrides: Partial<AccountBalance> = {}): AccountBalance => ({
  available_paise: 820_000,
  pending_paise: 1_500_000,
  balance_paise: 2_320_000,
  ...overrides,
})

export const holder = (overrides: Partial<AccountHolder> = {}): AccountHolder => ({
  memberId: 'M1001',
  name: 'Vikram Malhotra',
  status: 'active',
  category: 'Permanent Member',
  credit_limit_paise: 5_000_000,
  credit_limit_source: 'category',
  cheques_refused: null,
  ...overrides,
})

export const transactionsPage = (rows: LedgerRow[], pagination: Partial<{ page: number; total: number; pages: number }> = {}) => ({
  success: true as const,
  result: rows,
  balance: balance(),
  account: holder(),
  pagination: { page: 1, limit: 20, total: rows.length, pages: 1, ...pagination },
})

export const statementAnswer = (month: string, rows: LedgerRow[] = [charge, chequeRow()]) => ({
  success: true as const,
  statement: {
    account: holder(),
    month,
    title: month === '2026-11' ? 'November 2026' : 'October 2026',
    from: `${month}-01`,
    to: `${month}-30`,
    opening_balance_paise: 1_000_000,
    closing_balance_paise: 2_320_000,
    total_credits_paise: 1_500_000,
    total_debits_paise: 180_000,
    rows,
  },
})
