import type { z } from 'zod'
import type { RequestOf, ResponseOf } from '../../domain/contract/endpoint'
import { MAX_MUTATIONS_PER_PUSH, syncPull, syncPush, type MutationResult, type mutationGap } from '../../domain/contract/sync'
import { db, withOpenDb } from './db'
import { kitchenScopeHandler } from './kitchen-scope'
import { accountOfToken, pendingEntriesOf, pendingOutboxCount, removeAnswered, renumberUnderNewClient, switchToClientOf } from './outbox'
import { recordRejections, type Rejection } from './rejections'
import { isRejected, scopePrefixOf, type AnsweredMutation, type ScopeHandler } from './scope-handler'
const REQUEST_TIMEOUT_MS = 30_000
/** While anything is unsent, try this often even if no event says the network is back. */
export const PENDING_RETRY_MS = 10_000

/**
 * Exponential backoff with jitter: attempt 0 waits about `baseMs`, each failure doubles it up to
 * `capMs`; the wait is a random point in the upper half, so a kitchen full of tablets coming back
 * from the same Wi-Fi drop does not knock on the server at the same moment.
 */
export function backoffDelay(attempt: number, { baseMs = 1_000, capMs = 60_000, random = Math.random } = {}): number {
  const ceiling = Math.min(capMs, baseMs * 2 ** Math.max(0, attempt))
  return Math.round(ceiling / 2 + (random() * ceiling) / 2)
}

export type SyncPhase = 'idle' | 'syncing' | 'offline' | 'error' | 'signed-out'
export interface SyncStatus {
  phase: SyncPhase
  lastError?: string
  lastSyncedAt?: number
}

type PushAnswer = ResponseOf<typeof syncPush> | z.infer<typeof mutationGap>
type PullAnswer = ResponseOf<typeof syncPull>

class HttpFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export interface SyncClientOptions {
  /** The kitchen's token: the tablet syncs as the kitchen account even if staff signed in too. */
  getToken: () => string | undefined
  /** Scopes to pull, e.g. ['kitchen:3'], ['event:42']. */
  scopes: readonly string[]
  /** The areas whose scopes and mutations this client serves; the kitchen's by default. */
  handlers?: readonly ScopeHandler[]
  fetch?: typeof fetch
  random?: () => number
}

const cursorKey = (scope: string) => `cursor:${scope}`

/** Where the scope's pull left off (0: never pulled). */
export async function pullCursor(scope: string): Promise<number> {
  const record = await withOpenDb(() => db.meta.get(cursorKey(scope)))
  return typeof record?.value === 'number' ? record.value : 0
}

/**
 * The device side of ADR 011: pushes the outbox in order and pulls its scopes, retrying with backoff.
 * One run at a time; a request while running runs once more afterwards.
 */
export class SyncClient {
  private status: SyncStatus = { phase: 'idle' }
  private readonly listeners = new Set<() => void>()
  private running: Promise<void> | undefined
  private isRequestedAgain = false
  private attempt = 0
  private retryTimer: ReturnType<typeof setTimeout> | undefined

  private readonly handlers: readonly ScopeHandler[]

  constructor(private readonly options: SyncClientOptions) {
    this.handlers = options.handlers ?? [kitchenScopeHandler]
  }

  private handlerForScope(scope: string): ScopeHandler {
    const handler = this.handlers.find((candidate) => candidate.scopePrefix === scopePrefixOf(scope))
    if (!handler) throw new Error(`No sync handler for scope ${scope}`)
    return handler
  }

  getStatus = (): SyncStatus => this.status
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private setStatus(next: SyncStatus) {
    this.status = next
    for (const listener of this.listeners) listener()
  }

  /** The attempts so far since the last success: what the next backoff is computed from. */
  get failedAttempts(): number {
    return this.attempt
  }

