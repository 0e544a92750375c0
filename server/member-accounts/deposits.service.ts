import type { DepositInput } from '../../domain/contract/member-accounts.js'
import {
  CHEQUE_BOUNCE_WINDOW_MONTHS,
  CHEQUE_BOUNCES_TO_REFUSE,
  CHEQUE_VALID_MONTHS,
  canMoveCheque,
  chequeStatusLabels,
  depositMethodLabels,
  monthsBefore,
  nextChequeStatuses,
  type ChequeStatus,
} from '../../domain/member-accounts.js'
import { formatRupees } from '../../domain/money.js'
import { clubDate, CLUB_TIME_ZONE, startOfClubDay } from '../../domain/time.js'
import { recordChange, type Auditor } from '../audit/audit-trail.js'
import type { DB, Executor } from '../db/database.js'
import { AppError, notFound } from '../http/errors.js'
import { invalidField } from '../http/invalid-field.js'
import {
  bouncedChequesSince,
  chequeBounceCharge,
  findAccountHolder,
  findEntries,
  findEntry,
  insertCheque,
  lockCheque,
  setChequeStatus,
  updateAccount,
  type AccountHolderRow,
} from './ledger.repository.js'
import { lockAccountOrFail, postEntry, type Posting, type Source } from './ledger.service.js'
import { toLedgerRow } from './ledger.view.js'

/** Deposits and the moves of a cheque (ADR 024). */

export interface Clerk {
  userId: number | null
  now: Date
}

