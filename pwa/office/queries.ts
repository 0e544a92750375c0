import { queryOptions } from '@tanstack/react-query'
import { adminMenu, staffMenu, type MenuWithAccess } from '../../domain/contract/roles'
import { ADMIN_ROLE_ID } from '../../domain/roles'
import { callApi } from '../api/client'
import { screenPaths } from './screen-paths'

/** One back-office area the role may reach, with what it may do there (POST /api/getmenubyrole). */
export type MenuEntry = MenuWithAccess

/**
 * The server decides which areas a role may open; this build offers those it has a screen for.
 * Applied on read, so the cached menu stays the server's answer.
 */
const builtAreas = (entries: MenuEntry[]) => entries.filter((entry) => screenPaths.has(entry.path))

/**
 * The areas a role can open and this build has a screen for, in menu order. Keyed by user as well
 * as role: the cache is persisted on a shared device, and one person's menu must never be shown
 * to the next. Staff ask one path; role 1 asks the admin path (spec 2 §6).
 */
export const menuByRoleQuery = (roleId: number, userId: number) =>
  queryOptions({
    queryKey: ['menu-by-role', roleId, userId],
    queryFn: async ({ signal }) => {
      const answer = await callApi(roleId === ADMIN_ROLE_ID ? adminMenu : staffMenu, { body: { role_id: roleId } }, { signal })
      return answer.result.filter((entry) => entry.access.view).sort((a, b) => a.sort_order - b.sort_order)
    },
    select: builtAreas,
    // Asked again whenever a screen that reads it opens: a role's access changed by an administrator
    // shows in the menu at the next page, not minutes later (issue 19).
    staleTime: 0,
  })
