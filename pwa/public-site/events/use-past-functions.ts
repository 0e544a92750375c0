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
  const pages = query.data?.pages ?? []
  return {
    functions: pages.flatMap((page) => page.functions),
    mayHaveMore: query.hasNextPage && !query.isError,
    isLoadingFirstPage: query.isPending,
    isLoadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  }
}
