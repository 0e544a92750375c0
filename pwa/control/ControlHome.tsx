import { ChevronRight } from 'lucide-react'
import { Link } from 'react-router-dom'
import { useSession } from '../auth/use-session'
import { PageTitle } from '../ui/PageTitle'
import { controlLinks } from './control-links'

/** /control/home: what the super-administrator looks after, a tile each. */
export function ControlHome() {
  const staff = useSession('user')
  return (
    <div>
      <PageTitle>Control Panel</PageTitle>
      <h1 className="page-heading">Control Panel</h1>
      <p className="page-lead">Signed in as {staff?.name}, the super-administrator. Only you can add or demote an administrator.</p>
      <ul className="area-cards control__tiles" aria-label="Control panel areas">
        {controlLinks.map(({ path, title, description, Icon }) => (
          <li key={path}>
            <Link to={path} className="area-card">
              <span className="area-card__icon">
                <Icon aria-hidden="true" size={24} />
              </span>
              <span className="area-card__title">
                {title}
                <span className="control__tile-text">{description}</span>
              </span>
              <ChevronRight aria-hidden="true" className="area-card__chevron" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
