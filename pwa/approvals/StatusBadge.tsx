import type { ApprovalStatus } from '../../domain/approvals'

const modifier: Record<ApprovalStatus, string> = {
  Pending: 'status-badge--pending',
  Approved: 'status-badge--open',
  Rejected: 'status-badge--closed',
}

/** Pending, Approved or Rejected, in the colours the office uses; `label` says whose status it is. */
export function StatusBadge({ status, label }: { status: ApprovalStatus; label?: string }) {
  return <span className={`status-badge ${modifier[status]}`}>{label ? `${label}: ${status}` : status}</span>
}
