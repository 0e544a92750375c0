import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router-dom'
import { auditQuery as auditQuerySchema } from '../../../domain/contract/audit'
import { failureMessage } from '../../api/failure'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { LoadingState } from '../../ui/LoadingState'
import { PageTitle } from '../../ui/PageTitle'
import { Pager } from '../events/Pager'
import { filtersFromParams, paramsFromFilters } from '../sports/list-params'
import { AuditEntryList } from './AuditEntryList'
import { AuditFiltersBar } from './AuditFiltersBar'
import { auditQuery, defaultAuditFilters, type AuditFilters } from './queries'
import '../restaurants/restaurants.css'
import '../events/events.css'
import './audit.css'

/** The filters as the contract reads them: each wrong one with its message, so nothing wrong is sent. */
function filterErrors(filters: AuditFilters): Partial<Record<keyof AuditFilters, string>> {
  const checked = auditQuerySchema.safeParse({ ...filters, recordId: filters.recordType ? filters.recordId : '' })
  if (checked.success) return {}
  return Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message]))
}

/**
 * /dashboard/audit: every change made in the back office, newest first, with who made it, when, from
 * where and the fields before and after (ADR 029). Administrators and the super-administrator only.
 */
export function AuditPage() {
  const [params, setParams] = useSearchParams()
  const filters = filtersFromParams(params, defaultAuditFilters)
  const errors = filterErrors(filters)
  const isValid = Object.keys(errors).length === 0
  const trail = useQuery({ ...auditQuery(filters), enabled: isValid })
  const setFilters = (next: AuditFilters) => setParams(paramsFromFilters(next, defaultAuditFilters), { replace: true })
  const entries = trail.data?.result
  const isFiltered = filters.person || filters.area || filters.recordType || filters.from || filters.to
  return (
    <div>
      <PageTitle>Audit</PageTitle>
      <div className="page-toolbar">
        <h1 className="page-heading">Audit trail</h1>
      </div>
      <p className="page-lead">Every change made in the back office: who made it, when, from where, and the fields before and after.</p>
      <AuditFiltersBar filters={filters} errors={errors} onChange={setFilters} />
      {isValid && trail.isPending && <LoadingState>Loading the audit trail…</LoadingState>}
      {trail.isError && (
        <ErrorState
          title="The audit trail could not be loaded"
          message={failureMessage(trail.error, 'Something went wrong while fetching the audit trail.')}
          onRetry={() => void trail.refetch()}
        />
      )}
      {isValid && entries && entries.length === 0 && (
        <EmptyState title="No changes found">
          {isFiltered
            ? 'Nothing was changed that matches these filters. Widen the dates or clear a filter.'
            : 'Nothing has been changed yet.'}
        </EmptyState>
      )}
      {isValid && entries && entries.length > 0 && (
        <div className={trail.isFetching ? 'audit-results audit-results--stale' : 'audit-results'}>
          <AuditEntryList entries={entries} />
        </div>
      )}
      {isValid && trail.data && (
        <Pager pagination={trail.data.pagination} noun="changes" onPage={(page) => setFilters({ ...filters, page })} />
      )}
    </div>
  )
}
