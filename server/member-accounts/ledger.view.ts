import type { AccountBalance, AccountHolder, LedgerRow } from '../../domain/contract/member-accounts.js'
import { isPendingCheque, type LedgerRowStatus } from '../../domain/member-accounts.js'
import type { AccountHolderRow, LedgerRowRecord } from './ledger.repository.js'
import { availableOf, creditLimitOf } from './ledger.service.js'

/** The ledger as the answers show it (domain/contract/member-accounts.ts). */

function statusOf(record: LedgerRowRecord): LedgerRowStatus {
  if (record.reversed_by_entry_id !== null) return 'reversed'
  if (record.cheque_status && isPendingCheque(record.cheque_status)) return 'pending'
  return 'completed'
}

export function toLedgerRow(record: LedgerRowRecord): LedgerRow {
  return {
    transactionId: record.entry_id,
    memberId: record.member_id,
    type: record.kind,
    amount_paise: record.amount_paise,
    method: record.method,
    status: statusOf(record),
    ...(record.cheque_status
      ? {
          chequeStatus: record.cheque_status,
          cheque: { number: record.cheque_number!, bank: record.cheque_bank!, date: record.cheque_date! },
        }
      : {}),
    running_balance_paise: record.balance_after_paise,
    reference: record.reference,
    description: record.description,
    reverses_transaction_id: record.reverses_entry_id,
    reversed_by_transaction_id: record.reversed_by_entry_id,
    source: record.source_type !== null && record.source_id !== null ? { type: record.source_type, id: record.source_id } : null,
    created_by: record.created_by_name,
    created_at: record.created_at.toISOString(),
  }
}

export function toBalance(holder: Pick<AccountHolderRow, 'balance_paise' | 'pending_paise'>): AccountBalance {
  return { available_paise: availableOf(holder), pending_paise: holder.pending_paise, balance_paise: holder.balance_paise }
}

export function toAccountHolder(holder: AccountHolderRow): AccountHolder {
  return {
    memberId: holder.member_id,
    name: holder.name,
    status: holder.status,
    category: holder.category,
    credit_limit_paise: creditLimitOf(holder),
    credit_limit_source: holder.own_limit_paise === null ? 'category' : 'member',
    cheques_refused:
      holder.cheques_refused_at && holder.cheques_refused_reason
        ? { since: holder.cheques_refused_at.toISOString(), reason: holder.cheques_refused_reason }
        : null,
  }
}