const dayFormat = new Intl.DateTimeFormat('en-IN', { timeZone: CLUB_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' })

/** POST member/wallet/deposit: the row and the account after it. A cheque waits, pending, until it clears. */
export function recordDeposit(db: DB, by: Auditor, deposit: DepositInput, clerk: Clerk) {
  return db.transaction().execute(async (trx) => {
    const recorded = await recordDepositInTransaction(trx, deposit, clerk)
    await recordChange(trx, by, {
      area: 'accounts',
      action: 'money',
      recordType: 'member',
      recordId: recorded.entry.member_id,
      summary: `Deposit of ${formatRupees(recorded.entry.amount_paise)} (transaction ${recorded.entry.entry_id})`,
      after: toLedgerRow(recorded.entry),
    })
    return recorded
  })
}

/** The same, inside the caller's transaction (the demo seed records deposits this way). */
export async function recordDepositInTransaction(trx: Executor, deposit: DepositInput, clerk: Clerk) {
  const { entryId, holder } = await postDeposit(trx, deposit, clerk)
  return { entry: (await findEntry(trx, entryId))!, holder }
}

/** Posts a deposit (and its cheque); answers the row's id and the account after it. */
async function postDeposit(trx: Executor, deposit: DepositInput, clerk: Clerk) {
  const member = await findAccountHolder(trx, deposit.memberId)
  if (!member) throw invalidField('memberId', `no member has the number ${deposit.memberId}`)
  if (deposit.cheque) {
    const refusal = depositRefusal(deposit, await lockAccountOrFail(trx, member.member_id), clerk.now)
    if (refusal) throw refusal
  }
  const { entryId, holder } = await postEntry(trx, depositPosting(deposit, member.member_id, clerk))
  await recordChequeOf(trx, deposit, entryId, member.member_id, clerk)
  return { entryId, holder }
}

/**
 * Why a deposit cannot be taken, found before anything is written: a cheque dated more than three
 * months ago (the bank will not take it), or an account that takes no more cheques. Bulk uploads
 * (ADR 030) ask this of each row against the accounts they have locked.
 */
export function depositRefusal(
  deposit: DepositInput,
  holder: Pick<AccountHolderRow, 'name' | 'cheques_refused_at' | 'cheques_refused_reason'>,
  now: Date,
) {
  if (!deposit.cheque) return undefined
  const oldest = monthsBefore(clubDate(now), CHEQUE_VALID_MONTHS)
  if (deposit.cheque.date < oldest)
    return invalidField('cheque.date', `is more than ${CHEQUE_VALID_MONTHS} months ago: the bank will not accept the cheque`)
  if (holder.cheques_refused_at)
    return new AppError(409, 'cheques_refused', `${holder.name}'s account takes no more cheques: ${holder.cheques_refused_reason ?? ''}`)
  return undefined
}

/** The ledger row of a deposit: money in, pending while it is a cheque not yet cleared. */
export function depositPosting(deposit: DepositInput, memberId: string, clerk: Clerk, source: Source | null = null): Posting {
  const cheque = deposit.cheque
  const how = cheque ? `cheque ${cheque.number}, ${cheque.bank}` : depositMethodLabels[deposit.method]
  return {
    memberId,
    kind: 'deposit',
    amountPaise: deposit.amount_paise,
    description: `Deposit by ${how}`,
    method: deposit.method,
    reference: deposit.reference,
    pendingChangePaise: cheque ? deposit.amount_paise : 0,
    source,
    createdBy: clerk.userId,
    now: clerk.now,
  }
}

/** A cheque deposit's cheque, received, beside its ledger row. */
export async function recordChequeOf(trx: Executor, deposit: DepositInput, entryId: number, memberId: string, clerk: Clerk) {
  if (!deposit.cheque) return
  await insertCheque(trx, { entryId, memberId, amountPaise: deposit.amount_paise, ...deposit.cheque, userId: clerk.userId }, clerk.now)
}

/**
 * POST member/wallet/updatechequestatus-by-transaction. The cheque's row is locked, then the
 * account's (the order a deposit never reverses: it locks the account and makes a new cheque).
 */
export function moveCheque(db: DB, by: Auditor, move: ChequeMove, clerk: Clerk) {
  return db.transaction().execute(async (trx) => {
    const before = await findEntry(trx, move.transactionId)
    const moved = await moveChequeInTransaction(trx, move, clerk)
    const added = moved.added.map((entry) => `${entry.kind} ${formatRupees(entry.amount_paise)}`)
    await recordChange(trx, by, {
      area: 'accounts',
      action: 'money',
      recordType: 'member',
      recordId: moved.entry.member_id,
      summary: `Cheque ${moved.entry.cheque_number} marked ${move.status}${added.length ? `; rows added: ${added.join(', ')}` : ''}`,
      before: before && toLedgerRow(before),
      after: toLedgerRow(moved.entry),
    })
    return moved
  })
}

export interface ChequeMove {
  transactionId: number
  status: ChequeStatus
}

export async function moveChequeInTransaction(trx: Executor, move: ChequeMove, clerk: Clerk) {
  const cheque = await lockCheque(trx, move.transactionId)
  if (!cheque) {
    const entry = await findEntry(trx, move.transactionId)
    if (!entry) throw notFound(`No transaction has id ${move.transactionId}`)
    throw invalidField('transactionId', `transaction ${move.transactionId} is not a cheque deposit`)
  }
  if (!canMoveCheque(cheque.status, move.status)) throw refusedMove(cheque.cheque_number, cheque.status, move.status)
  await setChequeStatus(trx, cheque.entry_id, cheque.status, move.status, clerk.userId, clerk.now)
  const added: number[] = []
  if (move.status === 'cleared') {
    const holder = await lockAccountOrFail(trx, cheque.member_id)
    await updateAccount(trx, cheque.member_id, { pending_paise: holder.pending_paise - cheque.amount_paise }, clerk.now)
  }
  if (move.status === 'bounced') added.push(...(await bounce(trx, cheque, clerk)))
  const holder = (await findAccountHolder(trx, cheque.member_id))!
  return { entry: (await findEntry(trx, cheque.entry_id))!, added: await findEntries(trx, added), holder }
}

function refusedMove(number: string, from: ChequeStatus, to: ChequeStatus) {
  const next = nextChequeStatuses(from)
  const allowed =
    next.length === 0
      ? 'its status is final'
      : `it can only be marked ${next.map((status) => chequeStatusLabels[status].toLowerCase()).join(' or ')}`
  return new AppError(409, 'cheque_status', `Cheque ${number} is ${from}: it cannot be marked ${to} (${allowed})`, {
    extra: { chequeStatus: from },
  })
}

type LockedCheque = NonNullable<Awaited<ReturnType<typeof lockCheque>>>

/**
 * A bounced cheque: a row reversing its deposit (the pending money goes with it), the club's bounce
 * charge, and at the second bounce within twelve months, no more cheques for the account.
 */
async function bounce(trx: Executor, cheque: LockedCheque, clerk: Clerk): Promise<number[]> {
  const source = { type: 'cheque', id: cheque.entry_id }
  const reversal = await postEntry(trx, {
    memberId: cheque.member_id,
    kind: 'cheque_bounced',
    amountPaise: -cheque.amount_paise,
    description: `Cheque ${cheque.cheque_number} (${cheque.bank}) bounced: deposit of ${formatRupees(cheque.amount_paise)} reversed`,
    method: 'cheque',
    reversesEntryId: cheque.entry_id,
    pendingChangePaise: -cheque.amount_paise,
    source,
    createdBy: clerk.userId,
    now: clerk.now,
  })
  const added = [reversal.entryId]
  const charge = await chequeBounceCharge(trx)
  if (charge > 0) {
    const fee = await postEntry(trx, {
      memberId: cheque.member_id,
      kind: 'cheque_bounce_charge',
      amountPaise: -charge,
      description: `Bounce charge for cheque ${cheque.cheque_number} (${cheque.bank})`,
      source,
      createdBy: clerk.userId,
      now: clerk.now,
    })
    added.push(fee.entryId)
  }
  await refuseChequesAfterBounces(trx, cheque.member_id, clerk.now)
  return added
}

async function refuseChequesAfterBounces(trx: Executor, memberId: string, now: Date) {
  const since = startOfClubDay(monthsBefore(clubDate(now), CHEQUE_BOUNCE_WINDOW_MONTHS))
  const bounced = await bouncedChequesSince(trx, memberId, since)
  if (bounced.length < CHEQUE_BOUNCES_TO_REFUSE) return
  const holder = await lockAccountOrFail(trx, memberId)
  if (holder.cheques_refused_at) return
  const list = bounced.map((cheque) => `no. ${cheque.cheque_number} (${cheque.bank}) on ${dayFormat.format(cheque.bounced_at!)}`).join(', ')
  const reason = `${bounced.length} cheques bounced within ${CHEQUE_BOUNCE_WINDOW_MONTHS} months: ${list}.`
  await updateAccount(trx, memberId, { cheques_refused_at: now, cheques_refused_reason: reason }, now)
}
