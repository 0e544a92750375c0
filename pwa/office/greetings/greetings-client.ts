import type { Endpoint, RequestOf, ResponseOf } from '../../../domain/contract/endpoint'
import { ApiError } from '../../api/api-error'
import { callApi } from '../../api/client'

/** The greetings client's answer (spec 2 §8): a success flag, a message a person reads, and the HTTP status. */
export interface GreetingResult<T> {
  success: boolean
  message: string
  status: number
  data?: T
}

export const NETWORK_ERROR = 'Network error. Please check your connection.'

/**
 * One greetings call, never throwing: the server's message (else its error, else `fallback`) and the
 * status; with no answer at all, the spec's network message and status 0.
 */
export async function greetingCall<E extends Endpoint>(
  endpoint: E,
  request: RequestOf<E>,
  fallback: string,
): Promise<GreetingResult<ResponseOf<E> extends { data: infer D } ? D : ResponseOf<E>>> {
  type Data = ResponseOf<E> extends { data: infer D } ? D : ResponseOf<E>
  try {
    const answer = (await callApi(endpoint, request)) as unknown as { message?: string; data?: Data }
    return { success: true, message: answer.message ?? fallback, status: 200, ...(answer.data !== undefined ? { data: answer.data } : {}) }
  } catch (error) {
    if (error instanceof ApiError && error.hasResponse) {
      const body = error.body as { message?: unknown; error?: unknown } | undefined
      const message = typeof body?.message === 'string' ? body.message : typeof body?.error === 'string' ? body.error : fallback
      return { success: false, message, status: error.status ?? 0 }
    }
    return { success: false, message: NETWORK_ERROR, status: 0 }
  }
}
