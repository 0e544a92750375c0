import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { clubInstant } from '../../../domain/sports'
import { useSession } from '../../auth/use-session'
import { sportsFailureMessage, sportsMessages } from '../../office/sports/sports-failure'
import type { SportsBooking } from '../../../domain/contract/sports-bookings'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { MemberFrame } from '../MemberFrame'
import { memberActivitiesQuery, mySportsBookingsQuery } from './member-sports-api'
import { SportsBookingCard } from './SportsBookingCard'
import { LoadingState } from '../../ui/LoadingState'
import './member-sports.css'

/** ADR 015's default, for a booking whose activity is no longer listed. */
const DEFAULT_CUTOFF_MINUTES = 120

const endOf = (booking: SportsBooking) => clubInstant(booking.booking_date.slice(0, 10), booking.end_time).getTime()

/** Upcoming first (soonest first), then past (latest first). */
export function splitByTime(bookings: SportsBooking[], now: Date): { upcoming: SportsBooking[]; past: SportsBooking[] } {
  const upcoming = bookings.filter((booking) => endOf(booking) > now.getTime()).sort((a, b) => endOf(a) - endOf(b))
  const past = bookings.filter((booking) => endOf(booking) <= now.getTime()).sort((a, b) => endOf(b) - endOf(a))
  return { upcoming, past }
}

/** /member/sports/bookings: the member's slot bookings (GET member/bookings), upcoming and past. */
export function MySportsBookingsPage() {
  const member = useSession('member')
  const memberId = member ? (member.memberId ?? member.member_id) : ''
  const bookings = useQuery({ ...mySportsBookingsQuery(memberId), enabled: memberId !== '' })
  const activities = useQuery(memberActivitiesQuery())
  const now = new Date()
  const cutoffOf = (activityId: number) =>
    activities.data?.find((activity) => activity.activity_id === activityId)?.cancel_cutoff_minutes ?? DEFAULT_CUTOFF_MINUTES
  const split = bookings.data ? splitByTime(bookings.data, now) : undefined

  return (
    <MemberFrame title="My sports bookings" back={{ to: '/member/sports', label: 'Sports' }}>
      {bookings.isPending && <LoadingState>Loading your bookings…</LoadingState>}
      {bookings.isError && (
        <ErrorState
          title="Your bookings could not be loaded"
          message={sportsFailureMessage(bookings.error, sportsMessages.fetchBookings)}
          onRetry={() => void bookings.refetch()}
        />
      )}
      {bookings.data?.length === 0 && (
        <EmptyState title="No sports bookings yet">
          <Link to="/member/sports">Book a court, lane or table</Link>
        </EmptyState>
      )}
      {split && bookings.data && bookings.data.length > 0 && (
        <>
          <section aria-labelledby="upcoming-title" className="sports-category">
            <h2 id="upcoming-title" className="sports-category__title">
              Upcoming
            </h2>
            {split.upcoming.length === 0 ? (
              <p className="record__meta">Nothing booked ahead.</p>
            ) : (
              <ul className="member-list" aria-label="Upcoming bookings">
                {split.upcoming.map((booking) => (
                  <SportsBookingCard key={booking.booking_id} booking={booking} cutoffMinutes={cutoffOf(booking.activity_id)} now={now} />
                ))}
              </ul>
            )}
          </section>
          {split.past.length > 0 && (
            <section aria-labelledby="past-title" className="sports-category">
              <h2 id="past-title" className="sports-category__title">
                Past
              </h2>
              <ul className="member-list" aria-label="Past bookings">
                {split.past.map((booking) => (
                  <SportsBookingCard key={booking.booking_id} booking={booking} cutoffMinutes={cutoffOf(booking.activity_id)} now={now} />
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </MemberFrame>
  )
}
