import { expect } from 'vitest'
import type { TestApp } from '../helpers/test-app.js'

/** Shared set-up of the roles, menus and access-control tests: who signs in, and what these endpoints store. */

export type Body = Record<string, unknown>

export interface People {
  admin: string
  superAdmin: string
  /** Receptionist (role 7): no roles:view, so refused the admin-only calls. */
  reception: string
  kitchen: string
  member: string
}

export async function signInPeople(t: TestApp): Promise<People> {
  return {
    admin: await t.tokens.staff(),
    superAdmin: await t.tokens.superAdmin(),
    reception: await t.tokens.staff('reception@club.test'),
    kitchen: await t.tokens.kitchen(),
    member: await t.tokens.member(),
  }
}

/** Everything these endpoints can change, to prove a refused call changed nothing. */
export async function rolesSnapshot(t: TestApp) {
  const roles = await t.db.selectFrom('roles').selectAll().orderBy('role_id').execute()
  const access = await t.db.selectFrom('role_access').selectAll().orderBy('role_id').orderBy('menu_id').execute()
  const menus = await t.db.selectFrom('menus').selectAll().orderBy('menu_id').execute()
  return JSON.stringify({ roles, access, menus })
}

/** A role's stored grants as {area: 'vced'} letters: easy to read in an assertion. */
export async function storedAccess(t: TestApp, roleId: number): Promise<Record<string, string>> {
  const rows = await t.db
    .selectFrom('role_access')
    .innerJoin('menus', 'menus.menu_id', 'role_access.menu_id')
    .select(['menus.key', 'can_view', 'can_create', 'can_edit', 'can_delete'])
    .where('role_id', '=', roleId)
    .execute()
  const letters = (row: (typeof rows)[number]) =>
    `${row.can_view ? 'v' : ''}${row.can_create ? 'c' : ''}${row.can_edit ? 'e' : ''}${row.can_delete ? 'd' : ''}`
  return Object.fromEntries(rows.map((row) => [row.key, letters(row)]))
}

export const menuCount = async (t: TestApp) =>
  Number(
    (
      await t.db
        .selectFrom('menus')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

export const menuId = async (t: TestApp, key: string) =>
  (await t.db.selectFrom('menus').select('menu_id').where('key', '=', key).executeTakeFirstOrThrow()).menu_id

export async function createRoleAsAdmin(t: TestApp, admin: string, body: Body): Promise<number> {
  const response = await t.call('POST', '/api/createrole', { token: admin, body })
  expect(response.status).toBe(201)
  return response.body.result.role_id as number
}

/**
 * Members (either header), kitchen accounts and, for admin-only calls, the receptionist get 403;
 * no token gets 401. The request is otherwise valid, so the refusal is about who is asking.
 */
export async function expectOutsidersRefused(
  t: TestApp,
  people: People,
  method: string,
  path: string,
  body?: Body,
  options = { isAdminOnly: true },
) {
  const before = await rolesSnapshot(t)
  const refusals: [string, { token?: string; headers?: Record<string, string> }, number][] = [
    ['member token in x-auth-token', { token: people.member }, 403],
    ['member token in xm-auth-token', { headers: { 'xm-auth-token': people.member } }, 403],
    ['kitchen', { token: people.kitchen }, 403],
    ['no token', {}, 401],
  ]
  if (options.isAdminOnly) refusals.push(['receptionist', { token: people.reception }, 403])
  for (const [who, auth, status] of refusals) {
    const response = await t.call(method, path, { ...auth, ...(body ? { body } : {}) })
    expect({ who, status: response.status }).toEqual({ who, status })
    expect(response.body.message).toBeTruthy()
  }
  expect(await rolesSnapshot(t)).toBe(before)
}
