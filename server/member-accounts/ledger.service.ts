import { creditLimitMessage, isWithinCreditLimit, type DepositMethod, type LedgerKind } from '../../domain/member-accounts.js'
import type { Executor } from '../db/database.js'
import { AppError, conflict, notFound } from '../http/errors.js'
import {
  findEntry,
  insertEntries,
  insertEntry,
  lockAccount,
  lockAccounts,
  unreversedEntriesOf,
  updateAccount,
  updateAccounts,
  type AccountHolderRow,
} from './ledger.repository.js'

/**
 * Posting to a member's ledger (ADR 024), always inside the caller's transaction: the member's
 * account row is locked, a charge is checked against the credit limit, the row is appended with the
 * balance after it, and the account row takes the new balance. Every money event of the club comes
 * through here: deposits, bookings and their refunds, restaurant bills, fees, adjustments, reversals.
 */

export const MEMBER_NOT_FOUND = 'Member not found'

export interface Source {
  /** 'event_booking', 'sports_booking', 'restaurant_bill', 'cheque', ... */
  type: string
  id: number
}

export interface Posting {
  memberId: string
  kind: LedgerKind
  /** + money in, − a charge. */
  amountPaise: number
  description: string
  now: Date
  method?: DepositMethod | null
  reference?: string | null
  source?: Source | null
  reversesEntryId?: number | null
  createdBy?: number | null
  /** How much of the row is (or stops being) money in cheques not yet cleared. */
  pendingChangePaise?: number
  /** A charge at booking or billing is refused past the credit limit; the office's fees and corrections are not. */
  isLimited?: boolean
}

/** What a member may owe: their own limit, else their category's default, else nothing. */
export const creditLimitOf = (holder: Pick<AccountHolderRow, 'own_limit_paise' | 'category_limit_paise'>) =>
  holder.own_limit_paise ?? holder.category_limit_paise ?? 0

export const availableOf = (holder: Pick<AccountHolderRow, 'balance_paise' | 'pending_paise'>) =>
  holder.balance_paise - holder.pending_paise

export async function lockAccountOrFail(trx: Executor, memberId: string): Promise<AccountHolderRow> {
  const holder = await lockAccount(trx, memberId)
  if (!holder) throw notFound(MEMBER_NOT_FOUND)
  return holder
}

/** Appends one row; answers its id and the account as it now stands. */
export async function postEntry(trx: Executor, posting: Posting): Promise<{ entryId: number; holder: AccountHolderRow }> {
  const holder = await lockAccountOrFail(trx, posting.memberId)
  if (posting.isLimited && posting.amountPaise < 0) assertWithinLimit(holder, -posting.amountPaise)
  const balance = holder.balance_paise + posting.amountPaise
  const pending = holder.pending_paise + (posting.pendingChangePaise ?? 0)
  const entryId = await insertEntry(trx, {
    member_id: holder.member_id,
    kind: posting.kind,
    amount_paise: posting.amountPaise,
    balance_after_paise: balance,
    method: posting.method ?? null,
    reference: posting.reference ?? null,
    description: posting.description,
    source_type: posting.source?.type ?? null,
    source_id: posting.source?.id ?? null,
    reverses_entry_id: posting.reversesEntryId ?? null,
    created_by: posting.createdBy ?? null,
    created_at: posting.now,
  })
  await updateAccount(trx, holder.member_id, { balance_paise: balance, pending_paise: pending, last_entry_id: entryId }, posting.now)
  return { entryId, holder: { ...holder, balance_paise: balance, pending_paise: pending } }
}

/**
 * Appends many rows in the order given (a bulk upload, ADR 030): the members' account rows are
 * locked together, each row continues its member's balance, the rows go in one statement (the
 * ledger's trigger checks each one's balance as for a single row) and the account rows take their
 * new balances. Not for charges checked against the credit limit: those are posted one by one.
 */
