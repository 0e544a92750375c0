import { useQuery } from '@tanstack/react-query'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useSearchParams } from 'react-router-dom'
import { clubDate } from '../../../domain/time'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { PageTitle } from '../../ui/PageTitle'
import { SelectField } from '../../ui/SelectField'
import { monthName, shiftMonth } from './month-grid'
import { MonthCalendar } from './MonthCalendar'
import { allActivitiesQuery, calendarQuery, defaultBookingFilters, sportsBookingsQuery } from './queries'
import { sportsFailureMessage, sportsMessages } from './sports-failure'
import { formatDay } from './sports-format'
import { SportsBookingsTable } from './SportsBookingsTable'
import { SportsNav } from './SportsNav'
import { LoadingState } from '../../ui/LoadingState'
import '../restaurants/restaurants.css'
import '../events/events.css'
import './sports-office.css'

/** /dashboard/sports/calendar?activity=&year=&month=&date=: an activity's month, and a chosen day's bookings. */
export function SportsCalendarPage() {
  const [params, setParams] = useSearchParams()
  const today = clubDate(new Date())
  const activities = useQuery(allActivitiesQuery())
  const activityId = params.get('activity') ?? (activities.data?.[0] ? String(activities.data[0].activity_id) : '')
  const year = Number(params.get('year')) || Number(today.slice(0, 4))
  const month = Number(params.get('month')) || Number(today.slice(5, 7))
  const chosenDate = params.get('date') ?? ''
  const calendar = useQuery({ ...calendarQuery(Number(activityId), year, month), enabled: activityId !== '' })
  const dayBookings = useQuery({
    ...sportsBookingsQuery({ ...defaultBookingFilters, activity_id: activityId, date: chosenDate }),
    enabled: activityId !== '' && chosenDate !== '',
  })

  const go = (changes: Record<string, string>) => {
    const next = new URLSearchParams({
      activity: activityId,
      year: String(year),
      month: String(month),
      ...(chosenDate ? { date: chosenDate } : {}),
    })
    for (const [name, value] of Object.entries(changes)) {
      if (value === '') next.delete(name)
      else next.set(name, value)
    }
    setParams(next, { replace: true })
  }
  const shift = (by: -1 | 1) => {
    const next = shiftMonth(year, month, by)
    go({ year: String(next.year), month: String(next.month), date: '' })
  }

  return (
    <div>
      <PageTitle>Sports calendar</PageTitle>
      <h1 className="page-heading">Sports calendar</h1>
      <SportsNav />
      {activities.isPending && <LoadingState>Loading activities…</LoadingState>}
      {activities.isError && (
        <ErrorState
          title="Activities could not be loaded"
          message={sportsFailureMessage(activities.error, sportsMessages.fetchActivities)}
          onRetry={() => void activities.refetch()}
        />
      )}
      {activities.data?.length === 0 && <EmptyState title="No activities yet">Create an activity to see its calendar.</EmptyState>}
      {activities.data && activities.data.length > 0 && (
        <section className="panel" aria-labelledby="month-title">
          <div className="page-toolbar">
            <SelectField
              label="Activity"
              value={activityId}
              onChange={(value) => go({ activity: value, date: '' })}
              options={activities.data.map((activity) => ({ value: String(activity.activity_id), label: activity.name }))}
            />
            <div className="button-row">
              <button type="button" className="button button--secondary" aria-label="Previous month" onClick={() => shift(-1)}>
                <ChevronLeft aria-hidden="true" size={18} />
              </button>
              <h2 id="month-title" className="panel__title" aria-live="polite">
                {monthName(year, month)}
              </h2>
              <button type="button" className="button button--secondary" aria-label="Next month" onClick={() => shift(1)}>
                <ChevronRight aria-hidden="true" size={18} />
              </button>
            </div>
          </div>
          {calendar.isPending && <LoadingState>Loading the month…</LoadingState>}
          {calendar.isError && (
            <ErrorState
              title="The calendar could not be loaded"
              message={sportsFailureMessage(calendar.error, sportsMessages.fetchCalendar)}
              onRetry={() => void calendar.refetch()}
            />
          )}
          {calendar.data && (
            <MonthCalendar year={year} month={month} days={calendar.data.days} chosenDate={chosenDate} onChoose={(date) => go({ date })} />
          )}
        </section>
      )}
      {chosenDate && (
        <section className="panel" aria-labelledby="day-title">
          <h2 id="day-title" className="panel__title">
            Bookings on {formatDay(chosenDate)}
          </h2>
          {dayBookings.isPending && <LoadingState>Loading the day's bookings…</LoadingState>}
          {dayBookings.isError && (
            <ErrorState
              title="Bookings could not be loaded"
              message={sportsFailureMessage(dayBookings.error, sportsMessages.fetchBookings)}
              onRetry={() => void dayBookings.refetch()}
            />
          )}
          {dayBookings.data?.data.length === 0 && <EmptyState title="No bookings on this day" />}
          {dayBookings.data && dayBookings.data.data.length > 0 && (
            <SportsBookingsTable bookings={dayBookings.data.data} caption={`Bookings on ${formatDay(chosenDate)}`} />
          )}
        </section>
      )}
    </div>
  )
}
