import { NavLink } from 'react-router-dom'
import { EmptyState } from '../ui/EmptyState'
import { ErrorState } from '../ui/ErrorState'
import { AreaIcon } from './AreaIcon'
import { withBulkUpload } from './members/bulk-upload/uploadable-kinds'
import { useOfficeMenu } from './use-office-menu'

/** The sidebar's navigation: the areas this role can view, from the server. */
export function OfficeMenu({ onNavigate }: { onNavigate: () => void }) {
  const menu = useOfficeMenu()

  if (menu.isPending) {
    return (
      <div className="office-menu" aria-busy="true">
        <span className="visually-hidden">Loading your menu…</span>
        {Array.from({ length: 6 }, (_, index) => (
          <span key={index} className="skeleton skeleton--nav" aria-hidden="true" />
        ))}
      </div>
    )
  }
  if (menu.isError) {
    return <ErrorState title="The menu could not be loaded" message={menu.error.message} onRetry={() => void menu.refetch()} />
  }
  if (menu.data.length === 0) {
    return (
      <EmptyState title="No areas yet">
        Your role has no areas to open. An administrator can grant access under Roles &amp; Access.
      </EmptyState>
    )
  }
  return (
    <ul className="office-menu">
      {withBulkUpload(menu.data).map((entry) => (
        <li key={entry.menu_id}>
          <NavLink to={entry.path} end={entry.path === '/dashboard'} className="office-menu__link" onClick={onNavigate}>
            <AreaIcon name={entry.icon} />
            <span>{entry.title}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  )
}