  /**
   * Not callApi: the device syncs under the token of the account whose outbox it sends (a kitchen
   * tablet as its kitchen even when staff signed in too), a 409 gap is an answer to act on rather
   * than a failure, and the fetch is the one this client was given.
   */
  private async request<Answer>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: Answer }> {
    const token = this.options.getToken()
    if (!token) throw new HttpFailure(401, 'Signed out')
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS)
    try {
      const response = await (this.options.fetch ?? fetch)(path, {
        method,
        headers: { 'x-auth-token': token, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
        credentials: 'same-origin',
      })
      const text = await response.text()
      return { status: response.status, body: (text === '' ? {} : JSON.parse(text)) as Answer }
    } finally {
      clearTimeout(timer)
    }
  }

  /**
   * Sends the signed-in account's actions, oldest first, until none is left. Actions another account
   * took on this device wait for that account (the server would refuse them under this one's token).
   */
  async push(): Promise<void> {
    const token = this.options.getToken()
    if (!token) throw new HttpFailure(401, 'Signed out')
    let clientId = (await switchToClientOf(accountOfToken(token))).client_id
    for (let gaps = 0; ;) {
      const batch = await pendingEntriesOf(clientId, MAX_MUTATIONS_PER_PUSH)
      if (batch.length === 0) return
      const push: RequestOf<typeof syncPush>['body'] = {
        client_id: clientId,
        mutations: batch.map(({ id, name, args, at }) => ({ id, name, args, at })),
      }
      const answer = await this.request<PushAnswer>('POST', syncPush.path, push)
      if (answer.status === 409 && 'code' in answer.body && answer.body.code === 'mutation_gap') {
        // What came before the gap is committed; the rest is renumbered under a new client id.
        await this.takeResults(clientId, answer.body.results ?? [])
        if (++gaps > 2) throw new HttpFailure(409, 'The server keeps reporting a gap in this device’s actions.')
        clientId = (await renumberUnderNewClient(clientId)).client_id
        continue
      }
      if (answer.status < 200 || answer.status >= 300) throw new HttpFailure(answer.status, `Sync push answered ${answer.status}`)
      const answered = await this.takeResults(clientId, answer.body.results ?? [])
      if (answered === 0) throw new HttpFailure(answer.status, 'The server answered none of the pending actions.')
    }
  }

  /** Applied and rejected entries leave the outbox; each area takes its results' states. */
  private async takeResults(clientId: string, results: readonly MutationResult[]): Promise<number> {
    if (results.length === 0) return 0
    const sent = await withOpenDb(() =>
      db.outbox
        .where('[client_id+id]')
        .anyOf(results.map((result) => [clientId, result.id]))
        .toArray(),
    )
    const entryById = new Map(sent.map((entry) => [entry.id, entry]))
    await removeAnswered(
      clientId,
      results.map((result) => result.id),
    )
    const answered: AnsweredMutation[] = results.map((result) => ({ result, entry: entryById.get(result.id) }))
    for (const handler of this.handlers) {
      // A result whose entry is gone (answered before) goes to every area; each takes only states of its own shape.
      const own = answered.filter(({ entry }) => entry === undefined || entry.name.startsWith(handler.mutationPrefix))
      if (own.length > 0) await handler.takeResults(own)
    }
    const rejected = answered.filter(isRejected)
    if (rejected.length > 0) {
      const rejections: Rejection[] = rejected.map(({ result, entry }) => ({
        client_id: clientId,
        id: result.id,
        name: entry?.name ?? 'unknown',
        args: entry?.args ?? {},
        reason: result.reason,
        message: result.message,
        answered_at: new Date().toISOString(),
      }))
      await recordRejections(rejections)
    }
    return results.length
  }

  /** Pulls one scope from its cursor; its area merges what came (a first pull, since 0, replaces). */
  async pull(scope: string): Promise<void> {
    const handler = this.handlerForScope(scope)
    const since = await pullCursor(scope)
    const { client_id } = await withOpenDb(() => db.meta.get('client')).then((record) => (record?.value ?? {}) as { client_id?: string })
    const query = new URLSearchParams({ scope, since: String(since), ...(client_id ? { client_id } : {}) })
    const answer = await this.request<PullAnswer>('GET', `${syncPull.path}?${query.toString()}`)
    if (answer.status < 200 || answer.status >= 300) throw new HttpFailure(answer.status, `Sync pull answered ${answer.status}`)
    await handler.takePull(scope, answer.body, since)
    await withOpenDb(() => db.meta.put({ key: cursorKey(scope), value: answer.body.version }))
  }

  /** Push, then pull every scope (the pull then has what the push did). Coalesces overlapping calls. */
  syncNow = (): Promise<void> => {
    if (this.running) {
      this.isRequestedAgain = true
      return this.running
    }
    clearTimeout(this.retryTimer)
    this.running = this.runOnce().finally(() => {
      this.running = undefined
      if (this.isRequestedAgain) {
        this.isRequestedAgain = false
        void this.syncNow()
      }
    })
    return this.running
  }

  private async runOnce(): Promise<void> {
    if (this.status.phase === 'signed-out') return
    this.setStatus({ ...this.status, phase: 'syncing' })
    try {
      await this.push()
      for (const scope of this.options.scopes) await this.pull(scope)
      this.attempt = 0
      this.setStatus({ phase: 'idle', lastSyncedAt: Date.now() })
    } catch (error) {
      if (error instanceof HttpFailure && (error.status === 401 || error.status === 403)) {
        this.setStatus({ phase: 'signed-out', lastError: error.message })
        return
      }
      const isServerAnswer = error instanceof HttpFailure
      this.setStatus({
        ...this.status,
        phase: isServerAnswer ? 'error' : 'offline',
        lastError: error instanceof Error ? error.message : String(error),
      })
      const wait = backoffDelay(this.attempt++, { random: this.options.random })
      this.retryTimer = setTimeout(() => void this.syncNow(), wait)
    }
  }

  /** Syncs now and whenever the network, the page or the clock says it may help; returns stop. */
  start(): () => void {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void this.syncNow()
    }
    const onOnline = () => void this.syncNow()
    window.addEventListener('online', onOnline)
    document.addEventListener('visibilitychange', onVisible)
    const interval = setInterval(() => {
      void pendingOutboxCount()
        .then((count) => (count > 0 && !this.running ? this.syncNow() : undefined))
        .catch(() => undefined)
    }, PENDING_RETRY_MS)
    void this.syncNow()
    return () => {
      window.removeEventListener('online', onOnline)
      document.removeEventListener('visibilitychange', onVisible)
      clearInterval(interval)
      clearTimeout(this.retryTimer)
    }
  }
}
