import { useSession } from '../auth/use-session'
import { PageTitle } from '../ui/PageTitle'
import { DeskScreen } from './DeskScreen'
import { DoorBar } from '../door/DoorBar'
import { useClubToday } from './use-club-today'
import '../door/door.css'
import './desk.css'

/**
 * /door/sports: the sports desk for receptionists on phones and tablets. Today's bookings live on
 * the device, so check-in and check-out work with or without network.
 */
export function DeskPage() {
  const staff = useSession('user')
  const today = useClubToday()
  if (!staff) return null
  return (
    <div className="door desk">
      <PageTitle>Sports desk</PageTitle>
      <DoorBar />
      <DeskScreen key={today} today={today} />
    </div>
  )
}
