import type { Principal } from '../auth/principal.js'
import type { Executor } from '../db/database.js'
import type { AppDeps } from '../http/context.js'
import { AppError, badRequest, forbidden } from '../http/errors.js'
import { toFieldErrors } from '../http/validate.js'
import type { SentHint } from '../realtime/notifier.js'
import { createBatch } from './batch.js'
import type { BatchContext, MutationContext, MutationHandler, MutationOutcome } from './sync.contract.js'
import {
  advanceClientCursor,
  findClient,
  findRejections,
  nextSyncVersion,
  recordRejections,
  settledVersion,
  touchClient,
  type ClientOwner,
  type ClientSeen,
  type Rejection,
} from './sync.repository.js'
import type { MutationResult, PullAnswer, PullQuery, PushAnswer, PushBody, PushedMutation } from '../../domain/contract/sync.js'

/** How many mutations one transaction applies at most: bounds how long a push holds its rows. */
export const MUTATIONS_PER_TRANSACTION = 200

const ownerOf = (principal: Principal): ClientOwner =>
  principal.kind === 'member' ? { kind: 'member', id: principal.memberId } : { kind: principal.kind, id: String(principal.userId) }

const foreignClient = () =>
  forbidden('This device is registered to another account. Sign in again on it so that it starts a new sync client.')

const gapError = (mutationId: number, last: number, results: MutationResult[]) =>
  new AppError(
    409,
    'mutation_gap',
    `Mutation ${mutationId} cannot be applied before ${last + 1}: the server has applied up to ${last} for this device.`,
    {
      extra: { last_mutation_id: last, expected_id: last + 1, results },
    },
  )

/**
 * Applies a device's batch in order (docs/decisions/011-sync-protocol.md). Up to
 * MUTATIONS_PER_TRANSACTION mutations share one transaction with the device's cursor: each takes
 * effect exactly once, and the cursor moves with the effects or not at all. Ids already applied are
 * answered again without a second effect; a gap stops the batch with 409 and the server's cursor.
 */
export async function pushMutations(
  deps: AppDeps,
  principal: Principal,
  push: PushBody & { userAgent: string | null },
): Promise<PushAnswer> {
  const clientId = push.client_id
  const seen: ClientSeen = { owner: ownerOf(principal), userAgent: push.userAgent, at: deps.clock() }
  if (push.mutations.length === 0) {
    const last = await touchClient(deps.db, clientId, seen)
    if (last === undefined) throw foreignClient()
    return { results: [], last_mutation_id: last }
  }

  const results: MutationResult[] = []
  let last = 0
  for (let from = 0; from < push.mutations.length;) {
    const run = await applyRun(deps, principal, clientId, seen, push.mutations.slice(from, from + MUTATIONS_PER_TRANSACTION))
    results.push(...run.results)
    last = run.last
    from += run.results.length
    if (run.stop?.kind === 'gap') throw gapError(run.stop.mutationId, last, results)
    if (run.stop?.kind === 'error') throw run.stop.error
  }
  return { results, last_mutation_id: last }
}

/** What one transaction's worth of mutations came to: the answers in order, and why it stopped early. */
interface Run {
  results: MutationResult[]
  last: number
  stop?: { kind: 'gap'; mutationId: number } | { kind: 'error'; error: unknown }
}

/** A handler threw: the whole transaction rolls back, and the engine redoes what came before `index`. */
class MutationFailure extends Error {
  constructor(
    readonly index: number,
    override readonly cause: unknown,
  ) {
    super('mutation failed')
  }
}

/**
 * Applies `mutations` (in order, from the first) in one transaction that holds the device's row
 * (touchClient registers it or notes it seen, and locks it): a concurrent push of the same device
 * waits, then sees the new cursor and skips. Hints go out only once the transaction has committed.
 * When a handler throws, the transaction is rolled back; what came before it is applied again in a
 * new one, and the thrower is answered as rejected (a 4xx refusal) or ends the push (anything else:
 * the device retries it).
 */
