/**
 * What a session token says (ADR 018): the server signs it at sign-in and checks it on every request;
 * a device reads it without checking, to know whose token it holds and until when. One decoder for both.
 */

export const sessionAudiences = ['staff', 'kitchen', 'member', 'super-admin'] as const
/** Who a token was issued to. Kitchen tokens are staff tokens of role 13 bound to a kitchen. */
export type SessionAudience = (typeof sessionAudiences)[number]

export interface SessionClaims {
  sub: string
  aud: SessionAudience
  role_id: number
  /** The session the token belongs to: signing out ends it. */
  sid: string
  iat: number
  /** Expiry, in seconds since the epoch. */
  exp: number
}

/** A JWT's payload, read without checking its signature; undefined for anything that is not a JWT. */
export function readTokenPayload(token: string): Record<string, unknown> | undefined {
  const part = token.split('.')[1]
  if (!part || !/^[A-Za-z0-9_-]+$/.test(part)) return undefined
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=')
    const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0))
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes))
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? (payload as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

const isAudience = (value: unknown): value is SessionAudience => sessionAudiences.includes(value as SessionAudience)
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

/** The session claims of a payload, each of its type; undefined when any is missing or wrong. */
export function sessionClaimsOf(payload: Record<string, unknown>): SessionClaims | undefined {
  const { sub, aud, role_id, sid, iat, exp } = payload
  if (typeof sub !== 'string' || !isAudience(aud) || typeof sid !== 'string') return undefined
  if (!isFiniteNumber(role_id) || !isFiniteNumber(iat) || !isFiniteNumber(exp)) return undefined
  return { sub, aud, role_id, sid, iat, exp }
}
