import type { Principal } from '../auth/principal.js'
import type { Executor } from '../db/database.js'
import type { AppDeps } from '../http/context.js'
import { AppError, badRequest, forbidden } from '../http/errors.js'
import { toFieldErrors } from '../http/validate.js'
import type { SentHint } from '../realtime/notifier.js'
import type { MutationContext, MutationOutcome } from './sync.contract.js'
import {
  advanceClientCursor,
  findClient,
  findRejections,
  lockClientCursor,
  nextSyncVersion,
  recordRejection,
  settledVersion,
  touchClient,
  type ClientOwner,
} from './sync.repository.js'
import type { PullQuery, PushBody, PushedMutation } from './sync.schemas.js'

export type MutationResult = { id: number } & (
  | { status: 'applied'; state?: unknown }
  | { status: 'rejected'; reason: string; message: string; state?: unknown }
)

export interface PushResponse {
  results: MutationResult[]
  last_mutation_id: number
}

/** What one mutation's transaction found: done (applied or rejected), already done, or out of order. */
type Step = { kind: 'done'; result: MutationResult } | { kind: 'duplicate'; last: number } | { kind: 'gap'; last: number }

const ownerOf = (principal: Principal): ClientOwner =>
  principal.kind === 'member' ? { kind: 'member', id: principal.memberId } : { kind: principal.kind, id: String(principal.userId) }

const foreignClient = () =>
  forbidden('This device is registered to another account. Sign in again on it so that it starts a new sync client.')

/**
 * Applies a device's batch in order, each mutation in its own transaction with the device's cursor
 * (docs/decisions/011-sync-protocol.md). Ids already applied are answered again without a second
 * effect; a gap stops the batch with 409 and the server's cursor.
 */
export async function pushMutations(deps: AppDeps, principal: Principal, push: PushBody & { userAgent: string | null }): Promise<PushResponse> {
  const clientId = push.client_id
  const registeredLast = await touchClient(deps.db, clientId, ownerOf(principal), push.userAgent, deps.clock())
  if (registeredLast === undefined) throw foreignClient()

  let last = registeredLast
  const answered = await replayedResults(deps.db, clientId, push.mutations.map((m) => m.id).filter((id) => id <= last))
  const results: MutationResult[] = []
  for (const mutation of push.mutations) {
    if (mutation.id <= last) {
      results.push(answered.get(mutation.id) ?? (await replayedResult(deps.db, clientId, mutation.id)))
      continue
    }
    const step = await processMutation(deps, principal, clientId, mutation)
    if (step.kind === 'gap') {
      throw new AppError(
        409,
        'mutation_gap',
        `Mutation ${mutation.id} cannot be applied before ${step.last + 1}: the server has applied up to ${step.last} for this device.`,
        { extra: { last_mutation_id: step.last, expected_id: step.last + 1, results } },
      )
    }
    // 'duplicate': a concurrent push of this device applied it while this one waited for the lock.
    const result = step.kind === 'done' ? step.result : await replayedResult(deps.db, clientId, mutation.id)
    answered.set(mutation.id, result)
    results.push(result)
    last = step.kind === 'done' ? mutation.id : step.last
  }
  return { results, last_mutation_id: last }
}

/** The answer for ids the server processed before: the stored rejection, or applied. */
async function replayedResults(db: Executor, clientId: string, ids: number[]): Promise<Map<number, MutationResult>> {
  const rejections = new Map((await findRejections(db, clientId, ids)).map((row) => [row.mutation_id, row]))
  const results = new Map<number, MutationResult>()
  for (const id of ids) {
    const rejection = rejections.get(id)
    results.set(
      id,
      rejection
        ? { id, status: 'rejected', reason: rejection.reason, message: rejection.message, ...(rejection.state === null ? {} : { state: rejection.state }) }
        : { id, status: 'applied' },
    )
  }
  return results
}

const replayedResult = async (db: Executor, clientId: string, id: number) => (await replayedResults(db, clientId, [id])).get(id)!

const cursorStep = (last: number, id: number): Step | undefined =>
  id <= last ? { kind: 'duplicate', last } : id > last + 1 ? { kind: 'gap', last } : undefined

/**
 * One mutation, in one transaction that holds the device's row: a concurrent push of the same device
 * waits, then sees the new cursor and skips. Hints go out only once the transaction has committed.
 */
