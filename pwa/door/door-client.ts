import Dexie from 'dexie'
import { db, withOpenDb } from '../offline/db'

/**
 * Where outbox.ts keeps the client new actions are queued under. The door's sync makes it the
 * signed-in receptionist's own as soon as the screen opens (one client per account, ADR 011).
 */
export const CURRENT_CLIENT_KEY = 'client'

/** That client's id; undefined on a device that never queued anything. Reads only: fit for live queries. */
export const currentClientId = () =>
  withOpenDb(async () => {
    const client = (await db.meta.get(CURRENT_CLIENT_KEY))?.value as { client_id?: unknown } | undefined
    return typeof client?.client_id === 'string' ? client.client_id : undefined
  })

/**
 * The signed-in receptionist's actions (check-ins, undos, desk taps) this device has not sent yet.
 * Signing out keeps them, but only the same account can send them: they wait for its next sign-in here.
 */
export async function unsentActionCount(): Promise<number> {
  const clientId = await currentClientId()
  if (clientId === undefined) return 0
  return withOpenDb(() => db.outbox.where('[client_id+id]').between([clientId, Dexie.minKey], [clientId, Dexie.maxKey]).count())
}
