import { useIsRestoring, useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { useOnlineStatus } from '../../app/use-online-status'
import { failureMessage } from '../../api/failure'
import { useSession } from '../../auth/use-session'
import { eventDefaults } from '../../office/events/failure'
import { sportsFailureMessage, sportsMessages } from '../../office/sports/sports-failure'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { LoadingState } from '../../ui/LoadingState'
import { myBookingsQuery } from '../member-events-api'
import { MemberFrame } from '../MemberFrame'
import { SavedNotice } from '../saved/SavedRead'
import { savedReadState } from '../saved/saved-read'
import { memberActivitiesQuery, mySportsBookingsQuery } from '../sports/member-sports-api'
import { BookingList } from './BookingList'
import { arrangeBookings } from './arrange-bookings'
import '../sports/member-sports.css'

/** ADR 015's default, for a booking whose activity is no longer listed. */
const DEFAULT_CUTOFF_MINUTES = 120

/**
 * /member/bookings: the member's event and sports bookings in one list, upcoming first. Both are
 * kept on the phone (the wallets), so the list opens offline with what was saved, and says so.
 */
export function MyBookingsPage() {
  const member = useSession('member')
  const memberId = member ? (member.memberId ?? member.member_id) : ''
  const isOnline = useOnlineStatus()
  const isRestoring = useIsRestoring()
  const events = useQuery({ ...myBookingsQuery(memberId), enabled: memberId !== '' })
  const sports = useQuery({ ...mySportsBookingsQuery(memberId), enabled: memberId !== '' })
  const activities = useQuery(memberActivitiesQuery())
  const eventState = savedReadState(events, isOnline, events.data?.savedAt)
  const sportsState = savedReadState(sports, isOnline, sports.data?.savedAt)
  const states = [eventState, sportsState]
  const cutoffOf = (activityId: number) =>
    activities.data?.find((activity) => activity.activity_id === activityId)?.cancel_cutoff_minutes ?? DEFAULT_CUTOFF_MINUTES

  const frame = (children: ReactNode) => (
    <MemberFrame title="My bookings" back={{ to: '/member', label: 'Membership card' }}>
      {children}
    </MemberFrame>
  )
  if (isRestoring || states.some((state) => state.kind === 'loading')) return frame(<LoadingState>Loading your bookings…</LoadingState>)
  if (states.every((state) => state.kind === 'nothing-saved')) {
    return frame(
      <div role="status">
        <EmptyState title="You are offline">
          This phone has not saved your bookings yet. Open this page again once you are back online.
        </EmptyState>
      </div>,
    )
  }

  const now = new Date()
  const { upcoming, past } = arrangeBookings(
    eventState.kind === 'shown' ? eventState.data.bookings : [],
    sportsState.kind === 'shown' ? sportsState.data.bookings : [],
    now,
  )
  const savedAt = states.flatMap((state) => (state.kind === 'shown' && state.savedAt ? [state.savedAt] : [])).sort()[0]
  const isComplete = states.every((state) => state.kind === 'shown')
  return frame(
    <>
      {savedAt && <SavedNotice what="your bookings" savedAt={savedAt} />}
      {eventState.kind === 'failed' && (
        <ErrorState
          title="Your event bookings could not be loaded"
          message={failureMessage(eventState.error, eventDefaults.fetchBookings)}
          onRetry={() => void events.refetch()}
        />
      )}
      {sportsState.kind === 'failed' && (
        <ErrorState
          title="Your sports bookings could not be loaded"
          message={sportsFailureMessage(sportsState.error, sportsMessages.fetchBookings)}
          onRetry={() => void sports.refetch()}
        />
      )}
      {eventState.kind === 'nothing-saved' && <p className="member-offline">Your event bookings are not saved on this phone yet.</p>}
      {sportsState.kind === 'nothing-saved' && <p className="member-offline">Your sports bookings are not saved on this phone yet.</p>}
      {isComplete && upcoming.length === 0 && past.length === 0 ? (
        <EmptyState title="No bookings yet">
          <Link to="/member/events">See the events open for booking</Link> or <Link to="/member/sports">book a court, lane or table</Link>.
        </EmptyState>
      ) : (
        <>
          <BookingList
            title="Upcoming"
            label="Upcoming bookings"
            entries={upcoming}
            cutoffOf={cutoffOf}
            now={now}
            emptyText="Nothing booked ahead."
          />
          {past.length > 0 && <BookingList title="Past" label="Past bookings" entries={past} cutoffOf={cutoffOf} now={now} />}
        </>
      )}
    </>,
  )
}
