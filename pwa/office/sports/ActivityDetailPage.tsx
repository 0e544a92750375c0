import { useQuery } from '@tanstack/react-query'
import { ArrowLeft, CalendarDays, ListChecks, Pencil } from 'lucide-react'
import { useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router-dom'
import { formatTimeOfDay, sportsActivityStatuses, type SportsActivityStatus } from '../../../domain/sports'
import { changeActivityStatus, deleteActivity } from '../../../domain/contract/sports-activities'
import type { ActivityDetails } from '../../../domain/contract/sports-shapes'
import { callApi } from '../../api/client'
import { ErrorState } from '../../ui/ErrorState'
import { PageTitle } from '../../ui/PageTitle'
import { Spinner } from '../../ui/Spinner'
import { ConfirmButton } from '../events/ConfirmButton'
import { formatWhen, StatusBadge } from '../events/event-format'
import { optionsOf, SelectField } from '../../ui/SelectField'
import { useAreaAccess } from '../restaurants/use-area-access'
import { ItemsPanel } from './ItemsPanel'
import { activityQuery, itemsInUseQuery } from './queries'
import { sportsFailureMessage, sportsMessages } from './sports-failure'
import { formatMinutes, formatPrice } from './sports-format'
import { SubcategoriesPanel } from './SubcategoriesPanel'
import { useSportsAction } from './use-sports-action'
import { LoadingState } from '../../ui/LoadingState'
import '../restaurants/restaurants.css'
import '../events/events.css'
import { HistorySection } from '../audit/HistorySection'

/** /dashboard/sports/:activityId: the activity's rules, status, items and subcategories. */
export function ActivityDetailPage() {
  const activityId = Number(useParams().activityId)
  const details = useQuery(activityQuery(activityId))
  if (details.isPending) {
    return <LoadingState>Loading the activity…</LoadingState>
  }
  if (details.isError) {
    return (
      <ErrorState
        title="The activity could not be loaded"
        message={sportsFailureMessage(details.error, sportsMessages.fetchActivity)}
        onRetry={() => void details.refetch()}
      />
    )
  }
  return <ActivityDetail details={details.data} />
}

function ActivityDetail({ details }: { details: ActivityDetails }) {
  const { activity } = details
  const navigate = useNavigate()
  const access = useAreaAccess('sports')
  const itemsToday = useQuery(itemsInUseQuery(activity.activity_id))
  const [status, setStatus] = useState<SportsActivityStatus>(activity.status)
  const params = { id: activity.activity_id }
  const changeStatus = useSportsAction((next: SportsActivityStatus) => callApi(changeActivityStatus, { params, body: { status: next } }), {
    success: 'Status updated successfully',
    failure: sportsMessages.updateStatus,
  })
  const remove = useSportsAction(
    () => callApi(deleteActivity, { params }),
    { success: 'Activity deleted successfully', failure: sportsMessages.deleteActivity },
    { onSuccess: () => navigate('/dashboard/sports') },
  )

  const facts: [string, string][] = [
    ['Category', activity.category],
    ['Shown to', activity.is_public ? 'Everyone: listed on the public site' : 'Members only'],
    [
      'Hours',
      `${formatTimeOfDay(activity.open_time)} – ${formatTimeOfDay(activity.close_time)}, slots of ${formatMinutes(activity.slot_minutes)}`,
    ],
    [
      'Price per slot',
      `${formatPrice(activity.price_paise)} members · ${formatPrice(activity.guest_price_paise ?? activity.price_paise)} guests`,
    ],
    [
      'Bookings',
      `Up to ${activity.max_slots_per_booking} slots and ${activity.max_players} players; members book up to ${activity.booking_window_days} days ahead and cancel until ${formatMinutes(activity.cancel_cutoff_minutes)} before the start`,
    ],
    ['Updated', formatWhen(activity.updated_at)],
  ]
  if (activity.description) facts.push(['Description', activity.description])

  return (
    <div>
      <PageTitle>{activity.name}</PageTitle>
      <Link to="/dashboard/sports" className="button button--ghost">
        <ArrowLeft aria-hidden="true" size={18} /> All activities
      </Link>
      <div className="page-toolbar">
        <h1 className="page-heading">
          {activity.name} <StatusBadge status={activity.status} />
        </h1>
        <div className="page-toolbar__actions">
          <Link to={`/dashboard/sports/calendar?activity=${activity.activity_id}`} className="button button--secondary">
            <CalendarDays aria-hidden="true" size={18} /> Calendar
          </Link>
          <Link to={`/dashboard/sports/bookings?activity_id=${activity.activity_id}`} className="button button--secondary">
            <ListChecks aria-hidden="true" size={18} /> Bookings
          </Link>
          {access.edit && (
            <Link to={`/dashboard/sports/${activity.activity_id}/edit`} className="button button--primary">
              <Pencil aria-hidden="true" size={18} /> Edit
            </Link>
          )}
        </div>
      </div>
      <dl className="facts panel">
        {facts.map(([label, value]) => (
          <div key={label} className="facts__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {(access.edit || access.delete) && (
        <section className="panel" aria-labelledby="activity-changes-title">
          <h2 id="activity-changes-title" className="panel__title">
            Status
          </h2>
          {access.edit && (
            <form
              className="form__row"
              aria-label="Activity status"
              onSubmit={(event) => {
                event.preventDefault()
                if (status !== activity.status) changeStatus.mutate(status)
              }}
            >
              <SelectField
                label="Status"
                value={status}
                onChange={(value) => setStatus(value as SportsActivityStatus)}
                options={optionsOf(sportsActivityStatuses)}
              />
              <button type="submit" className="button button--secondary" disabled={status === activity.status || changeStatus.isPending}>
                {changeStatus.isPending && <Spinner size="small" />}
                Update status
              </button>
            </form>
          )}
          <p className="record__meta">Active: members book it. Maintenance: shown, not bookable. Inactive: hidden from members.</p>
          {access.delete && (
            <ConfirmButton
              label="Delete activity"
              question={`Delete ${activity.name}? It disappears from every list; its bookings are kept.`}
              confirmLabel="Confirm delete activity"
              isBusy={remove.isPending}
              onConfirm={() => remove.mutate(undefined)}
            />
          )}
        </section>
      )}
      <ItemsPanel activityId={activity.activity_id} items={details.items} access={access} inUse={itemsToday.data} />
      <SubcategoriesPanel activityId={activity.activity_id} subcategories={details.subcategories} access={access} />
      <HistorySection recordType="sports_activity" recordId={activity.activity_id} noun="activity" />
    </div>
  )
}
