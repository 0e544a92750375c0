import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { addDays } from '../../../domain/sports'
import { clubDate } from '../../../domain/time'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { TextField } from '../../ui/TextField'
import { BarChart } from '../events/BarChart'
import { Figures } from './Figures'
import { revenueQuery } from './queries'
import { sportsFailureMessage, sportsMessages } from './sports-failure'
import { formatPrice } from './sports-format'
import { LoadingState } from '../../ui/LoadingState'

const dayLabel = (day: string) =>
  new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'short' }).format(new Date(`${day.slice(0, 10)}T00:00:00Z`))
const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text)

/** GET analytics/revenue (start_date, end_date): the value booked and collected per day, and per activity. */
export function RevenuePanel() {
  const today = clubDate(new Date())
  const [startDate, setStartDate] = useState(addDays(today, -29))
  const [endDate, setEndDate] = useState(today)
  const isRangeValid = isDay(startDate) && isDay(endDate) && startDate <= endDate && endDate <= addDays(startDate, 366)
  const revenue = useQuery({ ...revenueQuery(startDate, endDate), enabled: isRangeValid })
  return (
    <section className="panel" aria-labelledby="revenue-title">
      <h2 id="revenue-title" className="panel__title">
        Revenue
      </h2>
      <div className="filters">
        <TextField label="From" type="date" value={startDate} onChange={setStartDate} max={endDate || undefined} />
        <TextField
          label="To"
          type="date"
          value={endDate}
          onChange={setEndDate}
          min={startDate || undefined}
          error={isRangeValid ? undefined : 'Choose a range of at most a year, the end on or after the start.'}
        />
      </div>
      {isRangeValid && revenue.isPending && <LoadingState>Loading revenue…</LoadingState>}
      {revenue.isError && (
        <ErrorState
          title="Revenue could not be loaded"
          message={sportsFailureMessage(revenue.error, sportsMessages.fetchStatistics)}
          onRetry={() => void revenue.refetch()}
        />
      )}
      {revenue.data && (
        <>
          <Figures
            label="Revenue"
            figures={[
              ['Booked value', formatPrice(Number(revenue.data.total_paise))],
              ['Collected at the desk', formatPrice(Number(revenue.data.collected_paise))],
              ['Bookings', String(revenue.data.bookings)],
            ]}
          />
          {revenue.data.by_day.length === 0 ? (
            <EmptyState title="No bookings in this range" />
          ) : (
            <BarChart
              title="Value per day"
              labelHeading="Day"
              labels={revenue.data.by_day.map((day) => dayLabel(day.date))}
              series={[
                {
                  name: 'Booked (₹)',
                  values: revenue.data.by_day.map((day) => Math.round(Number(day.revenue_paise) / 100)),
                  format: (rupees) => formatPrice(rupees * 100),
                },
                {
                  name: 'Collected (₹)',
                  values: revenue.data.by_day.map((day) => Math.round(Number(day.collected_paise) / 100)),
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
