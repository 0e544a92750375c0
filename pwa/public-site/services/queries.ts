import { queryOptions } from '@tanstack/react-query'
import type { ResponseOf } from '../../../domain/contract/endpoint'
import type { allFacilities } from '../../../domain/contract/facilities'
import { publicReadPaths } from '../../../domain/contract/public-reads'
import type { IslandRead } from '../islands/island-reads'
import { readPublic } from '../public-read'

/** The facilities the club shows (GET /api/getallfacility, no token: the visible ones). */
export const publicFacilitiesQuery = queryOptions({
  queryKey: ['facilities', 'public'],
  queryFn: async () => (await readPublic<ResponseOf<typeof allFacilities>>(publicReadPaths.facilities)).data,
  // The server lets the list be kept a minute; it changes when the office edits a facility.
  staleTime: 60_000,
})

/** The facilities as the server reads them into the page it sends (ADR 039). */
export const publicFacilitiesRead: IslandRead = {
  path: publicReadPaths.facilities,
  queryKey: publicFacilitiesQuery.queryKey,
  toData: (answer) => (answer as ResponseOf<typeof allFacilities>).data,
}
