import { z } from 'zod'

/**
 * One endpoint of the API as both sides see it: where it lives, who may call it, and the zod schemas
 * of its request and answers. The server validates with these schemas and documents them in
 * /api/openapi.json; the app's client takes its types from them.
 */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete'

/**
 * Who sends a token: `staff` covers every `x-auth-token` holder (staff, kitchen accounts, the
 * super-administrator), `member` the `xm-auth-token` of the member app, `none` a public endpoint.
 * The server's guards decide who of them may pass; this is what the reference tells a caller to send.
 */
export type Audience = 'none' | 'staff' | 'member' | 'staff-or-member'

/** An answer that is a file (a PDF ticket, a CSV export) rather than JSON. */
export interface FileAnswer {
  readonly kind: 'file'
  readonly mediaTypes: readonly string[]
  readonly description: string
}

export const fileAnswer = (description: string, ...mediaTypes: string[]): FileAnswer => ({ kind: 'file', mediaTypes, description })

/** An answer with no body (204). */
export const noContent = { kind: 'empty', description: 'Done; nothing to return.' } as const
export type NoContent = typeof noContent

export type Answer = z.ZodType | FileAnswer | NoContent

export interface Endpoint {
  readonly method: HttpMethod
  /** The full path in Hono's syntax (`/api/kitchen/orders/:orderId`), as the spec names it. */
  readonly path: string
  /** The reference's group, one per area. */
  readonly tag: string
  readonly summary: string
  readonly description?: string
  readonly audience: Audience
  readonly params?: z.ZodType
  readonly query?: z.ZodType
  readonly body?: z.ZodType
  /** Each status this endpoint answers on purpose. Any error also has the shape of `errorBody`. */
  readonly responses: Readonly<Partial<Record<number, Answer>>>
}

/** Declares an endpoint, keeping its literal types so the server and the client can read them. */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition
}

/**
 * Every error the API answers (spec 1 §8): `{message, code}`, with `errors: [{msg, path}]` naming the
 * fields of invalid input. Some audiences read an extra field of their own (`msg` for the staff
 * sign-in, `success: false` for the kitchen's; a 409 carries the current record), so more is allowed.
 */
export const fieldError = z.object({ msg: z.string(), path: z.string() })
export const errorBody = z
  .object({
    message: z.string(),
    code: z.string(),
    errors: z.array(fieldError).optional(),
  })
  .loose()
export type ErrorBody = z.infer<typeof errorBody>

type SuccessStatus = 200 | 201 | 202 | 204
type SuccessAnswer<E extends Endpoint> = E['responses'][Extract<keyof E['responses'], SuccessStatus>]

/** What a successful call gives back: the parsed JSON of the first 2xx answer, a Blob for a file. */
export type ResponseOf<E extends Endpoint> =
  SuccessAnswer<E> extends infer A ? (A extends z.ZodType ? z.output<A> : A extends FileAnswer ? Blob : undefined) : never

type Part<S> = S extends z.ZodType ? z.input<S> : undefined
/** What a caller sends: path parameters, query and body, each as its schema accepts it. */
export type RequestOf<E extends Endpoint> = {
  [K in 'params' | 'query' | 'body' as E[K] extends z.ZodType ? K : never]: Part<E[K]>
}
