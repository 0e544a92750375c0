import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Hono } from 'hono'
import { serveStatic } from '@hono/node-server/serve-static'
import type { AppEnv } from './context.js'

const apiPrefixes = ['/api/', '/member/api/', '/uploads/', '/socket.io/']

/**
 * Serves the built PWA: hashed assets cached for a year, the service worker and index never cached,
 * and any other GET that is not an API call answered with index.html (the app's router decides).
 */
export function mountPwa(app: Hono<AppEnv>, publicDir: string) {
  const root = path.resolve(publicDir)
  const indexFile = path.join(root, 'index.html')
  app.use('/assets/*', async (c, next) => {
    await next()
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable')
  })
  app.use('*', async (c, next) => {
    await next()
    const file = c.req.path
    if (file === '/sw.js' || file === '/index.html' || file.endsWith('.webmanifest')) c.header('Cache-Control', 'no-cache')
  })
  app.use('*', serveStatic({ root: path.relative(process.cwd(), root) || '.' }))
  app.get('*', (c) => {
    const requested = c.req.path
    if (apiPrefixes.some((prefix) => requested.startsWith(prefix))) return c.notFound()
    if (!existsSync(indexFile)) return c.text('The app has not been built. Run `npm run build`.', 503)
    c.header('Cache-Control', 'no-cache')
    return c.html(readFileSync(indexFile, 'utf8'))
  })
}
