import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { apiGet } from '../../api/client'

/** A past function with its photos, as GET /api/public/occasionlist lists it (spec 1 §§3, 7). */
export interface PastFunction {
  title: string
  /** ISO date-time of the start. */
  date: string
  galleryImages: string[]
}

interface OccasionPage {
  functions: PastFunction[]
  /** Our server also says whether another page exists (ADR 006); the spec's client did not have it. */
  hasMore?: boolean
}

/** Fixed by the spec (§9) and enforced by the server: any other limit is a 400. */
const OCCASION_PAGE_SIZE = 5

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
      const body = await apiGet<Partial<OccasionPage> | undefined>('/api/public/occasionlist', {
        query: { page: pageParam, limit: OCCASION_PAGE_SIZE },
        isAuthenticated: false,
      })
      return { functions: Array.isArray(body?.functions) ? body.functions : [], hasMore: body?.hasMore }
    } catch (error) {
      console.error(`The Events page could not load page ${pageParam} of the club's functions`, error)
      throw error
    }
  },
  initialPageParam: 1,
  // An empty page ends the list, as the spec's client did; our server's hasMore saves one wasted click.
  getNextPageParam: (lastPage, _pages, lastPageParam) =>
    lastPage.functions.length === 0 || lastPage.hasMore === false ? undefined : lastPageParam + 1,
  staleTime: 5 * 60_000,
})

export const eventCategories = ['social', 'sports', 'business', 'family', 'culinary', 'wellness'] as const
export type EventCategory = (typeof eventCategories)[number]

/** An upcoming public event (GET /api/event-bookings/public/events, ADR 006). Money in paise. */
export interface UpcomingEvent {
  event_id: number
  title: string
  slug: string
  description: string
  category: EventCategory
  start_at: string
  end_at: string
  venue: string
  capacity: number
  price_paise: number
  /** The members' (discounted) price; null when members pay the full price. */
  member_price_paise: number | null
  image_url: string | null
  highlights: string[]
  featured: boolean
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
    const body = await apiGet<{ data?: UpcomingEvent[] } | undefined>('/api/event-bookings/public/events', {
      query: { limit: UPCOMING_EVENTS_LIMIT },
      isAuthenticated: false,
    })
    return Array.isArray(body?.data) ? body.data : []
  },
})
