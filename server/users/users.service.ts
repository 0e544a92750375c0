import { ADMIN_ROLE_ID, KITCHEN_ROLE_ID } from '../../domain/roles.js'
import { MIN_ADMIN_PASSWORD_LENGTH } from '../../domain/validation.js'
import type { CreateUserInput, UpdateUserInput, UsersQuery } from '../../domain/contract/users.js'
import { recordChange, type Auditor } from '../audit/audit-trail.js'
import { hashPassword } from '../auth/passwords.js'
import { endUserSessions } from '../auth/sessions.repository.js'
import { clearSignInFailures } from '../auth/sign-in.service.js'
import type { DB, Executor } from '../db/database.js'
import { isUniqueViolation } from '../db/errors.js'
import { badRequest, conflict, conflictOn, forbidden, notFound } from '../http/errors.js'
import { consumeOpenOtps } from '../password-reset/password-reset.repository.js'
import {
  findKitchenName,
  findRoleName,
  findSignInNameHolder,
  findUser,
  insertStaffUser,
  listAssignableRoles,
  listKitchenChoices,
  listUsers,
  updateUserRow,
  type UserRow,
} from './users.repository.js'

/** Who is changing an account: the signed-in staff member, and whether this is a super-administrator's session. */
export interface Actor {
  userId: number
  isSuperAdmin: boolean
}

const invalid = (path: string, problem: string) => badRequest(`${path}: ${problem}`, [{ path, msg: `${path}: ${problem}` }])

export const administratorsOnly = () =>
  forbidden('Only the super-administrator can create, change or demote an administrator. Sign in at /control to do this.')

/** An administrator's account, or making one, is the super-administrator's alone (ADR 025). */
export function assertMayManage(actor: Actor, target: { role_id: number }) {
  if (target.role_id === ADMIN_ROLE_ID && !actor.isSuperAdmin) throw administratorsOnly()
}

export async function findUserOrFail(db: Executor, userId: number, options: { forUpdate?: boolean } = {}): Promise<UserRow> {
  const user = await findUser(db, userId, options)
  if (!user) throw notFound('User not found')
  return user
}

/** A role a staff account may be given: it exists, and it is not the members' (the contract refuses that one). */
async function assertRoleExists(db: Executor, roleId: number) {
  if (!(await findRoleName(db, roleId))) throw invalid('role_id', `no role has the id ${roleId}`)
}

async function assertKitchenExists(db: Executor, kitchenId: number) {
  if (!(await findKitchenName(db, kitchenId))) throw invalid('kitchen_id', `no kitchen has the id ${kitchenId}`)
}

/** Every e-mail and username is one person's, whatever its case. */
async function assertSignInNamesFree(db: Executor, names: { email?: string | null; username?: string | null }, exceptUserId?: number) {
  for (const field of ['email', 'username'] as const) {
    const name = names[field]
    if (!name) continue
    const holder = await findSignInNameHolder(db, name, exceptUserId)
    if (holder) throw conflictOn(field, `${field}: '${name}' is already how ${holder.name} signs in. Choose another.`)
  }
}

async function withSignInNameGuard<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflictOn('email', 'email: that e-mail or username was just taken by another account. Choose another.')
    throw error
  }
}

export async function userPage(db: Executor, query: UsersQuery) {
  const { rows, total } = await listUsers(db, query)
  return { result: rows, pagination: { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) } }
}

/** The roles this caller may give an account (Admin only for the super-administrator), and the kitchens. */
export async function userFormOptions(db: Executor, actor: Actor) {
  const roles = await listAssignableRoles(db)
  return {
    roles: roles.filter((role) => role.role_id !== ADMIN_ROLE_ID || actor.isSuperAdmin),
    kitchens: await listKitchenChoices(db),
  }
}

/** A new account, inactive and without a password until its person registers (ADR 025). */
export async function createUser(db: DB, actor: Actor, by: Auditor, input: CreateUserInput, now: Date) {
  assertMayManage(actor, input)
  return withSignInNameGuard(() =>
    db.transaction().execute(async (trx) => {
      await assertRoleExists(trx, input.role_id)
      if (input.kitchen_id) await assertKitchenExists(trx, input.kitchen_id)
      await assertSignInNamesFree(trx, input)
      const userId = await insertStaffUser(trx, {
        name: input.name,
        email: input.email ?? null,
        username: input.username ?? null,
        mobile: input.mobile ?? null,
        role_id: input.role_id,
        kitchen_id: input.role_id === KITCHEN_ROLE_ID ? (input.kitchen_id ?? null) : null,
        is_active: false,
        password_hash: null,
        created_at: now,
        updated_at: now,
      })
      const created = await findUserOrFail(trx, userId)
      await recordChange(trx, by, { area: 'users', action: 'create', recordType: 'user', recordId: userId, after: created })
      return created
    }),
  )
}

