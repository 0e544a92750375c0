import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { endpointOf } from '../../server/http/contract.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const isApiPath = (path: string) => path.startsWith('/api/') || path.startsWith('/member/api/')

/** Every route the app registers under /api and /member/api, once per method and path. */
function registeredRoutes() {
  const routes = new Map<string, { method: string; path: string; hasContract: boolean; contractPath?: string }>()
  for (const route of t.app.routes) {
    if (route.method === 'ALL' || !isApiPath(route.path) || route.path.endsWith('*')) continue
    const key = `${route.method} ${route.path}`
    const endpoint = endpointOf(route.handler)
    const known = routes.get(key) ?? { method: route.method, path: route.path, hasContract: false }
    if (endpoint) Object.assign(known, { hasContract: true, contractPath: `${endpoint.method.toUpperCase()} ${endpoint.path}` })
    routes.set(key, known)
  }
  return [...routes.values()]
}

const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}')

describe('the API contract', () => {
  test('every route the server registers is served through its contract, under the path the contract names', () => {
    const routes = registeredRoutes()
    expect(routes.length).toBeGreaterThan(100)
    const withoutContract = routes.filter((route) => !route.hasContract).map((route) => `${route.method} ${route.path}`)
    expect(withoutContract).toEqual([])
    const elsewhere = routes.filter((route) => route.contractPath !== `${route.method} ${route.path}`)
    expect(elsewhere).toEqual([])
  })

  test('GET /api/openapi.json is an OpenAPI 3.1 document listing every route', async () => {
    const response = await t.call('GET', '/api/openapi.json')
    expect(response.status).toBe(200)
    expect(response.body.openapi).toBe('3.1.0')
    const documented = new Set(
      Object.entries(response.body.paths as Record<string, Record<string, unknown>>).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    )
    const missing = registeredRoutes()
      .map((route) => `${route.method} ${toOpenApiPath(route.path)}`)
      .filter((route) => !documented.has(route))
    expect(missing).toEqual([])
  })

  test('each documented operation names its answers, its parameters and who may call it', async () => {
    const { body } = await t.call('GET', '/api/openapi.json')
    const health = body.paths['/api/health'].get
    expect(health.responses['200'].content['application/json'].schema.properties.status.enum).toEqual(['ok', 'degraded'])
    expect(health.security).toEqual([])
    expect(body.components.securitySchemes.staffToken).toEqual({ type: 'apiKey', in: 'header', name: 'x-auth-token' })
  })

  test('/api/docs serves the reference page and its files from this server', async () => {
    const page = await t.app.request('/api/docs')
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('/api/docs/assets/swagger-ui-bundle.js')
    expect(html).not.toMatch(/https?:\/\//)
    const script = await t.app.request('/api/docs/assets/swagger-ui-bundle.js')
    expect(script.status).toBe(200)
    expect(script.headers.get('content-type')).toContain('javascript')
    expect((await script.arrayBuffer()).byteLength).toBeGreaterThan(100_000)
    expect((await t.app.request('/api/docs/assets/..%2Fpackage.json')).status).toBe(400)
  })
})
