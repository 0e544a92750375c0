import { useQuery } from '@tanstack/react-query'
import { ListChecks } from 'lucide-react'
import { Link } from 'react-router-dom'
import { formatTimeOfDay } from '../../../domain/sports'
import type { SportsActivity } from '../../../domain/contract/sports-shapes'
import { sportsFailureMessage, sportsMessages } from '../../office/sports/sports-failure'
import { priceLine } from '../../office/sports/sports-format'
import { EmptyState } from '../../ui/EmptyState'
import { MemberFrame } from '../MemberFrame'
import { memberActivitiesQuery } from './member-sports-api'
import { SavedRead } from '../saved/SavedRead'
import './member-sports.css'

/** Activities grouped by category, in the order the categories first appear. */
export function byCategory(activities: SportsActivity[]): [string, SportsActivity[]][] {
  const groups = new Map<string, SportsActivity[]>()
  for (const activity of activities) groups.set(activity.category, [...(groups.get(activity.category) ?? []), activity])
  return [...groups.entries()]
}

/** /member/sports: the club's bookable activities by category, with price, hours and slot length. */
export function MemberSportsPage() {
  const activities = useQuery(memberActivitiesQuery())
  return (
    <MemberFrame title="Sports" back={{ to: '/member', label: 'Membership card' }}>
      <Link to="/member/bookings" className="member-links__link">
        <ListChecks aria-hidden="true" size={22} /> My bookings
      </Link>
      <SavedRead
        query={activities}
        what="the activities"
        loading="Loading activities…"
        failure={{
          title: 'Activities could not be loaded',
          message: (error) => sportsFailureMessage(error, sportsMessages.fetchActivities),
        }}
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState title="No activities to book yet">
              Courts, lanes and tables appear here once the club opens them for booking.
            </EmptyState>
          ) : (
            byCategory(list).map(([category, inCategory]) => (
              <section key={category} aria-label={category} className="sports-category">
                <h2 className="sports-category__title">{category}</h2>
                <ul className="member-list">
                  {inCategory.map((activity) => (
                    <li key={activity.activity_id} className="member-list__item">
                      <Link to={`/member/sports/${activity.activity_id}`} className="member-list__link">
                        <span className="member-list__title">{activity.name}</span>
                        <span className="member-list__meta">{priceLine(activity)}</span>
                        <span className="member-list__meta">
                          Open {formatTimeOfDay(activity.open_time)} – {formatTimeOfDay(activity.close_time)}
                          {activity.status === 'maintenance' ? ' · Under maintenance' : ''}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))
          )
        }
      </SavedRead>
    </MemberFrame>
  )
}
