import type { RouteObject } from 'react-router-dom'

/**
 * The paths routes have pages for, as the router spells them ('/dashboard/events/:eventId'). The
 * build writes the app's into app-routes.json, so that the server answers any other path with 404
 * (the app still draws its Page Not Found there). Catch-all routes ('*') are what "not found"
 * means, so they are left out.
 */
export function routePatterns(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    if (route.path === '*') return []
    if (route.index) return [parent || '/']
    const here = route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`
    return [...(route.path === undefined ? [] : [here || '/']), ...routePatterns(route.children ?? [], here)]
  })
}
