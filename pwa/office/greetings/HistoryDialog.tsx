import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import type { OccasionMember } from '../../../domain/contract/greetings'
import { formatClubDateTime } from '../../../domain/time'
import { failureMessage } from '../../api/failure'
import { ErrorState } from '../../ui/ErrorState'
import { LoadingState } from '../../ui/LoadingState'
import { useOptOutToggle } from './OptOutsPanel'
import { historyQuery } from './queries'

/** A member's greetings, newest first, each with its latest WhatsApp status (sent, delivered, read, failed). */
export function HistoryDialog({ member, canEdit, onClose }: { member: OccasionMember; canEdit: boolean; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const history = useQuery(historyQuery(member.memberId))
  const optOut = useOptOutToggle()
  // The list this member came from is fetched again after a change; the dialog shows the change at once.
  const [isOptedOut, setOptedOut] = useState(member.isOptedOut)
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
      <p className="record__meta">
        {isOptedOut ? `${member.name} has opted out of greetings: sends skip them.` : `${member.name} receives greetings.`}
      </p>
      {optOut.isError && <p className="field__error">{failureMessage(optOut.error, 'Failed to change the opt-out')}</p>}
      <div className="greeting-dialog__actions">
        {canEdit && (
          <button
            type="button"
            className="button button--secondary"
            disabled={optOut.isPending}
            onClick={() =>
              optOut.mutate({ memberId: member.memberId, isOptedOut: !isOptedOut }, { onSuccess: () => setOptedOut(!isOptedOut) })
            }
          >
            {isOptedOut ? 'Greet again' : 'Opt out of greetings'}
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </dialog>
  )
}
