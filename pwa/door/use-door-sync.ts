import { useEffect, useState, useSyncExternalStore } from 'react'
import { requestPersistentStorage } from '../app/persistent-storage'
import { registerUnsentWorkCheck } from '../app/unsent-work'
import { clearSession, peekSession } from '../auth/session'
import { db } from '../offline/db'
import { pendingOutboxCount } from '../offline/outbox'
import { connectRealtime, type RealtimeState } from '../offline/realtime-client'
import { SyncClient, type SyncStatus } from '../offline/sync-client'
import { useLiveQuery } from '../offline/use-live-query'
import { useDoorList } from './door-list'
import { doorScopeHandler, type DoorChanged } from './door-scope'
import { mergeDoorTickets, subscribeToListSaving } from './door-store'
import { refreshTicketKey, storedTicketKey } from './ticket-key'

const idleStatus: SyncStatus = { phase: 'idle' }
const noSubscription = () => () => undefined

/**
 * Runs the door's sync while the screen is open: push of the outbox and pull of `event:{id}`, the
 * socket's `door:changed` hints (other devices' check-ins within seconds), the ticket key, and the
 * event's list in memory (door-list.ts) that scans are decided on, with its live counters.
 */
export function useDoorSync(eventId: number) {
  const [client, setClient] = useState<SyncClient>()
  const [realtime, setRealtime] = useState<RealtimeState>('connecting')
  const [publicKey, setPublicKey] = useState<CryptoKey>()
  const [savingCount, setSavingCount] = useState<number>()

  useEffect(() => {
    const scope = `event:${eventId}`
    const getToken = () => peekSession('user')?.token
    const sync = new SyncClient({ getToken, scopes: [scope], handlers: [doorScopeHandler] })
    setClient(sync)
    void requestPersistentStorage()
    let isCurrent = true
    void storedTicketKey().then((key) => isCurrent && key && setPublicKey(key))
    void refreshTicketKey().then((key) => isCurrent && key && setPublicKey(key))
    const stops = [
      subscribeToListSaving((saving) => setSavingCount(saving?.eventId === eventId ? saving.count : undefined)),
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
          'door:changed': async (hint: DoorChanged) => {
            if (hint.tickets) await mergeDoorTickets(hint.tickets)
            else await sync.syncNow()
          },
        },
      }),
    ]
    return () => {
      isCurrent = false
      for (const stop of stops) stop()
    }
  }, [eventId])

  const status = useSyncExternalStore(client?.subscribe ?? noSubscription, client?.getStatus ?? (() => idleStatus))
  const event = useLiveQuery(() => db.doorEvents.get(eventId), [eventId])
  const { list, counters } = useDoorList(eventId)
  const pending = useLiveQuery(async () => (await db.outbox.toArray()).filter((entry) => entry.name.startsWith('checkin.')).length, [])
  return { status, realtime, event, list, counters: { data: counters }, publicKey, savingCount, pendingCount: pending.data ?? 0, syncNow: () => void client?.syncNow() }
}
