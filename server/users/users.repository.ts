import { sql, type Updateable } from 'kysely'
import { MEMBER_ROLE_ID } from '../../domain/roles.js'
import type { Executor } from '../db/database.js'
import type { NewUser, UsersTable } from '../db/schema.js'

/** What the users area reads of an account: never its password hash, only whether it has one. */
function selectUsers(db: Executor) {
  return db
    .selectFrom('users')
    .innerJoin('roles', 'roles.role_id', 'users.role_id')
    .leftJoin('kitchens', 'kitchens.kitchen_id', 'users.kitchen_id')
    .select([
      'users.user_id',
      'users.name',
      'users.email',
      'users.username',
      'users.mobile',
      'users.role_id',
      'roles.name as role_name',
      'users.kitchen_id',
      'kitchens.name as kitchen_name',
      'users.is_active',
      'users.is_super_admin',
      sql<boolean>`users.password_hash is not null`.as('has_password'),
      'users.last_login_at',
      'users.created_at',
      'users.updated_at',
    ])
}

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUser>>>

export function findUser(db: Executor, userId: number, options: { forUpdate?: boolean } = {}) {
  return selectUsers(db)
    .where('users.user_id', '=', userId)
    .$if(options.forUpdate === true, (query) => query.forUpdate('users'))
    .executeTakeFirst()
}

export interface UserFilters {
  search?: string | undefined
  role_id?: number | undefined
  is_active?: boolean | undefined
  page: number
  limit: number
}

/** One page of accounts, by name, and how many match in all. */
export async function listUsers(db: Executor, filters: UserFilters) {
  const matching = selectUsers(db)
    .$if(filters.search !== undefined, (query) => {
      const pattern = `%${filters.search!.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
      return query.where((eb) =>
        eb.or([
          eb('users.name', 'ilike', pattern),
          eb('users.email', 'ilike', pattern),
          eb('users.username', 'ilike', pattern),
          eb('users.mobile', 'ilike', pattern),
        ]),
      )
    })
    .$if(filters.role_id !== undefined, (query) => query.where('users.role_id', '=', filters.role_id!))
    .$if(filters.is_active !== undefined, (query) => query.where('users.is_active', '=', filters.is_active!))
  const rows = await matching
    .orderBy(sql`lower(users.name)`)
    .orderBy('users.user_id')
    .limit(filters.limit)
    .offset((filters.page - 1) * filters.limit)
    .execute()
  const { total } = await db
    .selectFrom(matching.as('matching'))
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow()
  return { rows, total: Number(total) }
}

/** The user holding this e-mail or username (any case), other than `exceptUserId`. */
export function findSignInNameHolder(db: Executor, name: string, exceptUserId?: number) {
  const lowered = name.trim().toLowerCase()
  return db
    .selectFrom('users')
    .select(['user_id', 'name'])
    .where((eb) => eb.or([eb(sql`lower(email)`, '=', lowered), eb(sql`lower(username)`, '=', lowered)]))
    .$if(exceptUserId !== undefined, (query) => query.where('user_id', '<>', exceptUserId!))
    .executeTakeFirst()
}

export async function insertStaffUser(db: Executor, user: NewUser) {
  return (await db.insertInto('users').values(user).returning('user_id').executeTakeFirstOrThrow()).user_id
}

export async function updateUserRow(db: Executor, userId: number, changes: Updateable<UsersTable>) {
  await db.updateTable('users').set(changes).where('user_id', '=', userId).execute()
}

/** Roles a staff account may hold: every role but the members'. */
export function listAssignableRoles(db: Executor) {
  return db.selectFrom('roles').select(['role_id', 'name']).where('role_id', '<>', MEMBER_ROLE_ID).orderBy('role_id').execute()
}

export function findRoleName(db: Executor, roleId: number) {
  return db.selectFrom('roles').select(['role_id', 'name']).where('role_id', '=', roleId).executeTakeFirst()
}

export function listKitchenChoices(db: Executor) {
  return db.selectFrom('kitchens').select(['kitchen_id', 'name', 'is_active']).orderBy('name').execute()
}

export function findKitchenName(db: Executor, kitchenId: number) {
  return db.selectFrom('kitchens').select(['kitchen_id', 'name']).where('kitchen_id', '=', kitchenId).executeTakeFirst()
}
