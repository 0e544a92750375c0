import { useSession } from '../auth/use-session'
import { PageTitle } from '../ui/PageTitle'
import { AreaCards } from './AreaCards'
import { clubDayLabel, greetingAt } from './greeting'
import { TodayAtTheClub } from './TodayAtTheClub'

/** /dashboard: a greeting in club time, the day's figures this role may see, and the areas it can open. */
export function DashboardHome() {
  const staff = useSession('user')
  const now = new Date()
  return (
    <div className="dashboard">
      <PageTitle>Dashboard</PageTitle>
      <header className="dashboard__header">
        <h1 className="dashboard__greeting">
          {greetingAt(now)}, {staff?.name}
        </h1>
        <p className="dashboard__date">{clubDayLabel(now)}</p>
      </header>
      <TodayAtTheClub />
      <AreaCards />
    </div>
  )
}
