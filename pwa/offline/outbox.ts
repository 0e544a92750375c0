import { db, withOpenDb, type OutboxEntry } from './db'

const CLIENT_KEY = 'client'

/** This install's client id and the id its next mutation gets (ADR 011: from 1, no holes). */
export interface ClientRecord {
  client_id: string
  next_id: number
}

function newClientId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `dev-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`
}

/** Must run inside a transaction over `meta`: the id is taken and moved on in the same write. */
async function readClient(): Promise<ClientRecord> {
  const stored = (await db.meta.get(CLIENT_KEY))?.value as ClientRecord | undefined
  if (stored) return stored
  const fresh = { client_id: newClientId(), next_id: 1 }
  await db.meta.put({ key: CLIENT_KEY, value: fresh })
  return fresh
}

export const currentClient = () => withOpenDb(() => db.transaction('rw', db.meta, readClient))

/**
 * Queues one mutation. Call it inside a 'rw' transaction over outbox and meta (and whatever the
 * optimistic change writes) so the local change and its entry are stored together or not at all.
 */
export async function queueMutationInTransaction(name: string, args: Record<string, unknown>, at = new Date()): Promise<OutboxEntry> {
  const client = await readClient()
  const entry: OutboxEntry = { client_id: client.client_id, id: client.next_id, name, args, at: at.toISOString() }
  await db.outbox.add(entry)
  await db.meta.put({ key: CLIENT_KEY, value: { ...client, next_id: client.next_id + 1 } })
  return entry
}

export const queueMutation = (name: string, args: Record<string, unknown>, at = new Date()) =>
  withOpenDb(() => db.transaction('rw', db.outbox, db.meta, () => queueMutationInTransaction(name, args, at)))

/** The unsent actions, oldest first; what the update prompt and the offline banner count. */
export const pendingOutboxCount = () => withOpenDb(() => db.outbox.count())

export const pendingEntries = (limit: number) => withOpenDb(() => db.outbox.orderBy('seq').limit(limit).toArray())

/** Entries the server has answered (applied or rejected) leave the outbox. */
export async function removeAnswered(clientId: string, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return
  await withOpenDb(() => db.outbox.where('[client_id+id]').anyOf(ids.map((id) => [clientId, id])).delete())
}

/**
 * After a 409 mutation_gap (ADR 011): the server and the device disagree about what was sent. Keep
 * every pending entry, take a new client id and number them again from 1, in their order.
 */
export function renumberUnderNewClient(): Promise<ClientRecord> {
  return withOpenDb(() =>
    db.transaction('rw', db.outbox, db.meta, async () => {
      const client_id = newClientId()
      const entries = await db.outbox.orderBy('seq').toArray()
      let id = 1
      for (const entry of entries) await db.outbox.update(entry.seq!, { client_id, id: id++ })
      const client = { client_id, next_id: id }
      await db.meta.put({ key: CLIENT_KEY, value: client })
      return client
    }),
  )
}
