import { queryOptions } from '@tanstack/react-query'
import type { publicAffiliatedClubs } from '../../../domain/contract/affiliated-clubs'
import type { ResponseOf } from '../../../domain/contract/endpoint'
import { publicReadPaths } from '../../../domain/contract/public-reads'
import { readPublic } from '../public-read'

export const affiliatedClubsQuery = queryOptions({
  queryKey: ['affiliated-clubs', 'public'],
  // Without the abort signal, as the Events page's reads: StrictMode's trial unmount must not send it twice.
  queryFn: async () => (await readPublic<ResponseOf<typeof publicAffiliatedClubs>>(publicReadPaths.affiliatedClubs)).data,
  // The server caches the directory five minutes too; it changes a few times a year.
  staleTime: 5 * 60_000,
})
