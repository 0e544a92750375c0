import { z } from 'zod'
import { chequeStatuses, depositMethods, isMonthText, ledgerKinds, ledgerRowStatuses } from '../member-accounts.js'
import { endpoint, errorBody, fileAnswer } from './endpoint.js'
import { clubDay, idOf, memberNumber, omitEmpty, optionalText, page, paise, requiredText, timestamp, wholeNumberText } from './fields.js'
import { enumOf, pagination } from './sports-shapes.js'

/**
 * The member account (spec 2 §7 "Members"; ADR 024): one append-only ledger per member. The office
 * (the `accounts` area) records deposits, moves cheques, reads any account; a member reads their own
 * under /member/api. Amounts are signed paise from the member's side: + money in, − a charge.
 */
const tag = 'Member accounts'
const ok = z.literal(true)

// ---- requests ---------------------------------------------------------------------------------------

export const memberIdParam = z.object({ id: memberNumber })

/** An Indian cheque's number: six digits, as printed on its MICR line. */
const chequeNumber = z
  .string({ error: 'must be the cheque’s 6-digit number' })
  .trim()
  .regex(/^\d{6}$/, 'must be the cheque’s 6-digit number')

export const chequeDetails = z.object({
  number: chequeNumber,
  bank: requiredText('Bank', 100),
  date: clubDay,
})

export const depositFields = z.object({
  memberId: memberNumber,
  amount_paise: paise(1),
  method: enumOf(depositMethods),
  reference: optionalText(100),
  cheque: chequeDetails.nullish(),
})

/** The cheque's details come with a cheque, and only with one. */
export const depositBody = depositFields.superRefine((deposit, ctx) => {
  if (deposit.method === 'cheque' && !deposit.cheque)
    ctx.addIssue({ code: 'custom', path: ['cheque'], message: 'is required for a cheque: its number, bank and date' })
  if (deposit.method !== 'cheque' && deposit.cheque)
    ctx.addIssue({ code: 'custom', path: ['cheque'], message: `must be left out: this deposit is by ${deposit.method.replace('_', ' ')}` })
})
export type DepositInput = z.output<typeof depositBody>

export const chequeStatusBody = z.object({
  transactionId: idOf('transaction'),
  status: enumOf(chequeStatuses),
})

