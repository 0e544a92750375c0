import { queryOptions } from '@tanstack/react-query'
import { allFacilities } from '../../../domain/contract/facilities'
import { callApi } from '../../api/client'

/** The facilities the club shows (GET /api/getallfacility, no token: the visible ones). */
export const publicFacilitiesQuery = queryOptions({
  queryKey: ['facilities', 'public'],
  queryFn: async () => (await callApi(allFacilities, {})).data,
  // The server lets the list be kept a minute; it changes when the office edits a facility.
  staleTime: 60_000,
})
