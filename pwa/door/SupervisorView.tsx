import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { formatClubTime } from '../../domain/time'
import { resolveCheckinConflict } from '../../domain/contract/door'
import { callApi } from '../api/client'
import { useLiveQuery } from '../offline/use-live-query'
import { ErrorState } from '../ui/ErrorState'
import { Spinner } from '../ui/Spinner'
import type { DoorCounters, DoorList } from './door-list'
import { doorRejections } from './door-rejections'
import { ExpectedList } from './ExpectedList'
import { checkinConflictsQuery, type CheckinConflict } from './queries'

const clock = (at: string | undefined) => (at ? formatClubTime(new Date(at)) : '–')
const who = (side: CheckinConflict['accepted']) =>
  `${clock(side.at)}${side.user_name ? ` by ${side.user_name}` : ''}${side.device_id ? ` (device ${side.device_id.slice(0, 6)})` : ''}`

interface SupervisorViewProps {
  eventId: number
  isOnline: boolean
  list: DoorList | undefined
  counters: DoorCounters | undefined
}

/**
 * Tickets let in on two devices (the server's record), who is expected and not in yet (the device's
 * list), and what the server refused of this device.
 */
export function SupervisorView({ eventId, isOnline, list, counters }: SupervisorViewProps) {
  const queryClient = useQueryClient()
  const conflicts = useQuery(checkinConflictsQuery(eventId))
  const rejections = useLiveQuery(
    async () => (await doorRejections()).filter((rejection) => rejection.eventId === eventId).reverse(),
    [eventId],
  )
  const resolve = useMutation({
    mutationFn: (conflictId: CheckinConflict['conflict_id']) => callApi(resolveCheckinConflict, { params: { id: eventId, conflictId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkinConflictsQuery(eventId).queryKey }),
    onError: (error) => toast.error(`Could not mark it resolved: ${error.message}`),
  })
  const open = (conflicts.data ?? []).filter((conflict) => !conflict.resolved_at)
  const resolved = (conflicts.data ?? []).filter((conflict) => conflict.resolved_at)

  return (
    <div className="door__supervisor">
      <section aria-labelledby="door-conflicts-title">
        <h2 id="door-conflicts-title" className="door__section-title">
          Let in on two devices ({open.length})
        </h2>
        {conflicts.isPending ? (
          <p className="door__loading">
            <Spinner /> Loading conflicts…
          </p>
        ) : conflicts.isError ? (
          <ErrorState
            title="Could not load the conflicts"
            message={isOnline ? conflicts.error.message : 'The conflict list needs the network.'}
            onRetry={() => void conflicts.refetch()}
          />
        ) : open.length === 0 ? (
          <p className="door__hint">None: every ticket was let in once.</p>
        ) : (
          <ul className="door__conflicts">
            {open.map((conflict) => (
              <li key={conflict.conflict_id} className="door__conflict">
                <p className="door__conflict-name">
                  {conflict.holder_name} · ticket #{conflict.ticket_id} · booking #{conflict.booking_id}
                </p>
                <p>Accepted {who(conflict.accepted)}</p>
                <p>Also let in {who(conflict.rejected)}</p>
                <button
                  type="button"
                  className="door__button"
                  disabled={resolve.isPending && resolve.variables === conflict.conflict_id}
                  onClick={() => resolve.mutate(conflict.conflict_id)}
                >
                  Mark resolved
                </button>
              </li>
            ))}
          </ul>
        )}
        {resolved.length > 0 && <p className="door__hint">{resolved.length} resolved earlier.</p>}
      </section>
      <ExpectedList list={list} counters={counters} />
      <section aria-labelledby="door-rejections-title">
        <h2 id="door-rejections-title" className="door__section-title">
          Refused check-ins of this device ({rejections.data?.length ?? 0})
        </h2>
        {rejections.error !== undefined ? (
          <p role="alert">This device’s records cannot be read.</p>
        ) : rejections.data === undefined ? (
          <p className="door__loading">
            <Spinner /> Loading…
          </p>
        ) : rejections.data.length === 0 ? (
          <p className="door__hint">None: the server accepted every check-in of this device.</p>
        ) : (
          <ul className="door__conflicts">
            {rejections.data.map((rejection) => (
              <li key={rejection.key} className="door__conflict" data-reason={rejection.reason}>
                <p className="door__conflict-name">
                  {rejection.holderName ?? `Ticket #${rejection.ticketId ?? '?'}`} · scanned {clock(rejection.scannedAt)}
                </p>
                <p>
                  {rejection.reason === 'already_redeemed' && rejection.firstCheckin
                    ? `Already let in at ${clock(rejection.firstCheckin.at)} on another device.`
                    : rejection.message}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
