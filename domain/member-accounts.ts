import { formatRupees } from './money.js'
import { addDays, CLUB_UTC_OFFSET } from './time.js'

/**
 * The member account's rules (ADR 024), shared by the server and the app: the kinds of ledger rows,
 * how a cheque's status moves, and the credit limit. Amounts are signed paise from the member's side:
 * a deposit or a refund is positive (money the member has with the club), a charge is negative.
 */

export const ledgerKinds = [
  'deposit',
  'event_booking',
  'event_booking_refund',
  'sports_booking',
  'sports_booking_refund',
  'restaurant_bill',
  'annual_fee',
  'adjustment',
  'cheque_bounced',
  'cheque_bounce_charge',
  'reversal',
] as const
export type LedgerKind = (typeof ledgerKinds)[number]

export const ledgerKindLabels: Record<LedgerKind, string> = {
  deposit: 'Deposit',
  event_booking: 'Event booking',
  event_booking_refund: 'Event refund',
  sports_booking: 'Sports booking',
  sports_booking_refund: 'Sports refund',
  restaurant_bill: 'Restaurant bill',
  annual_fee: 'Annual fee',
  adjustment: 'Adjustment',
  cheque_bounced: 'Cheque bounced',
  cheque_bounce_charge: 'Bounce charge',
  reversal: 'Reversal',
}

export const depositMethods = ['cash', 'cheque', 'upi', 'card', 'bank_transfer'] as const
export type DepositMethod = (typeof depositMethods)[number]

export const depositMethodLabels: Record<DepositMethod, string> = {
  cash: 'Cash',
  cheque: 'Cheque',
  upi: 'UPI',
  card: 'Card',
  bank_transfer: 'Bank transfer',
}

/** A row as the statement reads it: done, waiting (a cheque not yet cleared), or undone by a later row. */
export const ledgerRowStatuses = ['completed', 'pending', 'reversed'] as const
export type LedgerRowStatus = (typeof ledgerRowStatuses)[number]

// ---- cheques ---------------------------------------------------------------------------------------

export const chequeStatuses = ['received', 'deposited', 'cleared', 'bounced'] as const
export type ChequeStatus = (typeof chequeStatuses)[number]

export const chequeStatusLabels: Record<ChequeStatus, string> = {
  received: 'Received',
  deposited: 'Deposited',
  cleared: 'Cleared',
  bounced: 'Bounced',
}

/** received → deposited → cleared, or → bounced (the bank returns a cheque it was given). Nothing else. */
const chequeMoves: Record<ChequeStatus, readonly ChequeStatus[]> = {
  received: ['deposited'],
  deposited: ['cleared', 'bounced'],
  cleared: [],
  bounced: [],
}

export const canMoveCheque = (from: ChequeStatus, to: ChequeStatus) => chequeMoves[from].includes(to)
export const nextChequeStatuses = (from: ChequeStatus): readonly ChequeStatus[] => chequeMoves[from]

/** A cheque counts as pending, not available, until it clears. */
export const isPendingCheque = (status: ChequeStatus) => status === 'received' || status === 'deposited'

/** A second bounce within twelve months and the account takes no more cheques. */
export const CHEQUE_BOUNCES_TO_REFUSE = 2
export const CHEQUE_BOUNCE_WINDOW_MONTHS = 12

/** Indian banks refuse a cheque more than three months after its date. */
export const CHEQUE_VALID_MONTHS = 3

/** The same day `count` months before `day` ('YYYY-MM-DD'), the end of a shorter month where needed. */
export function monthsBefore(day: string, count: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const total = year * 12 + (month - 1) - count
  const targetYear = Math.floor(total / 12)
  const targetMonth = (total % 12) + 1
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate()
  return `${String(targetYear).padStart(4, '0')}-${String(targetMonth).padStart(2, '0')}-${String(Math.min(date, lastDay)).padStart(2, '0')}`
}

// ---- the credit limit --------------------------------------------------------------------------------

export interface LimitCheck {
  /** The charge, as a positive amount. */
  chargePaise: number
  availablePaise: number
  creditLimitPaise: number
}

/** A charge may take the available balance down to minus the credit limit, and no further. */
export const isWithinCreditLimit = ({ chargePaise, availablePaise, creditLimitPaise }: LimitCheck) =>
  availablePaise - chargePaise >= -creditLimitPaise

/** The refusal, in words a member at the counter and the office both read: the limit and the balance. */
export function creditLimitMessage(check: LimitCheck & { memberName: string; memberId: string }): string {
  return (
    `${check.memberName} (${check.memberId}) cannot be charged ${formatRupees(check.chargePaise)}: ` +
    `the credit limit is ${formatRupees(check.creditLimitPaise)} and the available balance is ${formatRupees(check.availablePaise)}. ` +
    'Please make a deposit at the club office first.'
  )
}

// ---- months ------------------------------------------------------------------------------------------

/** '2026-11' */
export const isMonthText = (text: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(text)

/** The first and last club days of a month ('2026-11' → '2026-11-01', '2026-11-30'). */
export function daysOfMonth(month: string): { first: string; last: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number]
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate()
  return { first: `${month}-01`, last: `${month}-${String(lastDay).padStart(2, '0')}` }
}

/** The instants a run of club days covers: from the first day's midnight to the midnight after the last. */
export function instantsOfDays(first: string, last: string): { from: Date; to: Date } {
  return { from: new Date(`${first}T00:00:00${CLUB_UTC_OFFSET}`), to: new Date(`${addDays(last, 1)}T00:00:00${CLUB_UTC_OFFSET}`) }
}

/** '2026-11' → 'November 2026'. */
export function monthTitle(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number]
  return new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, monthNumber - 1, 1)),
  )
}

/** The `count` months up to and including `month`, newest first. */
export function monthsUpTo(month: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => monthsBefore(`${month}-01`, index).slice(0, 7))
}
