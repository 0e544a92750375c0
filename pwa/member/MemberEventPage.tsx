import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router-dom'
import { useOnlineStatus } from '../app/use-online-status'
import { useSession } from '../auth/use-session'
import { formatEventWindow, labelOf } from '../office/events/event-format'
import { eventDefaults } from '../office/events/failure'
import { failureMessage } from '../api/failure'
import { ResponsiveImage } from '../public-site/media/ResponsiveImage'
import { BookTicketsForm } from './BookTicketsForm'
import { memberEventQuery } from './member-events-api'
import { memberPriceText } from './MemberEventsPage'
import { MemberFrame } from './MemberFrame'
import { SavedRead } from './saved/SavedRead'

/** /member/events/:eventId: the event (GET member/events/{id}) and, while it takes bookings, the booking form. */
export function MemberEventPage() {
  const eventId = Number(useParams().eventId)
  const member = useSession('member')
  const isOnline = useOnlineStatus()
  const event = useQuery(memberEventQuery(eventId))
  return (
    <MemberFrame title={event.data?.title ?? 'Event'} back={{ to: '/member/events', label: 'Events' }}>
      <SavedRead
        query={event}
        what="this event"
        loading="Loading the event…"
        failure={{ title: 'The event could not be loaded', message: (error) => failureMessage(error, eventDefaults.fetchEvents) }}
      >
        {(details) => {
          const isBookable = details.status === 'published' && details.upcoming && details.seats_left > 0
          return (
            <>
              <section className="panel event-about" aria-label="About the event">
                {details.image_url && (
                  <ResponsiveImage
                    src={details.image_url}
                    alt=""
                    width={960}
                    height={540}
                    sizes="(min-width: 40rem) 38rem, 92vw"
                    className="event-about__picture"
                  />
                )}
                <p className="record__meta">{formatEventWindow(details.start_at, details.end_at)}</p>
                <p className="record__meta">
                  {[details.venue, labelOf(details.event_type), details.visibility === 'members' ? 'Members only' : null]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                <p className="record__meta">
                  {memberPriceText(details.member_price_paise ?? details.price_paise)} for members · {details.seats_left} seats left
                </p>
                {details.description && <p className="event-description">{details.description}</p>}
                {details.highlights.length > 0 && (
                  <ul>
                    {details.highlights.map((highlight) => (
                      <li key={highlight}>{highlight}</li>
                    ))}
                  </ul>
                )}
              </section>
              {!isBookable ? (
                <p className="panel">{details.seats_left === 0 ? 'This event is sold out.' : 'This event no longer takes bookings.'}</p>
              ) : !isOnline ? (
                <p className="panel">Booking needs a connection: book once you are back online.</p>
              ) : (
                member && <BookTicketsForm event={details} member={member} />
              )}
            </>
          )
        }}
      </SavedRead>
    </MemberFrame>
  )
}
