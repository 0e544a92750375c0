import { ChevronRight } from 'lucide-react'
import { Link } from 'react-router-dom'
import { EmptyState } from '../ui/EmptyState'
import { ErrorState } from '../ui/ErrorState'
import { AreaIcon } from './AreaIcon'
import { useOfficeMenu } from './use-office-menu'

/** A card per area the role can view, the dashboard itself left out. */
export function AreaCards() {
  const menu = useOfficeMenu()

  if (menu.isPending) {
    return (
      <div className="area-cards" aria-busy="true">
        <span className="visually-hidden">Loading your areas…</span>
        {Array.from({ length: 4 }, (_, index) => (
          <span key={index} className="skeleton skeleton--card" aria-hidden="true" />
        ))}
      </div>
    )
  }
  if (menu.isError) {
    return <ErrorState title="Your areas could not be loaded" message={menu.error.message} onRetry={() => void menu.refetch()} />
  }
  const areas = menu.data.filter((entry) => entry.key !== 'dashboard')
  if (areas.length === 0) {
    return <EmptyState title="No areas yet">Your role has no back-office areas yet. An administrator can grant access.</EmptyState>
  }
  return (
    <section aria-labelledby="areas-title">
      <h2 id="areas-title" className="dashboard__section-title">
        Your areas
      </h2>
      <ul className="area-cards">
        {areas.map((area) => (
          <li key={area.menu_id}>
            <Link to={area.path} className="area-card">
              <span className="area-card__icon">
                <AreaIcon name={area.icon} size={24} />
              </span>
              <span className="area-card__title">{area.title}</span>
              <ChevronRight aria-hidden="true" className="area-card__chevron" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
