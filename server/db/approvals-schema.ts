import type { Generated } from 'kysely'
import type { ApprovalRule, ApprovalStatus } from '../../domain/approvals.js'
import type { CreatedAt, Timestamp, UpdatedAt } from './column-types.js'

/** An approval request the office sends to committee members (ADR 033). */
export interface ApprovalRequestsTable {
  approval_id: Generated<number>
  subject: string
  body: string
  /** The attachment's address (/uploads/approvals/...) and the name it was uploaded with. */
  file_url: string | null
  file_name: string | null
  rule: Generated<ApprovalRule>
  status: Generated<ApprovalStatus>
  due_at: Timestamp | null
  created_by: number | null
  created_by_name: string
  decided_at: Timestamp | null
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export type ApprovalChannel = 'link' | 'member-app'

/** One approver of a request and their answer, given once. */
export interface ApprovalApproversTable {
  approval_id: number
  member_id: string
  position: number
  role_title: string
  status: Generated<ApprovalStatus>
  signed_at: Timestamp | null
  signature_data: string | null
  answered_ip: string | null
  answered_user_agent: string | null
  answered_via: ApprovalChannel | null
}

export type ApprovalEventKind = 'created' | 'updated' | 'sent' | 'resent' | 'viewed' | 'answered' | 'decided' | 'notified'

/** The request's own trail; never changed or removed (a trigger refuses it). */
export interface ApprovalEventsTable {
  event_id: Generated<number>
  approval_id: number
  at: Timestamp
  kind: ApprovalEventKind
  member_id: string | null
  actor_name: string
  ip: string | null
  detail: string | null
}

export interface ApprovalTables {
  approval_requests: ApprovalRequestsTable
  approval_approvers: ApprovalApproversTable
  approval_events: ApprovalEventsTable
}
