import { useQuery } from '@tanstack/react-query'
import { BarChart3, Plus, Search } from 'lucide-react'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { PageTitle } from '../../ui/PageTitle'
import { failureMessage } from '../../api/failure'
import { useAreaAccess } from '../restaurants/use-area-access'
import { filtersFromParams, paramsFromFilters } from './event-list-params'
import { EventFiltersBar } from './EventFiltersBar'
import { EventRow } from './EventRow'
import { eventDefaults } from './failure'
import { Pager } from './Pager'
import { eventSearchQuery, eventsQuery } from './queries'
import { useDebouncedValue } from './use-debounced-value'
import { LoadingState } from '../../ui/LoadingState'
import '../restaurants/restaurants.css'
import './events.css'

const SEARCH_MIN = 2

/** /dashboard/events: the club's events, filtered and paged by the server, or searched by title. */
export function EventsPage() {
  const [params, setParams] = useSearchParams()
  const filters = filtersFromParams(params)
  const [search, setSearch] = useState(params.get('q') ?? '')
  const term = useDebouncedValue(search.trim())
  const isSearching = term.length >= SEARCH_MIN
  const list = useQuery({ ...eventsQuery(filters), enabled: !isSearching })
  const found = useQuery({ ...eventSearchQuery(term), enabled: isSearching })
  const access = useAreaAccess('events')

  const shown = isSearching ? found : list
  const events = isSearching ? found.data : list.data?.data

  return (
    <div>
      <PageTitle>Events</PageTitle>
      <div className="page-toolbar">
        <h1 className="page-heading">Events</h1>
        <div className="page-toolbar__actions">
          <Link to="/dashboard/events/bookings" className="button button--secondary">
            <Search aria-hidden="true" size={18} /> Find a booking
          </Link>
          <Link to="/dashboard/events/analytics" className="button button--secondary">
            <BarChart3 aria-hidden="true" size={18} /> Analytics
          </Link>
          {access.create && (
            <Link to="/dashboard/events/new" className="button button--primary">
              <Plus aria-hidden="true" size={18} /> New event
            </Link>
          )}
        </div>
      </div>
      <EventFiltersBar
        filters={filters}
        onChange={(next) => setParams(paramsFromFilters(next, search), { replace: true })}
        search={search}
        onSearch={(text) => {
          setSearch(text)
          setParams(paramsFromFilters(filters, text), { replace: true })
        }}
      />
      {shown.isPending && <LoadingState>Loading events…</LoadingState>}
      {shown.isError && (
        <ErrorState
          title="Events could not be loaded"
          message={failureMessage(shown.error, eventDefaults.fetchEvents)}
          onRetry={() => void shown.refetch()}
        />
      )}
      {events && events.length === 0 && (
        <EmptyState title={isSearching ? `No events match “${term}”` : 'No events found'}>
          {isSearching ? 'Try another word of the title.' : 'No event matches these filters. Clear a filter, or create an event.'}
        </EmptyState>
      )}
      {events && events.length > 0 && (
        <ul className="record-list" aria-label={isSearching ? 'Events found' : 'Events'} aria-busy={shown.isFetching}>
          {events.map((event) => (
            <EventRow key={event.event_id} event={event} />
          ))}
        </ul>
      )}
      {!isSearching && list.data && (
        <Pager
          pagination={list.data.pagination}
          noun="events"
          onPage={(page) => setParams(paramsFromFilters({ ...filters, page }, search), { replace: true })}
        />
      )}
    </div>
  )
}
