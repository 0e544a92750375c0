import { Menu, X } from 'lucide-react'
import { useState } from 'react'
import { Link, Outlet, useLocation } from 'react-router-dom'
import { SignOutButton } from '../auth/SignOutButton'
import { useSession } from '../auth/use-session'
import { club } from '../../domain/club'
import { ClubMark } from '../ui/ClubMark'
import { OfficeMenu } from './OfficeMenu'
import { StaffIdentity } from './StaffIdentity'
import './office.css'

/** The back office frame: a sidebar of the role's areas (a drawer on phones) and the page. */
export function OfficeShell() {
  const staff = useSession('user')
  const [isMenuOpen, setIsMenuOpen] = useState(false)
  const { pathname } = useLocation()
  // Moving to another page closes the drawer: adjusted while rendering, so the new page never draws it open.
  const [menuPathname, setMenuPathname] = useState(pathname)
  if (menuPathname !== pathname) {
    setMenuPathname(pathname)
    setIsMenuOpen(false)
  }

  // The session guard has already sent anyone without a staff session elsewhere.
  if (!staff) return null

  return (
    <div className={`office${isMenuOpen ? ' office--menu-open' : ''}`}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="office__topbar">
        <button
          type="button"
          className="office__toggle"
          aria-expanded={isMenuOpen}
          aria-controls="office-sidebar"
          onClick={() => setIsMenuOpen((isOpen) => !isOpen)}
        >
          {isMenuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          <span className="visually-hidden">Menu</span>
        </button>
        <Link to="/dashboard" className="office__brand">
          <ClubMark size={32} />
          <span>{club.name}</span>
        </Link>
        <SignOutButton kind="user" />
      </header>
      <aside id="office-sidebar" className="office__sidebar" aria-label="Back office">
        <StaffIdentity staff={staff} />
        <nav aria-label="Areas">
          <OfficeMenu onNavigate={() => setIsMenuOpen(false)} />
        </nav>
      </aside>
      {isMenuOpen && <div className="office__scrim" aria-hidden="true" onClick={() => setIsMenuOpen(false)} />}
      <main id="main" className="office__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  )
}
