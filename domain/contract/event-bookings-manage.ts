import { z } from 'zod'
import { addDays } from '../time.js'
import { endpoint } from './endpoint.js'
import { bookingStats, clubEvent, eventIdParam, eventStatuses, eventTypes, eventVisibilities, oneOf, pageOf } from './events.js'
import { booking, bookingListQuery } from './event-bookings.js'
import {
  clubDay,
  flag,
  flagText,
  instant,
  limit,
  omitEmpty,
  optionalText,
  page,
  paise,
  requiredText,
  text,
  timestamp,
  wholeNumber,
  wholeNumberText,
} from './fields.js'

/** The office's events (spec 2 §7 "Events"; ADR 012): staff with the 'events' grant for the action. */
const tag = 'Events (office)'
const base = '/api/event-bookings'

const eventFields = {
  title: requiredText('Title', 200),
  description: requiredText('Description', 5000),
  event_type: z.enum(eventTypes, { error: oneOf(eventTypes) }),
  venue: requiredText('Venue', 200),
  start_at: instant,
  end_at: instant,
  capacity: wholeNumber(1, 100_000),
  price_paise: paise(),
  member_price_paise: paise().nullish(),
  visibility: z.enum(eventVisibilities, { error: oneOf(eventVisibilities) }),
  featured: flag,
  image_url: optionalText(500),
  highlights: z
    .array(text(200).min(1, 'must not be empty'), { error: 'must be a list of short texts' })
    .max(10, 'must list at most 10 highlights'),
}

export interface EventWindowAndPrice {
  start_at: Date
  end_at: Date
  price_paise: number
  member_price_paise?: number | null | undefined
}

/** The rules across fields, for a new event and for an edited one merged with what is stored. */
export function eventRuleBreaks(event: EventWindowAndPrice) {
  const breaks: { path: string; text: string }[] = []
  if (event.end_at <= event.start_at) breaks.push({ path: 'end_at', text: 'must be after start_at' })
  if (event.member_price_paise != null && event.member_price_paise > event.price_paise) {
    breaks.push({ path: 'member_price_paise', text: 'must not be more than price_paise' })
  }
  return breaks
}

export const createEventBody = z
  .object({ ...eventFields, featured: flag.default(false), highlights: eventFields.highlights.default([]) })
  .superRefine((event, ctx) => {
    for (const { path, text: message } of eventRuleBreaks(event)) ctx.addIssue({ code: 'custom', path: [path], message })
  })
export type CreateEventInput = z.output<typeof createEventBody>

/** PUT: any of the fields; what is left out stays. Status changes go through publish and delete. */
export const updateEventBody = z
  .object(
    Object.fromEntries(Object.entries(eventFields).map(([name, schema]) => [name, schema.optional()])) as {
      [K in keyof typeof eventFields]: z.ZodOptional<(typeof eventFields)[K]>
    },
  )
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message:
      'Nothing to update: send at least one of title, description, event_type, venue, start_at, end_at, capacity, price_paise, member_price_paise, visibility, featured, image_url or highlights.',
  })
export type UpdateEventInput = z.output<typeof updateEventBody>

const dateWindowRule = (window: { date_from?: string | undefined; date_to?: string | undefined }) =>
  !window.date_from || !window.date_to || window.date_from <= window.date_to

/** GET events (spec 2 §§7, 9): every filter optional, empty ones ignored, page 1 and limit 10 by default. */
export const eventFiltersQuery = z
  .object({
    event_type: omitEmpty(z.enum(eventTypes, { error: oneOf(eventTypes) })),
    status: omitEmpty(z.enum(eventStatuses, { error: oneOf(eventStatuses) })),
    visibility: omitEmpty(z.enum(eventVisibilities, { error: oneOf(eventVisibilities) })),
    date_from: omitEmpty(clubDay),
    date_to: omitEmpty(clubDay),
    featured_only: omitEmpty(flagText).transform((value) => value ?? false),
    upcoming_only: omitEmpty(flagText).transform((value) => value ?? false),
    page,
    limit,
  })
  .refine(dateWindowRule, { path: ['date_to'], message: 'must not be before date_from' })
export type EventFilters = z.output<typeof eventFiltersQuery>

/** At most a year at a time, so one call cannot read the whole history. */
const MAX_RANGE_DAYS = 366

export const dateRangeQuery = z
  .object({ startDate: clubDay, endDate: clubDay })
  .refine((range) => range.startDate <= range.endDate, { path: ['endDate'], message: 'must not be before startDate' })
  .refine((range) => range.endDate <= addDays(range.startDate, MAX_RANGE_DAYS), {
    path: ['endDate'],
    message: `must be within ${MAX_RANGE_DAYS} days of startDate`,
  })

export const calendarQuery = z.object({
  month: omitEmpty(wholeNumberText(1, 12)),
  year: omitEmpty(wholeNumberText(2000, 2100)),
})

