import type { Endpoint, RequestOf, ResponseOf } from '../../domain/contract/endpoint'
import { pathWith } from '../../domain/contract/path-with'
import { ApiError, errorMessages, failureWithoutResponse, messagesFromBody } from './api-error'
import { tokenHeadersFor } from './token-headers'
import { handleUnauthorized } from './unauthorized'

/** Default and members-list timeouts (spec 1 §9, spec 2 §9). */
export const REQUEST_TIMEOUT_MS = 30_000
export const MEMBERS_LIST_TIMEOUT_MS = 60_000

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** A plain object is sent as JSON; FormData goes as multipart. */
  body?: unknown
  query?: Record<string, string | number | boolean | null | undefined>
  timeoutMs?: number
  /** TanStack Query's cancellation signal. */
  signal?: AbortSignal
  /** false for sign-in and public calls: no token header, and a 401 is just an answer. */
  isAuthenticated?: boolean
  /** 'blob' for a file (a PDF, a CSV): the answer is not read as JSON. */
  answerAs?: 'json' | 'blob'
}

/** Relative paths: the API is served from the app's own origin (the dev server proxies it). */
function urlOf(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams()
  // Empty-valued filters are left out of queries (spec 2 §5).
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value))
  }
  const search = params.toString()
  return search ? `${path}?${search}` : path
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (text === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/** One call to the API: token header, timeout, and the spec's error mapping (spec 1 §§6–8). */
export async function apiRequest<Result>(path: string, options: RequestOptions = {}): Promise<Result> {
  const { method = 'GET', body, query, timeoutMs = REQUEST_TIMEOUT_MS, signal, isAuthenticated = true, answerAs = 'json' } = options
  const headers: Record<string, string> = isAuthenticated ? tokenHeadersFor(path) : {}
  const isJson = body !== undefined && !(body instanceof FormData)
  if (isJson) headers['Content-Type'] = 'application/json'

  const controller = new AbortController()
  let hasTimedOut = false
  const timer = setTimeout(() => {
    hasTimedOut = true
    controller.abort()
  }, timeoutMs)
  const cancel = () => controller.abort()
  signal?.addEventListener('abort', cancel)

  try {
    const response = await fetch(urlOf(path, query), {
      method,
      headers,
      body: isJson ? JSON.stringify(body) : (body as FormData | undefined),
      signal: controller.signal,
      credentials: 'same-origin',
    })
    if (response.ok && answerAs === 'blob') return (await response.blob()) as Result
    const answer = await readBody(response)
    if (response.ok) return answer as Result
    const failure = new ApiError('http', messagesFromBody(answer), response.status, answer)
    throw isAuthenticated && response.status === 401 ? handleUnauthorized(method, path, failure) : failure
  } catch (error) {
    if (error instanceof ApiError) throw error
    if (hasTimedOut) throw new ApiError('timeout', [errorMessages.timeout])
    if (signal?.aborted) throw error
    throw failureWithoutResponse(error)
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', cancel)
  }
}

export const apiGet = <Result>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
  apiRequest<Result>(path, { ...options, method: 'GET' })

export const apiPost = <Result>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
  apiRequest<Result>(path, { ...options, method: 'POST', body })

type CallOptions = Omit<RequestOptions, 'method' | 'body' | 'query' | 'answerAs'>

/**
 * One call to an endpoint of the contract (domain/contract/): the path filled in from `params`, the
 * token sent unless the endpoint is public, and the answer typed by the endpoint's own schema.
 */
export function callApi<E extends Endpoint>(endpoint: E, request: RequestOf<E>, options: CallOptions = {}): Promise<ResponseOf<E>> {
  const { params, query, body } = request as { params?: Record<string, unknown>; query?: RequestOptions['query']; body?: unknown }
  const success = Object.entries(endpoint.responses).find(([status]) => Number(status) < 300)?.[1]
  return apiRequest<ResponseOf<E>>(pathWith(endpoint.path, params), {
    isAuthenticated: endpoint.audience !== 'none',
    ...options,
    method: endpoint.method.toUpperCase() as NonNullable<RequestOptions['method']>,
    ...(query ? { query } : {}),
    ...(body !== undefined ? { body } : {}),
    answerAs: success && 'kind' in success && success.kind === 'file' ? 'blob' : 'json',
  })
}
