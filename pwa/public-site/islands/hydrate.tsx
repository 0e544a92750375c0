import type { QueryClient } from '@tanstack/react-query'
import { startTransition, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { createQueryClient } from '../../app/query-client'
import type { IslandSeed } from './island-reads'
import { IslandTree } from './IslandTree'

let queryClient: QueryClient | undefined

/**
 * Takes over one island of a page the build rendered (ADR 031): React hydrates that root alone,
 * with the same tree and id prefix it was rendered with (pwa/prerender.tsx). The islands of a page
 * share one query cache, seeded with what the server drew an island with. `onHydrated` runs once the
 * island answers taps.
 */
export function hydrateIsland(
  element: HTMLElement,
  component: ComponentType<never>,
  props: object,
  onHydrated: () => void,
  seeds: readonly IslandSeed[] = [],
): void {
  const client = (queryClient ??= createQueryClient())
  // What the server drew the island with (ADR 039): the first render matches its HTML, no fetch.
  for (const seed of seeds) client.setQueryData(seed.queryKey, seed.data)
  // In a transition React hydrates in slices and yields between them: no long task of its own.
  startTransition(() => {
    hydrateRoot(
      element,
      <IslandTree component={component as ComponentType<object>} props={props} queryClient={client} onHydrated={onHydrated} />,
      {
        identifierPrefix: element.dataset.islandId ?? '',
        onRecoverableError: (error) => console.warn('Part of the page was drawn again:', error),
      },
    )
  })
}
