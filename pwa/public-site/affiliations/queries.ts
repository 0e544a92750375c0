import { queryOptions } from '@tanstack/react-query'
import { publicAffiliatedClubs } from '../../../domain/contract/affiliated-clubs'
import { callApi } from '../../api/client'

export const affiliatedClubsQuery = queryOptions({
  queryKey: ['affiliated-clubs', 'public'],
  // Without the abort signal, as the Events page's reads: StrictMode's trial unmount must not send it twice.
  queryFn: async () => (await callApi(publicAffiliatedClubs, {})).data,
  // The server caches the directory five minutes too; it changes a few times a year.
  staleTime: 5 * 60_000,
})
