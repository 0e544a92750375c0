import { Building2 } from 'lucide-react'
import { Link } from 'react-router-dom'
import { useOfficeMenu } from '../office/use-office-menu'
import { DoorSignOut } from './DoorSignOut'
import { DoorTabs } from './DoorTabs'

/**
 * The top of both reception screens (tickets and sports): the two check-ins, the way to the office
 * for those whose role opens more of it than the door, and sign-out for a shared tablet. On a phone
 * the last two are icons (their words stay their accessible names), so the tabs keep their width.
 */
export function DoorBar() {
  const menu = useOfficeMenu()
  // Until the menu is known (offline, first load) the link stays: the office checks access itself.
  const hasOffice = menu.data === undefined || menu.data.some((entry) => entry.key !== 'door')
  return (
    <div className="door-bar">
      <DoorTabs />
      <div className="door-bar__account">
        {hasOffice && (
          <Link to="/dashboard" className="door-bar__action">
            <Building2 aria-hidden="true" size={18} />
            Office
          </Link>
        )}
        <DoorSignOut />
      </div>
    </div>
  )
}
