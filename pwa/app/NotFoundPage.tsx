import { Link } from 'react-router'
import { PageTitle } from '../ui/PageTitle'

/** The 404 of spec 1 §2; shown inside whichever frame the unmatched path fell into. */
export function NotFoundPage() {
  return (
    <div className="page-message">
      <PageTitle>Page Not Found</PageTitle>
      <p className="page-message__code" aria-hidden="true">
        404
      </p>
      <h1>Page Not Found</h1>
      <p className="page-message__detail">The page you were looking for does not exist or has moved.</p>
      <p className="page-message__actions">
        <Link className="button button--primary" to="/dashboard">
          Go to Dashboard
        </Link>
      </p>
    </div>
  )
}
