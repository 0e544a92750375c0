import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Context, Hono } from 'hono'
import { serveStatic } from '@hono/node-server/serve-static'
import { compress } from 'hono/compress'
import { loadAppRoutes } from './app-routes.js'
import type { AppEnv } from './context.js'
import { fillIslands, serverIslandRenderer, type PublicReader } from './island-fill.js'
import { sendPage } from './page-profile.js'

const apiPrefixes = ['/api/', '/member/api/', '/uploads/', '/socket.io/']
/** A missing file (an image, a chunk of an older build) is a 404, never the app's page. */
const looksLikeAFile = /\/[^/]+\.[a-z0-9]+$/i

const ONE_YEAR = 'public, max-age=31536000, immutable'
/** Pictures keep their names when redrawn (docs/images.md): a week, then revalidated in the background. */
const PICTURES = 'public, max-age=604800, stale-while-revalidate=2592000'
/** robots.txt and sitemap.xml change with a deploy; crawlers may keep them an hour. */
const CRAWLER_FILES = 'public, max-age=3600'

/** How long a browser may keep a file of the built app without asking again. */
export function cacheControlFor(requestPath: string): string | undefined {
  if (requestPath.startsWith('/assets/')) return ONE_YEAR
  if (requestPath.startsWith('/images/') || requestPath.startsWith('/icons/')) return PICTURES
  if (requestPath === '/robots.txt' || requestPath === '/sitemap.xml') return CRAWLER_FILES
  // The entry points name the current hashed files: always ask (a cheap 304-sized check).
  if (requestPath === '/' || requestPath.endsWith('.html') || requestPath === '/sw.js' || requestPath.endsWith('.webmanifest'))
    return 'no-cache'
  return undefined
}

/** A public page rendered at build time: '/about' → about.html (ADR 013). One lowercase segment only. */
const prerenderedPage = /^\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/
/** A page of the build named by its file: '/about.html', '/index.html', '/app.html'. */
const builtPageFile = /^\/([a-z0-9]+(?:-[a-z0-9]+)*)\.html$/

/**
 * Serves the built PWA: brotli or gzip copies made at build time when the browser accepts them,
 * hashed assets cached for a year, the entry points never. Any other GET that is neither an API
 * call nor a file name gets its page: the public pages were rendered into their own HTML at build
 * (index.html for /, about.html for /about); every other path gets app.html, the shell with no page
 * in it, and the app's router decides: with status 404 when the build's list of the app's pages
 * (app-routes.json) has none for the path. An older build has only index.html.
 */
export function mountPwa(app: Hono<AppEnv>, publicDir: string) {
  const root = path.resolve(publicDir)
  const relativeRoot = path.relative(process.cwd(), root) || '.'
  const indexFile = path.join(root, 'index.html')
  const appFile = path.join(root, 'app.html')
  app.use('*', async (c, next) => {
    await next()
    const cacheControl = cacheControlFor(c.req.path)
    if (cacheControl && c.res.ok) c.header('Cache-Control', cacheControl)
  })
  const islandRenderer = serverIslandRenderer(root)
  // A public read made inside the server, through the same routes as the browser's (ADR 039).
  const readInside: PublicReader = async (readPath, query) => {
    const search = new URLSearchParams(Object.entries(query ?? {}).map(([name, value]) => [name, String(value)]))
    const answer = await app.request(search.size > 0 ? `${readPath}?${search}` : readPath)
    if (!answer.ok) throw new Error(`${readPath} answered ${answer.status}`)
    return answer.json()
  }
  /** A page of the build with its islands drawn with their data, for a visitor's navigation only. */
  const withIslands = (c: Context<AppEnv>) => async (html: string) => {
    // The service worker's precache asks with another mode: it keeps the page as built, which
    // fetches fresh data when opened, rather than a copy of today's data that would go stale.
    const mode = c.req.header('sec-fetch-mode')
    if (mode !== undefined && mode !== 'navigate') return html
    const render = await islandRenderer()
    if (!render) return html
    return fillIslands(html, render, readInside, (error) =>
      c.var.deps.logger.warn('island left as built', { path: c.req.path, error: error instanceof Error ? error.message : String(error) }),
    )
  }
  // A page asked for by its file name (the service worker's precache asks for about.html) gets the club's profile filled in too.
  // Pages are filled in per request (page-profile.ts), so they are compressed as they are sent, not at build time.
  const compressPage = compress()
  app.get('*', compressPage, async (c, next) => {
    // '/' too: the static files' handler would answer it with index.html as built.
    const page = c.req.path === '/' ? 'index' : builtPageFile.exec(c.req.path)?.[1]
    // By its file name it is the service worker's precache asking: the page as built (withIslands).
    if (page && existsSync(path.join(root, `${page}.html`)))
      return sendPage(c, path.join(root, `${page}.html`), 200, c.req.path === '/' ? withIslands(c) : undefined)
    await next()
  })
  app.use('*', serveStatic({ root: relativeRoot, precompressed: true }))
  const isAppPage = loadAppRoutes(root)
  app.get('*', compressPage, async (c) => {
    if (apiPrefixes.some((prefix) => c.req.path.startsWith(prefix)) || looksLikeAFile.test(c.req.path)) return c.notFound()
    if (!existsSync(indexFile)) return c.text('The app has not been built. Run `npm run build`.', 503)
    const page = prerenderedPage.exec(c.req.path)?.[1]
    if (page && existsSync(path.join(root, `${page}.html`))) return sendPage(c, path.join(root, `${page}.html`), 200, withIslands(c))
    // A path the app has no page for: its Page Not Found, with a status that says so (crawlers, links).
    return sendPage(c, existsSync(appFile) ? appFile : indexFile, isAppPage && !isAppPage(c.req.path) ? 404 : 200)
  })
}
