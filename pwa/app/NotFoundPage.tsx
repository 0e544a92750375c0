import { Link } from 'react-router-dom'
import { homeAreaFor } from '../auth/route-access'
import { hasAnySession, peekValidSessions } from '../auth/session'
import { PageTitle } from '../ui/PageTitle'

/**
 * The 404 of spec 1 §2; shown inside whichever frame the unmatched path fell into: the public
 * site's for a mistyped address or an old link, the office's for an area not built yet. A
 * signed-in person gets the spec's 'Go to Dashboard', to the area their session opens (the
 * dashboard for staff; the kitchen display or the member app otherwise, where /dashboard would send
 * them anyway, spec 1 §4); a visitor, who has no dashboard, the home page.
 */
export function NotFoundPage() {
  const sessions = peekValidSessions()
  const area = homeAreaFor(sessions)
  const way = hasAnySession(sessions) ? { to: area, words: 'Go to Dashboard' } : { to: '/', words: 'Go to the home page' }
  return (
    <div className="page-message">
      <PageTitle>Page Not Found</PageTitle>
      <p className="page-message__code" aria-hidden="true">
        404
      </p>
      <h1>Page Not Found</h1>
      <p className="page-message__detail">The page you were looking for does not exist or has moved.</p>
      <p className="page-message__actions">
        <Link className="button button--primary" to={way.to}>
          {way.words}
        </Link>
      </p>
    </div>
  )
}
