import type { PublicReadPath } from '../../../domain/contract/public-reads'

/**
 * A public read the server makes for an island of a page it sends (ADR 039), and where the answer
 * goes in the island's query cache. The island is then drawn with its data in the HTML, and the
 * browser wakes it only at the visitor's first touch, with the same data (no second fetch).
 */
export interface IslandRead {
  path: PublicReadPath
  query?: Record<string, string | number>
  queryKey: readonly unknown[]
  /** The cache's shape of the answer (an infinite query keeps pages); the answer itself if absent. */
  toData?: (answer: unknown) => unknown
}

/** What the server hands over in the island's `data-seeds`: each query's key and data. */
export interface IslandSeed {
  queryKey: readonly unknown[]
  data: unknown
}
