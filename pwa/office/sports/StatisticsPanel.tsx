import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { sportsBookingStatuses } from '../../../domain/sports'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { BarChart } from '../events/BarChart'
import { labelOf } from '../events/event-format'
import { SelectField } from '../../ui/SelectField'
import { Figures } from './Figures'
import { allActivitiesQuery, statisticsQuery } from './queries'
import { sportsFailureMessage, sportsMessages } from './sports-failure'
import { formatPrice } from './sports-format'
import { LoadingState } from '../../ui/LoadingState'

/** GET statistics (activity_id): bookings by status, their value and players, and bookings per activity. */
export function StatisticsPanel() {
  const [activityId, setActivityId] = useState('')
  const activities = useQuery(allActivitiesQuery())
  const statistics = useQuery(statisticsQuery(activityId))
  return (
    <section className="panel" aria-labelledby="statistics-title">
      <h2 id="statistics-title" className="panel__title">
        Statistics
      </h2>
      <SelectField
        label="Statistics for"
        value={activityId}
        onChange={setActivityId}
        options={(activities.data ?? []).map((activity) => ({ value: String(activity.activity_id), label: activity.name }))}
        emptyLabel="All activities"
      />
      {statistics.isPending && <LoadingState>Loading statistics…</LoadingState>}
      {statistics.isError && (
        <ErrorState
          title="Statistics could not be loaded"
          message={sportsFailureMessage(statistics.error, sportsMessages.fetchStatistics)}
          onRetry={() => void statistics.refetch()}
        />
      )}
      {statistics.data && (
        <>
          <Figures
            label="Bookings"
            figures={[
              ['Bookings', String(statistics.data.total_bookings)],
              ['Value (not cancelled)', formatPrice(Number(statistics.data.revenue_paise))],
              ['Players', String(statistics.data.players)],
              ...sportsBookingStatuses.map((status): [string, string] => [labelOf(status), String(statistics.data.by_status[status] ?? 0)]),
            ]}
          />
          {statistics.data.total_bookings === 0 ? (
            <EmptyState title="No bookings yet" />
          ) : (
            <BarChart
              title="Bookings and value by activity"
              labelHeading="Activity"
              labels={statistics.data.activities.map((activity) => activity.name)}
              series={[
                { name: 'Bookings', values: statistics.data.activities.map((activity) => activity.bookings) },
                {
                  name: 'Value (₹)',
                  values: statistics.data.activities.map((activity) => Math.round(Number(activity.revenue_paise) / 100)),
                  format: (rupees) => formatPrice(rupees * 100),
                },
              ]}
            />
          )}
        </>
      )}
    </section>
  )
}
