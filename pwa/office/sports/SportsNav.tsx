import { NavLink } from 'react-router-dom'

const links = [
  { to: '/dashboard/sports', label: 'Activities', end: true },
  { to: '/dashboard/sports/bookings', label: 'Bookings', end: false },
  { to: '/dashboard/sports/calendar', label: 'Calendar', end: false },
  { to: '/dashboard/sports/analytics', label: 'Statistics', end: false },
]

/** The sports area's own pages, one row of links under the heading. */
export function SportsNav() {
  return (
    <nav className="button-row" aria-label="Sports">
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
