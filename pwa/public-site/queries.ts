import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '../api/client'

export interface PublicConfig {
  /** Digits with the country code, as wa.me wants them. */
  chatNumber: string
}

/** The browser-visible settings (GET /api/public/config). Rarely changes; the server caches it 5 min too. */
export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: ({ signal }) => apiGet<PublicConfig>('/api/public/config', { signal, isAuthenticated: false }),
  staleTime: 5 * 60_000,
})
