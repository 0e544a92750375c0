import { sql, type RawBuilder } from 'kysely'
import { KITCHEN_ROLE_ID } from '../../domain/roles.js'
import type { Executor } from '../db/database.js'
import { executePrepared } from '../db/prepared.js'
import type { SessionAudience } from '../../domain/session-token.js'

const refsOf = (alias: string) => (column: string) => sql.ref(`${alias}.${column}`)

/**
 * The one rule for a staff, kitchen or super-admin session being live, as SQL over a `users` row and
 * its `auth_sessions` row (their aliases given): the session exists and has not ended, the account is
 * active, its password is the one the session started with, a kitchen session's account is still a
 * kitchen account of some kitchen, a super-admin session's still a super-admin. Read with the person
 * on every request (findUserForSession) and checked by a kitchen tap's write (orders.repository.ts),
 * so the two cannot disagree.
 */
export function userSessionIsLive(userAlias: string, sessionAlias: string): RawBuilder<boolean> {
  const u = refsOf(userAlias)
  const s = refsOf(sessionAlias)
  return sql<boolean>`(${s('session_id')} is not null and ${s('ended_at')} is null and ${u('is_active')}
    and ${s('password_fingerprint')} = md5(${u('password_hash')})
    and (${s('audience')} <> 'kitchen' or (${u('role_id')} = ${sql.lit(KITCHEN_ROLE_ID)} and ${u('kitchen_id')} is not null))
    and (${s('audience')} <> 'super-admin' or ${u('is_super_admin')}))`
}

/** The same rule for a member's session: not ended, the membership active, the password unchanged. */
export function memberSessionIsLive(memberAlias: string, sessionAlias: string): RawBuilder<boolean> {
  const m = refsOf(memberAlias)
  const s = refsOf(sessionAlias)
  return sql<boolean>`(${s('session_id')} is not null and ${s('ended_at')} is null and ${m('status')} = 'active'
    and ${s('password_fingerprint')} = md5(${m('password_hash')}))`
}

/** The person behind a staff or kitchen token and whether its session is live; read on every request, so prepared (db/prepared.ts). */
export async function findUserForSession(db: Executor, userId: number, sessionId: string) {
  const query = db
    .selectFrom('users as u')
    .leftJoin('auth_sessions as s', (join) => join.onRef('s.user_id', '=', 'u.user_id').on('s.session_id', '=', sessionId))
    .select(['u.user_id', 'u.name', 'u.role_id', 'u.kitchen_id', 'u.is_super_admin', userSessionIsLive('u', 's').as('is_live')])
    .where('u.user_id', '=', userId)
  return (await executePrepared(db, query.compile())).rows[0]
}

/** The member behind a member token and whether its session is live; read on every request, so prepared. */
export async function findMemberForSession(db: Executor, memberId: string, sessionId: string) {
  const query = db
    .selectFrom('members as m')
    .leftJoin('auth_sessions as s', (join) => join.onRef('s.member_id', '=', 'm.member_id').on('s.session_id', '=', sessionId))
    .select(['m.member_id', 'm.name', memberSessionIsLive('m', 's').as('is_live')])
    .where('m.member_id', '=', memberId)
  return (await executePrepared(db, query.compile())).rows[0]
}

export interface NewSession {
  sessionId: string
  audience: SessionAudience
  account: { userId: number } | { memberId: string }
  /** The password hash the sign-in was checked against: the session lives while it is the account's. */
  passwordHash: string
  clientAddress: string
  issuedAt: Date
  expiresAt: Date
}

/** How long a session's row is kept after it expired: the addresses an account signed in from (sign-in limits). */
export const ENDED_SESSIONS_KEPT_MS = 30 * 86_400_000

/** Records a sign-in's session, and forgets the account's sessions that expired long ago. */
export async function insertSession(db: Executor, session: NewSession) {
  const account =
    'userId' in session.account
      ? { user_id: session.account.userId, member_id: null }
      : { user_id: null, member_id: session.account.memberId }
  await db
    .insertInto('auth_sessions')
    .values({
      session_id: session.sessionId,
      audience: session.audience,
      ...account,
      password_fingerprint: sql<string>`md5(${session.passwordHash})`,
      client_address: session.clientAddress,
      issued_at: session.issuedAt,
      expires_at: session.expiresAt,
      ended_at: null,
    })
    .execute()
  const keptSince = new Date(session.issuedAt.getTime() - ENDED_SESSIONS_KEPT_MS)
  await db
    .deleteFrom('auth_sessions')
    .where('expires_at', '<', keptSince)
    .where((eb) => (account.user_id !== null ? eb('user_id', '=', account.user_id) : eb('member_id', '=', account.member_id!)))
    .execute()
}

/** Ends one session (sign-out); ending an ended one changes nothing. */
export async function endSession(db: Executor, sessionId: string, at: Date) {
  await db.updateTable('auth_sessions').set({ ended_at: at }).where('session_id', '=', sessionId).where('ended_at', 'is', null).execute()
}

/** Whether the account has signed in from this address since `since` (sign-in limits: the owner's own addresses). */
export async function hasSignedInFrom(
  db: Executor,
  account: { userId: number } | { memberId: string },
  clientAddress: string,
  since: Date,
) {
  const row = await db
    .selectFrom('auth_sessions')
    .select('session_id')
    .where((eb) => ('userId' in account ? eb('user_id', '=', account.userId) : eb('member_id', '=', account.memberId)))
    .where('client_address', '=', clientAddress)
    .where('issued_at', '>', since)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * Ends every open session of a staff or kitchen account (deactivated, password set, moved to another
 * kitchen): refused from now on by every server, and still ended if the account is switched on again.
 */
export async function endUserSessions(db: Executor, userId: number, at: Date) {
  await db.updateTable('auth_sessions').set({ ended_at: at }).where('user_id', '=', userId).where('ended_at', 'is', null).execute()
}
