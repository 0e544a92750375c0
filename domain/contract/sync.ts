import { z } from 'zod'
import { endpoint, errorBody } from './endpoint.js'

/**
 * The sync engine's two endpoints (DESIGN.md "Offline and sync", ADR 011): a device pushes its
 * outbox in order and pulls the rows of a scope changed since its cursor. What a mutation's
 * arguments and a scope's rows look like is each area's own (kitchen, door, desk).
 */
const tag = 'Sync'

/** One push carries at most this many mutations; a device with more sends them in several pushes. */
export const MAX_MUTATIONS_PER_PUSH = 500

/** Made once per installed device (a UUID in practice). */
const clientId = z
  .string({ error: 'is required' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'must be 8 to 100 letters, digits, - or _ (a UUID made once per device)')

/** The device's ids go up by one per client from 1; they are stored as bigint. */
const mutationId = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be 1 or more')
  .max(Number.MAX_SAFE_INTEGER, 'is too large')

const mutation = z.object({
  id: mutationId,
  name: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(100, 'must be at most 100 characters')
    .refine((value) => !value.includes('\u0000'), 'must not contain a NUL character'),
  /** Checked by the mutation's own schema: a bad one is rejected as invalid_args, not the whole push. */
  args: z.unknown(),
  at: z.iso.datetime({ offset: true, error: 'must be an ISO date and time, e.g. 2026-11-22T10:15:00.000Z' }),
})

export const pushBody = z.object({
  client_id: clientId,
  mutations: z
    .array(mutation, { error: 'must be a list' })
    .max(MAX_MUTATIONS_PER_PUSH, `at most ${MAX_MUTATIONS_PER_PUSH} in one push; send the rest in the next one`),
})
export type PushBody = z.output<typeof pushBody>
export type PushedMutation = PushBody['mutations'][number]

/** 'kitchen:3' → the area's prefix ('kitchen') and its key ('3'), as pulls and socket rooms name scopes. */
const scope = z
  .string({ error: 'is required' })
  .regex(/^[a-z][a-z0-9-]*:[A-Za-z0-9_.-]{1,100}$/, "must look like 'kitchen:3'")
  .transform((name) => {
    const colon = name.indexOf(':')
    return { name, prefix: name.slice(0, colon), key: name.slice(colon + 1) }
  })
export type Scope = z.output<typeof scope>

export const parseScope = (value: unknown): Scope | undefined => scope.safeParse(value).data

export const pullQuery = z.object({
  scope,
  since: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(Number.MAX_SAFE_INTEGER, 'is too large')
    .default(0),
  client_id: clientId.optional(),
})
export type PullQuery = z.output<typeof pullQuery>

/**
 * One mutation's answer: applied, or rejected with a stable reason code (`already_checked_in`,
 * `invalid_transition`, ...) and a message; `state` is the server's truth of what it touched, in
 * the shape of the area's rows.
 */
export const mutationResult = z.discriminatedUnion('status', [
  z.object({ id: z.number(), status: z.literal('applied'), state: z.unknown().optional() }),
  z.object({ id: z.number(), status: z.literal('rejected'), reason: z.string(), message: z.string(), state: z.unknown().optional() }),
])
export type MutationResult = z.infer<typeof mutationResult>

export const pushAnswer = z.object({
  results: z.array(mutationResult),
  /** The last mutation of this device the server has applied (or rejected): everything up to it is done. */
  last_mutation_id: z.number(),
})
export type PushAnswer = z.infer<typeof pushAnswer>

/** A gap: what came before it is applied and answered; the rest waits for the missing ids. */
export const mutationGap = errorBody.extend({
  code: z.literal('mutation_gap'),
  last_mutation_id: z.number(),
  expected_id: z.number(),
  results: z.array(mutationResult),
})

/** The scope's collections (`orders`, `tickets`, …, each in its area's shape) beside the cursor. */
export const pullAnswer = z
  .object({
    scope: z.string(),
    /** The device's next `since`. */
    version: z.number(),
    last_mutation_id: z.number(),
  })
  .catchall(z.unknown())
export type PullAnswer = z.infer<typeof pullAnswer>

export const syncPush = endpoint({
  method: 'post',
  path: '/api/sync/push',
  tag,
  summary: 'Applies a device’s queued actions in order, each once however often it is sent',
  description:
    'Ids already applied are answered again without a second effect; a gap in the ids is a 409 with what was applied before it. A refused action is answered as rejected, not as an error.',
  audience: 'staff-or-member',
  body: pushBody,
  responses: { 200: pushAnswer, 409: mutationGap },
})

export const syncPull = endpoint({
  method: 'get',
  path: '/api/sync/pull',
  tag,
  summary: 'The rows of a scope changed after version `since`, the version to ask from next, and the device’s last applied action',
  audience: 'staff-or-member',
  query: pullQuery,
  responses: { 200: pullAnswer },
})
