import { PageTitle } from '../../ui/PageTitle'
import { DashboardPanel } from './DashboardPanel'
import { RevenuePanel } from './RevenuePanel'
import { SportsNav } from './SportsNav'
import { StatisticsPanel } from './StatisticsPanel'
import '../restaurants/restaurants.css'
import '../events/events.css'

/** /dashboard/sports/analytics: today (GET dashboard), statistics and revenue with their charts. */
export function SportsAnalyticsPage() {
  return (
    <div>
      <PageTitle>Sports statistics</PageTitle>
      <h1 className="page-heading">Sports statistics</h1>
      <SportsNav />
      <DashboardPanel />
      <StatisticsPanel />
      <RevenuePanel />
    </div>
  )
}
