import { sql } from 'kysely'
import type { Executor } from '../db/database.js'
import type { NewUser } from '../db/schema.js'

/** A staff user by e-mail or username, case-insensitively. */
export function findUserBySignInName(db: Executor, signInName: string) {
  const name = signInName.trim().toLowerCase()
  return db
    .selectFrom('users')
    .leftJoin('roles', 'roles.role_id', 'users.role_id')
    .leftJoin('kitchens', 'kitchens.kitchen_id', 'users.kitchen_id')
    .select([
      'users.user_id',
      'users.name',
      'users.email',
      'users.username',
      'users.mobile',
      'users.password_hash',
      'users.role_id',
      'users.kitchen_id',
      'users.is_active',
      'users.is_super_admin',
      'roles.name as role_name',
      'kitchens.name as kitchen_name',
    ])
    .where((eb) => eb.or([eb(sql`lower(users.email)`, '=', name), eb(sql`lower(users.username)`, '=', name)]))
    .executeTakeFirst()
}

export type SignInUser = NonNullable<Awaited<ReturnType<typeof findUserBySignInName>>>

/** A member by member ID, case-insensitively ('m1001' finds 'M1001'). */
export function findMemberForSignIn(db: Executor, memberId: string) {
  return db
    .selectFrom('members')
    .leftJoin('member_categories', 'member_categories.category_id', 'members.category_id')
    .select([
      'members.member_id',
      'members.title',
      'members.name',
      'members.email',
      'members.mobile',
      'members.status',
      'members.password_hash',
      'members.joined_on',
      'members.date_of_birth',
      'member_categories.name as category_name',
    ])
    .where(sql`upper(members.member_id)`, '=', memberId.trim().toUpperCase())
    .executeTakeFirst()
}

export type SignInMember = NonNullable<Awaited<ReturnType<typeof findMemberForSignIn>>>

export function listDependents(db: Executor, memberId: string) {
  return db
    .selectFrom('dependents')
    .select(['dependent_id', 'dependent_code', 'name', 'relation', 'date_of_birth'])
    .where('member_id', '=', memberId)
    .orderBy('dependent_id')
    .execute()
}

export async function recordUserSignIn(db: Executor, userId: number, at: Date) {
  await db.updateTable('users').set({ last_login_at: at }).where('user_id', '=', userId).execute()
}

export async function recordMemberSignIn(db: Executor, memberId: string, at: Date) {
  await db.updateTable('members').set({ last_login_at: at }).where('member_id', '=', memberId).execute()
}

/** Is an e-mail or username already some user's (any case)? */
export async function isSignInNameTaken(db: Executor, names: string[]) {
  const lowered = names.map((name) => name.trim().toLowerCase())
  const row = await db
    .selectFrom('users')
    .select('user_id')
    .where((eb) => eb.or([eb(sql`lower(email)`, 'in', lowered), eb(sql`lower(username)`, 'in', lowered)]))
    .executeTakeFirst()
  return row !== undefined
}

export async function insertUser(db: Executor, user: NewUser) {
  return (await db.insertInto('users').values(user).returning('user_id').executeTakeFirstOrThrow()).user_id
}
