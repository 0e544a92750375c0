/**
 * Paths anyone may open without a session (spec 1 §2): the public routes, /function, and any
 * /approval/view/... or /forgot-password/... path. /request-membership is added because the
 * member sign-in page links to it for people who have no account yet (ADR 005).
 */
const publicRoutes = new Set([
  '/',
  '/about',
  '/occasions',
  '/services',
  '/clubtour',
  '/gallery',
  '/events',
  '/affiliations',
  '/contact',
  '/member-login',
  '/login',
  '/control',
  '/privacypolicy',
  '/refundpolicy',
  '/function',
  '/request-membership',
])

const publicPrefixes = ['/approval/view/', '/forgot-password/']

/** '/about/' and '/about' are the same page; a trailing slash never changes the answer. */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname
}

export function isPublicPath(pathname: string): boolean {
  const path = normalisePath(pathname)
  return publicRoutes.has(path) || publicPrefixes.some((prefix) => path.startsWith(prefix) && path.length > prefix.length)
}