async function applyRun(
  deps: AppDeps,
  principal: Principal,
  clientId: string,
  seen: ClientSeen,
  mutations: PushedMutation[],
): Promise<Run> {
  const hints: SentHint[] = []
  try {
    const run = await deps.db.transaction().execute((trx) => applyInTransaction(deps, principal, clientId, seen, mutations, trx, hints))
    for (const hint of hints) deps.realtime.notify(hint.room, hint.event, hint.payload)
    return run
  } catch (error) {
    if (!(error instanceof MutationFailure)) throw error
    const before = error.index === 0 ? undefined : await applyRun(deps, principal, clientId, seen, mutations.slice(0, error.index))
    if (before && (before.stop || before.results.length < error.index)) return before
    const refusal = refusalOf(error.cause)
    if (!refusal)
      return {
        results: before?.results ?? [],
        last: before?.last ?? (await currentCursor(deps, clientId)),
        stop: { kind: 'error', error: error.cause },
      }
    const alone = await recordRefusal(deps, clientId, seen, mutations[error.index]!, refusal)
    return { results: [...(before?.results ?? []), ...alone.results], last: alone.last, ...(alone.stop ? { stop: alone.stop } : {}) }
  }
}

async function applyInTransaction(
  deps: AppDeps,
  principal: Principal,
  clientId: string,
  seen: ClientSeen,
  mutations: PushedMutation[],
  trx: Executor,
  hints: SentHint[],
): Promise<Run> {
  const cursor = await touchClient(trx, clientId, seen)
  if (cursor === undefined) throw foreignClient()
  const replayed = await replayedResults(
    trx,
    clientId,
    mutations.filter((mutation) => mutation.id <= cursor).map((mutation) => mutation.id),
  )
  const batch = createBatch()
  const base: BatchContext = {
    trx,
    deps,
    principal,
    clientId,
    nextVersion: () => nextSyncVersion(trx),
    notify: (room, event, payload) => void hints.push({ room, event, payload }),
    batch,
  }
  const parsedOf = new Map(
    mutations.filter((mutation) => mutation.id > cursor).map((mutation) => [mutation, parseMutation(deps, principal, mutation)]),
  )
  await prefetch(deps, base, [...parsedOf.values()])

  const results: MutationResult[] = []
  const appliedIds = new Set<number>()
  let last = cursor
  let stop: Run['stop']
  for (const [index, mutation] of mutations.entries()) {
    if (mutation.id <= last) {
      results.push(replayed.get(mutation.id) ?? { id: mutation.id, status: 'applied' })
      continue
    }
    if (mutation.id > last + 1) {
      stop = { kind: 'gap', mutationId: mutation.id }
      break
    }
    const outcome = await runHandler(base, mutation, parsedOf.get(mutation)!).catch((error: unknown) => {
      throw new MutationFailure(index, error)
    })
    appliedIds.add(mutation.id)
    results.push({ id: mutation.id, ...outcome } as MutationResult)
    last = mutation.id
  }

  await batch.flush()
  const answers = results.map((result) => (appliedIds.has(result.id) ? withResolvedState(result) : result))
  if (last !== cursor) await advanceClientCursor(trx, clientId, last)
  const nameOf = new Map(mutations.map((mutation) => [mutation.id, mutation.name]))
  const refused = answers.filter((result) => result.status === 'rejected' && appliedIds.has(result.id))
  await recordRejections(
    trx,
    clientId,
    refused.map((result) => toRejection(result, nameOf.get(result.id)!)),
    deps.clock(),
  )
  return { results: answers, last, ...(stop ? { stop } : {}) }
}

/** A mutation's handler and arguments, or the rejection it gets before any handler runs. */
type Parsed = { handler: MutationHandler; args: unknown } | { outcome: MutationOutcome }

function parseMutation(deps: AppDeps, principal: Principal, mutation: PushedMutation): Parsed {
  const handler = deps.sync.mutations.get(mutation.name)
  if (!handler) return { outcome: rejected('unknown_mutation', `The server does not know the mutation "${mutation.name}".`) }
  const parsed = handler.args.safeParse(mutation.args)
  if (!parsed.success)
    return { outcome: rejected('invalid_args', toFieldErrors(parsed.error)[0]?.msg ?? "The mutation's arguments are not valid.") }
  if (!handler.isAllowed(principal, parsed.data)) return { outcome: rejected('forbidden', 'You do not have permission to do this.') }
  return { handler, args: parsed.data }
}

