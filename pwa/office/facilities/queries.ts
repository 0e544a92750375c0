import { queryOptions } from '@tanstack/react-query'
import { allFacilities } from '../../../domain/contract/facilities'
import { callApi } from '../../api/client'

export const facilityKeys = { office: ['facilities', 'office'] as const, public: ['facilities', 'public'] as const }

/** Every facility, hidden ones too: GET /api/getallfacility with the office's token. */
export const officeFacilitiesQuery = () =>
  queryOptions({
    queryKey: facilityKeys.office,
    // The endpoint is public; sent with the token, it lists the hidden ones as well.
    queryFn: async ({ signal }) => (await callApi(allFacilities, {}, { signal, isAuthenticated: true })).data,
  })
