import { useDeferredValue } from 'react'
import { useInfiniteQuery } from '@tanstack/react-query'
import { occasionPagesQuery } from './queries'

/**
 * The Events page's list state (spec 1 §4), read off one infinite query: the functions loaded so
 * far (the page number reached is the query's last page param), and whether more may exist. An empty page ends the list; so does a
 * failed fetch (logged in the query, no message for the visitor: spec 1 §8). TanStack Query runs
 * the first fetch once per cache entry, so React's StrictMode double effect cannot repeat it.
 */
export function usePastFunctions() {
  const query = useInfiniteQuery(occasionPagesQuery)
  // A page of galleries is dozens of pictures: React draws it in the background, in slices, so that
  // the page stays responsive while it does; until then the list says it is still loading.
  const shown = useDeferredValue(query.data)
  const pages = shown?.pages ?? []
  const isDrawing = shown !== query.data
  return {
    functions: pages.flatMap((page) => page.functions),
    mayHaveMore: query.hasNextPage && !query.isError,
    isLoadingFirstPage: query.isPending || (isDrawing && shown === undefined),
    isLoadingMore: query.isFetchingNextPage || (isDrawing && shown !== undefined),
    loadMore: () => void query.fetchNextPage(),
  }
}
