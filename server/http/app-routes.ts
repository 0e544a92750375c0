import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** Written into the build by scripts/prerender.ts: the app's page paths, as its router spells them. */
export const APP_ROUTES_FILE = 'app-routes.json'

/** '/dashboard/events/:eventId' → a test of a path, as the app's router matches (any case, a trailing slash allowed). */
function patternOf(route: string): RegExp {
  const segments = route
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
  return new RegExp(`^/${segments.join('/')}/?$`, 'i')
}

/**
 * Whether a path is one of the app's pages, from the build's list; undefined when the build has no
 * list (an older build), and then every path counts as a page, as before.
 */
export function loadAppRoutes(buildDir: string): ((requestPath: string) => boolean) | undefined {
  const file = path.join(buildDir, APP_ROUTES_FILE)
  if (!existsSync(file)) return undefined
  const routes = JSON.parse(readFileSync(file, 'utf8')) as unknown
  if (!Array.isArray(routes) || !routes.every((route) => typeof route === 'string')) throw new Error(`${file} is not a list of paths`)
  const patterns = routes.map(patternOf)
  return (requestPath) => patterns.some((pattern) => pattern.test(requestPath))
}
