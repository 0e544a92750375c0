import { randomBytes } from 'node:crypto'
import { sign, verify } from 'hono/jwt'
import { sessionClaimsOf, type SessionAudience, type SessionClaims } from '../../domain/session-token.js'

export type Audience = SessionAudience
export type TokenClaims = SessionClaims

export interface TokenSettings {
  secret: string
  staffTtlSeconds: number
  memberTtlSeconds: number
}

export interface IssuedToken {
  token: string
  /** Expiry in seconds since the epoch: the client treats a numeric expiry as seconds. */
  expiresAt: number
  claims: TokenClaims
}

export async function issueToken(
  settings: TokenSettings,
  subject: { sub: string; aud: Audience; role_id: number },
  now: Date,
): Promise<IssuedToken> {
  const iat = Math.floor(now.getTime() / 1000)
  const ttl = subject.aud === 'member' ? settings.memberTtlSeconds : settings.staffTtlSeconds
  const claims: TokenClaims = { ...subject, sid: randomBytes(18).toString('base64url'), iat, exp: iat + ttl }
  return { token: await sign({ ...claims }, settings.secret, 'HS256'), expiresAt: claims.exp, claims }
}

/**
 * Tokens whose signature this app has checked, with their claims: a signature that was genuine stays
 * genuine, so a device's every request need not redo the HMAC (expiry is still checked against the
 * clock each time). One per app (made by appDeps), for its one secret. Bounded: the oldest go first.
 */
export interface VerifiedTokens {
  get(token: string): TokenClaims | undefined
  remember(token: string, claims: TokenClaims): void
}

const VERIFIED_LIMIT = 2_000

export function createVerifiedTokens(limit = VERIFIED_LIMIT): VerifiedTokens {
  const verified = new Map<string, TokenClaims>()
  return {
    get: (token) => verified.get(token),
    remember(token, claims) {
      if (verified.size >= limit) verified.delete(verified.keys().next().value!)
      verified.set(token, claims)
    },
  }
}

async function verifiedClaims(settings: TokenSettings, verified: VerifiedTokens, token: string): Promise<TokenClaims | undefined> {
  const known = verified.get(token)
  if (known) return known
  try {
    const claims = sessionClaimsOf(await verify(token, settings.secret, { alg: 'HS256', exp: false, nbf: false, iat: false }))
    if (!claims) return undefined
    verified.remember(token, claims)
    return claims
  } catch {
    return undefined
  }
}

/** The claims of a genuine, unexpired token; undefined for anything else. */
export async function readToken(
  deps: { tokens: TokenSettings; verifiedTokens: VerifiedTokens },
  token: string,
  now: Date,
): Promise<TokenClaims | undefined> {
  const claims = await verifiedClaims(deps.tokens, deps.verifiedTokens, token)
  if (!claims || claims.exp <= Math.floor(now.getTime() / 1000)) return undefined
  return claims
}
