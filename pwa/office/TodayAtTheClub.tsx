import { useQuery } from '@tanstack/react-query'
import { Cake, CalendarDays, ChefHat, ChevronRight, Landmark, Trophy, TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { DashboardToday } from '../../domain/contract/dashboard'
import { formatRupees } from '../../domain/money'
import { formatClubTime } from '../../domain/time'
import { failureMessage } from '../api/failure'
import { EmptyState } from '../ui/EmptyState'
import { ErrorState } from '../ui/ErrorState'
import { counted, dashboardTodayQuery } from './dashboard-today'
import { useAreaAccess } from './restaurants/use-area-access'
import { useOfficeMenu } from './use-office-menu'
import '../ui/ui.css'
import './events/events.css'
import './dashboard-today.css'

/** One figure of the day: a big number, what it counts, a line more, and the screen it opens. */
function FigureTile({
  to,
  icon,
  value,
  label,
  detail,
  tone,
}: {
  to: string
  icon: ReactNode
  value: string
  label: string
  detail?: string
  tone?: 'alert'
}) {
  const className = `today-tile${tone ? ` today-tile--${tone}` : ''}`
  const content = (
    <>
      <span className="today-tile__icon" aria-hidden="true">
        {icon}
      </span>
      <span className="today-tile__text">
        <span className="today-tile__value">{value}</span> <span className="today-tile__label">{label}</span>
        {detail && <span className="today-tile__detail">{detail}</span>}
      </span>
      <ChevronRight aria-hidden="true" className="today-tile__chevron" size={18} />
    </>
  )
  return (
    <li>
      {/* A figure shown further down this page is a jump there; any other opens its screen. */}
      {to.startsWith('#') ? (
        <a href={to} className={className}>
          {content}
        </a>
      ) : (
        <Link to={to} className={className}>
          {content}
        </Link>
      )}
    </li>
  )
}

const timeOf = (iso: string) => formatClubTime(new Date(iso))

/** The sports bookings screen at today's players on court. */
const onCourtPath = (date: string) => `/dashboard/sports/bookings?status=checked_in&date=${date}`

function Tiles({ day }: { day: DashboardToday }) {
  const tiles: ReactNode[] = []
  if (day.events) {
    const events = day.events.result
    const tickets = events.reduce((sum, event) => sum + event.tickets, 0)
    const checkedIn = events.reduce((sum, event) => sum + event.checked_in, 0)
    tiles.push(
      <FigureTile
        key="events"
        to={events.length === 1 ? `/dashboard/events/${events[0]!.event_id}/stats` : '/dashboard/events'}
        icon={<CalendarDays size={22} />}
        value={String(events.length)}
        label={events.length === 1 ? 'event today' : 'events today'}
        detail={events.length === 0 ? 'Nothing on the calendar' : `${checkedIn} of ${counted(tickets, 'ticket')} checked in`}
      />,
    )
  }
  if (day.kitchen) {
    tiles.push(
      <FigureTile
        key="kitchen"
        to="/dashboard/restaurants/floor"
        icon={<ChefHat size={22} />}
        value={String(day.kitchen.open + day.kitchen.ready)}
        label={day.kitchen.open + day.kitchen.ready === 1 ? 'open kitchen order' : 'open kitchen orders'}
        detail={`${day.kitchen.open} cooking · ${day.kitchen.ready} ready to serve`}
      />,
    )
  }
  if (day.sports) {
    tiles.push(
      <FigureTile
        key="sports"
        to={onCourtPath(day.date)}
        icon={<Trophy size={22} />}
        value={String(day.sports.players_on_court)}
        label={day.sports.players_on_court === 1 ? 'player on court' : 'players on court'}
        detail={day.sports.bookings_on_court === 0 ? 'No booking checked in now' : `in ${counted(day.sports.bookings_on_court, 'booking')}`}
      />,
    )
  }
  if (day.accounts) {
    const cheques = day.accounts.cheques_waiting
    tiles.push(
      <FigureTile
        key="cheques"
        to="/dashboard/accounts/deposits"
        icon={<Landmark size={22} />}
        value={String(cheques.count)}
        label={cheques.count === 1 ? 'cheque waiting' : 'cheques waiting'}
        detail={cheques.count === 0 ? 'None to clear' : `${formatRupees(cheques.amount_paise)} to clear`}
      />,
      <FigureTile
        key="over-limit"
        to="/dashboard/accounts"
        icon={<TriangleAlert size={22} />}
        value={String(day.accounts.over_limit)}
        label={day.accounts.over_limit === 1 ? 'member over their limit' : 'members over their limit'}
        detail={day.accounts.over_limit === 0 ? 'All within their credit' : 'See who, and by how much'}
        {...(day.accounts.over_limit > 0 ? { tone: 'alert' as const } : {})}
      />,
    )
  }
  if (day.birthdays) {
    tiles.push(
      <FigureTile
        key="birthdays"
        to="#birthdays-today"
        icon={<Cake size={22} />}
        value={String(day.birthdays.count)}
        label={day.birthdays.count === 1 ? 'birthday today' : 'birthdays today'}
        detail={day.birthdays.count === 0 ? 'No member’s birthday today' : 'Members to greet'}
      />,
    )
  }
  return (
    <ul className="today-tiles" aria-label="Today in figures">
      {tiles}
    </ul>
  )
}

function EventsToday({ events }: { events: NonNullable<DashboardToday['events']>['result'] }) {
  return (
    <section className="panel today-panel" aria-labelledby="events-today-title">
      <h2 id="events-today-title" className="panel__title">
        Events today
      </h2>
      {events.length === 0 ? (
        <EmptyState title="No events today">
          <Link to="/dashboard/events">See the events calendar</Link>
        </EmptyState>
      ) : (
        <table className="data-table today-events">
          <caption className="visually-hidden">Today’s events with their bookings and check-ins</caption>
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">Time</th>
              <th scope="col" className="today-events__number">
                Bookings
              </th>
              <th scope="col" className="today-events__number">
                Tickets
              </th>
              <th scope="col" className="today-events__number">
                Checked in
              </th>
              <th scope="col" className="today-events__number">
                Inside now
              </th>
            </tr>
          </thead>
          <tbody>
            {events.map((event) => (
              <tr key={event.event_id}>
                <th scope="row">
                  <Link to={`/dashboard/events/${event.event_id}/stats`}>{event.title}</Link>
                  <span className="data-table__sub today-events__venue">{event.venue}</span>
                </th>
                <td className="today-events__time">
                  {timeOf(event.start_at)}–{timeOf(event.end_at)}
                </td>
                <td className="today-events__number">{event.bookings}</td>
                <td className="today-events__number">
                  {event.tickets}
                  <span className="data-table__sub"> / {event.capacity}</span>
                </td>
                <td className="today-events__number">{event.checked_in}</td>
                <td className="today-events__number">{event.inside_now}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

function BirthdaysToday({ birthdays, canOpen }: { birthdays: NonNullable<DashboardToday['birthdays']>; canOpen: boolean }) {
  const more = birthdays.count - birthdays.result.length
  return (
    <section className="panel today-panel" id="birthdays-today" tabIndex={-1} aria-labelledby="birthdays-today-title">
      <h2 id="birthdays-today-title" className="panel__title">
        Birthdays today
      </h2>
      {birthdays.count === 0 ? (
        <EmptyState title="No birthdays today" />
      ) : (
        <ul className="today-birthdays" aria-label="Members with a birthday today">
          {birthdays.result.map((member) => (
            <li key={member.memberId}>
              {canOpen ? <Link to={`/dashboard/members/${member.memberId}`}>{member.name}</Link> : member.name}{' '}
              <span className="data-table__sub">
                {member.memberId}
                {member.turning ? ` · turns ${member.turning}` : ''}
              </span>
            </li>
          ))}
          {more > 0 && <li className="data-table__sub">and {counted(more, 'more member')}</li>}
        </ul>
      )}
    </section>
  )
}

function KitchensNow({ kitchen }: { kitchen: NonNullable<DashboardToday['kitchen']> }) {
  if (kitchen.by_kitchen.length < 2) return null
  return (
    <section className="panel today-panel" aria-labelledby="kitchens-now-title">
      <h2 id="kitchens-now-title" className="panel__title">
        Kitchen orders by kitchen
      </h2>
      <ul className="today-list">
        {kitchen.by_kitchen.map((row) => (
          <li key={row.kitchen_id}>
            <strong>{row.name}</strong>: {row.open} cooking · {row.ready} ready
          </li>
        ))}
      </ul>
    </section>
  )
}

function OnCourtNow({ sports, date }: { sports: NonNullable<DashboardToday['sports']>; date: string }) {
  if (sports.by_activity.length === 0) return null
  return (
    <section className="panel today-panel" aria-labelledby="on-court-title">
      <h2 id="on-court-title" className="panel__title">
        On court now
      </h2>
      <ul className="today-list">
        {sports.by_activity.map((row) => (
          <li key={row.activity_id}>
            <Link to={`${onCourtPath(date)}&activity_id=${row.activity_id}`}>{row.name}</Link>: {counted(row.players, 'player')} (
            {counted(row.bookings, 'booking')})
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The loading shape of the figures: as many placeholders as a full row. */
function TilesLoading() {
  return (
    <div className="today-tiles" aria-busy="true">
      <span className="visually-hidden">Loading today’s figures…</span>
      {Array.from({ length: 4 }, (_, index) => (
        <span key={index} className="skeleton today-tile--skeleton" aria-hidden="true" />
      ))}
    </div>
  )
}

/**
 * The day at a glance on /dashboard (issue 19; ADR 032): the figures the server sends for this role,
 * each a link to its screen, refreshed every minute.
 */
export function TodayAtTheClub() {
  const menu = useOfficeMenu()
  const dashboard = useAreaAccess('dashboard')
  const members = useAreaAccess('members')
  const today = useQuery({ ...dashboardTodayQuery(), enabled: dashboard.view })

  if (menu.isPending) return <TilesLoading />
  // Without the dashboard grant there is nothing to ask for; the areas below are still there.
  if (!dashboard.view) return null
  return (
    <section className="today" aria-labelledby="today-title">
      <h2 id="today-title" className="dashboard__section-title">
        Today at the club
      </h2>
      {today.isPending && <TilesLoading />}
      {today.isError && (
        <ErrorState
          title="Today’s figures could not be loaded"
          message={failureMessage(today.error, 'Could not load today’s figures. Please try again.')}
          onRetry={() => void today.refetch()}
        />
      )}
      {today.data && <TodayFigures day={today.data} canOpenMembers={members.view} />}
    </section>
  )
}

function TodayFigures({ day, canOpenMembers }: { day: DashboardToday; canOpenMembers: boolean }) {
  const hasAny = Boolean(day.events ?? day.kitchen ?? day.sports ?? day.accounts ?? day.birthdays)
  if (!hasAny) {
    return <EmptyState title="No figures for your role">Your role sees none of the day’s figures; your areas are below.</EmptyState>
  }
  return (
    <>
      <Tiles day={day} />
      {/* The events take the width; what is on court, in the kitchens and the birthdays stand beside them. */}
      <div className={day.events ? 'today-columns today-columns--with-events' : 'today-columns'}>
        {day.events && <EventsToday events={day.events.result} />}
        <div className="today-side">
          {day.sports && <OnCourtNow sports={day.sports} date={day.date} />}
          {day.kitchen && <KitchensNow kitchen={day.kitchen} />}
          {day.birthdays && <BirthdaysToday birthdays={day.birthdays} canOpen={canOpenMembers} />}
        </div>
      </div>
      <p className="today__as-of">As of {formatClubTime(new Date(day.as_of))}; refreshed every minute.</p>
    </>
  )
}
