import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { userFormOptions, users } from '../../../domain/contract/users'
import { callApi } from '../../api/client'

/** The staff accounts' reads (spec 2 §7 "Organisations and users"; ADR 025). */

export interface UserFilters {
  search: string
  role_id: string
  is_active: string
  page: number
}

export const defaultUserFilters: UserFilters = { search: '', role_id: '', is_active: '', page: 1 }

export const userKeys = {
  all: ['staff-users'] as const,
  list: (filters: UserFilters) => ['staff-users', 'list', filters] as const,
  options: ['staff-users', 'options'] as const,
}

export const USERS_PAGE_SIZE = 20

export const usersQuery = (filters: UserFilters) =>
  queryOptions({
    queryKey: userKeys.list(filters),
    queryFn: ({ signal }) =>
      callApi(
        users,
        {
          query: {
            search: filters.search,
            role_id: filters.role_id,
            is_active: filters.is_active,
            page: filters.page,
            limit: USERS_PAGE_SIZE,
          },
        },
        { signal },
      ),
    // The rows on screen stay while the next search's answer is on its way.
    placeholderData: keepPreviousData,
  })

/** The roles the caller may give (Admin only to the super-administrator) and the kitchens. */
export const userOptionsQuery = () =>
  queryOptions({
    queryKey: userKeys.options,
    queryFn: async ({ signal }) => (await callApi(userFormOptions, {}, { signal })).result,
  })
