import { NavLink } from 'react-router-dom'

const links = [
  { to: '/dashboard/accounts', label: 'Accounts dashboard', end: true },
  { to: '/dashboard/accounts/deposits', label: 'Deposits and cheques', end: false },
]

/** The accounts area's own pages, one row of links under the heading (as the sports area's). */
export function AccountsNav() {
  return (
    <nav className="button-row" aria-label="Accounts">
      {links.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          end={link.end}
          className={({ isActive }) => `button ${isActive ? 'button--primary' : 'button--secondary'}`}
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  )
}
