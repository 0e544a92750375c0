import { ADMIN_ROLE_ID } from '../../domain/roles.js'
import { recordChange, type Auditor } from '../audit/audit-trail.js'
import type { DB, Executor } from '../db/database.js'
import { isUniqueViolation } from '../db/errors.js'
import { conflict, notFound } from '../http/errors.js'
import { listMenus } from './menus.repository.js'
import { accessRows, assertAccessChangeAllowed, resolveGrants, viewableAreaCount, viewableMenus } from './role-access.js'
import {
  countUsersWithRole,
  deleteRoleRow,
  findRole,
  findRoleByName,
  insertRole,
  listGrants,
  listRolesWithCounts,
  replaceGrants,
  updateRoleRow,
  upsertGrants,
  type RoleRow,
} from './roles.repository.js'
import type { AccessEntry, AccessRow } from '../../domain/contract/roles.js'
import { accessActions } from '../../domain/roles.js'

export const ROLE_NOT_FOUND = 'Role not found'

export async function findRoleOrFail(db: Executor, roleId: number, options: { forUpdate?: boolean } = {}): Promise<RoleRow> {
  const role = await findRole(db, roleId, options)
  if (!role) throw notFound(ROLE_NOT_FOUND)
  return role
}

const duplicateName = (name: string) => conflict(`A role named '${name}' already exists. Choose another name or edit that role.`)

async function assertNameFree(db: Executor, name: string, exceptRoleId?: number) {
  const existing = await findRoleByName(db, name)
  if (existing && existing.role_id !== exceptRoleId) throw duplicateName(existing.name)
}

/** A race past assertNameFree ends at the unique index; report it the same way. */
async function withNameGuard<T>(name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName(name)
    throw error
  }
}

/** A role as getrole/:id, createrole and updaterole return it: with its holders and every area. */
export async function roleDetail(db: Executor, roleId: number) {
  const role = await findRoleOrFail(db, roleId)
  const menus = await listMenus(db)
  const grants = await listGrants(db, roleId)
  return { ...role, user_count: await countUsersWithRole(db, roleId), access: accessRows(roleId, menus, grants) }
}

/** getroleaccess: the role and its flags on every area. */
export async function roleAccess(db: Executor, roleId: number) {
  const role = await findRoleOrFail(db, roleId)
  const menus = await listMenus(db)
  const grants = await listGrants(db, roleId)
  return { role, access: accessRows(roleId, menus, grants) }
}

export async function listRoles(db: Executor) {
  const rows = await listRolesWithCounts(db)
  return rows.map(({ areas_count: _, ...role }) => ({ ...role, user_count: Number(role.user_count ?? 0) }))
}

export async function roleSummaries(db: Executor) {
  const rows = await listRolesWithCounts(db)
  const menus = await listMenus(db)
  return rows.map((row) => ({
    role_id: row.role_id,
    name: row.name,
    user_count: Number(row.user_count ?? 0),
    areas_count: viewableAreaCount(row.role_id, Number(row.areas_count ?? 0), menus.length),
    is_system: row.is_system,
  }))
}

/** The areas a role may open, with what it may do there. */
export async function menusForRole(db: Executor, roleId: number) {
  await findRoleOrFail(db, roleId)
  const menus = await listMenus(db)
  const grants = await listGrants(db, roleId)
  return viewableMenus(roleId, menus, grants)
}

/**
 * A role as the audit trail keeps it: its name, and one field per area saying what it may do there
 * ('view, edit'; '' for nothing), so a change of access shows as the areas that changed.
 */
function auditedRole(detail: { name: string; description: string | null; access: AccessRow[] }) {
  const access = detail.access.map((row) => [`access: ${row.key}`, accessActions.filter((action) => row[action]).join(', ')])
  return { name: detail.name, description: detail.description, ...Object.fromEntries(access) }
}

