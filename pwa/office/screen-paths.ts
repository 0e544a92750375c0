import type { RouteObject } from 'react-router-dom'
import { appRoutes } from '../routes'

/**
 * Every address this build has a screen for, read from the app's routes (the office's areas under
 * /dashboard, and the door at /door). The server's menu names every area a role may open, built or
 * not; the office offers only those found here, so a new screen shows up in the menu once its
 * route exists, and no link leads to "Page Not Found".
 */
export const screenPaths: ReadonlySet<string> = new Set(staticPathsOf(appRoutes))

/** Paths a link can name: a route's parameters (':id') and splats ('*') are not screens on their own. */
export function staticPathsOf(routes: RouteObject[], parent = '/'): string[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parent : joinPath(parent, route.path)
    if (path.includes(':') || path.includes('*')) return []
    const isScreen = route.index === true || (route.path !== undefined && route.children === undefined)
    return [...(isScreen ? [path] : []), ...staticPathsOf(route.children ?? [], path)]
  })
}

function joinPath(parent: string, path: string) {
  return path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`
}