export const availableEventsQuery = z.object({
  event_type: omitEmpty(z.enum(eventTypes, { error: oneOf(eventTypes) })),
  page,
  limit,
})

// ---- answers --------------------------------------------------------------------------------------

const ok = z.literal(true)
const eventChanged = z.object({ success: ok, message: z.string(), event: clubEvent })
export const eventsPage = pageOf(clubEvent).extend({ success: ok })

export const eventStats = z.object({
  event_id: z.number(),
  title: z.string(),
  status: z.enum(eventStatuses),
  start_at: timestamp,
  end_at: timestamp,
  capacity: z.number(),
  booked: z.number(),
  checked_in: z.number(),
  inside_now: z.number(),
  seats_left: z.number(),
  cancelled_tickets: z.number(),
  bookings: z.object({ total: z.number(), confirmed: z.number(), attended: z.number(), no_show: z.number(), cancelled: z.number() }),
  revenue_paise: z.number(),
  /** Entries and exits per hour of the club's clock ('2026-11-22 18:00'). */
  check_ins_by_hour: z.array(z.object({ hour: z.string(), entries: z.number(), exits: z.number() })),
  as_of: timestamp,
})
export type EventStats = z.infer<typeof eventStats>

// ---- endpoints ------------------------------------------------------------------------------------

export const createEvent = endpoint({
  method: 'post',
  path: `${base}/events`,
  tag,
  summary: 'Adds an event, as a draft until it is published',
  audience: 'staff',
  body: createEventBody,
  responses: { 201: eventChanged },
})

export const listEvents = endpoint({
  method: 'get',
  path: `${base}/events`,
  tag,
  summary: 'The office’s events: those not yet ended soonest first, then the past, latest first',
  audience: 'staff',
  query: eventFiltersQuery,
  responses: { 200: eventsPage },
})

export const eventsInRange = endpoint({
  method: 'get',
  path: `${base}/events/date-range`,
  tag,
  summary: 'Events starting on the club days from startDate to endDate (at most a year)',
  audience: 'staff',
  query: dateRangeQuery,
  responses: { 200: z.object({ success: ok, startDate: z.string(), endDate: z.string(), data: z.array(clubEvent) }) },
})

export const availableEvents = endpoint({
  method: 'get',
  path: `${base}/events/available`,
  tag,
  summary: 'Published events not yet ended with seats left: what the office can still book',
  audience: 'staff',
  query: availableEventsQuery,
  responses: { 200: eventsPage },
})

export const eventCalendar = endpoint({
  method: 'get',
  path: `${base}/events/calendar`,
  tag,
  summary: 'A month’s events by club day (this month unless told)',
  audience: 'staff',
  query: calendarQuery,
  responses: {
    200: z.object({
      success: ok,
      month: z.number(),
      year: z.number(),
      days: z.array(z.object({ date: z.string(), events: z.array(clubEvent) })),
    }),
  },
})

export const eventDetail = endpoint({
  method: 'get',
  path: `${base}/events/:id`,
  tag,
  summary: 'One event with its booking figures',
  audience: 'staff',
  params: eventIdParam,
  responses: { 200: z.object({ success: ok, event: clubEvent, booking_stats: bookingStats }) },
})

export const updateEvent = endpoint({
  method: 'put',
  path: `${base}/events/:id`,
  tag,
  summary: 'Changes an event’s details; a cancelled or completed event stays as it is (409)',
  audience: 'staff',
  params: eventIdParam,
  body: updateEventBody,
  responses: { 200: eventChanged },
})

export const deleteEvent = endpoint({
  method: 'delete',
  path: `${base}/events/:id`,
  tag,
  summary: 'Deletes an event nobody booked; one with bookings is cancelled instead, with its bookings',
  audience: 'staff',
  params: eventIdParam,
  responses: {
    200: z.object({ success: ok, message: z.string(), deleted: z.boolean(), cancelled_bookings: z.number(), event: clubEvent.optional() }),
  },
})

export const publishEvent = endpoint({
  method: 'patch',
  path: `${base}/events/:id/publish`,
  tag,
  summary: 'Publishes a draft event, so it can be booked and seen',
  audience: 'staff',
  params: eventIdParam,
  responses: { 200: eventChanged },
})

export const eventBookings = endpoint({
  method: 'get',
  path: `${base}/events/:id/bookings`,
  tag,
  summary: 'An event’s bookings, newest first',
  audience: 'staff',
  params: eventIdParam,
  query: bookingListQuery.omit({ event_id: true }),
  responses: { 200: pageOf(booking).extend({ success: ok, event_id: z.number() }) },
})

export const eventStatistics = endpoint({
  method: 'get',
  path: `${base}/events/:id/stats`,
  tag,
  summary: 'An event’s live counters: seats booked, checked in, inside now, and entries per hour',
  description: 'For the office (events view) and the door (door view).',
  audience: 'staff',
  params: eventIdParam,
  responses: { 200: z.object({ success: ok, data: eventStats }) },
})
