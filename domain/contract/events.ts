import { z } from 'zod'
import { eventStatuses, eventTypes, eventVisibilities } from '../events.js'
import { endpoint } from './endpoint.js'
import { OCCASION_PAGE_SIZE, publicReadPaths } from './public-reads.js'
import { id, text, timestamp, wholeNumberText } from './fields.js'

/**
 * Events as every audience reads them (spec 1 §7 "Public occasion list", spec 2 §7 "Events";
 * ADR 006, ADR 012): the shapes the office, the member app and the public site share, and the
 * public site's own reads.
 */
const tag = 'Events'

export { eventStatuses, eventTypes, eventVisibilities }

export const oneOf = (words: readonly string[]) => `must be one of ${words.join(', ')}`

export const eventIdParam = z.object({ id })

export const pagination = z.object({ page: z.number(), limit: z.number(), total: z.number(), pages: z.number() })
export type Pagination = z.infer<typeof pagination>

/** One page of a list: the items and where the page stands. */
export const pageOf = <Item extends z.ZodType>(item: Item) => z.object({ data: z.array(item), pagination })
export type Page<Item> = { data: Item[]; pagination: Pagination }

/** What any reader may see of an event. */
const publicEventFields = {
  event_id: z.number(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  event_type: z.enum(eventTypes),
  start_at: timestamp,
  end_at: timestamp,
  venue: z.string(),
  capacity: z.number(),
  price_paise: z.number(),
  member_price_paise: z.number().nullable(),
  image_url: z.string().nullable(),
  highlights: z.array(z.string()),
  featured: z.boolean(),
}

/** A member also sees whether it is members-only, where it stands, and the seats left. */
export const memberEvent = z.object({
  ...publicEventFields,
  visibility: z.enum(eventVisibilities),
  status: z.enum(eventStatuses),
  tickets_sold: z.number(),
  seats_left: z.number(),
  /** Not yet started (spec 2 §3). */
  upcoming: z.boolean(),
})
export type MemberEvent = z.infer<typeof memberEvent>

/** The office reads every column: its author, photos and sync version too. */
export const clubEvent = memberEvent.extend({
  gallery_images: z.array(z.string()),
  created_by: z.number().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  version: z.number(),
})
export type ClubEvent = z.infer<typeof clubEvent>

/** `category` repeats event_type: the Upcoming Events cards read it. */
export const publicEvent = z.object({ ...publicEventFields, category: z.enum(eventTypes) })
export type PublicEvent = z.infer<typeof publicEvent>

/** The figures beside an event in the office's and the desk's lists (spec 2 §3 `booking_stats`). */
export const bookingStats = z.object({
  total_bookings: z.number(),
  confirmed_bookings: z.number(),
  attended_bookings: z.number(),
  no_show_bookings: z.number(),
  cancelled_bookings: z.number(),
  tickets_sold: z.number(),
  checked_in: z.number(),
  inside_now: z.number(),
  cancelled_tickets: z.number(),
  seats_left: z.number(),
  revenue_paise: z.number(),
})
export type BookingStats = z.infer<typeof bookingStats>

// ---- the public site's reads ----------------------------------------------------------------------

/** The occasion list's page size is fixed (spec 1 §§7, 9); any other limit is refused, not clamped. */
export { OCCASION_PAGE_SIZE }
/** A bound far past any real page, so an absurd page number is a clear 400 rather than a huge OFFSET. */
const publicPage = wholeNumberText(1, 10_000).default(1)

export const occasionListQuery = z.object({
  page: publicPage,
  limit: wholeNumberText(1, 100)
    .refine((value) => value === OCCASION_PAGE_SIZE, `is fixed at ${OCCASION_PAGE_SIZE}: leave it out or send ${OCCASION_PAGE_SIZE}`)
    .default(OCCASION_PAGE_SIZE),
})

/** Empty or 'all' means no filter: the page's first filter button is 'all'. Case does not matter. */
const eventTypeFilter = text(30)
  .transform((value) => value.toLowerCase())
  .transform((value) => (value === '' || value === 'all' ? undefined : value))
  .pipe(z.enum(eventTypes, { error: `must be one of ${eventTypes.join(', ')} (or all)` }).optional())

export const publicEventsQuery = z.object({
  event_type: eventTypeFilter.optional(),
  page: publicPage,
  limit: wholeNumberText(1, 50).default(10),
})

/** A past function with its photos (spec 1 §§3, 7). */
export const occasion = z.object({ title: z.string(), date: timestamp, galleryImages: z.array(z.string()) })
export type Occasion = z.infer<typeof occasion>

export const occasionPage = z.object({ functions: z.array(occasion), page: z.number(), limit: z.number(), hasMore: z.boolean() })
export type OccasionPage = z.infer<typeof occasionPage>

export const occasionList = endpoint({
  method: 'get',
  path: publicReadPaths.occasionList,
  tag,
  summary: 'Past functions with their photos, newest first, five a page: the Events page’s gallery',
  audience: 'none',
  query: occasionListQuery,
  responses: { 200: occasionPage },
})

export const publicEvents = endpoint({
  method: 'get',
  path: publicReadPaths.upcomingEvents,
  tag,
  summary: 'Public events still to come or under way, soonest first, optionally of one type',
  audience: 'none',
  query: publicEventsQuery,
  responses: { 200: pageOf(publicEvent) },
})

export const publicEventDetail = endpoint({
  method: 'get',
  path: '/api/event-bookings/public/events/:id',
  tag,
  summary: 'One public event a visitor may open by link (a past one stays readable)',
  audience: 'none',
  params: eventIdParam,
  responses: { 200: z.object({ data: publicEvent }) },
})
