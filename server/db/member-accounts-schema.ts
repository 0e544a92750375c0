import type { ColumnType, Generated } from 'kysely'
import type { ApprovalRule } from '../../domain/approvals.js'
import type { ChequeStatus, DepositMethod, LedgerKind } from '../../domain/member-accounts.js'
import type { CalendarDate, CreatedAt, Timestamp, UpdatedAt } from './column-types.js'

// The member account (migration 2026-11-27T0600_member-ledger, ADR 024).

/** One money event on a member's account. Never updated or deleted (a trigger refuses it). */
export interface MemberLedgerTable {
  entry_id: Generated<number>
  member_id: string
  kind: LedgerKind
  /** + money in, − a charge. */
  amount_paise: number
  /** The member's balance after this row (pending cheques included); the trigger checks the chain. */
  balance_after_paise: number
  method: DepositMethod | null
  reference: string | null
  description: string
  /** What the row is for: 'event_booking', 'sports_booking', 'restaurant_bill', 'cheque'... with its id. */
  source_type: string | null
  source_id: number | null
  reverses_entry_id: number | null
  created_by: number | null
  created_at: CreatedAt
}

/** One row per member: the ledger's sum, the part of it in cheques not yet cleared, and a cheque ban. */
export interface MemberAccountsTable {
  member_id: string
  balance_paise: Generated<number>
  pending_paise: Generated<number>
  last_entry_id: number | null
  cheques_refused_at: Timestamp | null
  cheques_refused_reason: string | null
  updated_at: UpdatedAt
}

/** A cheque deposit's details and where it stands; the ledger row is its deposit. */
export interface MemberChequesTable {
  entry_id: number
  member_id: string
  amount_paise: number
  cheque_number: string
  bank: string
  cheque_date: CalendarDate
  status: Generated<ChequeStatus>
  status_changed_at: Timestamp
  bounced_at: Timestamp | null
  created_at: CreatedAt
}

export interface MemberChequeHistoryTable {
  history_id: Generated<number>
  entry_id: number
  from_status: ChequeStatus | null
  to_status: ChequeStatus
  changed_by: number | null
  at: Timestamp
}

/** The club's settings: one row. */
export interface ClubSettingsTable {
  settings_id: Generated<boolean>
  cheque_bounce_charge_paise: Generated<number>
  /** The membership committee (ADR 034): who approves applications, with their role titles. */
  membership_approvers: ColumnType<{ member_id: string; role_title: string }[], string | undefined, string>
  membership_rule: Generated<ApprovalRule>
  updated_at: UpdatedAt
}

export interface MemberAccountTables {
  member_ledger: MemberLedgerTable
  member_accounts: MemberAccountsTable
  member_cheques: MemberChequesTable
  member_cheque_history: MemberChequeHistoryTable
  club_settings: ClubSettingsTable
}
