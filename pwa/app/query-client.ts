import { QueryClient } from '@tanstack/react-query'
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister'
import { ApiError } from '../api/api-error'

/** Cached reads live a day on the device: enough to open the app offline the next morning. */
export const PERSISTED_CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000
const QUERY_CACHE_KEY = 'clubQueryCache'

/** A 4xx will not change by asking again; a dropped connection or a 5xx might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status !== undefined && error.status < 500) return false
  return failureCount < 2
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, gcTime: PERSISTED_CACHE_MAX_AGE_MS, retry: shouldRetry },
      mutations: { retry: false },
    },
  })
}

export function createQueryPersister() {
  return createSyncStoragePersister({ storage: window.localStorage, key: QUERY_CACHE_KEY })
}
