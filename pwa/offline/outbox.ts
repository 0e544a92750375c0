import Dexie from 'dexie'
import { readTokenPayload } from '../../domain/session-token'
import { db, withOpenDb, type OutboxEntry } from './db'

/** The client of the account using the device now: where new actions are queued. */
const CLIENT_KEY = 'client'
/** Each account's own client, kept while another account uses the device. */
const clientKeyOf = (account: string) => `client:${account}`

/**
 * A sync client: the id the server knows this device by for one account, and the id its next
 * mutation gets (ADR 011: from 1, no holes). A device used by several accounts (a shared door phone,
 * a tablet moved from the kitchen to the door) has one client per account, because the server ties a
 * client id to the account that first pushed from it. `account` is absent only on records written
 * before accounts were told apart; the first account to sync adopts such a record.
 */
export interface ClientRecord {
  client_id: string
  next_id: number
  account?: string
}

/**
 * The account a session token was issued to, as `{audience}:{subject}` ('staff:12', 'member:M1001'),
 * read from the token's payload without checking it: the server checks every request anyway.
 */
export function accountOfToken(token: string): string {
  const payload = readTokenPayload(token)
  return typeof payload?.aud === 'string' && typeof payload.sub === 'string' ? `${payload.aud}:${payload.sub}` : 'unknown'
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
 * Makes `account`'s client the one new actions are queued under, and returns it: the account's own
 * record when it used this device before, a fresh client otherwise. The previous account's client
 * and its unsent actions stay, to be sent when that account syncs again.
 */
export function switchToClientOf(account: string): Promise<ClientRecord> {
  return withOpenDb(() =>
    db.transaction('rw', db.meta, async () => {
      const current = (await db.meta.get(CLIENT_KEY))?.value as ClientRecord | undefined
      // The same account again (every sync): nothing to write, nothing for live queries to re-read.
      if (current?.account === account) return current
      if (current && current.account === undefined) {
        const adopted = { ...current, account }
        await db.meta.bulkPut([
          { key: CLIENT_KEY, value: adopted },
          { key: clientKeyOf(account), value: adopted },
        ])
        return adopted
      }
      if (current?.account) await db.meta.put({ key: clientKeyOf(current.account), value: current })
      const own = ((await db.meta.get(clientKeyOf(account)))?.value as ClientRecord | undefined) ?? {
        client_id: newClientId(),
        next_id: 1,
        account,
      }
      await db.meta.bulkPut([
        { key: CLIENT_KEY, value: own },
        { key: clientKeyOf(account), value: own },
      ])
      return own
    }),
  )
}

/**
 * Queues one mutation. Call it inside a 'rw' transaction over outbox and meta (and whatever the
 * optimistic change writes) so the local change and its entry are stored together or not at all.
 */
export async function queueMutationInTransaction(name: string, args: Record<string, unknown>, at = new Date()): Promise<OutboxEntry> {
  const client = await readClient()
  const entry: OutboxEntry = { client_id: client.client_id, id: client.next_id, name, args, at: at.toISOString() }
  await db.outbox.add(entry)
  const moved = { ...client, next_id: client.next_id + 1 }
  await db.meta.bulkPut([
    { key: CLIENT_KEY, value: moved },
    ...(client.account ? [{ key: clientKeyOf(client.account), value: moved }] : []),
  ])
  return entry
}

export const queueMutation = (name: string, args: Record<string, unknown>, at = new Date()) =>
  withOpenDb(() => db.transaction('rw', db.outbox, db.meta, () => queueMutationInTransaction(name, args, at)))

/** The unsent actions, oldest first; what the update prompt and the offline banner count. */
export const pendingOutboxCount = () => withOpenDb(() => db.outbox.count())

/** One client's unsent actions, in the order they were taken. */
export const pendingEntriesOf = (clientId: string, limit: number) =>
  withOpenDb(() => db.outbox.where('[client_id+id]').between([clientId, Dexie.minKey], [clientId, Dexie.maxKey]).limit(limit).toArray())

/** Entries the server has answered (applied or rejected) leave the outbox. */
export async function removeAnswered(clientId: string, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return
  await withOpenDb(() =>
    db.outbox
      .where('[client_id+id]')
      .anyOf(ids.map((id) => [clientId, id]))
      .delete(),
  )
}

/**
 * After a 409 mutation_gap (ADR 011): the server and the device disagree about what was sent. Keep
 * every pending entry of that client, give its account a new client id and number them again from
 * 1, in their order.
 */
export function renumberUnderNewClient(oldClientId: string): Promise<ClientRecord> {
  return withOpenDb(() =>
    db.transaction('rw', db.outbox, db.meta, async () => {
      const current = (await db.meta.get(CLIENT_KEY))?.value as ClientRecord | undefined
      const account = current?.client_id === oldClientId ? current.account : undefined
      const client_id = newClientId()
      const entries = await db.outbox.where('[client_id+id]').between([oldClientId, Dexie.minKey], [oldClientId, Dexie.maxKey]).toArray()
      let id = 1
      for (const entry of entries) await db.outbox.update(entry.seq!, { client_id, id: id++ })
      const client: ClientRecord = { client_id, next_id: id, ...(account ? { account } : {}) }
      await db.meta.bulkPut([{ key: CLIENT_KEY, value: client }, ...(account ? [{ key: clientKeyOf(account), value: client }] : [])])
      return client
    }),
  )
}
