import { useQuery } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import { Link, useParams } from 'react-router-dom'
import { formatRupees } from '../../../domain/money'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { PageTitle } from '../../ui/PageTitle'
import { failureMessage } from '../../api/failure'
import { BarChart } from './BarChart'
import { formatEventWindow, formatWhen } from './event-format'
import { eventDefaults } from './failure'
import { eventStatsQuery } from './queries'
import { LoadingState } from '../../ui/LoadingState'
import '../restaurants/restaurants.css'
import './events.css'

/** How often the live figures are asked again while the page is open. */
const REFRESH_MS = 30_000

/** /dashboard/events/:eventId/stats: GET events/{id}/stats, booked, checked in, inside now, check-ins by hour. */
export function EventStatsPage() {
  const eventId = Number(useParams().eventId)
  const stats = useQuery({ ...eventStatsQuery(eventId), refetchInterval: REFRESH_MS })
  return (
    <div>
      <Link to={`/dashboard/events/${eventId}`} className="button button--ghost">
        <ArrowLeft aria-hidden="true" size={18} /> Back to the event
      </Link>
      {stats.isPending && <LoadingState>Loading the figures…</LoadingState>}
      {stats.isError && (
        <ErrorState
          title="The figures could not be loaded"
          message={failureMessage(stats.error, eventDefaults.fetchAnalytics)}
          onRetry={() => void stats.refetch()}
        />
      )}
      {stats.data && (
        <>
          <PageTitle>{`Figures · ${stats.data.title}`}</PageTitle>
          <h1 className="page-heading">{stats.data.title}</h1>
          <p className="record__meta">
            {formatEventWindow(stats.data.start_at, stats.data.end_at)} · as of {formatWhen(stats.data.as_of)}
          </p>
          <dl className="figures" aria-label="Live figures">
            {(
              [
                ['Booked', `${stats.data.booked} of ${stats.data.capacity}`],
                ['Checked in', String(stats.data.checked_in)],
                ['Inside now', String(stats.data.inside_now)],
                ['Seats left', String(stats.data.seats_left)],
                ['Revenue', formatRupees(stats.data.revenue_paise)],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="figures__item">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <section className="panel">
            {stats.data.check_ins_by_hour.length === 0 ? (
              <EmptyState title="No check-ins yet">Entries and exits at the door appear here by the hour.</EmptyState>
            ) : (
              <BarChart
                title="Check-ins by hour"
                labelHeading="Hour"
                labels={stats.data.check_ins_by_hour.map((row) => row.hour.slice(11))}
                series={[
                  { name: 'Entries', values: stats.data.check_ins_by_hour.map((row) => row.entries) },
                  { name: 'Exits', values: stats.data.check_ins_by_hour.map((row) => row.exits) },
                ]}
              />
            )}
          </section>
        </>
      )}
    </div>
  )
}
