import { queryOptions } from '@tanstack/react-query'
import { listOrganisations } from '../../../domain/contract/organisations'
import { callApi } from '../../api/client'

export const organisationKeys = { all: ['organisations'] as const }

/** The club's profile as the office edits it (GET /api/organisations: the one organisation). */
export const clubOrganisationQuery = () =>
  queryOptions({
    queryKey: organisationKeys.all,
    queryFn: async ({ signal }) => (await callApi(listOrganisations, {}, { signal })).result[0] ?? null,
  })
