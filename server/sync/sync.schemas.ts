import { z } from 'zod'

/** One push carries at most this many mutations; a device with more sends them in several pushes. */
export const MAX_MUTATIONS_PER_PUSH = 500

/** Made once per installed device (a UUID in practice). */
const clientId = z
  .string({ error: 'is required' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'must be 8 to 100 letters, digits, - or _ (a UUID made once per device)')

const mutation = z.object({
  id: z.number({ error: 'must be a number' }).int('must be a whole number').positive('must be 1 or more'),
  name: z.string({ error: 'is required' }).trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
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
