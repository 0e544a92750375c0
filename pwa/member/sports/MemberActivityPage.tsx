import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router-dom'
import { formatTimeOfDay } from '../../../domain/sports'
import type { ActivityDetails } from '../../../domain/contract/sports-shapes'
import { sportsFailureMessage, sportsMessages } from '../../office/sports/sports-failure'
import { formatMinutes, priceLine, sessionPriceLine } from '../../office/sports/sports-format'
import { MemberFrame } from '../MemberFrame'
import { SavedRead } from '../saved/SavedRead'
import { FreeSlots } from './FreeSlots'
import { memberActivityQuery } from './member-sports-api'
import './member-sports.css'

/** /member/sports/:activityId: while the activity takes bookings its free slots (FreeSlots), then what it is. */
export function MemberActivityPage() {
  const activityId = Number(useParams().activityId)
  const details = useQuery(memberActivityQuery(activityId))
  return (
    <MemberFrame title={details.data?.activity.name ?? 'Activity'} back={{ to: '/member/sports', label: 'Sports' }}>
      <SavedRead
        query={details}
        what="this activity"
        loading="Loading the activity…"
        failure={{
          title: 'The activity could not be loaded',
          message: (error) => sportsFailureMessage(error, sportsMessages.fetchActivity),
        }}
      >
        {(loaded) => (
          <>
            {/* On a phone the free slots come first, in sight at once; what the activity is follows. */}
            {loaded.activity.status === 'active' ? (
              <FreeSlots details={loaded} />
            ) : (
              <p className="panel">
                {loaded.activity.status === 'maintenance'
                  ? 'This activity is under maintenance and takes no bookings for now.'
                  : 'This activity takes no bookings.'}
              </p>
            )}
            <AboutActivity details={loaded} />
          </>
        )}
      </SavedRead>
    </MemberFrame>
  )
}

function AboutActivity({ details: { activity, subcategories } }: { details: ActivityDetails }) {
  const sessionPrices = sessionPriceLine(subcategories)
  return (
    <section className="panel" aria-label="About the activity">
      <p className="record__meta">{activity.category}</p>
      <p className="record__meta">{priceLine(activity)}</p>
      {sessionPrices && <p className="record__meta">Sessions: {sessionPrices}</p>}
      <p className="record__meta">
        Open {formatTimeOfDay(activity.open_time)} – {formatTimeOfDay(activity.close_time)} · {bookingLimits(activity)}
      </p>
      <p className="record__meta">Cancel up to {formatMinutes(activity.cancel_cutoff_minutes)} before the start.</p>
      {activity.description && <p className="event-description">{activity.description}</p>}
    </section>
  )
}

/** 'slots of 1 hour, up to 2 in one booking · up to 4 players', in the singular where a limit is 1. */
function bookingLimits({ slot_minutes, max_slots_per_booking, max_players }: ActivityDetails['activity']): string {
  const slots = max_slots_per_booking === 1 ? 'one in a booking' : `up to ${max_slots_per_booking} in one booking`
  const players = max_players === 1 ? 'for 1 player' : `up to ${max_players} players`
  return `slots of ${formatMinutes(slot_minutes)}, ${slots} · ${players}`
}
