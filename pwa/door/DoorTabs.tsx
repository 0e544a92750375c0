import { NavLink } from 'react-router-dom'

/** The reception's two check-ins, one tap apart: event tickets and sports bookings. */
export function DoorTabs() {
  return (
    <nav className="door-tabs" aria-label="Check-in">
      <NavLink to="/door" end className="door-tabs__tab">
        Tickets
      </NavLink>
      <NavLink to="/door/sports" className="door-tabs__tab">
        Sports
      </NavLink>
    </nav>
  )
}
