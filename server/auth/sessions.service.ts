import type { AppDeps } from '../http/context.js'
import { endSession, insertSession, type NewSession } from './sessions.repository.js'
import { issueToken, readToken, type Audience, type IssuedToken } from './tokens.js'

export interface SessionOpening {
  subject: { sub: string; aud: Audience; role_id: number }
  account: NewSession['account']
  /** The hash the password was just checked against. */
  passwordHash: string
  clientAddress: string
  now: Date
}

/** What every door does once the password is right: a token, and the session it names, recorded. */
export async function openSession(deps: Pick<AppDeps, 'db' | 'tokens'>, opening: SessionOpening): Promise<IssuedToken> {
  const issued = await issueToken(deps.tokens, opening.subject, opening.now)
  await insertSession(deps.db, {
    sessionId: issued.claims.sid,
    audience: issued.claims.aud,
    account: opening.account,
    passwordHash: opening.passwordHash,
    clientAddress: opening.clientAddress,
    issuedAt: opening.now,
    expiresAt: new Date(issued.claims.exp * 1000),
  })
  return issued
}

/**
 * Signs a token out: its session ends in the database, so every server refuses the token from now on
 * (a kitchen tap's write checks it too). Signing out an ended session again is harmless. False when
 * the token is not one of ours or has expired.
 */
export async function signOut(
  deps: Pick<AppDeps, 'db' | 'tokens' | 'verifiedTokens' | 'clock' | 'recentSessions'>,
  token: string,
): Promise<boolean> {
  const now = deps.clock()
  const claims = await readToken(deps, token, now)
  if (!claims) return false
  await endSession(deps.db, claims.sid, now)
  deps.recentSessions.forget(token)
  return true
}
