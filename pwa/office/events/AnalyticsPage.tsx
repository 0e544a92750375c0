import { useQuery } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router-dom'
import { formatRupees } from '../../../domain/money'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { PageTitle } from '../../ui/PageTitle'
import { failureMessage } from '../../api/failure'
import { BarChart } from './BarChart'
import { formatWhen, labelOf } from './event-format'
import type { BookingsDashboard } from '../../../domain/contract/event-bookings-lookup'
import { eventDefaults } from './failure'
import { dashboardQuery } from './queries'
import { LoadingState } from '../../ui/LoadingState'
import '../restaurants/restaurants.css'
import './events.css'

/** '2026-11-22' → '22 Nov' (a club day, read as written). */
const dayLabel = (day: string) =>
  new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'short' }).format(new Date(`${day}T00:00:00Z`))

/** /dashboard/events/analytics: GET analytics/dashboard as figures, a chart of the last 30 days, and the best-selling events. */
export function AnalyticsPage() {
  const dashboard = useQuery(dashboardQuery())
  return (
    <div>
      <PageTitle>Events analytics</PageTitle>
      <Link to="/dashboard/events" className="button button--ghost">
        <ArrowLeft aria-hidden="true" size={18} /> All events
      </Link>
      <h1 className="page-heading">Events analytics</h1>
      {dashboard.isPending && <LoadingState>Loading analytics…</LoadingState>}
      {dashboard.isError && (
        <ErrorState
          title="Analytics could not be loaded"
          message={failureMessage(dashboard.error, eventDefaults.fetchAnalytics)}
          onRetry={() => void dashboard.refetch()}
        />
      )}
      {dashboard.data && <Dashboard data={dashboard.data} />}
    </div>
  )
}

function Dashboard({ data }: { data: BookingsDashboard }) {
  const figures: [string, string][] = [
    ['Events', String(data.events.total)],
    ['Upcoming', String(data.events.upcoming)],
    ['Active bookings', String(data.bookings.active)],
    ['Tickets sold', String(data.bookings.tickets_sold)],
    ['Revenue', formatRupees(data.bookings.revenue_paise)],
    ['Due at the desk', formatRupees(data.bookings.due_at_desk_paise)],
  ]
  const days = data.bookings_per_day
  return (
    <>
      <p className="record__meta">As of {formatWhen(data.as_of)}</p>
      <dl className="figures" aria-label="Totals">
        {figures.map(([label, value]) => (
          <div key={label} className="figures__item">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <section className="panel">
        {days.length === 0 ? (
          <EmptyState title="No bookings in the last 30 days" />
        ) : (
          <BarChart
            title="Bookings per day, last 30 days"
            labelHeading="Day"
            labels={days.map((day) => dayLabel(day.date))}
            series={[
              { name: 'Bookings', values: days.map((day) => day.bookings) },
              { name: 'Tickets', values: days.map((day) => day.tickets) },
            ]}
          />
        )}
      </section>
      <section className="panel" aria-labelledby="by-status-title">
        <h2 id="by-status-title" className="panel__title">
          Events by status and type
        </h2>
        <dl className="figures">
          {[...Object.entries(data.events.by_status), ...Object.entries(data.events.by_type)].map(([key, count]) => (
            <div key={key} className="figures__item">
              <dt>{labelOf(key)}</dt>
              <dd>{count}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="panel" aria-labelledby="top-title">
        <h2 id="top-title" className="panel__title">
          Best-selling upcoming events
        </h2>
        {data.top_upcoming_events.length === 0 ? (
          <EmptyState title="No upcoming events" />
        ) : (
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">Starts</th>
                <th scope="col">Sold</th>
                <th scope="col">Seats left</th>
              </tr>
            </thead>
            <tbody>
              {data.top_upcoming_events.map((event) => (
                <tr key={event.event_id}>
                  <th scope="row">
                    <Link to={`/dashboard/events/${event.event_id}`}>{event.title}</Link>
                  </th>
                  <td>{formatWhen(event.start_at)}</td>
                  <td>
                    {event.tickets_sold} of {event.capacity}
                  </td>
                  <td>{event.seats_left}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  )
}