async function processMutation(deps: AppDeps, principal: Principal, clientId: string, mutation: PushedMutation): Promise<Step> {
  const hints: SentHint[] = []
  try {
    const step = await deps.db.transaction().execute(async (trx): Promise<Step> => {
      const skip = cursorStep(await lockClientCursor(trx, clientId), mutation.id)
      if (skip) return skip
      const outcome = await runHandler(deps, principal, clientId, mutation, trx, hints)
      return { kind: 'done', result: await recordOutcome(deps, trx, clientId, mutation, outcome) }
    })
    if (step.kind === 'done') for (const hint of hints) deps.realtime.notify(hint.room, hint.event, hint.payload)
    return step
  } catch (error) {
    const outcome = refusalOf(error)
    if (!outcome) throw error
    // The handler refused by throwing: its writes and hints were rolled back, yet the mutation was processed.
    return deps.db.transaction().execute(async (trx): Promise<Step> => {
      const skip = cursorStep(await lockClientCursor(trx, clientId), mutation.id)
      if (skip) return skip
      return { kind: 'done', result: await recordOutcome(deps, trx, clientId, mutation, outcome) }
    })
  }
}

const rejected = (reason: string, message: string): MutationOutcome => ({ status: 'rejected', reason, message })

async function runHandler(
  deps: AppDeps,
  principal: Principal,
  clientId: string,
  mutation: PushedMutation,
  trx: Executor,
  hints: SentHint[],
): Promise<MutationOutcome> {
  const handler = deps.sync.mutations.get(mutation.name)
  if (!handler) return rejected('unknown_mutation', `The server does not know the mutation "${mutation.name}".`)
  const parsed = handler.args.safeParse(mutation.args)
  if (!parsed.success) return rejected('invalid_args', toFieldErrors(parsed.error)[0]?.msg ?? 'The mutation\'s arguments are not valid.')
  if (!handler.isAllowed(principal, parsed.data)) return rejected('forbidden', 'You do not have permission to do this.')
  const context: MutationContext = {
    trx,
    deps,
    principal,
    clientId,
    happenedAt: new Date(mutation.at),
    nextVersion: () => nextSyncVersion(trx),
    notify: (room, event, payload) => void hints.push({ room, event, payload }),
  }
  return handler.apply(context, parsed.data)
}

/** A refusal a handler threw as an AppError with a 4xx status (e.g. shared code's 409 or 404). */
function refusalOf(error: unknown): MutationOutcome | undefined {
  if (!(error instanceof AppError) || error.status >= 500) return undefined
  const extra = error.options.extra
  const state = extra && 'state' in extra ? extra['state'] : extra
  return { status: 'rejected', reason: error.code, message: error.message, ...(state === undefined ? {} : { state }) }
}

async function recordOutcome(deps: AppDeps, trx: Executor, clientId: string, mutation: PushedMutation, outcome: MutationOutcome) {
  await advanceClientCursor(trx, clientId, mutation.id)
  if (outcome.status === 'rejected') {
    await recordRejection(trx, { clientId, mutationId: mutation.id, name: mutation.name, ...outcome, at: deps.clock() })
  }
  return { id: mutation.id, ...outcome } satisfies MutationResult
}

/** How long a pull waits for transactions that may still commit rows below the version it returns. */
const SETTLE_WAIT_MS = 2000

/**
 * The rows of a scope changed after `since`, the version the device stores as its next `since`, and
 * the device's last applied mutation id, all read from one snapshot.
 */
export interface PullResponse {
  scope: string
  version: number
  last_mutation_id: number
  /** The scope's collections, e.g. `orders`. */
  [collection: string]: unknown
}

export async function pullScope(deps: AppDeps, principal: Principal, pull: PullQuery, options = { settleWaitMs: SETTLE_WAIT_MS }): Promise<PullResponse> {
  const { scope } = pull
  const handler = deps.sync.scopes.get(scope.prefix)
  if (!handler) throw badRequest(`scope: there is no scope "${scope.prefix}"; use one of ${[...deps.sync.scopes.keys()].join(', ') || 'none'}`)
  if (!(await handler.isAllowed(principal, scope.key))) throw forbidden(`You may not read ${scope.name}.`)
  if (pull.client_id) {
    const client = await findClient(deps.db, pull.client_id)
    const owner = ownerOf(principal)
    if (client && (client.principal_kind !== owner.kind || client.principal_id !== owner.id)) throw foreignClient()
  }

  const settled = await settledVersion(deps.db, options.settleWaitMs)
  if (!settled.isSettled) deps.logger.warn('sync pull: transactions still open, cursor not advanced', { scope: scope.name })
  // A cursor ahead of the server means the database went back (a restore): send everything again.
  const since = pull.since > settled.version ? 0 : pull.since
  return deps.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx): Promise<PullResponse> => {
      const collections = await handler.pull({ db: trx, deps, principal }, scope.key, since)
      const client = pull.client_id ? await findClient(trx, pull.client_id) : undefined
      return {
        ...collections,
        scope: scope.name,
        version: settled.isSettled ? settled.version : since,
        last_mutation_id: client?.last_mutation_id ?? 0,
      }
    })
}
