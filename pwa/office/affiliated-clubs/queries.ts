import { queryOptions } from '@tanstack/react-query'
import { adminAffiliatedClubs } from '../../../domain/contract/affiliated-clubs'
import { callApi } from '../../api/client'

/** The office's list and the public page's, so a change refreshes both. */
export const affiliatedClubKeys = { admin: ['affiliated-clubs', 'admin'] as const, public: ['affiliated-clubs', 'public'] as const }

export const adminClubsQuery = () =>
  queryOptions({
    queryKey: affiliatedClubKeys.admin,
    queryFn: async ({ signal }) => (await callApi(adminAffiliatedClubs, {}, { signal })).data,
  })
