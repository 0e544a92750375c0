import { sign } from 'hono/jwt'
import { describe, expect, test } from 'vitest'
import { readTokenPayload, sessionClaimsOf } from '../../domain/session-token.js'

// The one decoder of token payloads: the server reads the claims of a token it has verified with it,
// the device reads a token's expiry and account with it.
describe('reading a token’s payload', () => {
  test('a signed token’s claims, in any characters, without padding', async () => {
    const claims = {
      sub: 'M1001',
      aud: 'member',
      role_id: 16,
      sid: 'session-one-23456',
      iat: 1_700_000_000,
      exp: 1_700_003_600,
      name: 'Chef Thomas D’Souza',
    }
    const token = await sign(claims, 'a secret the reader does not need', 'HS256')
    expect(readTokenPayload(token)).toEqual(claims)
    expect(sessionClaimsOf(readTokenPayload(token)!)).toEqual({
      sub: 'M1001',
      aud: 'member',
      role_id: 16,
      sid: 'session-one-23456',
      iat: 1_700_000_000,
      exp: 1_700_003_600,
    })
  })

  test('anything that is not a JWT with an object payload reads as nothing', () => {
    for (const token of ['', 'staff-token', 'a.b.c', 'a.!!!.c', `x.${btoa('[1,2]')}.y`, `x.${btoa('"text"')}.y`])
      expect(readTokenPayload(token)).toBeUndefined()
  })

  test('session claims need every field, of its type, and a known audience', () => {
    const good = { sub: '9', aud: 'kitchen', role_id: 13, sid: 's'.repeat(24), iat: 1, exp: 2 }
    expect(sessionClaimsOf(good)).toEqual(good)
    expect(sessionClaimsOf({ ...good, sid: undefined })).toBeUndefined()
    expect(sessionClaimsOf({ ...good, aud: 'guest' })).toBeUndefined()
    expect(sessionClaimsOf({ ...good, exp: '2' })).toBeUndefined()
  })
})
