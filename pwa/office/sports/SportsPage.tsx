import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { Link, useSearchParams } from 'react-router-dom'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { PageTitle } from '../../ui/PageTitle'
import { Pager } from '../events/Pager'
import { useDebouncedValue } from '../events/use-debounced-value'
import { useAreaAccess } from '../restaurants/use-area-access'
import { ActivityFiltersBar } from './ActivityFiltersBar'
import { ActivityRow } from './ActivityRow'
import { filtersFromParams, paramsFromFilters } from './list-params'
import { activitiesQuery, defaultActivityFilters } from './queries'
import { sportsFailureMessage, sportsMessages } from './sports-failure'
import { SportsNav } from './SportsNav'
import { LoadingState } from '../../ui/LoadingState'
import '../restaurants/restaurants.css'
import '../events/events.css'

/** /dashboard/sports: the activities, filtered and paged by the server. */
export function SportsPage() {
  const [params, setParams] = useSearchParams()
  const filters = filtersFromParams(params, defaultActivityFilters)
  const search = useDebouncedValue(filters.search.trim())
  const list = useQuery(activitiesQuery({ ...filters, search }))
  const access = useAreaAccess('sports')
  const setFilters = (next: typeof filters) => setParams(paramsFromFilters(next, defaultActivityFilters), { replace: true })
  const activities = list.data?.data

  return (
    <div>
      <PageTitle>Sports</PageTitle>
      <div className="page-toolbar">
        <h1 className="page-heading">Sports activities</h1>
        {access.create && (
          <div className="page-toolbar__actions">
            <Link to="/dashboard/sports/new" className="button button--primary">
              <Plus aria-hidden="true" size={18} /> New activity
            </Link>
          </div>
        )}
      </div>
      <SportsNav />
      <ActivityFiltersBar filters={filters} onChange={setFilters} />
      {list.isPending && <LoadingState>Loading activities…</LoadingState>}
      {list.isError && (
        <ErrorState
          title="Activities could not be loaded"
          message={sportsFailureMessage(list.error, sportsMessages.fetchActivities)}
          onRetry={() => void list.refetch()}
        />
      )}
      {activities && activities.length === 0 && (
        <EmptyState title="No activities found">No activity matches these filters. Clear a filter, or create an activity.</EmptyState>
      )}
      {activities && activities.length > 0 && (
        <ul className="record-list" aria-label="Activities" aria-busy={list.isFetching}>
          {activities.map((activity) => (
            <ActivityRow key={activity.activity_id} activity={activity} />
          ))}
        </ul>
      )}
      {list.data && <Pager pagination={list.data.pagination} noun="activities" onPage={(page) => setFilters({ ...filters, page })} />}
    </div>
  )
}
