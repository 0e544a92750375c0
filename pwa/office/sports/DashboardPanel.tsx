import { useQuery } from '@tanstack/react-query'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { labelOf } from '../events/event-format'
import { Figures } from './Figures'
import { sportsDashboardQuery } from './queries'
import { sportsFailureMessage, sportsMessages } from './sports-failure'
import { formatDay, formatPrice } from './sports-format'
import { SportsBookingsTable } from './SportsBookingsTable'
import { LoadingState } from '../../ui/LoadingState'

/** GET dashboard: today at a glance, the week ahead, and today's bookings. */
export function DashboardPanel() {
  const dashboard = useQuery(sportsDashboardQuery())
  if (dashboard.isPending) {
    return <LoadingState>Loading today's figures…</LoadingState>
  }
  if (dashboard.isError)
    return (
      <ErrorState
        title="Today's figures could not be loaded"
        message={sportsFailureMessage(dashboard.error, sportsMessages.fetchStatistics)}
        onRetry={() => void dashboard.refetch()}
      />
    )
  const { today, activities } = dashboard.data
  return (
    <section className="panel" aria-labelledby="today-title">
      <h2 id="today-title" className="panel__title">
        Today, {formatDay(dashboard.data.date)}
      </h2>
      <Figures
        label="Today"
        figures={[
          ['Bookings', String(today.bookings)],
          ['On court now', String(today.on_court_now)],
          ['Still to come', String(today.still_to_come)],
          ['Checked in', String(today.checked_in)],
          ['No-shows', String(today.no_show)],
          ['Cancelled', String(today.cancelled)],
          ['Value', formatPrice(Number(today.revenue_paise))],
          ['Next 7 days', String(dashboard.data.upcoming_week_bookings)],
        ]}
      />
      <Figures
        label="Activities"
        figures={[
          ['Activities', String(activities.total)],
          ...Object.entries(activities.by_status).map(([status, count]): [string, string] => [labelOf(status), String(count)]),
        ]}
      />
      {dashboard.data.todays_bookings.length === 0 ? (
        <EmptyState title="No bookings today" />
      ) : (
        <SportsBookingsTable bookings={dashboard.data.todays_bookings} caption="Today's bookings" />
      )}
    </section>
  )
}
