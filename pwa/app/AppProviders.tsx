import type { QueryClient } from '@tanstack/react-query'
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import type { ReactNode } from 'react'
import { NotificationCenter } from './NotificationCenter'
import { createQueryPersister, PERSISTED_CACHE_MAX_AGE_MS } from './query-client'

/** Bump when the shape of a cached answer changes, so old devices drop their stale cache. */
const CACHE_BUSTER = '2026-11-22'

/** Cached server reads survive a reload and an offline start (persisted to localStorage). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{ persister: createQueryPersister(), maxAge: PERSISTED_CACHE_MAX_AGE_MS, buster: CACHE_BUSTER }}
    >
      {children}
      <NotificationCenter />
    </PersistQueryClientProvider>
  )
}
