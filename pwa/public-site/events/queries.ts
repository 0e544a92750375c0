import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { occasionList, OCCASION_PAGE_SIZE, publicEvents, type OccasionPage } from '../../../domain/contract/events'
import { callApi } from '../../api/client'

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
      return await callApi(occasionList, { query: { page: pageParam, limit: OCCASION_PAGE_SIZE } })
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
 * The server's maximum page. A club publishes a handful of upcoming events at a time, so one page
 * holds them all and the category buttons filter on the device, at once and offline too.
 */
const UPCOMING_EVENTS_LIMIT = 50

export const upcomingEventsQuery = queryOptions({
  queryKey: ['public-events', 'upcoming'],
  // Without the abort signal, as the occasion list: a visitor who leaves early still fills the cache.
  queryFn: async () => {
    return (await callApi(publicEvents, { query: { limit: UPCOMING_EVENTS_LIMIT } })).data
  },
})