/** Lets each handler load the rows of all its mutations in this batch at once. */
async function prefetch(deps: AppDeps, base: BatchContext, fresh: Parsed[]) {
  for (const handler of deps.sync.mutations.values()) {
    if (!handler.prefetch) continue
    const args = fresh.flatMap((parsed) => ('handler' in parsed && parsed.handler === handler ? [parsed.args] : []))
    if (args.length > 0) await handler.prefetch(base, args)
  }
}

const rejected = (reason: string, message: string): MutationOutcome => ({ status: 'rejected', reason, message })

function runHandler(base: BatchContext, mutation: PushedMutation, parsed: Parsed): Promise<MutationOutcome> {
  if ('outcome' in parsed) return Promise.resolve(parsed.outcome)
  const context: MutationContext = { ...base, happenedAt: new Date(mutation.at) }
  return parsed.handler.apply(context, parsed.args)
}

/** A state given as a function is read now, after the flush (sync.contract.ts). */
function withResolvedState(result: MutationResult): MutationResult {
  if (typeof result.state !== 'function') return result
  return { ...result, state: (result.state as () => unknown)() }
}

/** A refusal a handler threw as an AppError with a 4xx status (e.g. shared code's 409 or 404). */
function refusalOf(error: unknown): MutationOutcome | undefined {
  if (!(error instanceof AppError) || error.status >= 500) return undefined
  const extra = error.options.extra
  const state = extra && 'state' in extra ? extra['state'] : extra
  return { status: 'rejected', reason: error.code, message: error.message, ...(state === undefined ? {} : { state }) }
}

/** The refused mutation alone, in its own transaction: its rejection is recorded and the cursor moves past it. */
function recordRefusal(
  deps: AppDeps,
  clientId: string,
  seen: ClientSeen,
  mutation: PushedMutation,
  outcome: MutationOutcome,
): Promise<Run> {
  return deps.db.transaction().execute(async (trx): Promise<Run> => {
    const cursor = await touchClient(trx, clientId, seen)
    if (cursor === undefined) throw foreignClient()
    if (mutation.id <= cursor) return { results: [(await replayedResults(trx, clientId, [mutation.id])).get(mutation.id)!], last: cursor }
    if (mutation.id > cursor + 1) return { results: [], last: cursor, stop: { kind: 'gap', mutationId: mutation.id } }
    const result = { id: mutation.id, ...outcome } as MutationResult
    await advanceClientCursor(trx, clientId, mutation.id)
    await recordRejections(trx, clientId, [toRejection(result, mutation.name)], deps.clock())
    return { results: [result], last: mutation.id }
  })
}

function toRejection(result: MutationResult, name: string): Rejection {
  if (result.status !== 'rejected') throw new Error(`Mutation ${result.id} was not rejected`)
  return {
    mutationId: result.id,
    name,
    reason: result.reason,
    message: result.message,
    ...(result.state === undefined ? {} : { state: result.state }),
  }
}

async function currentCursor(deps: AppDeps, clientId: string) {
  return (await findClient(deps.db, clientId))?.last_mutation_id ?? 0
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
        ? {
            id,
            status: 'rejected',
            reason: rejection.reason,
            message: rejection.message,
            ...(rejection.state === null ? {} : { state: rejection.state }),
          }
        : { id, status: 'applied' },
    )
  }
  return results
}

/** How long a pull waits for transactions that may still commit rows below the version it returns. */
const SETTLE_WAIT_MS = 2000

/**
 * The rows of a scope changed after `since`, the version the device stores as its next `since`, and
 * the device's last applied mutation id, all read from one snapshot.
 */
export async function pullScope(
  deps: AppDeps,
  principal: Principal,
  pull: PullQuery,
  options = { settleWaitMs: SETTLE_WAIT_MS },
): Promise<PullAnswer> {
  const { scope } = pull
  const handler = deps.sync.scopes.get(scope.prefix)
  if (!handler)
    throw badRequest(`scope: there is no scope "${scope.prefix}"; use one of ${[...deps.sync.scopes.keys()].join(', ') || 'none'}`)
  if (!(await handler.isAllowed(principal, scope.key, deps.db))) throw forbidden(`You may not read ${scope.name}.`)
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
    .execute(async (trx): Promise<PullAnswer> => {
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
