import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef } from 'react'
import type { OccasionMember } from '../../../domain/contract/greetings'
import { formatClubDateTime } from '../../../domain/time'
import { failureMessage } from '../../api/failure'
import { ErrorState } from '../../ui/ErrorState'
import { LoadingState } from '../../ui/LoadingState'
import { historyQuery } from './queries'

/** A member's greetings, newest first, each with its latest WhatsApp status (sent, delivered, read, failed). */
export function HistoryDialog({ member, onClose }: { member: OccasionMember; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const history = useQuery(historyQuery(member.memberId))
  useEffect(() => {
    const dialog = dialogRef.current
    if (dialog && !dialog.open) dialog.showModal()
  }, [])
  return (
    <dialog ref={dialogRef} className="greeting-dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId} className="panel__title">
        Greetings to {member.name}
      </h2>
      {history.isPending && <LoadingState>Loading history…</LoadingState>}
      {history.isError && (
        <ErrorState
          title="History could not be loaded"
          message={failureMessage(history.error, 'Something went wrong')}
          onRetry={() => void history.refetch()}
        />
      )}
      {history.isSuccess && history.data.length === 0 && <p>No greetings sent to this member yet.</p>}
      {history.isSuccess && history.data.length > 0 && (
        <ul className="greeting-history">
          {history.data.map((greeting) => (
            <li key={greeting.greetingId}>
              <p className="greeting-send__title">
                {greeting.greetingType} {greeting.year} · <span className="status-badge status-badge--muted">{greeting.status}</span>
              </p>
              <p className="record__meta">{formatClubDateTime(new Date(greeting.sentAt ?? greeting.createdAt))}</p>
              <p>{greeting.message}</p>
              {greeting.error && <p className="field__error">{greeting.error}</p>}
            </li>
          ))}
        </ul>
      )}
      <div className="greeting-dialog__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </dialog>
  )
}
