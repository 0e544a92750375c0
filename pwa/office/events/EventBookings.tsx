import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { failureMessage } from '../../api/failure'
import { BookingsTable } from './BookingsTable'
import { eventDefaults } from './failure'
import { Pager } from './Pager'
import { eventBookingsQuery } from './queries'
import { LoadingState } from '../../ui/LoadingState'

/** GET events/{id}/bookings, a page at a time. */
export function EventBookings({ eventId, title }: { eventId: number; title: string }) {
  const [page, setPage] = useState(1)
  const bookings = useQuery(eventBookingsQuery(eventId, page))
  return (
    <section className="panel" aria-labelledby="event-bookings-title">
      <h2 id="event-bookings-title" className="panel__title">
        Bookings
      </h2>
      {bookings.isPending && <LoadingState>Loading bookings…</LoadingState>}
      {bookings.isError && (
        <ErrorState
          title="Bookings could not be loaded"
          message={failureMessage(bookings.error, eventDefaults.fetchBookings)}
          onRetry={() => void bookings.refetch()}
        />
      )}
      {bookings.data?.data.length === 0 && (
        <EmptyState title="No bookings yet">Bookings made by members, at the desk or online appear here.</EmptyState>
      )}
      {bookings.data && bookings.data.data.length > 0 && (
        <>
          <BookingsTable bookings={bookings.data.data} caption={`Bookings for ${title}`} />
          <Pager pagination={bookings.data.pagination} noun="bookings" onPage={setPage} />
        </>
      )}
    </section>
  )
}
