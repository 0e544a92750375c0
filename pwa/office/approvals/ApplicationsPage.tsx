import { useQuery } from '@tanstack/react-query'
import { Users } from 'lucide-react'
import { Link, useSearchParams } from 'react-router-dom'
import { applicationStatuses, type ApplicationStatus } from '../../../domain/membership-applications'
import { formatClubDateTime } from '../../../domain/time'
import { failureMessage } from '../../api/failure'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { LoadingState } from '../../ui/LoadingState'
import { PageTitle } from '../../ui/PageTitle'
import { Pager } from '../events/Pager'
import { applicationsQuery } from './application-queries'
import { EnrolmentState } from './ApplicationPanel'
import '../../ui/ui.css'
import '../../approvals/approvals.css'
import { StatusFilter } from './StatusFilter'

const statusOf = (text: string | null): ApplicationStatus | '' =>
  (applicationStatuses as readonly string[]).includes(text ?? '') ? (text as ApplicationStatus) : ''

/** /dashboard/approvals/applications: membership applications, the committee's decision, and enrolment (ADR 034). */
export function ApplicationsPage() {
  const [params, setParams] = useSearchParams()
  const status = statusOf(params.get('status'))
  const page = Math.max(1, Number(params.get('page')) || 1)
  const list = useQuery(applicationsQuery(status, page))
  const tabs: [ApplicationStatus | '', string][] = [
    ['', 'All'],
    ...applicationStatuses.map((value): [ApplicationStatus, string] => [value, value]),
  ]
  return (
    <div className="approval-office">
      <PageTitle>Membership applications</PageTitle>
      <p>
        <Link to="/dashboard/approvals">← Approvals</Link>
      </p>
      <div className="page-toolbar">
        <h1 className="page-heading">Membership applications</h1>
        <div className="page-toolbar__actions">
          <Link className="button button--secondary" to="/dashboard/approvals/committee">
            <Users aria-hidden="true" size={18} /> Committee
          </Link>
        </div>
      </div>
      <StatusFilter tabs={tabs} status={status} />
      {list.isPending && <LoadingState>Loading applications…</LoadingState>}
      {list.isError && (
        <ErrorState
          title="Failed to fetch membership applications"
          message={failureMessage(list.error, 'Failed to fetch membership applications')}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.isSuccess && list.data.data.length === 0 && (
        <EmptyState title={status ? `No ${status.toLowerCase()} applications` : 'No membership applications yet'}>
          Visitors apply at /request-membership, linked from Member Login.
        </EmptyState>
      )}
      {list.isSuccess && list.data.data.length > 0 && (
        <ul className="record-list" aria-label="Membership applications">
          {list.data.data.map((application) => (
            <li key={application.application_id} className="record">
              <div className="record__main">
                <Link className="record__title" to={`/dashboard/approvals/${application.approval_id}`}>
                  {application.title} {application.name}
                </Link>
                <span className="record__meta">
                  {application.categoryName} · {application.mobileNumber} · proposed by {application.proposer.name}, seconded by{' '}
                  {application.seconder.name} · {formatClubDateTime(new Date(application.created_at))}
                </span>
                <EnrolmentState application={application} />
              </div>
              <span
                className={`status-badge status-badge--${application.status === 'Rejected' ? 'closed' : application.status === 'Pending' ? 'pending' : 'open'}`}
              >
                {application.status}
              </span>
            </li>
          ))}
        </ul>
      )}
      {list.data && (
        <Pager
          pagination={list.data.pagination}
          noun="applications"
          onPage={(next) => setParams({ ...(status ? { status } : {}), page: String(next) })}
        />
      )}
    </div>
  )
}
