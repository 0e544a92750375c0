import { db } from '../offline/db'
import { useLiveQuery } from '../offline/use-live-query'
import { EmptyState } from '../ui/EmptyState'
import { clockOf, deviceLabel } from './desk-format'
import { deskRejections, dismissDeskRejection } from './desk-rejections'

/** Taps of this device the server refused (a booking let in on two desks, a check-out it never saw the check-in of). */
export function DeskRefusals({ date }: { date: string }) {
  const rejections = useLiveQuery(
    async () => (await deskRejections()).filter((rejection) => rejection.date === undefined || rejection.date === date).reverse(),
    [date],
  )
  // Read, not made: a live query may not write (currentClient() would make a client).
  const device = useLiveQuery(async () => ((await db.meta.get('client'))?.value as { client_id?: string } | undefined)?.client_id, [])
  const list = rejections.data ?? []
  if (rejections.data === undefined) return null
  if (list.length === 0) return <EmptyState title="Nothing refused">Every check-in and check-out of this device was accepted.</EmptyState>
  return (
    <ul className="door__conflicts" aria-label="Refused by the server">
      {list.map((rejection) => (
        <li key={rejection.key} className="door__conflict">
          <p className="door__conflict-name">
            {rejection.contactName ?? `Booking #${rejection.bookingId ?? '?'}`}
            {rejection.activityName ? ` · ${rejection.activityName} ${rejection.startTime ?? ''}` : ''} ·{' '}
            {rejection.mutation === 'sports.checkOut' ? 'check-out' : 'check-in'} at {clockOf(rejection.tappedAt) ?? '–'}
          </p>
          <p>{rejection.message}</p>
          {rejection.firstCheckIn && (
            <p>
              Kept: checked in at {clockOf(rejection.firstCheckIn.at) ?? '–'} {deviceLabel(rejection.firstCheckIn.device, device.data)}
            </p>
          )}
          <button type="button" className="door__button door__button--quiet" onClick={() => void dismissDeskRejection(rejection.key)}>
            Dismiss
          </button>
        </li>
      ))}
    </ul>
  )
}
