import { useQuery } from '@tanstack/react-query'
import { ChevronRight } from 'lucide-react'
import { Link } from 'react-router-dom'
import { myApprovals, type ApprovalRequest } from '../../../domain/contract/approvals'
import { formatClubDateTime } from '../../../domain/time'
import { callApi } from '../../api/client'
import { failureMessage } from '../../api/failure'
import { StatusBadge } from '../../approvals/StatusBadge'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { LoadingState } from '../../ui/LoadingState'
import { MemberFrame } from '../MemberFrame'
import '../bills/my-bills.css'

const myApprovalsQuery = {
  queryKey: ['my-approvals'],
  queryFn: ({ signal }: { signal: AbortSignal }) => callApi(myApprovals, {}, { signal }),
}

function ApprovalRow({ request, memberId }: { request: ApprovalRequest; memberId: string | undefined }) {
  const own = request.approvals.find((entry) => entry.member_id === memberId) ?? request.approvals.find((entry) => entry.email !== null)
  return (
    <li>
      <Link
        to={`/approval/view/${request.approval_id}`}
        className="my-bill-row"
        aria-label={`${request.subject}, ${own?.status ?? request.status}`}
      >
        <span className="my-bill-row__main">
          <span className="member-list__title">{request.subject}</span>
          <span className="member-list__meta">
            {request.created_by} · {formatClubDateTime(new Date(request.created_at))}
          </span>
        </span>
        <span className="my-bill-row__money">{own && <StatusBadge status={own.status} />}</span>
        <ChevronRight aria-hidden="true" size={18} className="my-bill-row__chevron" />
      </Link>
    </li>
  )
}

/** /member/approvals: the requests waiting for the member's answer, and those answered (issue 20). Each opens in the viewer, signed in. */
export function MyApprovalsPage() {
  const approvals = useQuery(myApprovalsQuery)
  // The member's own entry is the one whose contact details they may see.
  const memberIdOf = (request: ApprovalRequest) =>
    request.approvals.find((entry) => entry.email !== null || entry.contact_number !== null)?.member_id
  return (
    <MemberFrame title="Approvals" back={{ to: '/member', label: 'Home' }}>
      {approvals.isPending && <LoadingState>Loading your approvals…</LoadingState>}
      {approvals.isError && (
        <ErrorState
          title="Failed to fetch approval requests"
          message={failureMessage(approvals.error, 'Could not load your approvals. Please try again.')}
          onRetry={() => void approvals.refetch()}
        />
      )}
      {approvals.isSuccess && (
        <>
          <section className="member-section" aria-labelledby="waiting-title">
            <h2 id="waiting-title" className="member-section__title">
              Waiting for your answer
            </h2>
            {approvals.data.waiting.length === 0 ? (
              <EmptyState title="Nothing waiting">Requests the club office sends you for approval appear here.</EmptyState>
            ) : (
              <ul className="member-list" aria-label="Waiting for your answer">
                {approvals.data.waiting.map((request) => (
                  <ApprovalRow key={request.approval_id} request={request} memberId={memberIdOf(request)} />
                ))}
              </ul>
            )}
          </section>
          <section className="member-section" aria-labelledby="answered-title">
            <h2 id="answered-title" className="member-section__title">
              Answered
            </h2>
            {approvals.data.answered.length === 0 ? (
              <EmptyState title="None answered yet" />
            ) : (
              <ul className="member-list" aria-label="Answered">
                {approvals.data.answered.map((request) => (
                  <ApprovalRow key={request.approval_id} request={request} memberId={memberIdOf(request)} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </MemberFrame>
  )
}
