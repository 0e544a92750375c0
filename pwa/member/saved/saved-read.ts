import type { UseQueryResult } from '@tanstack/react-query'
import { ApiError } from '../../api/api-error'

/** No answer at all (offline, refused, timed out): the phone's copy may stand in. */
export const isUnreachable = (error: unknown) => error instanceof ApiError && !error.hasResponse

export type SavedReadState<Data> =
  | { kind: 'shown'; data: Data; savedAt: string | undefined }
  | { kind: 'loading' }
  | { kind: 'nothing-saved' }
  | { kind: 'failed'; error: unknown }

/**
 * What a member page can show of one read, offline too (issue 17): the answer, marked with when
 * the phone saved it whenever it is not fresh from the server (offline, the read paused or cut
 * off); "nothing saved yet" rather than a spinner that never ends when there is no network; the
 * failure otherwise. `savedAt` is set by reads that fall back on their own copy (the ticket wallet).
 */
export function savedReadState<Data>(
  query: Pick<UseQueryResult<Data>, 'data' | 'error' | 'isError' | 'fetchStatus' | 'dataUpdatedAt'>,
  isOnline: boolean,
  savedAt?: string,
): SavedReadState<Data> {
  const isCutOff = !isOnline || query.fetchStatus === 'paused' || (query.isError && isUnreachable(query.error))
  if (query.data !== undefined) {
    const fromDevice = savedAt ?? (isCutOff && query.dataUpdatedAt > 0 ? new Date(query.dataUpdatedAt).toISOString() : undefined)
    return { kind: 'shown', data: query.data, savedAt: fromDevice }
  }
  if (!isOnline || query.fetchStatus === 'paused') return { kind: 'nothing-saved' }
  if (query.isError) return { kind: 'failed', error: query.error }
  return { kind: 'loading' }
}
