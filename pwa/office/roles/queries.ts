import { queryOptions } from '@tanstack/react-query'
import { roleAccess, roles } from '../../../domain/contract/roles'
import { callApi } from '../../api/client'

/** Roles and their access grids (spec 2 §7 "Menus and roles"; ADR 004). */
export const roleKeys = {
  all: ['roles'] as const,
  list: ['roles', 'list'] as const,
  access: (roleId: number) => ['roles', 'access', roleId] as const,
}

export const rolesQuery = () =>
  queryOptions({
    queryKey: roleKeys.list,
    queryFn: async ({ signal }) => (await callApi(roles, {}, { signal })).result,
  })

export const roleAccessQuery = (roleId: number) =>
  queryOptions({
    queryKey: roleKeys.access(roleId),
    queryFn: async ({ signal }) => (await callApi(roleAccess, { params: { id: roleId } }, { signal })).result,
  })
