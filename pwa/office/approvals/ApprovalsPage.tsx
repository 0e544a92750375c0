import { useQuery } from '@tanstack/react-query'
import { Plus, UserPlus } from 'lucide-react'
import { Link, useSearchParams } from 'react-router-dom'
import { approvalStatuses, type ApprovalStatus } from '../../../domain/approvals'
import { approvalTexts, isOverdue } from '../../../domain/approvals'
import { formatClubDateTime } from '../../../domain/time'
import { failureMessage } from '../../api/failure'
import { StatusBadge } from '../../approvals/StatusBadge'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { LoadingState } from '../../ui/LoadingState'
import { PageTitle } from '../../ui/PageTitle'
import { Pager } from '../events/Pager'
import { approvalsListQuery } from './queries'
import '../../ui/ui.css'
import '../../approvals/approvals.css'
import { StatusFilter } from './StatusFilter'

const statusOf = (text: string | null): ApprovalStatus | '' =>
  (approvalStatuses as readonly string[]).includes(text ?? '') ? (text as ApprovalStatus) : ''

/** /dashboard/approvals: the requests sent to committee members, by status with counts (issue 20). */
export function ApprovalsPage() {
  const [params, setParams] = useSearchParams()
  const status = statusOf(params.get('status'))
  const page = Math.max(1, Number(params.get('page')) || 1)
  const list = useQuery(approvalsListQuery(status, page))
  const counts = list.data?.counts
  const now = new Date()
  const tabs: [ApprovalStatus | '', string][] = [['', 'All'], ...approvalStatuses.map((value): [ApprovalStatus, string] => [value, value])]
  return (
    <div>
      <PageTitle>Approvals</PageTitle>
      <div className="page-toolbar">
        <h1 className="page-heading">Approvals</h1>
        <div className="page-toolbar__actions">
          <Link className="button button--secondary" to="/dashboard/approvals/applications">
            <UserPlus aria-hidden="true" size={18} /> Membership applications
          </Link>
          <Link className="button button--primary" to="/dashboard/approvals/new">
            <Plus aria-hidden="true" size={18} /> New request
          </Link>
        </div>
      </div>
      <StatusFilter tabs={tabs} status={status} counts={counts} />
      {list.isPending && <LoadingState>Loading approval requests…</LoadingState>}
      {list.isError && (
        <ErrorState
          title={approvalTexts.listFailed}
          message={failureMessage(list.error, approvalTexts.listFailed)}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.isSuccess && list.data.data.length === 0 && (
        <EmptyState title={status ? `No ${status.toLowerCase()} requests` : 'No approval requests yet'}>
          Create a request to send it to committee members on WhatsApp.
        </EmptyState>
      )}
      {list.isSuccess && list.data.data.length > 0 && (
        <ul className="record-list" aria-label="Approval requests">
          {list.data.data.map((request) => {
            const answered = request.approvals.filter((entry) => entry.status !== 'Pending').length
            return (
              <li key={request.approval_id} className="record">
                <div className="record__main">
                  <Link className="record__title" to={`/dashboard/approvals/${request.approval_id}`}>
                    {request.subject}
                  </Link>
                  <span className="record__meta">
                    {request.created_by} · {formatClubDateTime(new Date(request.created_at))} · {answered} of {request.approvals.length}{' '}
                    answered{request.due_at ? ` · answer by ${formatClubDateTime(new Date(request.due_at))}` : ''}
                  </span>
                </div>
                {isOverdue(request, now) && <span className="status-badge status-badge--overdue">Overdue</span>}
                <StatusBadge status={request.status} />
              </li>
            )
          })}
        </ul>
      )}
      {list.data && (
        <Pager
          pagination={list.data.pagination}
          noun="requests"
          onPage={(next) => setParams({ ...(status ? { status } : {}), page: String(next) })}
        />
      )}
    </div>
  )
}
