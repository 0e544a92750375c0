import { isRouteErrorResponse, useRouteError } from 'react-router-dom'

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim()
  if (error instanceof Error) return error.message
  return String(error)
}

/** The route error element (spec 1 §2 "Route error page"). Plain links: the router may be the broken part. */
export function RouteErrorPage() {
  const error = useRouteError()
  return (
    <main className="page-message" id="main">
      <h1>Unexpected Application Error!</h1>
      <p className="page-message__detail">{describe(error)}</p>
      <p className="page-message__actions">
        <a className="button button--primary" href="/dashboard">
          Go to Dashboard
        </a>
        <a className="button button--secondary" href="/">
          Club home
        </a>
      </p>
    </main>
  )
}
