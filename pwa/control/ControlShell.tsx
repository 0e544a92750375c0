import { Link, NavLink, Outlet } from 'react-router-dom'
import { club } from '../../domain/club'
import { SignOutButton } from '../auth/SignOutButton'
import { CONTROL_SIGN_IN_PATH } from '../auth/sign-in-door'
import { useSession } from '../auth/use-session'
import { ClubMark } from '../ui/ClubMark'
import { EmptyState } from '../ui/EmptyState'
import { isControlSession } from './control-session'
import { controlLinks } from './control-links'
import '../ui/ui.css'
import '../office/office.css'
import './control.css'

/**
 * The control panel's frame: the super-administrator's pages, a top menu, the way to the back office
 * and out. A session from the office door (/login) is an administrator's: it is told where to sign in.
 */
export function ControlShell() {
  const staff = useSession('user')
  const isControl = isControlSession(staff)
  return (
    <div className="control">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="office__topbar">
        <Link to={isControl ? '/control/home' : CONTROL_SIGN_IN_PATH} className="office__brand">
          <ClubMark size={32} />
          <span>{club.name} · Control Panel</span>
        </Link>
        {isControl && (
          <Link to="/dashboard" className="button button--ghost">
            Back office
          </Link>
        )}
        {staff && <SignOutButton kind="user" signInPath={CONTROL_SIGN_IN_PATH} />}
      </header>
      {isControl && (
        <nav className="control__nav" aria-label="Control panel">
          <NavLink to="/control/home" className="control__link">
            Home
          </NavLink>
          {controlLinks.map((link) => (
            <NavLink key={link.path} to={link.path} className="control__link">
              {link.title}
            </NavLink>
          ))}
        </nav>
      )}
      <main id="main" className="control__main" tabIndex={-1}>
        {isControl ? (
          <Outlet />
        ) : (
          <EmptyState title="The control panel is the super-administrator’s">
            Sign in at <Link to={CONTROL_SIGN_IN_PATH}>Control Panel</Link> with the super-administrator’s user ID. An administrator’s own
            work is in the <Link to="/dashboard">back office</Link>.
          </EmptyState>
        )}
      </main>
    </div>
  )
}
