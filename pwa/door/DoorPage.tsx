import { useSession } from '../auth/use-session'
import { PageTitle } from '../ui/PageTitle'
import { chooseEvent, useChosenEventId } from './door-preferences'
import { DoorScreen } from './DoorScreen'
import { DoorBar } from './DoorBar'
import { EventPicker } from './EventPicker'
import './door.css'

/**
 * /door: ticket check-in for receptionists on phones and tablets. The event is picked once and
 * remembered; everything after works from the device's own copy, with or without network.
 */
export function DoorPage() {
  const staff = useSession('user')
  const eventId = useChosenEventId()
  if (!staff) return null
  return (
    <div className="door">
      <PageTitle>Door check-in</PageTitle>
      <DoorBar />
      {eventId === undefined ? (
        <EventPicker onPick={chooseEvent} />
      ) : (
        <DoorScreen key={eventId} eventId={eventId} onChangeEvent={() => chooseEvent(undefined)} />
      )}
    </div>
  )
}
