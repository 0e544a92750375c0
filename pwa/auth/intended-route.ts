import { normalisePath } from './public-paths'

/** sessionStorage, not localStorage: it survives the guard's "clear everything" and dies with the tab. */
const INTENDED_ROUTE_KEY = 'intendedRoute'
export const DEFAULT_LANDING = '/dashboard'

/** Sign-in pages and the home page are never a destination after signing in (spec 1 §4). */
const neverIntended = new Set(['/', '/login', '/member-login'])

const isWorthRemembering = (route: string) => route.startsWith('/') && !neverIntended.has(normalisePath(route.split(/[?#]/)[0] ?? ''))

export function rememberIntendedRoute(route: string): void {
  if (!isWorthRemembering(route)) return
  try {
    sessionStorage.setItem(INTENDED_ROUTE_KEY, route)
  } catch {
    // Without sessionStorage the person simply lands on the dashboard.
  }
}

export function forgetIntendedRoute(): void {
  try {
    sessionStorage.removeItem(INTENDED_ROUTE_KEY)
  } catch {
    // see rememberIntendedRoute
  }
}

/** Where to go after a successful sign-in (the remembered route, used once, or `fallback`). */
export function takeLandingRoute(fallback = DEFAULT_LANDING): string {
  let route: string | null
  try {
    route = sessionStorage.getItem(INTENDED_ROUTE_KEY)
  } catch {
    route = null
  }
  forgetIntendedRoute()
  return route && isWorthRemembering(route) ? route : fallback
}
