import { Link } from 'react-router-dom'
import { formatTimeOfDay } from '../../../domain/sports'
import { StatusBadge } from '../events/event-format'
import { priceLine } from './sports-format'
import type { SportsActivity } from '../../../domain/contract/sports-shapes'

/** One activity in the list: name, category, who sees it, hours, price, and its status. */
export function ActivityRow({ activity }: { activity: SportsActivity }) {
  return (
    <li className="record">
      <div className="record__main">
        <p className="record__title">
          <Link to={`/dashboard/sports/${activity.activity_id}`}>{activity.name}</Link>
        </p>
        <p className="record__meta">
          {[
            activity.category,
            activity.is_public ? 'Public' : 'Members only',
            `${formatTimeOfDay(activity.open_time)} – ${formatTimeOfDay(activity.close_time)}`,
            `${activity.item_ids.length} ${activity.item_ids.length === 1 ? 'item' : 'items'}`,
          ].join(' · ')}
        </p>
        <p className="record__meta">{priceLine(activity)}</p>
      </div>
      <div className="record__actions">
        <StatusBadge status={activity.status} />
      </div>
    </li>
  )
}
