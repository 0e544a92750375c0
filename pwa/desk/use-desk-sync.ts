import { db } from '../offline/db'
import { useLiveQuery } from '../offline/use-live-query'
import { useScopeSync, type AreaSync } from '../offline/use-scope-sync'
import { deskScope, deskScopeHandler } from './desk-scope'
import { bookingsOfDay, mergeDeskBookings } from './desk-store'
import type { DeskChanged } from './desk-types'

/** Receptionists sync under their own account; `sports:changed` carries other desks' taps within seconds. */
const deskSync: AreaSync = {
  session: 'user',
  handler: deskScopeHandler,
  hints: {
    'sports:changed': async (hint: DeskChanged, { scope, syncNow }) => {
      if (deskScope(hint.date) !== scope) return
      if (hint.bookings) await mergeDeskBookings(hint.bookings)
      else await syncNow()
    },
  },
}

/** Runs the desk's sync while the screen is open (`sports:{date}`, useScopeSync), and reads the day from the device's own copy. */
export function useDeskSync(date: string) {
  const sync = useScopeSync(deskScope(date), deskSync)
  const day = useLiveQuery(() => db.deskDays.get(date), [date])
  const bookings = useLiveQuery(() => bookingsOfDay(date), [date])
  return { ...sync, day, bookings }
}