/** The account's kitchen after a change: a kitchen account must keep one; nobody else has one. */
function kitchenAfter(target: UserRow, changes: UpdateUserInput, roleId: number): number | null {
  if (roleId !== KITCHEN_ROLE_ID) {
    if (changes.kitchen_id) throw invalid('kitchen_id', 'only kitchen accounts (role Kitchen) work in a kitchen; leave it empty')
    return null
  }
  const kitchenId = changes.kitchen_id !== undefined ? changes.kitchen_id : target.kitchen_id
  if (!kitchenId) throw invalid('kitchen_id', 'A kitchen account must name its kitchen')
  return kitchenId
}

export async function updateUser(db: DB, actor: Actor, by: Auditor, userId: number, changes: UpdateUserInput, now: Date) {
  return withSignInNameGuard(() =>
    db.transaction().execute(async (trx) => {
      const target = await findUserOrFail(trx, userId, { forUpdate: true })
      const roleId = changes.role_id ?? target.role_id
      if (roleId !== target.role_id && target.user_id === actor.userId) {
        throw conflict('You cannot change your own role. Ask another administrator to do it.')
      }
      assertMayManage(actor, target)
      assertMayManage(actor, { role_id: roleId })
      await assertRoleExists(trx, roleId)
      const kitchenId = kitchenAfter(target, changes, roleId)
      if (kitchenId !== null && kitchenId !== target.kitchen_id) await assertKitchenExists(trx, kitchenId)
      const email = changes.email !== undefined ? changes.email : target.email
      const username = changes.username !== undefined ? changes.username : target.username
      if (!email && !username) throw invalid('email', 'Give an e-mail address or a username: the person signs in with one of them')
      await assertSignInNamesFree(trx, { email: changes.email, username: changes.username }, userId)
      await updateUserRow(trx, userId, {
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        email,
        username,
        ...(changes.mobile !== undefined ? { mobile: changes.mobile } : {}),
        role_id: roleId,
        kitchen_id: kitchenId,
        updated_at: now,
      })
      // A kitchen tablet works one kitchen: moved elsewhere (or out of the kitchen), it signs in again.
      if (kitchenId !== target.kitchen_id) await endUserSessions(trx, userId, now)
      const changed = await findUserOrFail(trx, userId)
      await recordChange(trx, by, {
        area: 'users',
        action: roleId === target.role_id ? 'update' : 'permission',
        recordType: 'user',
        recordId: userId,
        before: target,
        after: changed,
      })
      return changed
    }),
  )
}

/** Switches an account on or off; off ends its sessions and its unused codes at once. */
export async function setUserStatus(db: DB, actor: Actor, by: Auditor, userId: number, isActive: boolean, now: Date) {
  return db.transaction().execute(async (trx) => {
    const target = await findUserOrFail(trx, userId, { forUpdate: true })
    if (!isActive && target.user_id === actor.userId) {
      throw conflict('You cannot deactivate your own account: you would be signed out with nobody to switch it back on.')
    }
    assertMayManage(actor, target)
    await updateUserRow(trx, userId, { is_active: isActive, updated_at: now })
    if (!isActive) {
      await endUserSessions(trx, userId, now)
      await consumeOpenOtps(trx, { type: 'user', id: String(userId) }, now)
    }
    const changed = await findUserOrFail(trx, userId)
    await recordChange(trx, by, {
      area: 'users',
      action: 'status',
      recordType: 'user',
      recordId: userId,
      summary: isActive ? 'Activated' : 'Deactivated; sessions ended',
      before: target,
      after: changed,
    })
    return changed
  })
}

/** An administrator's password is longer than the contract's shortest (ADR 021): the account can do everything. */
export function passwordTooShort(target: { role_id: number }, password: string) {
  if (target.role_id !== ADMIN_ROLE_ID || password.length >= MIN_ADMIN_PASSWORD_LENGTH) return undefined
  return invalid('password', `Password must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters for an administrator.`)
}

/**
 * Sets the password from the office. The account's sessions end at once on every server (the
 * password they began with is gone, and they are ended besides), its unused codes die, and its
 * failed sign-ins are forgotten.
 */
export async function setUserPassword(db: DB, actor: Actor, by: Auditor, userId: number, password: string, now: Date) {
  const target = await findUserOrFail(db, userId)
  assertMayManage(actor, target)
  const tooShort = passwordTooShort(target, password)
  if (tooShort) throw tooShort
  const passwordHash = await hashPassword(password)
  const user = await db.transaction().execute(async (trx) => {
    const current = await findUserOrFail(trx, userId, { forUpdate: true })
    assertMayManage(actor, current)
    await updateUserRow(trx, userId, { password_hash: passwordHash, password_changed_at: now, updated_at: now })
    await endUserSessions(trx, userId, now)
    await consumeOpenOtps(trx, { type: 'user', id: String(userId) }, now)
    // That a password was set, and by whom: never the password or its hash.
    await recordChange(trx, by, {
      area: 'users',
      action: 'password',
      recordType: 'user',
      recordId: userId,
      summary: 'Password set; sessions ended',
    })
    return findUserOrFail(trx, userId)
  })
  await clearSignInFailures(db, { userId })
  return user
}
