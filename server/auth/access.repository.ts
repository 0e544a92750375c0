import type { AccessAction } from '../../domain/roles.js'
import type { Executor } from '../db/database.js'

const actionColumn = { view: 'can_view', create: 'can_create', edit: 'can_edit', delete: 'can_delete' } as const

/** May this role do `action` in the back-office area `area` (a menus.key)? */
export async function roleHasAccess(db: Executor, roleId: number, area: string, action: AccessAction): Promise<boolean> {
  const column = actionColumn[action]
  const row = await db
    .selectFrom('role_access')
    .innerJoin('menus', 'menus.menu_id', 'role_access.menu_id')
    .select(`role_access.${column} as isAllowed`)
    .where('role_access.role_id', '=', roleId)
    .where('menus.key', '=', area)
    .executeTakeFirst()
  return row?.isAllowed === true
}
