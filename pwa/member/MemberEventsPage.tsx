import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { formatRupees } from '../../domain/money'
import { formatEventWindow, labelOf } from '../office/events/event-format'
import { eventDefaults } from '../office/events/failure'
import { failureMessage } from '../api/failure'
import { ResponsiveImage } from '../public-site/media/ResponsiveImage'
import { EmptyState } from '../ui/EmptyState'
import { availableEventsQuery } from './member-events-api'
import { MemberFrame } from './MemberFrame'
import { SavedRead } from './saved/SavedRead'

/** /member/events: the published events a member can still book (GET member/events/available), with their pictures. */
export function MemberEventsPage() {
  const events = useQuery(availableEventsQuery())
  return (
    <MemberFrame title="Events" back={{ to: '/member', label: 'Membership card' }}>
      <SavedRead
        query={events}
        what="the events"
        loading="Loading events…"
        failure={{ title: 'Events could not be loaded', message: (error) => failureMessage(error, eventDefaults.fetchEvents) }}
      >
        {({ data }) =>
          data.length === 0 ? (
            <EmptyState title="No events open for booking">New events appear here as soon as the club publishes them.</EmptyState>
          ) : (
            <ul className="member-list" aria-label="Events open for booking">
              {data.map((event) => (
                <li key={event.event_id} className="member-list__item">
                  <Link to={`/member/events/${event.event_id}`} className="booking-card booking-card--link">
                    <ResponsiveImage
                      src={event.image_url ?? '/images/placeholder'}
                      alt=""
                      width={96}
                      height={72}
                      sizes="6rem"
                      className="booking-card__picture"
                    />
                    <span className="booking-card__body">
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
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </SavedRead>
    </MemberFrame>
  )
}

export const memberPriceText = (paise: number) => (paise === 0 ? 'Free' : `${formatRupees(paise)} a ticket`)
