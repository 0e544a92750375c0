import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import { Link, useSearchParams } from 'react-router-dom'
import { isBookingNumberText } from '../../../domain/events'
import { DOOR_SEARCH_MIN } from '../../../domain/contract/event-bookings'
import { searchBookings } from '../../../domain/contract/event-bookings-lookup'
import { callApi } from '../../api/client'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { PageTitle } from '../../ui/PageTitle'
import { TextField } from '../../ui/TextField'
import { failureMessage } from '../../api/failure'
import { BookingsTable } from './BookingsTable'
import { eventDefaults } from './failure'
import { Pager } from './Pager'
import { useDebouncedValue } from './use-debounced-value'
import { LoadingState } from '../../ui/LoadingState'
import '../restaurants/restaurants.css'
import './events.css'

/** The server's minimum for a booking search (the door's too); a booking number may be shorter. */
const SEARCH_MIN = DOOR_SEARCH_MIN

/**
 * /dashboard/events/bookings: find a booking of any event by the name or phone it was made under,
 * a ticket holder's name, a member id or the booking number (GET search/bookings). The term and the
 * page live in the address, so a found booking's page can be left and come back to.
 */
export function BookingSearchPage() {
  const [params, setParams] = useSearchParams()
  const text = params.get('q') ?? ''
  const pageNumber = Number(params.get('page')) || 1
  const term = useDebouncedValue(text.trim())
  const isSearching = term.length >= SEARCH_MIN || isBookingNumberText(term)
  const found = useQuery({
    queryKey: ['event-bookings', 'search', term, pageNumber],
    queryFn: ({ signal }) => callApi(searchBookings, { query: { q: term, page: pageNumber, limit: 20 } }, { signal }),
    enabled: isSearching,
    placeholderData: keepPreviousData,
  })

  return (
    <div>
      <PageTitle>Find a booking</PageTitle>
      <Link to="/dashboard/events" className="button button--ghost">
        <ArrowLeft aria-hidden="true" size={18} /> Events
      </Link>
      <h1 className="page-heading">Find a booking</h1>
      <div className="panel">
        <TextField
          label="Name, phone, member id or booking number"
          type="search"
          value={text}
          onChange={(next) => setParams(next ? { q: next } : {}, { replace: true })}
          hint={`At least ${SEARCH_MIN} characters, or a booking number`}
          autoFocus
        />
      </div>
      {!isSearching && (
        <EmptyState title="Search for a booking">
          Type a booking number, or at least {SEARCH_MIN} characters of a name, a phone number or a member id.
        </EmptyState>
      )}
      {isSearching && found.isPending && <LoadingState>Searching bookings…</LoadingState>}
      {isSearching && found.isError && (
        <ErrorState
          title="Bookings could not be searched"
          message={failureMessage(found.error, eventDefaults.fetchBookings)}
          onRetry={() => void found.refetch()}
        />
      )}
      {isSearching && found.data && found.data.data.length === 0 && (
        <EmptyState title={`No bookings match “${term}”`}>Check the spelling, or try the phone number.</EmptyState>
      )}
      {isSearching && found.data && found.data.data.length > 0 && (
        <>
          <div aria-busy={found.isFetching}>
            <BookingsTable bookings={found.data.data} caption={`Bookings matching ${term}`} />
          </div>
          <Pager
            pagination={found.data.pagination}
            noun="bookings"
            onPage={(page) => setParams({ q: text, page: String(page) }, { replace: true })}
          />
        </>
      )}
    </div>
  )
}
