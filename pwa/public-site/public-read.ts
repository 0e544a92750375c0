import type { PublicReadPath } from '../../domain/contract/public-reads'
import { apiRequest, type RequestOptions } from '../api/client'

/**
 * A public GET from an island of a public page (ADR 031): no token, the API's usual timeout and
 * error messages, and no schema code (the answer's type comes from the contract, as a type only).
 */
export function readPublic<Answer>(path: PublicReadPath, query?: RequestOptions['query'], signal?: AbortSignal): Promise<Answer> {
  return apiRequest<Answer>(path, { isAuthenticated: false, ...(query ? { query } : {}), ...(signal ? { signal } : {}) })
}
