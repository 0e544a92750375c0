import { RefreshCw } from 'lucide-react'

/** A failed load, in the words the API client mapped, with a way to try again. */
export function ErrorState({ title, message, onRetry }: { title: string; message: string; onRetry?: () => void }) {
  return (
    <div className="error-state" role="alert">
      <p className="error-state__title">{title}</p>
      <p className="error-state__message">{message}</p>
      {onRetry && (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          <RefreshCw aria-hidden="true" size={18} />
          Try again
        </button>
      )}
    </div>
  )
}
