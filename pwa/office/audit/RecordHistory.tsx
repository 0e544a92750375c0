import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { failureMessage } from '../../api/failure'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { LoadingState } from '../../ui/LoadingState'
import { Pager } from '../events/Pager'
import { AuditEntryList } from './AuditEntryList'
import { recordHistoryQuery } from './queries'
import './audit.css'

/** One record's own history (ADR 029), newest first: each change made to it in the office. */
export function RecordHistory({ recordType, recordId, noun }: { recordType: string; recordId: string; noun: string }) {
  const [page, setPage] = useState(1)
  const history = useQuery(recordHistoryQuery(recordType, recordId, page))
  if (history.isPending) return <LoadingState>Loading the history…</LoadingState>
  if (history.isError) {
    return (
      <ErrorState
        title="The history could not be loaded"
        message={failureMessage(history.error, 'Something went wrong while fetching the history.')}
        onRetry={() => void history.refetch()}
      />
    )
  }
  const { result, pagination } = history.data
  if (result.length === 0) {
    return <EmptyState title="No changes recorded">Changes made to this {noun} in the office will be listed here.</EmptyState>
  }
  return (
    <section aria-label="History">
      <AuditEntryList entries={result} showRecord={false} />
      <Pager pagination={pagination} noun="changes" onPage={setPage} />
    </section>
  )
}
