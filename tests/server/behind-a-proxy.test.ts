import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { SIGN_IN_LIMITS } from '../../server/auth/sign-in.service.js'
import { loadEnv } from '../../server/env.js'
import { forwardedClientAddress } from '../../server/http/client-address.js'
import { SEND_REQUESTS_PER_ADDRESS } from '../../server/password-reset/password-reset.service.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

// Behind one reverse proxy (TRUST_PROXY=1): the proxy appends the address it was connected from to
// whatever X-Forwarded-For the client sent. The client controls everything left of that.
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ trustProxy: 1 })
})
afterAll(async () => {
  await t.close()
})

/** What our proxy forwards for a client at `address` that sent its own X-Forwarded-For `claimed`. */
const throughProxy = (claimed: string, address: string) => ({ 'x-forwarded-for': `${claimed}, ${address}` })

describe('the client address behind a proxy', () => {
  test('sign-in failures from one address count together however the client rotates X-Forwarded-For', async () => {
    for (let attempt = 1; attempt <= SIGN_IN_LIMITS.address.limit; attempt++) {
      const response = await t.call('POST', '/member/api/login', {
        body: { memberId: `M${1200 + attempt}`, password: 'guess' },
        headers: throughProxy(`10.9.${attempt}.1`, '203.0.113.80'),
      })
      expect(response.status).toBe(401)
    }
    const blocked = await t.call('POST', '/member/api/login', {
      body: { memberId: 'M1300', password: 'guess' },
      headers: throughProxy('10.9.99.1', '203.0.113.80'),
    })
    expect(blocked.status).toBe(429)
    expect(blocked.body.message).toMatch(/^Too many failed sign-in attempts/)
  })

  test('OTP requests from one address count together however the client rotates X-Forwarded-For', async () => {
    for (let attempt = 1; attempt <= SEND_REQUESTS_PER_ADDRESS.limit; attempt++) {
      const response = await t.call('POST', '/api/generate-otp', {
        body: { memberId: `X${attempt}` },
        headers: throughProxy(`10.8.${attempt}.1`, '203.0.113.81'),
      })
      expect(response.status).toBe(404)
    }
    const blocked = await t.call('POST', '/api/generate-otp', {
      body: { memberId: 'M1001' },
      headers: throughProxy('10.8.99.1', '203.0.113.81'),
    })
    expect(blocked.status).toBe(429)
    expect(blocked.body.message).toMatch(/^Too many OTP requests from this device/)
  })

  test('another client behind the same proxy is not held back by that address', async () => {
    const response = await t.call('POST', '/member/api/login', {
      body: { memberId: 'M1002', password: 'guess' },
      headers: throughProxy('203.0.113.80', '203.0.113.82'),
    })
    expect(response.status).toBe(401)
  })
})

describe('which X-Forwarded-For entry is the client', () => {
  test('the entry as many places from the right as there are proxies; none without TRUST_PROXY', () => {
    expect(forwardedClientAddress('1.1.1.1, 198.51.100.7', 1)).toBe('198.51.100.7')
    expect(forwardedClientAddress('1.1.1.1, 198.51.100.7, 10.0.0.2', 2)).toBe('198.51.100.7')
    expect(forwardedClientAddress('198.51.100.7', 2)).toBe('198.51.100.7')
    expect(forwardedClientAddress('1.1.1.1, 198.51.100.7', 0)).toBeUndefined()
    expect(forwardedClientAddress('1.1.1.1, not-an-address', 1)).toBeUndefined()
    expect(forwardedClientAddress('2001:db8::1', 1)).toBe('2001:db8::1')
  })

  test('TRUST_PROXY takes a flag or a number of hops', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(0)
    expect(loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1)
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1)
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2)
    expect(() => loadEnv({ TRUST_PROXY: 'sometimes' })).toThrow(/TRUST_PROXY/)
  })
})
