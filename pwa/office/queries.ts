import { queryOptions } from '@tanstack/react-query'
import { ADMIN_ROLE_ID } from '../../domain/roles'
import { apiPost } from '../api/client'
import { screenPaths } from './screen-paths'

/** One back-office area the role may reach (POST /api/getmenubyrole). */
export interface MenuEntry {
  menu_id: number
  key: string
  title: string
  path: string
  icon: string | null
  sort_order: number
  access: { view: boolean; create: boolean; edit: boolean; delete: boolean }
}

/** Staff ask one path; role 1 asks the admin path (spec 2 §6). */
const menuPathFor = (roleId: number) => (roleId === ADMIN_ROLE_ID ? '/api/admin/getmenubyrole' : '/api/getmenubyrole')

/**
 * The server decides which areas a role may open; this build offers those it has a screen for.
 * Applied on read, so the cached menu stays the server's answer.
 */
const builtAreas = (entries: MenuEntry[]) => entries.filter((entry) => screenPaths.has(entry.path))

/**
 * The areas a role can open and this build has a screen for, in menu order. Keyed by user as well
 * as role: the cache is persisted on a shared device, and one person's menu must never be shown
 * to the next.
 */
export const menuByRoleQuery = (roleId: number, userId: number) =>
  queryOptions({
    queryKey: ['menu-by-role', roleId, userId],
    queryFn: async ({ signal }) => {
      const answer = await apiPost<{ result?: MenuEntry[] }>(menuPathFor(roleId), { role_id: roleId }, { signal })
      return (answer?.result ?? []).filter((entry) => entry.access?.view).sort((a, b) => a.sort_order - b.sort_order)
    },
    select: builtAreas,
    staleTime: 5 * 60_000,
  })
