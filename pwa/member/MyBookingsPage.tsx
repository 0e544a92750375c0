import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { formatRupees } from '../../domain/money'
import { useSession } from '../auth/use-session'
import { formatEventWindow, formatWhen, StatusBadge } from '../office/events/event-format'
import { eventDefaults } from '../office/events/failure'
import { failureMessage } from '../api/failure'
import { EmptyState } from '../ui/EmptyState'
import { ErrorState } from '../ui/ErrorState'
import { myBookingsQuery } from './member-events-api'
import { MemberFrame } from './MemberFrame'
import { LoadingState } from '../ui/LoadingState'

/** /member/bookings: the member's bookings (GET member/my-bookings), kept on the phone for offline use. */
export function MyBookingsPage() {
  const member = useSession('member')
  const memberId = member ? (member.memberId ?? member.member_id) : ''
  const bookings = useQuery({ ...myBookingsQuery(memberId), enabled: memberId !== '' })
  return (
    <MemberFrame title="My bookings" back={{ to: '/member', label: 'Membership card' }}>
      {bookings.isPending && <LoadingState>Loading your bookings…</LoadingState>}
      {bookings.isError && (
        <ErrorState
          title="Your bookings could not be loaded"
          message={failureMessage(bookings.error, eventDefaults.fetchBookings)}
          onRetry={() => void bookings.refetch()}
        />
      )}
      {bookings.data?.savedAt && (
        <p className="member-offline" role="status">
          Offline: showing your bookings as saved on this phone on {formatWhen(bookings.data.savedAt)}.
        </p>
      )}
      {bookings.data?.bookings.length === 0 && (
        <EmptyState title="No bookings yet">
          <Link to="/member/events">See the events open for booking</Link>
        </EmptyState>
      )}
      {bookings.data && bookings.data.bookings.length > 0 && (
        <ul className="member-list" aria-label="My bookings">
          {bookings.data.bookings.map((booking) => (
            <li key={booking.booking_id} className="member-list__item">
              <Link to={`/member/bookings/${booking.booking_id}`} className="member-list__link">
                <span className="member-list__title">{booking.event_title}</span>
                <span className="member-list__meta">{formatEventWindow(booking.event_start_at, booking.event_end_at)}</span>
                <span className="member-list__meta">
                  {booking.ticket_count === 1 ? '1 ticket' : `${booking.ticket_count} tickets`} · {formatRupees(booking.total_paise)} ·{' '}
                  <StatusBadge status={booking.status} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </MemberFrame>
  )
}
