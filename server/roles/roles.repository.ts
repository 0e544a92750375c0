import { sql } from 'kysely'
import type { Executor } from '../db/database.js'

/** One role's grant on one area, as the API speaks of it (the table's can_* columns). */
export interface Grant {
  menu_id: number
  view: boolean
  create: boolean
  edit: boolean
  delete: boolean
}

const roleColumns = ['roles.role_id', 'roles.name', 'roles.description', 'roles.is_system', 'roles.created_at', 'roles.updated_at'] as const

/** Every role with how many user accounts hold it and how many areas it may view. */
export function listRolesWithCounts(db: Executor) {
  return db
    .selectFrom('roles')
    .select(roleColumns)
    .select((eb) => [
      eb
        .selectFrom('users')
        .select(sql<number>`count(*)::int`.as('count'))
        .whereRef('users.role_id', '=', 'roles.role_id')
        .as('user_count'),
      eb
        .selectFrom('role_access')
        .select(sql<number>`count(*)::int`.as('count'))
        .whereRef('role_access.role_id', '=', 'roles.role_id')
        .where('role_access.can_view', '=', true)
        .as('areas_count'),
    ])
    .orderBy('roles.role_id')
    .execute()
}

export function findRole(db: Executor, roleId: number, options: { forUpdate?: boolean } = {}) {
  const query = db.selectFrom('roles').select(roleColumns).where('roles.role_id', '=', roleId)
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst()
}

export type RoleRow = NonNullable<Awaited<ReturnType<typeof findRole>>>

/** The role called `name`, ignoring case (the unique index is on lower(name)). */
export function findRoleByName(db: Executor, name: string) {
  return db
    .selectFrom('roles')
    .select(roleColumns)
    .where(sql<string>`lower(roles.name)`, '=', name.toLowerCase())
    .executeTakeFirst()
}

export async function countUsersWithRole(db: Executor, roleId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('role_id', '=', roleId)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

export async function insertRole(db: Executor, role: { name: string; description: string | null; now: Date }) {
  const row = await db
    .insertInto('roles')
    .values({ name: role.name, description: role.description, created_at: role.now, updated_at: role.now })
    .returning('role_id')
    .executeTakeFirstOrThrow()
  return row.role_id
}

export function updateRoleRow(db: Executor, roleId: number, patch: { name?: string; description?: string | null; now: Date }) {
  const { now, ...fields } = patch
  return db
    .updateTable('roles')
    .set({ ...fields, updated_at: now })
    .where('role_id', '=', roleId)
    .execute()
}

/** Its grants go with it (role_access cascades). */
export function deleteRoleRow(db: Executor, roleId: number) {
  return db.deleteFrom('roles').where('role_id', '=', roleId).execute()
}

export async function listGrants(db: Executor, roleId: number): Promise<Grant[]> {
  const rows = await db
    .selectFrom('role_access')
    .select(['menu_id', 'can_view', 'can_create', 'can_edit', 'can_delete'])
    .where('role_id', '=', roleId)
    .execute()
  return rows.map((row) => ({
    menu_id: row.menu_id,
    view: row.can_view,
    create: row.can_create,
    edit: row.can_edit,
    delete: row.can_delete,
  }))
}

const hasAnyAction = (grant: Grant) => grant.view || grant.create || grant.edit || grant.delete

/**
 * Sets the given areas' grants and leaves the others alone. A grant of nothing removes the row,
 * so the table only ever holds what a role may actually do.
 */
export async function upsertGrants(db: Executor, roleId: number, grants: Grant[]) {
  const revoked = grants.filter((grant) => !hasAnyAction(grant)).map((grant) => grant.menu_id)
  const granted = grants.filter(hasAnyAction)
  if (revoked.length > 0) {
    await db.deleteFrom('role_access').where('role_id', '=', roleId).where('menu_id', 'in', revoked).execute()
  }
  if (granted.length === 0) return
  await db
    .insertInto('role_access')
    .values(
      granted.map((grant) => ({
        role_id: roleId,
        menu_id: grant.menu_id,
        can_view: grant.view,
        can_create: grant.create,
        can_edit: grant.edit,
        can_delete: grant.delete,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['role_id', 'menu_id']).doUpdateSet((eb) => ({
        can_view: eb.ref('excluded.can_view'),
        can_create: eb.ref('excluded.can_create'),
        can_edit: eb.ref('excluded.can_edit'),
        can_delete: eb.ref('excluded.can_delete'),
      })),
    )
    .execute()
}

/** Makes `grants` the role's whole access: areas not listed are revoked. */
export async function replaceGrants(db: Executor, roleId: number, grants: Grant[]) {
  await db.deleteFrom('role_access').where('role_id', '=', roleId).execute()
  await upsertGrants(db, roleId, grants)
}

/** Postgres' unique_violation: two requests raced past the name check. */
