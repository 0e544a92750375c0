import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { formatRupees } from '../../domain/money'
import { formatEventWindow, labelOf } from '../office/events/event-format'
import { eventDefaults } from '../office/events/failure'
import { failureMessage } from '../api/failure'
import { EmptyState } from '../ui/EmptyState'
import { ErrorState } from '../ui/ErrorState'
import { availableEventsQuery } from './member-events-api'
import { MemberFrame } from './MemberFrame'
import { LoadingState } from '../ui/LoadingState'

/** /member/events: the published events a member can still book (GET member/events/available). */
export function MemberEventsPage() {
  const events = useQuery(availableEventsQuery())
  return (
    <MemberFrame title="Events" back={{ to: '/member', label: 'Membership card' }}>
      {events.isPending && <LoadingState>Loading events…</LoadingState>}
      {events.isError && (
        <ErrorState
          title="Events could not be loaded"
          message={failureMessage(events.error, eventDefaults.fetchEvents)}
          onRetry={() => void events.refetch()}
        />
      )}
      {events.data?.data.length === 0 && (
        <EmptyState title="No events open for booking">New events appear here as soon as the club publishes them.</EmptyState>
      )}
      {events.data && events.data.data.length > 0 && (
        <ul className="member-list" aria-label="Events open for booking">
          {events.data.data.map((event) => (
            <li key={event.event_id} className="member-list__item">
              <Link to={`/member/events/${event.event_id}`} className="member-list__link">
                <span className="member-list__title">{event.title}</span>
                <span className="member-list__meta">{formatEventWindow(event.start_at, event.end_at)}</span>
                <span className="member-list__meta">
                  {[
                    event.venue,
                    labelOf(event.event_type),
                    memberPriceText(event.member_price_paise ?? event.price_paise),
                    `${event.seats_left} seats left`,
                  ].join(' · ')}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </MemberFrame>
  )
}

export const memberPriceText = (paise: number) => (paise === 0 ? 'Free' : `${formatRupees(paise)} a ticket`)
