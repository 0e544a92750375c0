import { vi } from 'vitest'
import { errorBody } from '../../../domain/contract/endpoint'
import { endpointFor } from '../../../domain/contract/index'

export interface RecordedCall {
  method: string
  path: string
  headers: Record<string, string>
  body: unknown
}

type Reply = { status?: number; json?: unknown } | Response
/** A handler may also reject, as fetch does when there is no network. */
type Handler = (call: RecordedCall) => Reply | Promise<never>

/**
 * Stands in for the network (the edge of the world): `'POST /api/login'` → a reply. Calls with no
 * handler get the server's own 404 shape. Every call is recorded, headers and body included.
 */
export function stubApi(handlers: Record<string, Handler | Reply>) {
  const calls: RecordedCall[] = []
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://club.test')
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      path: url.pathname + url.search,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    }
    calls.push(call)
    const handler = handlers[`${call.method} ${url.pathname}`]
    const reply =
      typeof handler === 'function'
        ? handler(call)
        : (handler ?? { status: 404, json: { message: `No such API endpoint: ${call.method} ${url.pathname}`, code: 'not_found' } })
    const settled = await reply
    if (settled instanceof Response) return settled
    checkAgainstContract(call.method, url.pathname, settled.status ?? 200, settled.json)
    return new Response(settled.json === undefined ? null : JSON.stringify(settled.json), {
      status: settled.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetchStub)
  return { calls, fetchStub }
}

/** A fetch that never answers until aborted, as a hung server would. */
export function hangingFetch() {
  const fetchStub = vi.fn(
    (_input: RequestInfo | URL, init: RequestInit = {}) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')))
      }),
  )
  vi.stubGlobal('fetch', fetchStub)
  return fetchStub
}

const drifts: string[] = []

/**
 * A stubbed answer must be one the server could give: checked against the endpoint's schema in the
 * contract, so a test written against an old shape fails (tests/pwa/setup.ts reads the drifts).
 */
function checkAgainstContract(method: string, pathname: string, status: number, json: unknown) {
  const endpoint = endpointFor(method, pathname)
  if (!endpoint) return
  const answer = endpoint.responses[status] ?? (status >= 400 ? errorBody : undefined)
  if (!answer) return void drifts.push(`${method} ${pathname}: status ${status} is not in the contract`)
  if ('kind' in answer) return
  const result = answer.safeParse(json)
  if (!result.success) {
    const issues = result.error.issues.slice(0, 3).map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`)
    drifts.push(`${method} ${pathname} ${status}: ${issues.join('; ')}`)
  }
}

/** The stubbed answers since the last call that the contract does not describe. */
export function takeContractDrifts(): string[] {
  return drifts.splice(0)
}
