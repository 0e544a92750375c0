import type { ReactNode } from 'react'
import type { ApprovalDetail } from '../../domain/contract/approvals'
import { formatClubDateTime } from '../../domain/time'
import { StatusBadge } from './StatusBadge'

interface Props {
  approval: ApprovalDetail
  /** The attachment card, the response card or what stands in for it. */
  attachment?: ReactNode
  response?: ReactNode
}

const longDate = (at: string) => formatClubDateTime(new Date(at))

/** The detail view (spec 1 §2): the request, the viewer's own place in it, and every approver's status. */
export function ApprovalDetailView({ approval, attachment, response }: Props) {
  const own = approval.viewer.member_id ? approval.approvals.find((entry) => entry.member_id === approval.viewer.member_id) : undefined
  const isViewOnly = !own
  return (
    <article className="approval-view">
      <header className="approval-view__header">
        <h1 className="approval-view__subject">{approval.subject}</h1>
        <p className="approval-view__meta">
          By {approval.created_by} · {longDate(approval.created_at)}
        </p>
        <p className="approval-view__badges">
          {isViewOnly ? (
            <span className="status-badge status-badge--muted">View Only</span>
          ) : (
            <StatusBadge status={own.status} label="Your status" />
          )}
          {approval.status !== 'Pending' && <StatusBadge status={approval.status} label="Request" />}
        </p>
      </header>

      <section className="panel approval-card" aria-label="Description">
        <p className="approval-view__body">{approval.body}</p>
        {approval.due_at && <p className="approval-view__meta">Please answer by {longDate(approval.due_at)}</p>}
      </section>

      {attachment}

      {own && own.status !== 'Pending' && own.signed_at && (
        <section className="panel approval-card approval-card--done" aria-labelledby="responded">
          <h2 id="responded" className="panel__title">
            You have already responded
          </h2>
          <p>
            You {own.status === 'Approved' ? 'approved' : 'rejected'} this request on {longDate(own.signed_at)}.
          </p>
        </section>
      )}

      {response}

      {!approval.viewer.can_respond && (
        <p className="approval-view__notice" role="note">
          {isViewOnly
            ? 'This approval is shown read-only: open your own link from WhatsApp to respond.'
            : own.status === 'Pending'
              ? `This request has already been ${approval.status.toLowerCase()}: no response is needed. It is shown read-only.`
              : 'Your response is recorded. This approval is shown read-only.'}
        </p>
      )}

      <section className="panel approval-card" aria-labelledby="approval-status">
        <h2 id="approval-status" className="panel__title">
          Approval Status
        </h2>
        <ul className="approver-list">
          {approval.approvals.map((entry) => (
            <li key={entry.member_id} className="approver-list__item">
              <span>
                <strong>{entry.name}</strong>
                <span className="approver-list__role">{entry.role_title}</span>
              </span>
              <StatusBadge status={entry.status} />
            </li>
          ))}
        </ul>
      </section>

      {own && (
        <section className="panel approval-card" aria-labelledby="your-information">
          <h2 id="your-information" className="panel__title">
            Your Information
          </h2>
          <dl className="approval-info">
            <dt>Name</dt>
            <dd>{own.name}</dd>
            <dt>Email</dt>
            <dd>{own.email ?? '—'}</dd>
            <dt>Phone</dt>
            <dd>{own.contact_number ?? '—'}</dd>
          </dl>
        </section>
      )}
    </article>
  )
}
