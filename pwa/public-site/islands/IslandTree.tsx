import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useEffect, type ComponentType } from 'react'

interface IslandTreeProps {
  component: ComponentType<object>
  props: object
  queryClient: QueryClient
  /** Called once the island has been taken over (site.ts replays a click that woke it). */
  onHydrated?: () => void
}

/**
 * What an island is rendered as, at build time (pwa/prerender.tsx) and when it is hydrated
 * (hydrate.tsx): the same tree in both, so that the two renderings match, ids (useId) included.
 */
export function IslandTree({ component: Component, props, queryClient, onHydrated }: IslandTreeProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <Hydrated onHydrated={onHydrated} />
      <Component {...props} />
    </QueryClientProvider>
  )
}

function Hydrated({ onHydrated }: { onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated])
  return null
}
