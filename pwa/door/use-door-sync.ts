import { useEffect, useState } from 'react'
import { db } from '../offline/db'
import { useLiveQuery } from '../offline/use-live-query'
import { useScopeSync, type AreaSync } from '../offline/use-scope-sync'
import { useDoorList } from './door-list'
import { doorScopeHandler, type DoorChanged } from './door-scope'
import { mergeDoorTickets, subscribeToListSaving } from './door-store'
import { refreshTicketKey, storedTicketKey } from './ticket-key'

/** Receptionists sync under their own account; `door:changed` carries other devices' check-ins within seconds. */
const doorSync: AreaSync = {
  session: 'user',
  handler: doorScopeHandler,
  hints: {
    'door:changed': async (hint: DoorChanged, { syncNow }) => {
      if (hint.tickets) await mergeDoorTickets(hint.tickets)
      else await syncNow()
    },
  },
}

/**
 * Runs the door's sync while the screen is open (`event:{id}`, useScopeSync), with the ticket key
 * and the event's list in memory (door-list.ts) that scans are decided on, with its live counters.
 */
export function useDoorSync(eventId: number) {
  const sync = useScopeSync(`event:${eventId}`, doorSync)
  const [publicKey, setPublicKey] = useState<CryptoKey>()
  const [savingCount, setSavingCount] = useState<number>()

  useEffect(() => {
    let isCurrent = true
    void storedTicketKey().then((key) => isCurrent && key && setPublicKey(key))
    void refreshTicketKey().then((key) => isCurrent && key && setPublicKey(key))
    const stopListSaving = subscribeToListSaving((saving) => setSavingCount(saving?.eventId === eventId ? saving.count : undefined))
    return () => {
      isCurrent = false
      stopListSaving()
    }
  }, [eventId])

  const event = useLiveQuery(() => db.doorEvents.get(eventId), [eventId])
  const { list, counters } = useDoorList(eventId)
  return { ...sync, event, list, counters: { data: counters }, publicKey, savingCount }
}
