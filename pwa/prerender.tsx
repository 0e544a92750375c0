import { QueryClient } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom'
import { AppProviders } from './app/AppProviders'
import { createQueryClient } from './app/query-client'
import { routePatterns } from './app/route-patterns'
import { IslandCollectorContext, type CollectedIsland } from './public-site/islands/island-context'
import { islandMarker } from './public-site/islands/Island'
import { IslandTree } from './public-site/islands/IslandTree'
import { appRoutes } from './routes'

/**
 * Build-time rendering of a public page (scripts/prerender.ts, ADR 013): the HTML a visitor sees
 * before any script has run. What it shows is what the app's first render shows for a signed-out
 * visitor with nothing cached: the page's text and pictures, and its lists in their loading state.
 * Each island (ADR 031) is rendered in a root of its own, with the id prefix its hydration uses
 * (islands/hydrate.tsx), so that the browser can take it over alone.
 */
export async function renderPage(url: string): Promise<string> {
  const handler = createStaticHandler(appRoutes)
  const context = await handler.query(new Request(url))
  if (context instanceof Response) throw new Error(`${url} answered a redirect (${context.status}); only pages can be prerendered`)
  const router = createStaticRouter(handler.dataRoutes, context)
  const islands: CollectedIsland[] = []
  const page = renderToString(
    <StrictMode>
      <IslandCollectorContext value={islands}>
        <AppProviders queryClient={createQueryClient()}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </IslandCollectorContext>
    </StrictMode>,
  )
  return islands.reduce((html, island, index) => {
    const marker = islandMarker(index)
    if (!html.includes(`>${marker}<`)) throw new Error(`${url}: island ${island.name} was not drawn once`)
    return html.replace(`>${marker}<`, () => `>${renderIsland(island, index)}<`)
  }, page)
}

export function renderIsland(island: CollectedIsland, index: number): string {
  return renderToString(<IslandTree component={island.component as never} props={island.props} queryClient={new QueryClient()} />, {
    identifierPrefix: islandIdPrefix(index),
  })
}

/** The prefix of the ids (useId) in an island: its place on the page. */
export const islandIdPrefix = (index: number) => `i${index}-`

/** Every path the app has a page for (app-routes.json in the build, for the server). */
export const appRoutePatterns = () => routePatterns(appRoutes)
