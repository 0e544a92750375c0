import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { ResponseOf } from '../../../domain/contract/endpoint'
import type { OccasionPage, publicEvents } from '../../../domain/contract/events'
import { OCCASION_PAGE_SIZE, publicReadPaths } from '../../../domain/contract/public-reads'
import type { IslandRead } from '../islands/island-reads'
import { readPublic } from '../public-read'

/** A past function with its photos, and an upcoming public event (money in paise), as the contract gives them. */
export type { Occasion as PastFunction, PublicEvent as UpcomingEvent } from '../../../domain/contract/events'
export { eventTypes as eventCategories, type EventType as EventCategory } from '../../../domain/events'

/**
 * The Events page's pages of past functions. One infinite query is the page's whole list state
 * (spec 1 §4): the pages loaded so far, the next page number, and whether to offer Load More. A
 * failure is only logged (spec 1 §8); the page hides Load More on it.
 */
export const occasionPagesQuery = infiniteQueryOptions({
  queryKey: ['public-occasions'],
  // No abort signal on purpose: TanStack Query cancels a fetch that used one when its last observer
  // unmounts, and StrictMode's trial unmount would then send the first page's request twice.
  queryFn: async ({ pageParam }): Promise<OccasionPage> => {
    try {
      return await readPublic<OccasionPage>(publicReadPaths.occasionList, { page: pageParam, limit: OCCASION_PAGE_SIZE })
    } catch (error) {
      console.error(`The Events page could not load page ${pageParam} of the club's functions`, error)
      throw error
    }
  },
  initialPageParam: 1,
  getNextPageParam: (lastPage, _pages, lastPageParam) => (lastPage.hasMore ? lastPageParam + 1 : undefined),
  staleTime: 5 * 60_000,
})

/**
 * The first page as the server reads it into the Events page it sends (ADR 039): the tiles and
 * galleries arrive drawn, and the island wakes only when the visitor touches it.
 */
export const firstOccasionPageRead: IslandRead = {
  path: publicReadPaths.occasionList,
  query: { page: 1, limit: OCCASION_PAGE_SIZE },
  queryKey: occasionPagesQuery.queryKey,
  toData: (firstPage) => ({ pages: [firstPage], pageParams: [1] }),
}

/**
 * The server's maximum page. A club publishes a handful of upcoming events at a time, so one page
 * holds them all and the category buttons filter on the device, at once and offline too.
 */
const UPCOMING_EVENTS_LIMIT = 50

export const upcomingEventsQuery = queryOptions({
  queryKey: ['public-events', 'upcoming'],
  // Without the abort signal, as the occasion list: a visitor who leaves early still fills the cache.
  queryFn: async () => {
    return (await readPublic<ResponseOf<typeof publicEvents>>(publicReadPaths.upcomingEvents, { limit: UPCOMING_EVENTS_LIMIT })).data
  },
})

/** The upcoming events as the server reads them into the page it sends (ADR 039). */
export const upcomingEventsRead: IslandRead = {
  path: publicReadPaths.upcomingEvents,
  query: { limit: UPCOMING_EVENTS_LIMIT },
  queryKey: upcomingEventsQuery.queryKey,
  toData: (answer) => (answer as ResponseOf<typeof publicEvents>).data,
}
