import { Spinner } from './Spinner'

/** A whole-screen wait: first load, lazy areas, and the moment before a redirect. */
export function FullPageStatus({ message }: { message: string }) {
  return (
    <div className="full-page-status" role="status">
      <Spinner size="large" />
      <p>{message}</p>
    </div>
  )
}
