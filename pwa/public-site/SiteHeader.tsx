import { Menu, X } from 'lucide-react'
import { InstallButton } from '../app/InstallButton'
import { useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router-dom'
import { club } from '../../domain/club'
import { ClubMark } from '../ui/ClubMark'
import { MemberLoginLink } from './MemberLoginLink'
import { headerLinks } from './site-links'

/**
 * The public header. On small screens the menu folds behind a toggle; choosing a link folds it.
 * On a page the build rendered, React never takes the header over: the page's script works the
 * toggle (islands/menu.ts, ADR 031).
 */
export function SiteHeader() {
  const { pathname } = useLocation()
  const [isMenuOpen, setIsMenuOpen] = useState(false)

  // Any route change (the logo, the back button) closes the menu as a link would.
  const [menuPathname, setMenuPathname] = useState(pathname)
  if (menuPathname !== pathname) {
    setMenuPathname(pathname)
    setIsMenuOpen(false)
  }

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
          {/* Both, one shown by aria-expanded (public-site.css): the page's script sets only that. */}
          <Menu aria-hidden="true" className="site-header__icon-closed" />
          <X aria-hidden="true" className="site-header__icon-open" />
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
          <MemberLoginLink onFollow={() => setIsMenuOpen(false)} />
        </nav>
      </div>
    </header>
  )
}
