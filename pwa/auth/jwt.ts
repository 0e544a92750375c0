import { readTokenPayload } from '../../domain/session-token'

/**
 * The `exp` claim of a JWT, in seconds, read without verifying the signature: the device only uses
 * it to know when to stop trying the token (spec 1 §3, kitchen session). The server still decides.
 */
export function jwtExpirySeconds(token: string): number | undefined {
  const exp = readTokenPayload(token)?.exp
  return typeof exp === 'number' && Number.isFinite(exp) ? exp : undefined
}
