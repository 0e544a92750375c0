import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { allEndpoints } from '../../domain/contract/index.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

let t: TestApp
let tokens: { staff: string; member: string }
beforeAll(async () => {
  t = await createTestApp()
  tokens = { staff: await t.tokens.staff(), member: await t.tokens.member() }
})
afterAll(async () => {
  await t.close()
})

const TOO_BIG = '99999999999'
const tokenFor = (path: string) => (path.startsWith('/member/api/') || path.includes('/member/') ? tokens.member : tokens.staff)
const withParams = (path: string, value: string) => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, () => encodeURIComponent(value))

/**
 * Every endpoint of the contract, called by a signed-in admin (or member) with what PostgreSQL would
 * refuse: an id past `integer` in every path parameter, a NUL character in text. None may answer 5xx.
 */
describe('no input gets a 5xx', () => {
  const withPathParams = allEndpoints.filter((endpoint) => endpoint.path.includes(':'))
  test.each(withPathParams.map((endpoint) => [`${endpoint.method.toUpperCase()} ${endpoint.path}`, endpoint] as const))(
    '%s with 99999999999 in its path',
    async (_, endpoint) => {
      const response = await t.call(endpoint.method.toUpperCase(), withParams(endpoint.path, TOO_BIG), {
        token: tokenFor(endpoint.path),
        ...(endpoint.body ? { body: {} } : {}),
      })
      expect(response.status, response.text).toBeLessThan(500)
    },
  )

  const withBodies = allEndpoints.filter((endpoint) => endpoint.body)
  test.each(withBodies.map((endpoint) => [`${endpoint.method.toUpperCase()} ${endpoint.path}`, endpoint] as const))(
    '%s with NUL characters in its text',
    async (_, endpoint) => {
      const nul = 'a\u0000b'
      const body = {
        name: nul,
        title: nul,
        description: nul,
        message: nul,
        reason: nul,
        label: nul,
        email_id: nul,
        memberId: nul,
        username: nul,
        notes: nul,
      }
      const response = await t.call(endpoint.method.toUpperCase(), withParams(endpoint.path, '1'), { token: tokenFor(endpoint.path), body })
      expect(response.status, response.text).toBeLessThan(500)
    },
  )
})
