import type { Principal } from './principal.js'
import type { TokenClaims } from './tokens.js'

export type KitchenPrincipal = Extract<Principal, { kind: 'kitchen' }>

/**
 * What a kitchen change checks of the person behind its token inside the statement that writes it,
 * instead of reading the person first (ADR 018, "A kitchen tap's person"): that the token's session is
 * live, by the rule principalForToken reads (sessions.repository.ts, userSessionIsLive), and that
 * the account works the order's kitchen.
 */
export interface SessionCheck {
  userId: number
  /** The token's `sid`. */
  sessionId: string
}

/** A request whose person is taken as last read, to be confirmed by its write (or read after all). */
export interface DeferredSession {
  principal: KitchenPrincipal
  check: SessionCheck
}

/**
 * The kitchen accounts' sessions this server has read, by token, so that a tablet's next tap can
 * defer the read of its person to its write. Only kitchen accounts: their reach (one kitchen) is
 * what the write can check; staff grants are read as always. Bounded: the oldest go first.
 */
export interface RecentSessions {
  recall(token: string, claims: TokenClaims): DeferredSession | undefined
  remember(token: string, principal: Principal, claims: TokenClaims): void
  forget(token: string): void
}

export const RECENT_SESSIONS_LIMIT = 2_000

export function createRecentSessions(limit = RECENT_SESSIONS_LIMIT): RecentSessions {
  const sessions = new Map<string, DeferredSession>()
  return {
    recall(token, claims) {
      const session = claims.aud === 'kitchen' ? sessions.get(token) : undefined
      return session && session.check.sessionId === claims.sid ? session : undefined
    },
    remember(token, principal, claims) {
      sessions.delete(token)
      if (principal.kind !== 'kitchen' || claims.aud !== 'kitchen') return
      if (sessions.size >= limit) sessions.delete(sessions.keys().next().value!)
      sessions.set(token, { principal, check: { userId: principal.userId, sessionId: claims.sid } })
    },
    forget(token) {
      sessions.delete(token)
    },
  }
}