export async function postEntries(trx: Executor, postings: readonly Omit<Posting, 'isLimited'>[]): Promise<number[]> {
  if (postings.length === 0) return []
  const holders = await lockAccounts(
    trx,
    postings.map((posting) => posting.memberId),
  )
  const accounts = new Map<string, { balance_paise: number; pending_paise: number; last_entry_id: number }>()
  const entries = postings.map((posting) => {
    const holder = holders.get(posting.memberId)
    if (!holder) throw notFound(MEMBER_NOT_FOUND)
    const account = accounts.get(posting.memberId) ?? {
      balance_paise: holder.balance_paise,
      pending_paise: holder.pending_paise,
      last_entry_id: 0,
    }
    account.balance_paise += posting.amountPaise
    account.pending_paise += posting.pendingChangePaise ?? 0
    accounts.set(posting.memberId, account)
    return {
      member_id: posting.memberId,
      kind: posting.kind,
      amount_paise: posting.amountPaise,
      balance_after_paise: account.balance_paise,
      method: posting.method ?? null,
      reference: posting.reference ?? null,
      description: posting.description,
      source_type: posting.source?.type ?? null,
      source_id: posting.source?.id ?? null,
      reverses_entry_id: posting.reversesEntryId ?? null,
      created_by: posting.createdBy ?? null,
      created_at: posting.now,
    }
  })
  const entryIds = await insertEntries(trx, entries)
  entryIds.forEach((entryId, index) => {
    accounts.get(postings[index]!.memberId)!.last_entry_id = entryId
  })
  await updateAccounts(
    trx,
    [...accounts].map(([member_id, account]) => ({ member_id, ...account })),
    postings[0]!.now,
  )
  return entryIds
}

function assertWithinLimit(holder: AccountHolderRow, chargePaise: number) {
  const check = { chargePaise, availablePaise: availableOf(holder), creditLimitPaise: creditLimitOf(holder) }
  if (isWithinCreditLimit(check)) return
  throw new AppError(409, 'credit_limit_exceeded', creditLimitMessage({ ...check, memberName: holder.name, memberId: holder.member_id }), {
    extra: { credit_limit_paise: check.creditLimitPaise, available_paise: check.availablePaise, amount_paise: chargePaise },
  })
}

export interface Charge {
  memberId: string
  kind: Extract<LedgerKind, 'event_booking' | 'sports_booking' | 'restaurant_bill'>
  /** What is charged, as a positive amount. */
  amountPaise: number
  description: string
  source: Source
  now: Date
  createdBy?: number | null
}

/**
 * Charges a member for a booking or a bill, refused (409 `credit_limit_exceeded`, rolling back the
 * caller's transaction) when it would take the available balance below minus the credit limit.
 * The restaurant bills post here too: `kind: 'restaurant_bill', source: {type: 'restaurant_bill', id}`.
 */
export async function chargeMember(trx: Executor, charge: Charge) {
  return postEntry(trx, { ...charge, amountPaise: -charge.amountPaise, isLimited: true })
}

/**
 * Undoes what a booking or a bill charged and has not been undone yet: one row per charge, each
 * naming the row it reverses (a cancelled booking, a voided bill). Nothing to undo, nothing written.
 */
export async function refundCharges(
  trx: Executor,
  source: Source,
  refund: { chargeKind: LedgerKind; kind: LedgerKind; description: string; now: Date; createdBy?: number | null },
) {
  const charges = await unreversedEntriesOf(trx, source, refund.chargeKind)
  for (const charge of charges) {
    await postEntry(trx, {
      memberId: charge.member_id,
      kind: refund.kind,
      amountPaise: -charge.amount_paise,
      description: refund.description,
      source,
      reversesEntryId: charge.entry_id,
      now: refund.now,
      createdBy: refund.createdBy ?? null,
    })
  }
}

/**
 * The office's correction of a row: a row of the opposite amount naming it. A row is reversed once;
 * a reversing row is not reversed (a new row says what is meant); a cheque waiting to clear is
 * bounced instead, so that the pending money goes with it.
 */
export async function reverseEntry(trx: Executor, entryId: number, reversal: { reason: string; now: Date; createdBy: number }) {
  const entry = await findEntry(trx, entryId)
  if (!entry) throw notFound(`No transaction has id ${entryId}`)
  await lockAccountOrFail(trx, entry.member_id)
  const current = (await findEntry(trx, entryId))!
  if (current.reversed_by_entry_id !== null)
    throw conflict(`Transaction ${entryId} is already reversed by transaction ${current.reversed_by_entry_id}`)
  if (current.reverses_entry_id !== null)
    throw conflict(`Transaction ${entryId} itself reverses transaction ${current.reverses_entry_id}; add a new entry instead`)
  if (current.cheque_status === 'received' || current.cheque_status === 'deposited')
    throw conflict(`Transaction ${entryId} is a cheque still waiting to clear: mark it bounced instead`)
  return postEntry(trx, {
    memberId: current.member_id,
    kind: 'reversal',
    amountPaise: -current.amount_paise,
    description: `Reversal of transaction ${entryId} (${current.description}): ${reversal.reason}`,
    method: current.method,
    reversesEntryId: entryId,
    source: current.source_type && current.source_id !== null ? { type: current.source_type, id: current.source_id } : null,
    now: reversal.now,
    createdBy: reversal.createdBy,
  })
}
