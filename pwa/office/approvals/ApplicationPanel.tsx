import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import type { MembershipApplication } from '../../../domain/contract/membership-applications'
import { formatClubDateTime } from '../../../domain/time'
import { ApiError } from '../../api/api-error'
import { failureMessage } from '../../api/failure'
import { ErrorState } from '../../ui/ErrorState'
import { applicationOfApprovalQuery } from './application-queries'
import { EnrolButton } from './EnrolButton'

/** The applicant's details, their files and the enrolment, as a row of facts. */
export function ApplicationFacts({ application }: { application: MembershipApplication }) {
  const facts: [string, string][] = [
    ['Applicant', `${application.title} ${application.name}`],
    ['Mobile', application.mobileNumber],
    ['E-mail', application.email ?? '—'],
    ['Date of birth', application.dateOfBirth],
    ['Spouse', application.spouseName ?? '—'],
    ['Address', application.address],
    ['Category', application.categoryName],
    ['Proposer', `${application.proposer.name} (${application.proposer.member_id})`],
    ['Seconder', `${application.seconder.name} (${application.seconder.member_id})`],
    ['Applied', formatClubDateTime(new Date(application.created_at))],
  ]
  return (
    <dl className="application-facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div>
        <dt>Photo and documents</dt>
        <dd>
          <a href={application.photo_url} target="_blank" rel="noreferrer">
            Photo
          </a>
          {application.documents.map((document) => (
            <span key={document.url}>
              {' · '}
              <a href={document.url} target="_blank" rel="noreferrer">
                {document.name}
              </a>
            </span>
          ))}
        </dd>
      </div>
    </dl>
  )
}

/** What enrolment there is to do, or was done. */
export function EnrolmentState({ application }: { application: MembershipApplication }) {
  if (application.status === 'Enrolled')
    return (
      <p className="approval-view__meta">
        Enrolled as <Link to={`/dashboard/members/${application.member_id}`}>{application.member_id}</Link>
        {application.enrolled_at ? ` on ${formatClubDateTime(new Date(application.enrolled_at))}` : ''}.
      </p>
    )
  if (application.status === 'Approved') return <EnrolButton application={application} />
  if (application.status === 'Rejected')
    return <p className="approval-view__meta">The committee rejected the application; the applicant has been told.</p>
  return <p className="approval-view__meta">Enrolment opens once the committee approves.</p>
}

/** On an approval request that a membership application opened: the applicant and the enrolment. */
export function ApplicationPanel({ approvalId }: { approvalId: number }) {
  const query = useQuery(applicationOfApprovalQuery(approvalId))
  // Someone who may read approvals but not the register sees the request alone.
  if (query.isError && query.error instanceof ApiError && query.error.status === 403) return null
  if (query.isPending || query.data === null) return null
  return (
    <section className="panel approval-card" aria-labelledby="application-title">
      <h2 id="application-title" className="panel__title">
        Membership application
      </h2>
      {query.isError ? (
        <ErrorState
          title="The application could not be loaded"
          message={failureMessage(query.error, 'Something went wrong')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <ApplicationFacts application={query.data} />
          <EnrolmentState application={query.data} />
        </>
      )}
    </section>
  )
}
