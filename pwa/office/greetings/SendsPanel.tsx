import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { toast } from 'sonner'
import { cancelScheduledGreeting, type BatchProgress } from '../../../domain/contract/greetings'
import { formatClubDateTime } from '../../../domain/time'
import { failureMessage } from '../../api/failure'
import { ErrorState } from '../../ui/ErrorState'
import { LoadingState } from '../../ui/LoadingState'
import { greetingCall } from './greetings-client'
import { scheduledQuery } from './queries'

const statusWords: Record<BatchProgress['status'], string> = {
  scheduled: 'Scheduled',
  queued: 'Waiting to start',
  running: 'Sending',
  done: 'Done',
  cancelled: 'Cancelled',
}

/** Sends in progress (sent, failed, waiting; live) and scheduled ones, which can be cancelled before they start. */
export function SendsPanel({ canCancel }: { canCancel: boolean }) {
  const sends = useQuery(scheduledQuery())
  const queryClient = useQueryClient()
  const runningCount = sends.data?.filter((batch) => batch.status === 'running' || batch.status === 'queued').length ?? 0
  const lastRunningCount = useRef(runningCount)
  // A send that has just finished changes the day's "greeted" marks, the counts and the chart.
  useEffect(() => {
    if (runningCount < lastRunningCount.current) {
      void queryClient.invalidateQueries({ queryKey: ['greetings'], predicate: (query) => query.queryKey[1] !== 'scheduled' })
    }
    lastRunningCount.current = runningCount
  }, [runningCount, queryClient])

  async function cancel(batch: BatchProgress) {
    const result = await greetingCall(cancelScheduledGreeting, { params: { id: batch.batchId } }, 'Failed to cancel the schedule')
    if (result.success) toast.success(result.message)
    else toast.error(result.message)
    void queryClient.invalidateQueries({ queryKey: ['greetings'] })
  }

  return (
    <section className="panel greeting-sends" aria-labelledby="greeting-sends-title">
      <h2 id="greeting-sends-title" className="panel__title">
        Sends and schedules
      </h2>
      {sends.isPending && <LoadingState>Loading sends…</LoadingState>}
      {sends.isError && (
        <ErrorState
          title="Sends could not be loaded"
          message={failureMessage(sends.error, 'Something went wrong')}
          onRetry={() => void sends.refetch()}
        />
      )}
      {sends.isSuccess && sends.data.length === 0 && <p className="record__meta">No bulk or scheduled sends yet.</p>}
      {sends.isSuccess && sends.data.length > 0 && (
        <ul className="greeting-sends__list">
          {sends.data.slice(0, 8).map((batch) => (
            <li key={batch.batchId} className="greeting-send">
              <p className="greeting-send__title">
                {batch.greetingType} · {batch.total} member{batch.total === 1 ? '' : 's'} · {statusWords[batch.status]}
              </p>
              <p className="record__meta">
                {batch.scheduledFor
                  ? `For ${formatClubDateTime(new Date(batch.scheduledFor))}`
                  : `Started ${formatClubDateTime(new Date(batch.createdAt))}`}
              </p>
              {batch.total > 0 && (
                <>
                  <progress
                    max={batch.total}
                    value={batch.sent + batch.failed + batch.cancelled}
                    aria-label={`Progress of send ${batch.batchId}`}
                  />
                  <p className="record__meta">
                    {batch.sent} sent · {batch.failed} failed · {batch.waiting} waiting
                  </p>
                </>
              )}
              {canCancel && batch.status === 'scheduled' && (
                <button type="button" className="button button--danger" onClick={() => void cancel(batch)}>
                  Cancel schedule
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
