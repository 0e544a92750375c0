import { useEffect, useState, useSyncExternalStore } from 'react'
import { requestPersistentStorage } from '../app/persistent-storage'
import { registerUnsentWorkCheck } from '../app/unsent-work'
import { clearSession, peekSession } from '../auth/session'
import { db } from '../offline/db'
import { pendingOutboxCount } from '../offline/outbox'
import { connectRealtime, type RealtimeState } from '../offline/realtime-client'
import { SyncClient, type SyncStatus } from '../offline/sync-client'
import { useLiveQuery } from '../offline/use-live-query'
import { deskScope, deskScopeHandler } from './desk-scope'
import { bookingsOfDay, DESK_MUTATION_PREFIX, mergeDeskBookings } from './desk-store'
import type { DeskChanged } from './desk-types'

const idleStatus: SyncStatus = { phase: 'idle' }
const noSubscription = () => () => undefined

/**
 * Runs the desk's sync while the screen is open: push of the outbox and pull of `sports:{date}`, the
 * socket's `sports:changed` hints (other desks' taps within seconds), and the day's list read from
 * the device's own copy.
 */
export function useDeskSync(date: string) {
  const [client, setClient] = useState<SyncClient>()
  const [realtime, setRealtime] = useState<RealtimeState>('connecting')

  useEffect(() => {
    const scope = deskScope(date)
    const getToken = () => peekSession('user')?.token
    const sync = new SyncClient({ getToken, scopes: [scope], handlers: [deskScopeHandler] })
    setClient(sync)
    void requestPersistentStorage()
    const stops = [
      registerUnsentWorkCheck(pendingOutboxCount),
      sync.start(),
      connectRealtime({
        token: getToken() ?? '',
        scopes: [scope],
        syncNow: sync.syncNow,
        onStateChange: (state) => setRealtime(state),
        // The outbox stays: it is sent when a receptionist signs in again on this device.
        onSessionEnded: () => clearSession('user'),
        hints: {
          'sports:changed': async (hint: DeskChanged) => {
            if (hint.date !== date) return
            if (hint.bookings) await mergeDeskBookings(hint.bookings)
            else await sync.syncNow()
          },
        },
      }),
    ]
    return () => {
      for (const stop of stops) stop()
    }
  }, [date])

  const status = useSyncExternalStore(client?.subscribe ?? noSubscription, client?.getStatus ?? (() => idleStatus))
  const day = useLiveQuery(() => db.deskDays.get(date), [date])
  const bookings = useLiveQuery(() => bookingsOfDay(date), [date])
  const pending = useLiveQuery(async () => (await db.outbox.toArray()).filter((entry) => entry.name.startsWith(DESK_MUTATION_PREFIX)).length, [])
  return { status, realtime, day, bookings, pendingCount: pending.data ?? 0, syncNow: () => void client?.syncNow() }
}
