import { useQuery } from '@tanstack/react-query'
import { failureMessage } from '../../api/failure'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { LoadingState } from '../../ui/LoadingState'
import { MemberEventBookingsTable } from './MemberEventBookingsTable'
import { SportsBookingsTable } from '../sports/SportsBookingsTable'
import type { MenuEntry } from '../queries'
import { memberEventBookingsQuery, memberSportsBookingsQuery } from './queries'

/**
 * The member's event and sports bookings together, read from the events and sports areas' own lists
 * (by member): each part shows for a role that may view that area.
 */
export function MemberBookingsTab({
  memberId,
  events,
  sports,
}: {
  memberId: string
  events: MenuEntry['access']
  sports: MenuEntry['access']
}) {
  return (
    <div>
      <h2 className="panel__title member-section-title">Event bookings</h2>
      {events.view ? <EventBookings memberId={memberId} /> : <p className="record__meta">Your role does not open event bookings.</p>}
      <h2 className="panel__title member-section-title">Sports bookings</h2>
      {sports.view ? <SportsBookings memberId={memberId} /> : <p className="record__meta">Your role does not open sports bookings.</p>}
    </div>
  )
}

function EventBookings({ memberId }: { memberId: string }) {
  const list = useQuery(memberEventBookingsQuery(memberId))
  if (list.isPending) return <LoadingState>Loading event bookings…</LoadingState>
  if (list.isError)
    return (
      <ErrorState
        title="Event bookings could not be loaded"
        message={failureMessage(list.error, 'Failed to fetch bookings')}
        onRetry={() => void list.refetch()}
      />
    )
  if (list.data.data.length === 0)
    return <EmptyState title="No event bookings">Bookings of club events for this member appear here.</EmptyState>
  return <MemberEventBookingsTable bookings={list.data.data} />
}

function SportsBookings({ memberId }: { memberId: string }) {
  const list = useQuery(memberSportsBookingsQuery(memberId))
  if (list.isPending) return <LoadingState>Loading sports bookings…</LoadingState>
  if (list.isError)
    return (
      <ErrorState
        title="Sports bookings could not be loaded"
        message={failureMessage(list.error, 'Failed to fetch bookings')}
        onRetry={() => void list.refetch()}
      />
    )
  if (list.data.data.length === 0)
    return <EmptyState title="No sports bookings">Court, lane and table bookings for this member appear here.</EmptyState>
  return <SportsBookingsTable bookings={list.data.data} caption="Sports bookings" />
}
