/**
 * The `exp` claim of a JWT, in seconds, read without verifying the signature: the device only uses
 * it to know when to stop trying the token (spec 1 §3, kitchen session). The server still decides.
 */
export function jwtExpirySeconds(token: string): number | undefined {
  const payload = token.split('.')[1]
  if (!payload) return undefined
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '=')
    const claims = JSON.parse(atob(base64)) as { exp?: unknown }
    return typeof claims.exp === 'number' && Number.isFinite(claims.exp) ? claims.exp : undefined
  } catch {
    return undefined
  }
}
