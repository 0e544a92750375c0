import { useIsRestoring, type UseQueryResult } from '@tanstack/react-query'
import { WifiOff } from 'lucide-react'
import type { ReactNode } from 'react'
import { useOnlineStatus } from '../../app/use-online-status'
import { formatWhen } from '../../office/events/event-format'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { LoadingState } from '../../ui/LoadingState'
import { savedReadState } from './saved-read'

interface SavedReadProps<Data> {
  query: UseQueryResult<Data>
  /** What the read is, as the notices name it: 'your bookings', 'the event'. */
  what: string
  loading: string
  failure: { title: string; message: (error: unknown) => string }
  /** When the answer is the phone's own copy (the ticket wallet), when it was saved. */
  savedAt?: string | undefined
  children: (data: Data) => ReactNode
}

/** One read of a member page, offline too (saved-read.ts): never a spinner without end. */
export function SavedRead<Data>({ query, what, loading, failure, savedAt, children }: SavedReadProps<Data>) {
  const state = savedReadState(query, useOnlineStatus(), savedAt)
  // The phone's saved reads are still being put back (AppProviders): not yet "nothing saved".
  const isRestoring = useIsRestoring()
  if (isRestoring && state.kind !== 'shown') return <LoadingState>{loading}</LoadingState>
  switch (state.kind) {
    case 'shown':
      return (
        <>
          {state.savedAt && <SavedNotice what={what} savedAt={state.savedAt} />}
          {children(state.data)}
        </>
      )
    case 'nothing-saved':
      return (
        <div role="status">
          <EmptyState title="You are offline" icon={<WifiOff aria-hidden="true" size={28} />}>
            This phone has not saved {what} yet. Open this page again once you are back online.
          </EmptyState>
        </div>
      )
    case 'failed':
      return <ErrorState title={failure.title} message={failure.message(state.error)} onRetry={() => void query.refetch()} />
    case 'loading':
      return <LoadingState>{loading}</LoadingState>
  }
}

/** 'Offline: showing your bookings as saved on this phone on 5 December 2026 at 9:40 am.' */
export function SavedNotice({ what, savedAt }: { what: string; savedAt: string }) {
  return (
    <p className="member-offline" role="status">
      Offline: showing {what} as saved on this phone on {formatWhen(savedAt)}.
    </p>
  )
}
