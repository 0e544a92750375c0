import { expect } from 'vitest'
import { DEMO_PASSWORD, type TestApp } from '../helpers/test-app.js'

/** Shared set-up of the staff accounts tests: who signs in, and everything these endpoints can change. */

export interface Callers {
  admin: string
  superAdmin: string
  /** Receptionist (role 7): no grant on the users area. */
  reception: string
  kitchen: string
  member: string
}

export async function signInCallers(t: TestApp): Promise<Callers> {
  return {
    admin: await t.tokens.staff(),
    superAdmin: await t.tokens.superAdmin(),
    reception: await t.tokens.staff('reception@club.test'),
    kitchen: await t.tokens.kitchen(),
    member: await t.tokens.member(),
  }
}

/** The accounts, their sessions and their codes, to prove a refused call changed nothing. */
export async function accountsSnapshot(t: TestApp) {
  const users = await t.db.selectFrom('users').selectAll().orderBy('user_id').execute()
  const sessions = await t.db.selectFrom('auth_sessions').select(['session_id', 'ended_at']).orderBy('session_id').execute()
  const codes = await t.db.selectFrom('otp_codes').selectAll().orderBy('otp_id').execute()
  const messages = await t.db.selectFrom('messages').select('message_id').execute()
  return JSON.stringify({ users, sessions, codes, messages: messages.length })
}

export const userIdOf = async (t: TestApp, signInName: string) =>
  (await t.db.selectFrom('users').select('user_id').where('email', '=', signInName).executeTakeFirstOrThrow()).user_id

export const storedUser = (t: TestApp, userId: number) =>
  t.db.selectFrom('users').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow()

/** Sends each caller the same request and expects each status; the accounts are unchanged after all of them. */
export async function expectRefusedForAll(
  t: TestApp,
  request: { method: string; path: string; body?: unknown },
  callers: [who: string, token: string | undefined, status: number][],
) {
  const before = await accountsSnapshot(t)
  for (const [who, token, status] of callers) {
    const response = await t.call(request.method, request.path, {
      ...(token ? { token } : {}),
      ...(request.body !== undefined ? { body: request.body } : {}),
    })
    expect({ who, status: response.status }).toEqual({ who, status })
  }
  expect(await accountsSnapshot(t)).toBe(before)
}

/** Everybody who may not manage staff accounts: 403 with a session, 401 without. */
export const outsiders = (callers: Callers): [string, string | undefined, number][] => [
  ['receptionist (no users grant)', callers.reception, 403],
  ['kitchen account', callers.kitchen, 403],
  ['member', callers.member, 403],
  ['no token', undefined, 401],
]

/** A new account through the API, as an admin makes it; its id. */
export async function createAccount(t: TestApp, token: string, body: Record<string, unknown>): Promise<number> {
  const response = await t.call('POST', '/api/createusers', { token, body })
  if (response.status !== 201) throw new Error(`createusers failed: ${response.text}`)
  return response.body.result.user_id as number
}

/** Gives an account a password and switches it on, as the office can; then signs it in. */
export async function activeAccountToken(t: TestApp, adminToken: string, userId: number, email: string, password = DEMO_PASSWORD) {
  expect((await t.call('PATCH', `/api/updateuser/${userId}/password`, { token: adminToken, body: { password } })).status).toBe(200)
  expect((await t.call('PATCH', `/api/updateuser/${userId}/status`, { token: adminToken, body: { is_active: true } })).status).toBe(200)
  return t.tokens.staff(email, password)
}