export async function createRole(
  db: DB,
  by: Auditor,
  input: { name: string; description?: string | null; permissions?: AccessEntry[] | undefined },
  now: Date,
) {
  return withNameGuard(input.name, () =>
    db.transaction().execute(async (trx) => {
      const grants = resolveGrants(await listMenus(trx), input.permissions ?? [], 'permissions')
      await assertNameFree(trx, input.name)
      const roleId = await insertRole(trx, { name: input.name, description: input.description ?? null, now })
      await replaceGrants(trx, roleId, grants)
      const created = await roleDetail(trx, roleId)
      await recordChange(trx, by, { area: 'roles', action: 'create', recordType: 'role', recordId: roleId, after: auditedRole(created) })
      return created
    }),
  )
}

export interface RoleChanges {
  name?: string | undefined
  description?: string | null | undefined
  permissions?: AccessEntry[] | undefined
}

export async function updateRole(db: DB, by: Auditor, roleId: number, changes: RoleChanges, now: Date) {
  return withNameGuard(changes.name ?? '', () =>
    db.transaction().execute(async (trx) => {
      const role = await findRoleOrFail(trx, roleId, { forUpdate: true })
      const before = await roleDetail(trx, roleId)
      const menus = await listMenus(trx)
      // Bad input is reported before any conflict, and nothing is written until both pass.
      const grants = changes.permissions && resolveGrants(menus, changes.permissions, 'permissions')
      const isRename = changes.name !== undefined && changes.name !== role.name
      if (isRename && role.is_system) throw conflict(`'${role.name}' is a system role the apps rely on; it cannot be renamed.`)
      if (isRename) await assertNameFree(trx, changes.name!, roleId)
      if (grants) {
        assertAccessChangeAllowed(role, grants, menus, true)
        // Admin's access is implied, never stored: the only change allowed for it is a no-op.
        if (role.role_id !== ADMIN_ROLE_ID) await replaceGrants(trx, roleId, grants)
      }
      await updateRoleRow(trx, roleId, {
        ...(isRename ? { name: changes.name } : {}),
        ...(changes.description !== undefined ? { description: changes.description } : {}),
        now,
      })
      const changed = await roleDetail(trx, roleId)
      await recordChange(trx, by, {
        area: 'roles',
        action: grants ? 'permission' : 'update',
        recordType: 'role',
        recordId: roleId,
        before: auditedRole(before),
        after: auditedRole(changed),
      })
      return changed
    }),
  )
}

export async function deleteRole(db: DB, by: Auditor, roleId: number) {
  return db.transaction().execute(async (trx) => {
    const role = await findRoleOrFail(trx, roleId, { forUpdate: true })
    if (role.is_system) throw conflict(`'${role.name}' is a system role the apps rely on; it cannot be deleted.`)
    const userCount = await countUsersWithRole(trx, roleId)
    if (userCount > 0) {
      const holders = userCount === 1 ? '1 user' : `${userCount} users`
      throw conflict(`The role '${role.name}' is still assigned to ${holders}. Move them to another role before deleting it.`, {
        user_count: userCount,
      })
    }
    const before = await roleDetail(trx, roleId)
    await deleteRoleRow(trx, roleId)
    await recordChange(trx, by, { area: 'roles', action: 'delete', recordType: 'role', recordId: roleId, before: auditedRole(before) })
    return { role_id: role.role_id, name: role.name }
  })
}

/** accesscontrol/update: sets the listed areas' grants, leaving the others as they are. */
export async function updateAccess(db: DB, by: Auditor, roleId: number, entries: AccessEntry[], now: Date) {
  return db.transaction().execute(async (trx) => {
    const role = await findRoleOrFail(trx, roleId, { forUpdate: true })
    const before = await roleDetail(trx, roleId)
    const menus = await listMenus(trx)
    const grants = resolveGrants(menus, entries, 'access')
    assertAccessChangeAllowed(role, grants, menus, false)
    if (role.role_id !== ADMIN_ROLE_ID) {
      await upsertGrants(trx, roleId, grants)
      await updateRoleRow(trx, roleId, { now })
    }
    await recordChange(trx, by, {
      area: 'roles',
      action: 'permission',
      recordType: 'role',
      recordId: roleId,
      before: auditedRole(before),
      after: auditedRole(await roleDetail(trx, roleId)),
    })
    return roleAccess(trx, roleId)
  })
}
