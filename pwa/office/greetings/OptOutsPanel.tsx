import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { addGreetingOptOut, removeGreetingOptOut } from '../../../domain/contract/greeting-settings'
import { formatClubDateTime } from '../../../domain/time'
import { callApi } from '../../api/client'
import { failureMessage } from '../../api/failure'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { LoadingState } from '../../ui/LoadingState'
import { TextField } from '../../ui/TextField'
import { greetingKeys, optOutsQuery } from './queries'

/** Opting a member out of greetings, or in again; every screen that lists members shows it after. */
export function useOptOutToggle() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ memberId, isOptedOut, reason }: { memberId: string; isOptedOut: boolean; reason?: string }) =>
      isOptedOut
        ? callApi(addGreetingOptOut, { params: { id: memberId }, body: { reason: reason?.trim() || null } })
        : callApi(removeGreetingOptOut, { params: { id: memberId } }),
    onSuccess: async (answer) => {
      toast.success(answer.message)
      await queryClient.invalidateQueries({ queryKey: greetingKeys.all })
    },
  })
}

/** The Opted out view: members who asked not to be greeted, with a form to add one. */
export function OptOutsPanel({ canEdit }: { canEdit: boolean }) {
  const optOuts = useQuery(optOutsQuery())
  const toggle = useOptOutToggle()
  const [memberId, setMemberId] = useState('')
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string>()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!memberId.trim()) return setError('Member ID is required')
    setError(undefined)
    toggle.mutate(
      { memberId: memberId.trim(), isOptedOut: true, reason },
      {
        onSuccess: () => {
          setMemberId('')
          setReason('')
        },
        onError: (failure) => setError(failureMessage(failure, 'Failed to record the opt-out')),
      },
    )
  }

  return (
    <div className="greetings-opt-outs">
      {canEdit && (
        <form className="panel greetings-opt-outs__form" noValidate aria-label="Opt a member out" onSubmit={submit}>
          <h2 className="panel__title">Opt a member out</h2>
          <div className="greetings-controls">
            <TextField label="Member ID" value={memberId} onChange={setMemberId} maxLength={20} error={error} placeholder="M1001" />
            <TextField label="Reason (optional)" value={reason} onChange={setReason} maxLength={200} />
            <button type="submit" className="button button--primary" disabled={toggle.isPending}>
              Opt out
            </button>
          </div>
        </form>
      )}
      <section className="panel" aria-labelledby="opt-outs-title">
        <h2 id="opt-outs-title" className="panel__title">
          Members who do not receive greetings
        </h2>
        {optOuts.isPending && <LoadingState>Loading…</LoadingState>}
        {optOuts.isError && (
          <ErrorState
            title="The list could not be loaded"
            message={failureMessage(optOuts.error, 'Something went wrong')}
            onRetry={() => void optOuts.refetch()}
          />
        )}
        {optOuts.isSuccess && optOuts.data.length === 0 && (
          <EmptyState title="Nobody has opted out">Every active member with a mobile number is greeted.</EmptyState>
        )}
        {optOuts.isSuccess && optOuts.data.length > 0 && (
          <ul className="greeting-history">
            {optOuts.data.map((optOut) => (
              <li key={optOut.memberId} className="greetings-opt-outs__row">
                <div>
                  <p className="greeting-send__title">
                    {[optOut.title, optOut.name].filter(Boolean).join(' ')} · {optOut.memberId}
                  </p>
                  <p className="record__meta">
                    Since {formatClubDateTime(new Date(optOut.createdAt))}
                    {optOut.reason ? ` · ${optOut.reason}` : ''}
                  </p>
                </div>
                {canEdit && (
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    disabled={toggle.isPending}
                    onClick={() =>
                      toggle.mutate(
                        { memberId: optOut.memberId, isOptedOut: false },
                        { onError: (failure) => toast.error(failureMessage(failure, 'Failed to opt the member in again')) },
                      )
                    }
                  >
                    Greet {optOut.name} again
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