/** A range of club days, both ends included; either may be left out. */
const dayRange = {
  from: omitEmpty(clubDay),
  to: omitEmpty(clubDay),
}
const toAfterFrom = (range: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) => {
  if (range.from && range.to && range.to < range.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be on or after from' })
}

export const transactionsQuery = z.object({ ...dayRange, page, limit: wholeNumberText(1, 100).default(20) }).superRefine(toAfterFrom)
export type TransactionsQuery = z.output<typeof transactionsQuery>

const monthText = z.string({ error: 'must be a month such as 2026-11' }).trim().refine(isMonthText, 'must be a month such as 2026-11')

/** A statement's month; without one, the current month in club time. */
export const statementQuery = z.object({ month: omitEmpty(monthText) })

export const chequeListQuery = z.object({
  /** `pending`: received or deposited, the cheques still waiting to clear (the default). */
  status: omitEmpty(enumOf(['pending', 'all', ...chequeStatuses] as const)),
  page,
  limit: wholeNumberText(1, 100).default(20),
})
export type ChequeListQuery = z.output<typeof chequeListQuery>

export const adjustmentBody = z
  .object({
    memberId: memberNumber,
    kind: enumOf(['adjustment', 'annual_fee'] as const),
    /** credit: the member has more with the club; debit: the member owes more. */
    direction: enumOf(['credit', 'debit'] as const),
    amount_paise: paise(1),
    description: requiredText('Description', 200),
    reference: optionalText(100),
  })
  .superRefine((entry, ctx) => {
    if (entry.kind === 'annual_fee' && entry.direction !== 'debit')
      ctx.addIssue({ code: 'custom', path: ['direction'], message: 'must be debit: an annual fee is a charge' })
  })
export type AdjustmentInput = z.output<typeof adjustmentBody>

export const reversalBody = z.object({
  transactionId: idOf('transaction'),
  reason: requiredText('Reason', 200),
})

// ---- answers -------------------------------------------------------------------------------------

export const ledgerRow = z.object({
  transactionId: z.number(),
  memberId: z.string(),
  type: z.enum(ledgerKinds),
  /** + money in (a deposit, a refund), − a charge. */
  amount_paise: z.number(),
  method: z.enum(depositMethods).nullable(),
  status: z.enum(ledgerRowStatuses),
  /** Only on a cheque deposit. */
  chequeStatus: z.enum(chequeStatuses).optional(),
  cheque: z.object({ number: z.string(), bank: z.string(), date: z.string() }).optional(),
  /** The account's balance after this row, pending cheques included. */
  running_balance_paise: z.number(),
  reference: z.string().nullable(),
  description: z.string(),
  /** The row this one reverses (a refund, a bounced cheque, a correction). */
  reverses_transaction_id: z.number().nullable(),
  /** The later row that reverses this one. */
  reversed_by_transaction_id: z.number().nullable(),
  source: z.object({ type: z.string(), id: z.number() }).nullable(),
  created_by: z.string().nullable(),
  created_at: timestamp,
})
export type LedgerRow = z.infer<typeof ledgerRow>

export const accountBalance = z.object({
  /** What the member may spend: the balance less cheques not yet cleared. */
  available_paise: z.number(),
  /** Cheques received or deposited, not yet cleared. */
  pending_paise: z.number(),
  /** Every row added up, pending cheques included. */
  balance_paise: z.number(),
})
export type AccountBalance = z.infer<typeof accountBalance>

export const accountHolder = z.object({
  memberId: z.string(),
  name: z.string(),
  status: z.string(),
  category: z.string().nullable(),
  credit_limit_paise: z.number(),
  /** Whether the limit is the member's own or their category's default. */
  credit_limit_source: z.enum(['member', 'category']),
  /** Set after a second bounced cheque within twelve months: the account takes no more cheques. */
  cheques_refused: z.object({ since: timestamp, reason: z.string() }).nullable(),
})
export type AccountHolder = z.infer<typeof accountHolder>

export const transactionsAnswer = z.object({
  success: ok,
  result: z.array(ledgerRow),
  balance: accountBalance,
  account: accountHolder,
  pagination,
})

export const balanceAnswer = z.object({
  success: ok,
  balance: accountBalance,
  account: accountHolder,
  /** The member's cheques still waiting to clear, oldest first. */
  pending_cheques: z.array(ledgerRow),
})

export const depositAnswer = z.object({
  success: ok,
  message: z.string(),
  transaction: ledgerRow,
  balance: accountBalance,
})

export const chequeStatusAnswer = z.object({
  success: ok,
  message: z.string(),
  /** The cheque's deposit row, with its new status. */
  transaction: ledgerRow,
  /** What a bounce added: the reversing row and the bounce charge. */
  added: z.array(ledgerRow),
  balance: accountBalance,
  account: accountHolder,
})

/** 409: the move is not one a cheque can make; `chequeStatus` is where it stands. */
export const chequeMoveRefused = errorBody.extend({ chequeStatus: z.enum(chequeStatuses).optional() })

/** 409: a charge past the member's credit limit. */
export const creditLimitRefused = errorBody.extend({
  credit_limit_paise: z.number().optional(),
  available_paise: z.number().optional(),
  amount_paise: z.number().optional(),
})

export const entryAnswer = z.object({
  success: ok,
  message: z.string(),
  transaction: ledgerRow,
  balance: accountBalance,
})

export const statement = z.object({
  account: accountHolder,
  month: z.string(),
  title: z.string(),
  from: z.string(),
  to: z.string(),
  opening_balance_paise: z.number(),
  closing_balance_paise: z.number(),
  total_credits_paise: z.number(),
  total_debits_paise: z.number(),
  rows: z.array(ledgerRow),
})
export type Statement = z.infer<typeof statement>

export const statementAnswer = z.object({ success: ok, statement })

export const pendingCheque = ledgerRow.extend({ memberName: z.string() })

export const chequesAnswer = z.object({
  success: ok,
  result: z.array(pendingCheque),
  totals: z.object({ count: z.number(), amount_paise: z.number() }),
  pagination,
})

export const dashboardAnswer = z.object({
  success: ok,
  dashboard: z.object({
    date: z.string(),
    /** Added up over members whose available balance is below zero. */
    total_owed_paise: z.number(),
    members_owing: z.number(),
    /** Money members hold with the club (available balances above zero). */
    total_held_paise: z.number(),
    over_limit: z.array(
      z.object({
        memberId: z.string(),
        name: z.string(),
        available_paise: z.number(),
        credit_limit_paise: z.number(),
        over_by_paise: z.number(),
      }),
    ),
    cheques_pending: z.object({ count: z.number(), amount_paise: z.number() }),
    cheques_refused_members: z.number(),
    takings_today: z.array(z.object({ method: z.enum(depositMethods), count: z.number(), amount_paise: z.number() })),
    takings_today_total_paise: z.number(),
  }),
})

// ---- the office's endpoints (the accounts area) ------------------------------------------------------

export const recordDeposit = endpoint({
  method: 'post',
  path: '/api/member/wallet/deposit',
  tag,
  summary: 'Records money a member pays in: cash, cheque, UPI, card or bank transfer',
  description:
    'A cheque starts `received` and counts as pending, not available, until it clears. An account that takes no more cheques (two bounces in twelve months) answers 409 saying why.',
  audience: 'staff',
  body: depositBody,
  responses: { 201: depositAnswer },
})

export const updateChequeStatus = endpoint({
  method: 'post',
  path: '/api/member/wallet/updatechequestatus-by-transaction',
  tag,
  summary: 'Moves a cheque: received → deposited → cleared, or → bounced',
  description:
    'Cleared makes the money available. Bounced adds a row reversing the deposit and the club’s bounce charge; a second bounce within twelve months stops the account taking cheques. Any other move is 409 with the cheque’s `chequeStatus`.',
  audience: 'staff',
  body: chequeStatusBody,
  responses: { 200: chequeStatusAnswer, 409: chequeMoveRefused },
})

export const memberTransactions = endpoint({
  method: 'get',
  path: '/api/member/:id/transactions',
  tag,
  summary: 'A member’s ledger rows, newest first, with the balance',
  description: '`from` and `to` are club days, both included. `running_balance_paise` is the balance after each row.',
  audience: 'staff',
  params: memberIdParam,
  query: transactionsQuery,
  responses: { 200: transactionsAnswer },
})

export const memberBalance = endpoint({
  method: 'get',
  path: '/api/member/:id/balance',
  tag,
  summary: 'A member’s balance, credit limit and cheques waiting to clear',
  audience: 'staff',
  params: memberIdParam,
  responses: { 200: balanceAnswer },
})

export const memberStatement = endpoint({
  method: 'get',
  path: '/api/member/:id/statement',
  tag,
  summary: 'A member’s statement for a month: opening balance, rows, closing balance',
  audience: 'staff',
  params: memberIdParam,
  query: statementQuery,
  responses: { 200: statementAnswer },
})

export const memberStatementPdf = endpoint({
  method: 'get',
  path: '/api/member/:id/statement/pdf',
  tag,
  summary: 'The same statement as an A4 PDF',
  audience: 'staff',
  params: memberIdParam,
  query: statementQuery,
  responses: { 200: fileAnswer('The statement', 'application/pdf') },
})

export const listCheques = endpoint({
  method: 'get',
  path: '/api/member/wallet/cheques',
  tag,
  summary: 'Cheques by status; by default those waiting to clear, oldest first',
  audience: 'staff',
  query: chequeListQuery,
  responses: { 200: chequesAnswer },
})

export const accountsDashboard = endpoint({
  method: 'get',
  path: '/api/member/wallet/dashboard',
  tag,
  summary: 'Total owed to the club, members over their limit, cheques pending, today’s takings by method',
  audience: 'staff',
  responses: { 200: dashboardAnswer },
})

export const postAdjustment = endpoint({
  method: 'post',
  path: '/api/member/wallet/adjustment',
  tag,
  summary: 'Adds an adjustment or an annual fee to a member’s account',
  description: 'Never refused for the credit limit: the office decides. A correction of an existing row is a reversal instead.',
  audience: 'staff',
  body: adjustmentBody,
  responses: { 201: entryAnswer },
})

export const reverseTransaction = endpoint({
  method: 'post',
  path: '/api/member/wallet/reverse',
  tag,
  summary: 'Corrects a row by adding one that reverses it, naming it',
  description:
    'A row is reversed once. A reversing row is not itself reversed (add a new row instead); a cheque still waiting to clear is bounced, not reversed (409).',
  audience: 'staff',
  body: reversalBody,
  responses: { 201: entryAnswer },
})

// ---- the member's own (member app) -------------------------------------------------------------------

export const myTransactions = endpoint({
  method: 'get',
  path: '/member/api/member/:id/transactions',
  tag,
  summary: 'The signed-in member’s own ledger rows, newest first, with the balance',
  description: 'Another member’s id is 403.',
  audience: 'member',
  params: memberIdParam,
  query: transactionsQuery,
  responses: { 200: transactionsAnswer },
})

export const myBalance = endpoint({
  method: 'get',
  path: '/member/api/member/:id/balance',
  tag,
  summary: 'The signed-in member’s balance and cheques waiting to clear',
  audience: 'member',
  params: memberIdParam,
  responses: { 200: balanceAnswer },
})

export const myStatement = endpoint({
  method: 'get',
  path: '/member/api/member/:id/statement',
  tag,
  summary: 'The signed-in member’s statement for a month',
  audience: 'member',
  params: memberIdParam,
  query: statementQuery,
  responses: { 200: statementAnswer },
})

export const myStatementPdf = endpoint({
  method: 'get',
  path: '/member/api/member/:id/statement/pdf',
  tag,
  summary: 'The signed-in member’s statement for a month, as an A4 PDF',
  audience: 'member',
  params: memberIdParam,
  query: statementQuery,
  responses: { 200: fileAnswer('The statement', 'application/pdf') },
})
