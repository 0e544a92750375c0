/**
 * Paths anyone may open without a session (spec 1 §2): the public routes, /function, and any
 * /approval/view/... or /forgot-password/... path. /sports is the sports and facilities page (its
 * path is ours: spec 1 §2 does not name it). /request-membership is added because the
 * member sign-in page links to it for people who have no account yet (ADR 005); /register is where
 * a new staff member sets their password with the code the office sent (ADR 025).
 */
const publicRoutes = new Set([
  '/',
  '/about',
  '/occasions',
  '/services',
  '/clubtour',
  '/gallery',
  '/sports',
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
  '/register',
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
