import { z } from 'zod'
import type { EventStatus, EventVisibility } from '../db/schema.js'
import { eventTypes } from '../events/events.schemas.js'
import { fields } from '../http/validate.js'
import { addDays, clubDay, flag, flagText, instant, limit, omitEmpty, optionalText, page, wholeNumber, wholeNumberText } from './event-fields.js'

export const eventStatuses = ['draft', 'published', 'cancelled', 'completed'] as const satisfies readonly EventStatus[]
export const eventVisibilities = ['public', 'members'] as const satisfies readonly EventVisibility[]

const oneOf = (words: readonly string[]) => `must be one of ${words.join(', ')}`
const MAX_PAISE = 100_000_000

const eventFields = {
  title: fields.requiredText('Title', 200),
  description: fields.requiredText('Description', 5000),
  event_type: z.enum(eventTypes, { error: oneOf(eventTypes) }),
  venue: fields.requiredText('Venue', 200),
  start_at: instant,
  end_at: instant,
  capacity: wholeNumber(1, 100_000),
  price_paise: wholeNumber(0, MAX_PAISE),
  member_price_paise: wholeNumber(0, MAX_PAISE).nullish(),
  visibility: z.enum(eventVisibilities, { error: oneOf(eventVisibilities) }),
  featured: flag,
  image_url: optionalText(500),
  highlights: z
    .array(z.string({ error: 'must be text' }).trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'), { error: 'must be a list of short texts' })
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

export const createEventSchema = z
  .object({ ...eventFields, featured: flag.default(false), highlights: eventFields.highlights.default([]) })
  .superRefine((event, ctx) => {
    for (const { path, text } of eventRuleBreaks(event)) ctx.addIssue({ code: 'custom', path: [path], message: text })
  })
export type CreateEventInput = z.output<typeof createEventSchema>

/** PUT: any of the fields; what is left out stays. Status changes go through publish and delete. */
export const updateEventSchema = z
  .object(Object.fromEntries(Object.entries(eventFields).map(([name, schema]) => [name, schema.optional()])) as {
    [K in keyof typeof eventFields]: z.ZodOptional<(typeof eventFields)[K]>
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: 'Nothing to update: send at least one of title, description, event_type, venue, start_at, end_at, capacity, price_paise, member_price_paise, visibility, featured, image_url or highlights.',
  })
export type UpdateEventInput = z.output<typeof updateEventSchema>

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
  .refine((range) => range.endDate <= addDays(range.startDate, MAX_RANGE_DAYS), { path: ['endDate'], message: `must be within ${MAX_RANGE_DAYS} days of startDate` })

export const calendarQuery = z.object({
  month: omitEmpty(wholeNumberText(1, 12)),
  year: omitEmpty(wholeNumberText(2000, 2100)),
})

export const availableEventsQuery = z.object({
  event_type: omitEmpty(z.enum(eventTypes, { error: oneOf(eventTypes) })),
  page,
  limit,
})

export const eventIdParam = z.object({ id: fields.id })
