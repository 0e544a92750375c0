import type { Context, MiddlewareHandler } from 'hono'
import { describeRoute, resolver } from 'hono-openapi'
import { findTargetHandler } from 'hono/utils/handler'
import { z } from 'zod'
import { errorBody, type Answer, type Audience, type Endpoint } from '../../domain/contract/endpoint.js'
import type { AppEnv } from './context.js'
import { AppError, badRequest } from './errors.js'
import { parseOrThrow } from './validate.js'

/**
 * The server's side of the contract (domain/contract/): `contract(endpoint)` is the one middleware a
 * route puts after its guards. It validates the path, query and JSON body with the endpoint's
 * schemas (400 naming the field; the handler reads them typed through `c.req.valid`), carries the
 * endpoint's description into /api/openapi.json, and, where the app checks its answers (the tests),
 * refuses any answer the contract does not describe.
 */

type Part<Key extends string, S> = S extends z.ZodType ? { [K in Key]: z.output<S> } : object
type Validated<E extends Endpoint> = {
  out: Part<'param', E['params']> & Part<'query', E['query']> & Part<'json', E['body']>
}

const ENDPOINT = Symbol('endpoint')

export interface ContractOptions {
  /** Fields an audience's client reads on a refusal of its input, beside `message` (the sign-in doors: ADR 003). */
  refusalExtra?: (message: string) => Record<string, unknown>
}

export function contract<const E extends Endpoint>(
  endpoint: E,
  options: ContractOptions = {},
): MiddlewareHandler<AppEnv, string, Validated<E>> {
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    try {
      if (endpoint.params) c.req.addValidatedData('param', parseOrThrow(endpoint.params, c.req.param()) as object)
      if (endpoint.query) c.req.addValidatedData('query', parseOrThrow(endpoint.query, queryOf(c)) as object)
      if (endpoint.body) c.req.addValidatedData('json', parseOrThrow(endpoint.body, await jsonBodyOf(c)) as object)
    } catch (error) {
      if (error instanceof AppError && options.refusalExtra) {
        throw new AppError(error.status, error.code, error.message, { ...error.options, extra: options.refusalExtra(error.message) })
      }
      throw error
    }
    await next()
    if (c.var.deps.checkResponses) await refuseUndescribedAnswer(endpoint, c)
  }
  return Object.assign(middleware, describeRoute(operationOf(endpoint)), { [ENDPOINT]: endpoint })
}

/** The endpoint a registered handler serves, if it is a contract middleware. */
export function endpointOf(handler: Parameters<typeof findTargetHandler>[0]): Endpoint | undefined {
  return (findTargetHandler(handler) as { [ENDPOINT]?: Endpoint })[ENDPOINT]
}

function queryOf(c: Context) {
  return Object.fromEntries(Object.entries(c.req.queries()).map(([name, values]) => [name, values.length === 1 ? values[0] : values]))
}

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i

/**
 * The JSON body; an empty body is an empty object, as clients of the existing system send a PATCH
 * with `content-type: application/json` and nothing after it.
 */
async function jsonBodyOf(c: Context): Promise<unknown> {
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0]!.trim()
  if (!JSON_MEDIA_TYPE.test(mediaType)) return {}
  const text = await c.req.text()
  if (text.trim() === '') return {}
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw badRequest('The request body is not valid JSON.')
  }
}

// ---- the answer as described -------------------------------------------------------------------

async function refuseUndescribedAnswer(endpoint: Endpoint, c: Context<AppEnv>) {
  const problem = await problemWithAnswer(endpoint, c.res.clone())
  if (!problem) return
  const message = `${endpoint.method.toUpperCase()} ${endpoint.path} answered what its contract does not describe: ${problem}`
  process.stderr.write(`contract drift: ${message}\n`)
  c.res = new Response(JSON.stringify({ message, code: 'contract_drift' }), {
    status: 500,
    headers: { 'content-type': 'application/json' },
  })
}

async function problemWithAnswer(endpoint: Endpoint, response: Response): Promise<string | undefined> {
  const status = response.status
  if (status === 304) return undefined
  const answer: Answer | undefined = endpoint.responses[status] ?? (status >= 400 ? errorBody : undefined)
  if (!answer) return `status ${status} is not one of ${Object.keys(endpoint.responses).join(', ')}`
  const contentType = response.headers.get('content-type') ?? ''
  if ('kind' in answer) {
    if (answer.kind === 'empty') return (await response.text()) === '' ? undefined : `status ${status} should have no body`
    return answer.mediaTypes.some((type) => contentType.startsWith(type))
      ? undefined
      : `content-type ${contentType} is not ${answer.mediaTypes.join(' or ')}`
  }
  if (!contentType.startsWith('application/json')) return `content-type ${contentType} is not JSON`
  const result = answer.safeParse(await response.json())
  if (result.success) return undefined
  return result.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`)
    .join('; ')
}

// ---- the description in /api/openapi.json ----------------------------------------------------------

const security: Record<Audience, Record<string, string[]>[]> = {
  none: [],
  staff: [{ staffToken: [] }],
  member: [{ memberToken: [] }],
  'staff-or-member': [{ staffToken: [] }, { memberToken: [] }],
}

const statusText: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No content',
  400: 'Invalid input',
  401: 'Not signed in',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict with the current state',
  410: 'Gone',
  413: 'Too large',
  422: 'Refused',
  423: 'Locked',
  429: 'Too many attempts',
  503: 'Unavailable',
}

const asOutput = { options: { io: 'output' } } as const

function responseOf(status: number, answer: Answer) {
  if (!('kind' in answer)) {
    return {
      description: answer.description ?? statusText[status] ?? 'Answer',
      content: { 'application/json': { schema: resolver(answer, asOutput) } },
    }
  }
  if (answer.kind === 'empty') return { description: answer.description }
  return {
    description: answer.description,
    content: Object.fromEntries(answer.mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
  }
}

interface JsonSchemaObject {
  properties?: Record<string, { description?: string } & Record<string, unknown>>
  required?: string[]
}

/** Path and query parameters, one per property of the schema as a caller writes it. */
function parametersOf(location: 'path' | 'query', schema: z.ZodType | undefined) {
  if (!schema) return []
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchemaObject
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    in: location,
    name,
    required: location === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }))
}

function operationOf(endpoint: Endpoint) {
  return {
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    tags: [endpoint.tag],
    security: security[endpoint.audience],
    parameters: [...parametersOf('path', endpoint.params), ...parametersOf('query', endpoint.query)],
    ...(endpoint.body ? { requestBody: { required: true, content: { 'application/json': { schema: resolver(endpoint.body) } } } } : {}),
    responses: {
      ...Object.fromEntries(Object.entries(endpoint.responses).map(([status, answer]) => [status, responseOf(Number(status), answer!)])),
      default: {
        description: 'An error: `message` says what is wrong; invalid input names each field in `errors`.',
        content: { 'application/json': { schema: resolver(errorBody, asOutput) } },
      },
    },
  }
}
