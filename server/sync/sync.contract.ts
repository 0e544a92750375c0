import type { z } from 'zod'
import type { Principal } from '../auth/principal.js'
import type { Executor } from '../db/database.js'
import type { AppDeps } from '../http/context.js'
import type { Batch } from './batch.js'

/**
 * The contract between the sync engine (server/sync) and the areas whose data devices keep offline
 * (kitchen now; door check-in and sports desk next). An area registers its mutations and its pull
 * scopes; the engine handles ordering, idempotency, transactions, versions and pushes.
 */

/**
 * What one applied or refused mutation answers (DESIGN.md "Offline and sync"). `state` may be given
 * as a function: the engine calls it once the batch's working sets are flushed, so that the state
 * carries the rows' final versions.
 */
export type MutationOutcome =
  | { status: 'applied'; state?: unknown }
  /** `reason` is a stable code (`already_checked_in`, `invalid_transition`, ...); `state` is the server's truth. */
  | { status: 'rejected'; reason: string; message: string; state?: unknown }

export interface MutationContext {
  /** The open transaction the engine runs this mutation in; commit covers the client's cursor too. */
  trx: Executor
  deps: AppDeps
  principal: Principal
  clientId: string
  /** When it happened on the device (ISO), as the device's clock said. */
  happenedAt: Date
  /**
   * The next value of sync_version_seq: call once per changed row, store it in the row's `version`.
   * (Outside a mutation, `nextSyncVersion(trx)` in sync.repository.ts, or the column's default.)
   */
  nextVersion: () => Promise<number>
  /** Queue a realtime hint, sent only after the transaction commits: room like 'kitchen:3'. */
  notify: (room: string, event: string, payload: Record<string, unknown>) => void
  /** What the batch's mutations share in their transaction: the areas' working sets (batch.ts). */
  batch: Batch
}

/** A mutation's context before any one mutation: what `prefetch` gets. */
export type BatchContext = Omit<MutationContext, 'happenedAt'>

export interface MutationHandler<S extends z.ZodType = z.ZodType> {
  /** e.g. 'kitchen.setItemStatus' */
  name: string
  args: S
  /** Who may send it; otherwise the mutation is rejected with reason 'forbidden'. */
  isAllowed: (principal: Principal, args: z.output<S>) => boolean
  /**
   * Runs inside the engine's transaction. A returned rejection commits whatever the handler wrote
   * (a conflict record, say); an AppError with a 4xx status thrown from here rolls the handler's
   * writes and hints back and is answered as rejected with the error's `code` as reason and its
   * `extra.state` (or `extra`) as state. Anything else thrown → 500, and the device retries.
   */
  apply: (context: MutationContext, args: z.output<S>) => Promise<MutationOutcome>
  /**
   * Optional: loads (and locks) in one go what this batch's mutations of this name will touch,
   * before the first of them is applied, given the arguments of those that parsed. Without it each
   * `apply` loads its own rows.
   */
  prefetch?: (context: BatchContext, args: z.output<S>[]) => Promise<void>
}

export interface PullContext {
  db: Executor
  deps: AppDeps
  principal: Principal
}

export interface ScopeHandler {
  /** The part before the colon: 'kitchen' for 'kitchen:3'. */
  prefix: string
  /** May this principal read scope `prefix:{key}`? `db` answers grant checks (server/auth/permissions.ts). */
  isAllowed: (principal: Principal, key: string, db: Executor) => boolean | Promise<boolean>
  /** The rows of the scope changed after `since` (all when since = 0), keyed by collection name. */
  pull: (context: PullContext, key: string, since: number) => Promise<Record<string, unknown[]>>
  /** The socket.io room of this scope, joined by devices that pull it. */
  room: (key: string) => string
}

/** The engine's registry: areas add their handlers when the app is built (server/app.ts). */
export interface SyncRegistry {
  mutations: Map<string, MutationHandler>
  scopes: Map<string, ScopeHandler>
}

export function createSyncRegistry(): SyncRegistry {
  return { mutations: new Map(), scopes: new Map() }
}

export function registerMutation<S extends z.ZodType>(registry: SyncRegistry, handler: MutationHandler<S>) {
  if (registry.mutations.has(handler.name)) throw new Error(`Mutation ${handler.name} is registered twice`)
  registry.mutations.set(handler.name, handler as unknown as MutationHandler)
}

export function registerScope(registry: SyncRegistry, handler: ScopeHandler) {
  if (registry.scopes.has(handler.prefix)) throw new Error(`Scope ${handler.prefix} is registered twice`)
  registry.scopes.set(handler.prefix, handler)
}
