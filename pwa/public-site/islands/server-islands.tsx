import { QueryClient } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { firstOccasionPageRead, upcomingEventsRead } from '../events/queries'
import { publicFacilitiesRead } from '../services/queries'
import type { IslandRead, IslandSeed } from './island-reads'
import { IslandTree } from './IslandTree'
import { isIslandName, islandLoaders, type IslandName } from './registry'

/**
 * The islands the server draws with their data when it sends a page (ADR 039), and their reads.
 * Built for Node into `dist-server/` (scripts/prerender.ts); server/http/island-fill.ts loads it.
 */
const readsOf: Partial<Record<IslandName, readonly IslandRead[]>> = {
  'past-functions': [firstOccasionPageRead],
  'upcoming-events': [upcomingEventsRead],
  facilities: [publicFacilitiesRead],
}

/** One public GET made inside the server, answering its JSON. */
export type PublicReader = (path: string, query: IslandRead['query']) => Promise<unknown>

export interface DrawnIsland {
  html: string
  seeds: IslandSeed[]
}

/** The island drawn with what its reads answered now, or null for an island the server leaves as built. */
export async function renderIslandOnServer(name: string, props: object, idPrefix: string, read: PublicReader): Promise<DrawnIsland | null> {
  const reads = isIslandName(name) ? readsOf[name] : undefined
  if (!reads || !isIslandName(name)) return null
  const seeds = await Promise.all(
    reads.map(async (each) => {
      const answer = await read(each.path, each.query)
      return { queryKey: each.queryKey, data: each.toData ? each.toData(answer) : answer }
    }),
  )
  const queryClient = new QueryClient()
  for (const seed of seeds) queryClient.setQueryData(seed.queryKey, seed.data)
  const component = await islandLoaders[name]()
  const html = renderToString(<IslandTree component={component as never} props={props} queryClient={queryClient} />, {
    identifierPrefix: idPrefix,
  })
  return { html, seeds }
}
