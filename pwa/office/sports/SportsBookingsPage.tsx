import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router-dom'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { PageTitle } from '../../ui/PageTitle'
import { Pager } from '../events/Pager'
import { useDebouncedValue } from '../events/use-debounced-value'
import { BookingFiltersBar } from './BookingFiltersBar'
import { filtersFromParams, paramsFromFilters } from './list-params'
import { defaultBookingFilters, sportsBookingsQuery } from './queries'
import { sportsFailureMessage, sportsMessages } from './sports-failure'
import { SportsBookingsTable } from './SportsBookingsTable'
import { SportsNav } from './SportsNav'
import { LoadingState } from '../../ui/LoadingState'
import '../restaurants/restaurants.css'
import '../events/events.css'

const MEMBER_ID = /^[A-Z0-9-]{2,20}$/

/** /dashboard/sports/bookings: every booking, filtered by activity, status, member and date. */
export function SportsBookingsPage() {
  const [params, setParams] = useSearchParams()
  const filters = filtersFromParams(params, defaultBookingFilters)
  // A member id half typed is not sent: the server would answer 400 for it.
  const memberId = useDebouncedValue(filters.member_id)
  const isMemberIdReady = memberId === '' || MEMBER_ID.test(memberId)
  const list = useQuery({ ...sportsBookingsQuery({ ...filters, member_id: memberId }), enabled: isMemberIdReady })
  const bookings = list.data?.data
  return (
    <div>
      <PageTitle>Sports bookings</PageTitle>
      <h1 className="page-heading">Sports bookings</h1>
      <SportsNav />
      <BookingFiltersBar
        filters={filters}
        onChange={(next) => setParams(paramsFromFilters(next, defaultBookingFilters), { replace: true })}
      />
      {list.isPending && isMemberIdReady && <LoadingState>Loading bookings…</LoadingState>}
      {list.isError && (
        <ErrorState
          title="Bookings could not be loaded"
          message={sportsFailureMessage(list.error, sportsMessages.fetchBookings)}
          onRetry={() => void list.refetch()}
        />
      )}
      {bookings && bookings.length === 0 && <EmptyState title="No bookings found">No booking matches these filters.</EmptyState>}
      {bookings && bookings.length > 0 && <SportsBookingsTable bookings={bookings} caption="Sports bookings" />}
      {list.data && (
        <Pager
          pagination={list.data.pagination}
          noun="bookings"
          onPage={(page) => setParams(paramsFromFilters({ ...filters, page }, defaultBookingFilters), { replace: true })}
        />
      )}
    </div>
  )
}
