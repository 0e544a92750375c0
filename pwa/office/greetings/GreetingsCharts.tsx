import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { failureMessage } from '../../api/failure'
import { ErrorState } from '../../ui/ErrorState'
import { LoadingState } from '../../ui/LoadingState'
import { SelectField } from '../../ui/SelectField'
import '../../ui/ui.css'
import { analyticsQuery } from './queries'

const periods = [
  { value: 'week', label: 'Last 7 days' },
  { value: 'month', label: 'Last 30 days' },
  { value: 'year', label: 'Last 12 months' },
] as const

/** Statistics and analytics: greetings sent per day by type, and how many WhatsApp delivered. Loaded on its own (recharts). */
export function GreetingsCharts() {
  const [period, setPeriod] = useState<'week' | 'month' | 'year'>('month')
  const analytics = useQuery(analyticsQuery(period))
  const totals = analytics.data?.series.reduce((sum, day) => sum + day.birthday + day.anniversary + day.festival, 0) ?? 0
  return (
    <section className="panel greeting-charts" aria-labelledby="greeting-charts-title">
      <div className="page-toolbar">
        <h2 id="greeting-charts-title" className="panel__title">
          Statistics
        </h2>
        <SelectField label="Period" value={period} onChange={(value) => setPeriod(value as typeof period)} options={periods} />
      </div>
      {analytics.isPending && <LoadingState>Loading statistics…</LoadingState>}
      {analytics.isError && (
        <ErrorState
          title="Statistics could not be loaded"
          message={failureMessage(analytics.error, 'Something went wrong')}
          onRetry={() => void analytics.refetch()}
        />
      )}
      {analytics.isSuccess && (
        <>
          <p className="record__meta">
            {totals} sent from {analytics.data.startDate} to {analytics.data.endDate}
            {analytics.data.deliveryRate !== null && ` · ${Math.round(analytics.data.deliveryRate * 100)}% delivered`}
          </p>
          {totals === 0 ? (
            <p>No greetings were sent in this period.</p>
          ) : (
            <div className="greeting-charts__chart">
              <ResponsiveContainer width="100%" height={220}>
                <BarChart data={analytics.data.series}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="date" tickFormatter={(day: string) => day.slice(5)} />
                  <YAxis allowDecimals={false} />
                  <Tooltip />
                  <Legend />
                  <Bar dataKey="birthday" name="Birthdays" stackId="sent" fill="#1f5f3f" />
                  <Bar dataKey="anniversary" name="Anniversaries" stackId="sent" fill="#b8862b" />
                  <Bar dataKey="festival" name="Festivals" stackId="sent" fill="#7a4e9c" />
                </BarChart>
              </ResponsiveContainer>
            </div>
          )}
        </>
      )}
    </section>
  )
}
