import { createContext, type ComponentType } from 'react'

/** One island met while a page was rendered at build time (pwa/prerender.tsx renders it apart). */
export interface CollectedIsland {
  name: string
  component: ComponentType<never>
  props: object
}

/**
 * Given only while a page is rendered at build time: each island on it adds itself here and draws
 * a marker, which prerender.tsx replaces by the island rendered in a root of its own (ADR 031).
 */
export const IslandCollectorContext = createContext<CollectedIsland[] | null>(null)
