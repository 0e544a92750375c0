import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router-dom'
import { useSession } from '../auth/use-session'
import { formatEventWindow, labelOf } from '../office/events/event-format'
import { eventDefaults } from '../office/events/failure'
import { failureMessage } from '../api/failure'
import { ErrorState } from '../ui/ErrorState'
import { Spinner } from '../ui/Spinner'
import { BookTicketsForm } from './BookTicketsForm'
import { memberEventQuery } from './member-events-api'
import { memberPriceText } from './MemberEventsPage'
import { MemberFrame } from './MemberFrame'

/** /member/events/:eventId: the event (GET member/events/{id}) and, while it takes bookings, the booking form. */
export function MemberEventPage() {
  const eventId = Number(useParams().eventId)
  const member = useSession('member')
  const event = useQuery(memberEventQuery(eventId))
  const back = { to: '/member/events', label: 'Events' }

  if (event.isPending) {
    return (
      <MemberFrame title="Event" back={back}>
        <p aria-busy="true">
          <Spinner /> Loading the event…
        </p>
      </MemberFrame>
    )
  }
  if (event.isError || !member) {
    return (
      <MemberFrame title="Event" back={back}>
        <ErrorState
          title="The event could not be loaded"
          message={failureMessage(event.error, eventDefaults.fetchEvents)}
          onRetry={() => void event.refetch()}
        />
      </MemberFrame>
    )
  }
  const details = event.data
  const isBookable = details.status === 'published' && details.upcoming && details.seats_left > 0
  return (
    <MemberFrame title={details.title} back={back}>
      <section className="panel" aria-label="About the event">
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
      {isBookable ? (
        <BookTicketsForm event={details} memberId={member.memberId ?? member.member_id} memberName={member.name} />
      ) : (
        <p className="panel">{details.seats_left === 0 ? 'This event is sold out.' : 'This event no longer takes bookings.'}</p>
      )}
    </MemberFrame>
  )
}
