import { ArrowLeft } from 'lucide-react'
import { useNavigate } from 'react-router-dom'
import { PageTitle } from '../ui/PageTitle'
import type { ViewerAccess } from './approval-api'

/** The viewer's error state (spec 1 §2): what went wrong, the URL, approval ID and member ID, and 'Go Back'. */
export function ApprovalProblem({ title, message, access }: { title: string; message?: string; access: ViewerAccess }) {
  const navigate = useNavigate()
  return (
    <section className="approval-page">
      <PageTitle>{title}</PageTitle>
      <div className="error-state approval-problem" role="alert">
        <h1 className="error-state__title">{title}</h1>
        {message && <p className="error-state__message">{message}</p>}
        <dl className="approval-info">
          <dt>URL</dt>
          <dd className="approval-problem__url">{window.location.href}</dd>
          <dt>Approval ID</dt>
          <dd>{access.approvalId || '—'}</dd>
          <dt>Member ID</dt>
          <dd>{access.memberId || '—'}</dd>
        </dl>
        <button type="button" className="button button--secondary" onClick={() => void navigate(-1)}>
          <ArrowLeft aria-hidden="true" size={18} /> Go Back
        </button>
      </div>
    </section>
  )
}
