import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom'
import { AppProviders } from './app/AppProviders'
import { createQueryClient } from './app/query-client'
import { routePatterns } from './app/route-patterns'
import { appRoutes } from './routes'

/**
 * Build-time rendering of a public page (scripts/prerender.ts, ADR 013): the HTML a visitor sees
 * before any script has run. What it shows is what the app's first render shows for a signed-out
 * visitor with nothing cached: the page's text and pictures, and its lists in their loading state.
 */
export async function renderPage(url: string): Promise<string> {
  const handler = createStaticHandler(appRoutes)
  const context = await handler.query(new Request(url))
  if (context instanceof Response) throw new Error(`${url} answered a redirect (${context.status}); only pages can be prerendered`)
  const router = createStaticRouter(handler.dataRoutes, context)
  return renderToString(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  )
}

/** Every path the app has a page for (app-routes.json in the build, for the server). */
export const appRoutePatterns = () => routePatterns(appRoutes)
