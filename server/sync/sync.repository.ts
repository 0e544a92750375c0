import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'kysely'
import type { Executor } from '../db/database.js'
import { executePrepared } from '../db/prepared.js'
import type { SyncPrincipalKind } from '../db/schema.js'

export interface ClientOwner {
  kind: SyncPrincipalKind
  id: string
}

/** Who pushes from a device, from which browser, and when. */
export interface ClientSeen {
  owner: ClientOwner
  userAgent: string | null
  at: Date
}

/**
 * Registers a device on its first push, or notes that it was seen again, and returns its cursor:
 * undefined when the client id already belongs to another principal. Inside a transaction the row
 * stays locked until it ends, so a device's pushes apply one at a time: a concurrent push of the
 * same device waits, then sees the moved cursor.
 */
export async function touchClient(db: Executor, clientId: string, seen: ClientSeen): Promise<number | undefined> {
  const { owner, userAgent, at } = seen
  const query = db
    .insertInto('sync_clients')
    .values({
      client_id: clientId,
      principal_kind: owner.kind,
      principal_id: owner.id,
      user_agent: userAgent,
      created_at: at,
      last_seen_at: at,
    })
    .onConflict((oc) =>
      oc
        .column('client_id')
        .doUpdateSet({ last_seen_at: at, user_agent: sql`coalesce(excluded.user_agent, sync_clients.user_agent)` })
        .where('sync_clients.principal_kind', '=', owner.kind)
        .where('sync_clients.principal_id', '=', owner.id),
    )
    .returning('last_mutation_id')
  // On every push: prepared (db/prepared.ts).
  return (await executePrepared(db, query.compile())).rows[0]?.last_mutation_id
}

export function findClient(db: Executor, clientId: string) {
  return db
    .selectFrom('sync_clients')
    .select(['principal_kind', 'principal_id', 'last_mutation_id'])
    .where('client_id', '=', clientId)
    .executeTakeFirst()
}

export async function advanceClientCursor(trx: Executor, clientId: string, mutationId: number) {
  await executePrepared(
    trx,
    trx.updateTable('sync_clients').set({ last_mutation_id: mutationId }).where('client_id', '=', clientId).compile(),
  )
}

export interface Rejection {
  mutationId: number
  name: string
  reason: string
  message: string
  state?: unknown
}

/** Keeps refused mutations' answers, so that a retried batch gets the same ones. */
export async function recordRejections(trx: Executor, clientId: string, rejections: Rejection[], at: Date) {
  if (rejections.length === 0) return
  await trx
    .insertInto('sync_rejections')
    .values(
      rejections.map((rejection) => ({
        client_id: clientId,
        mutation_id: rejection.mutationId,
        name: rejection.name,
        reason: rejection.reason,
        message: rejection.message,
        state: rejection.state === undefined ? null : JSON.stringify(rejection.state),
        rejected_at: at,
      })),
    )
    .execute()
}

export async function findRejections(db: Executor, clientId: string, mutationIds: number[]) {
  if (mutationIds.length === 0) return []
  return db
    .selectFrom('sync_rejections')
    .select(['mutation_id', 'reason', 'message', 'state'])
    .where('client_id', '=', clientId)
    .where('mutation_id', 'in', mutationIds)
    .execute()
}

/** The next value of sync_version_seq, for a row a device syncs. */
export async function nextSyncVersion(trx: Executor): Promise<number> {
  const row = await sql<{ version: number }>`select nextval('sync_version_seq') as version`.execute(trx)
  return Number(row.rows[0]!.version)
}

/**
 * A version every change at or below which is committed and visible to queries started after this
 * returns (docs/decisions/011-sync-protocol.md). The sequence hands out numbers when a row is
 * written, not when it commits, so the last value handed out may belong to a transaction still
 * running. Every transaction running now started before it is read: wait for those to end. Works
 * whoever wrote the rows (sync mutations, REST routes, column defaults). When one of them does not
 * end within `waitLimitMs` (a long report, a backup), `isSettled` is false and the caller must not
 * move a device's cursor.
 */
export async function settledVersion(db: Executor, waitLimitMs: number): Promise<{ version: number; isSettled: boolean }> {
  const sequence = await sql<{ last_value: number; is_called: boolean }>`select last_value, is_called from sync_version_seq`.execute(db)
  const { last_value, is_called } = sequence.rows[0]!
  const version = is_called ? Number(last_value) : 0
  let running = await runningTransactions(db)
  const deadline = Date.now() + waitLimitMs
  for (let pause = 1; running.length > 0; pause = Math.min(pause * 2, 25)) {
    if (Date.now() >= deadline) return { version, isSettled: false }
    await sleep(pause)
    running = await runningTransactions(db, running)
  }
  return { version, isSettled: true }
}

/**
 * The other client sessions' open transactions in this database, by virtual transaction id: every
 * transaction holds a lock on its own from start to end, whether or not it has written yet.
 * With `among`, only those of that list still running.
 */
async function runningTransactions(db: Executor, among?: string[]): Promise<string[]> {
  const result = await sql<{ virtualxid: string }>`
    select l.virtualxid from pg_locks l join pg_stat_activity a on a.pid = l.pid
    where l.locktype = 'virtualxid' and l.mode = 'ExclusiveLock' and l.granted
      and l.pid <> pg_backend_pid() and a.datname = current_database() and a.backend_type = 'client backend'
      ${among ? sql`and l.virtualxid = any(${among}::text[])` : sql``}`.execute(db)
  return result.rows.map((row) => row.virtualxid)
}
