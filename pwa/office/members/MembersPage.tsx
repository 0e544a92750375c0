import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { Link, useSearchParams } from 'react-router-dom'
import { failureMessage } from '../../api/failure'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { LoadingState } from '../../ui/LoadingState'
import { PageTitle } from '../../ui/PageTitle'
import { Pager } from '../events/Pager'
import { useDebouncedValue } from '../events/use-debounced-value'
import { useAreaAccess } from '../restaurants/use-area-access'
import { filtersFromParams, paramsFromFilters } from '../sports/list-params'
import { MemberFiltersBar } from './MemberFiltersBar'
import { MembersTable } from './MembersTable'
import { defaultMemberFilters, membersQuery } from './queries'
import '../restaurants/restaurants.css'
import '../events/events.css'
import './members.css'

/** /dashboard/members: the register, found as you type, filtered by category and status, twenty to a page. */
export function MembersPage() {
  const [params, setParams] = useSearchParams()
  const filters = filtersFromParams(params, defaultMemberFilters)
  // A pause of a fifth of a second is one search; the rows already shown stay until its answer.
  const search = useDebouncedValue(filters.search.trim(), 200)
  const list = useQuery(membersQuery({ ...filters, search }))
  const access = useAreaAccess('members')
  const members = list.data?.result
  const pagination = list.data?.pagination
  const isSearching = list.isFetching || search !== filters.search.trim()
  return (
    <div>
      <PageTitle>Members</PageTitle>
      <div className="page-toolbar">
        <h1 className="page-heading">Members</h1>
        <div className="page-toolbar__actions">
          <Link to="/dashboard/member-categories" className="button button--secondary">
            Member categories
          </Link>
          {access.create && access.edit && (
            <Link to="/dashboard/members/bulk-upload" className="button button--secondary">
              Bulk upload
            </Link>
          )}
          {access.create && (
            <Link to="/dashboard/members/new" className="button button--primary">
              <Plus aria-hidden="true" size={18} /> New member
            </Link>
          )}
        </div>
      </div>
      <MemberFiltersBar
        filters={filters}
        onChange={(next) => setParams(paramsFromFilters(next, defaultMemberFilters), { replace: true })}
      />
      <p className="members-count" aria-live="polite" aria-busy={isSearching}>
        {pagination &&
          (pagination.total === 0
            ? ''
            : pagination.totalIsLowerBound
              ? `More than ${pagination.total.toLocaleString('en-IN')} members match: type more to narrow the list`
              : `${pagination.total.toLocaleString('en-IN')} ${pagination.total === 1 ? 'member' : 'members'}`)}
      </p>
      {list.isPending && <LoadingState>Loading members…</LoadingState>}
      {list.isError && (
        <ErrorState
          title="Members could not be loaded"
          message={failureMessage(list.error, 'Something went wrong while fetching members.')}
          onRetry={() => void list.refetch()}
        />
      )}
      {members && members.length === 0 && (
        <EmptyState title="No members found">
          {filters.search || filters.category_id || filters.status
            ? 'No member matches this search. Check the spelling, or search by member ID or mobile number.'
            : 'The register is empty. Add the first member with New member.'}
        </EmptyState>
      )}
      {members && members.length > 0 && (
        <div className={isSearching ? 'members-list members-list--stale' : 'members-list'}>
          <MembersTable members={members} />
        </div>
      )}
      {pagination && (
        <Pager
          pagination={pagination}
          noun="members"
          onPage={(page) => setParams(paramsFromFilters({ ...filters, page }, defaultMemberFilters), { replace: true })}
        />
      )}
    </div>
  )
}
