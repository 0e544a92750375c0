import { Menu, X } from 'lucide-react'
import { InstallButton } from '../app/InstallButton'
import { useEffect, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { club } from '../club'
import { ClubMark } from '../ui/ClubMark'
import { headerLinks } from './site-links'

/** The public header. On small screens the menu folds behind a toggle; choosing a link folds it. */
export function SiteHeader() {
  const [isMenuOpen, setIsMenuOpen] = useState(false)
  const { pathname } = useLocation()

  // Any route change (the logo, the back button) closes the menu as a link would.
  useEffect(() => setIsMenuOpen(false), [pathname])

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link to="/" className="site-header__brand">
          <ClubMark size={44} />
          <span className="site-header__name">{club.name}</span>
        </Link>
        <button
          type="button"
          className="site-header__toggle"
          aria-expanded={isMenuOpen}
          aria-controls="site-menu"
          onClick={() => setIsMenuOpen((isOpen) => !isOpen)}
          onKeyDown={(event) => event.key === 'Escape' && setIsMenuOpen(false)}
        >
          {isMenuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          <span className="visually-hidden">Menu</span>
        </button>
        <nav id="site-menu" className={`site-nav${isMenuOpen ? ' site-nav--open' : ''}`} aria-label="Main">
          <ul className="site-nav__list">
            {headerLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className="site-nav__link" onClick={() => setIsMenuOpen(false)}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <InstallButton className="button button--ghost" />
          <Link to="/member-login" className="button button--primary site-nav__login" onClick={() => setIsMenuOpen(false)}>
            Member Login
          </Link>
        </nav>
      </div>
    </header>
  )
}
