/**
 * Which requests the service worker (pwa/sw.ts) answers how. Plain functions and patterns, so the
 * rules are tested without a worker.
 */

/** Paths a navigation must take to the server, never answered with the app's index.html. */
export const notTheAppPaths: RegExp[] = [
  /^\/api\//,
  /^\/member\/api\//,
  /^\/uploads\//,
  /^\/socket\.io\//,
  // A file name (robots.txt, sitemap.xml, an image opened in its own tab): the app has no such page.
  /^[^?]*\/[^/?]+\.[a-z0-9]+(\?.*)?$/i,
]

export function isAppNavigation(pathname: string): boolean {
  return !notTheAppPaths.some((pattern) => pattern.test(pathname))
}

/** The reads anyone may make (spec 1 §7): kept to open the public pages offline. */
const publicReadPrefixes = ['/api/public/', '/api/event-bookings/public/']
const publicReadPaths = ['/api/affiliated-clubs/public']

export function isPublicRead(pathname: string): boolean {
  return publicReadPaths.includes(pathname) || publicReadPrefixes.some((prefix) => pathname.startsWith(prefix))
}
