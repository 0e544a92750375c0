import { LayoutDashboard } from 'lucide-react'
import { Link } from 'react-router-dom'
import { DoorSignOut } from './DoorSignOut'
import { DoorTabs } from './DoorTabs'

/**
 * The top of both reception screens (tickets and sports): the two check-ins, and for a shared
 * tablet the way back to the office and sign-out. On a phone the last two are icons (their words
 * stay their accessible names), so the tabs keep their width.
 */
export function DoorBar() {
  return (
    <div className="door-bar">
      <DoorTabs />
      <div className="door-bar__account">
        <Link to="/dashboard" className="door-bar__action">
          <LayoutDashboard aria-hidden="true" size={18} />
          Dashboard
        </Link>
        <DoorSignOut />
      </div>
    </div>
  )
}
