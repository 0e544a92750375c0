import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { Hono } from 'hono'
import { generateSpecs } from 'hono-openapi'
import { apiReference, apiReferenceAsset, openApiDocument } from '../../domain/contract/platform.js'
import { contract } from '../http/contract.js'
import type { AppEnv } from '../http/context.js'

/**
 * The API described (GET /api/openapi.json, generated from the contract each route carries) and a
 * readable reference at /api/docs: Swagger UI, its files served from this server, as the club's
 * network reaches no CDN and the CSP allows scripts from 'self' only.
 */
export function apiDocsRoutes(described: () => Hono<AppEnv>) {
  const routes = new Hono<AppEnv>()
  let document: Promise<unknown> | undefined

  routes.get('/openapi.json', contract(openApiDocument), async (c) => {
    document ??= generateSpecs(described(), {
      excludeStaticFile: false,
      documentation: {
        info: {
          title: 'Club platform API',
          version: '1',
          description:
            'The API of the club’s public site, kitchen display, door, member app and back office. Staff, kitchen accounts and the super-administrator send the token from their sign-in as `x-auth-token`; members send theirs as `xm-auth-token`. Errors are `{message, code}`, with `errors: [{msg, path}]` naming each invalid field.',
        },
        components: {
          securitySchemes: {
            staffToken: { type: 'apiKey', in: 'header', name: 'x-auth-token' },
            memberToken: { type: 'apiKey', in: 'header', name: 'xm-auth-token' },
          },
        },
      },
    })
    return c.json(await document)
  })

  routes.get('/docs', contract(apiReference), (c) => c.html(referencePage))

  routes.get('/docs/assets/:file', contract(apiReferenceAsset), async (c) => {
    const { file } = c.req.valid('param')
    c.header('Cache-Control', 'public, max-age=86400')
    if (file === 'reference.js') return c.body(referenceScript, 200, { 'content-type': 'text/javascript; charset=utf-8' })
    const type = file.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8'
    return c.body(await readFile(path.join(swaggerUiDirectory, file)), 200, { 'content-type': type })
  })

  return routes
}

const swaggerUiDirectory = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))

const referencePage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Club platform API</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<div id="reference"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/reference.js"></script>
</body>
</html>`

const referenceScript = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#reference', deepLinking: true, tryItOutEnabled: false })\n`
