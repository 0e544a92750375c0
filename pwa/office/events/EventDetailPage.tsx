import { useQuery } from '@tanstack/react-query'
import { ArrowLeft, BarChart3, Pencil, Ticket, TicketPercent } from 'lucide-react'
import { Link, useParams } from 'react-router-dom'
import { formatRupees } from '../../../domain/money'
import { ErrorState } from '../../ui/ErrorState'
import { PageTitle } from '../../ui/PageTitle'
import { Spinner } from '../../ui/Spinner'
import { failureMessage } from '../../api/failure'
import { useAreaAccess } from '../restaurants/use-area-access'
import { BookingStatsList } from './BookingStatsList'
import { ConfirmButton } from './ConfirmButton'
import { EventBookings } from './EventBookings'
import { formatEventWindow, labelOf, StatusBadge } from './event-format'
import { eventDefaults } from './failure'
import { eventQuery } from './queries'
import { useEventActions } from './use-event-actions'
import type { BookingStats, ClubEvent } from '../../../domain/contract/events'
import { LoadingState } from '../../ui/LoadingState'
import '../restaurants/restaurants.css'
import './events.css'
import { HistorySection } from '../audit/HistorySection'

/** /dashboard/events/:eventId: the event, what can be done with it, its figures and its bookings. */
export function EventDetailPage() {
  const eventId = Number(useParams().eventId)
  const event = useQuery(eventQuery(eventId))

  if (event.isPending) {
    return <LoadingState>Loading the event…</LoadingState>
  }
  if (event.isError) {
    return (
      <ErrorState
        title="The event could not be loaded"
        message={failureMessage(event.error, eventDefaults.fetchEvents)}
        onRetry={() => void event.refetch()}
      />
    )
  }
  return <EventDetail event={event.data.event} stats={event.data.booking_stats} />
}

function EventDetail({ event, stats }: { event: ClubEvent; stats: BookingStats }) {
  const access = useAreaAccess('events')
  const { publish, remove } = useEventActions(event)
  const isOpen = event.status === 'draft' || event.status === 'published'
  const hasBookings = stats.total_bookings > 0
  const prices = [
    event.price_paise === 0 ? 'Free' : `${formatRupees(event.price_paise)} a ticket`,
    event.member_price_paise != null && event.member_price_paise !== event.price_paise
      ? `members ${formatRupees(event.member_price_paise)}`
      : null,
  ]
  return (
    <div>
      <PageTitle>{event.title}</PageTitle>
      <Link to="/dashboard/events" className="button button--ghost">
        <ArrowLeft aria-hidden="true" size={18} /> All events
      </Link>
      <div className="page-toolbar">
        <div>
          <h1 className="page-heading">{event.title}</h1>
          <p className="record__meta">
            <StatusBadge status={event.status} />{' '}
            {[labelOf(event.event_type), event.visibility === 'members' ? 'Members only' : 'Public', event.featured ? 'Featured' : null]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <p className="record__meta">{[formatEventWindow(event.start_at, event.end_at), event.venue].join(' · ')}</p>
          <p className="record__meta">
            {prices.filter(Boolean).join(', ')} · capacity {event.capacity}
          </p>
        </div>
        <div className="page-toolbar__actions">
          {access.edit && isOpen && (
            <Link to={`/dashboard/events/${event.event_id}/edit`} className="button button--secondary">
              <Pencil aria-hidden="true" size={18} /> Edit
            </Link>
          )}
          {access.edit && event.status === 'draft' && (
            <button type="button" className="button button--primary" disabled={publish.isPending} onClick={() => publish.mutate()}>
              {publish.isPending && <Spinner size="small" />}
              Publish
            </button>
          )}
          {access.delete && event.status !== 'cancelled' && (
            <ConfirmButton
              label={hasBookings ? 'Cancel event' : 'Delete'}
              accessibleName={`${hasBookings ? 'Cancel' : 'Delete'} ${event.title}`}
              question={
                hasBookings
                  ? `${event.title} has bookings: it will be kept as cancelled and its active bookings cancelled. Go ahead?`
                  : `Delete ${event.title}? This cannot be undone.`
              }
              confirmLabel={hasBookings ? 'Confirm cancel event' : 'Confirm delete'}
              isBusy={remove.isPending}
              onConfirm={() => remove.mutate()}
            />
          )}
        </div>
      </div>
      {event.description && <p className="event-description">{event.description}</p>}
      <nav className="event-links" aria-label="Event tools">
        {access.create && event.status === 'published' && (
          <Link to={`/dashboard/events/${event.event_id}/walk-in`} className="button button--primary">
            <Ticket aria-hidden="true" size={18} /> Walk-in booking
          </Link>
        )}
        {access.create && isOpen && (
          <Link to={`/dashboard/events/${event.event_id}/coupons`} className="button button--secondary">
            <TicketPercent aria-hidden="true" size={18} /> Coupons
          </Link>
        )}
        <Link to={`/dashboard/events/${event.event_id}/stats`} className="button button--secondary">
          <BarChart3 aria-hidden="true" size={18} /> Live figures
        </Link>
      </nav>
      <BookingStatsList stats={stats} capacity={event.capacity} />
      <EventBookings eventId={event.event_id} title={event.title} />
      <HistorySection recordType="event" recordId={event.event_id} noun="event" />
    </div>
  )
}
