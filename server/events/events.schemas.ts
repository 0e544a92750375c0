import { z } from 'zod'
import { eventTypes } from '../../domain/events.js'
import { fields } from '../http/validate.js'

/** The six kinds of event, as the Upcoming Events page's filter buttons name them (spec 1 §2). */
export { eventTypes }

/** The occasion list's page size is fixed (spec 1 §§7, 9); any other limit is refused, not clamped. */
export const OCCASION_PAGE_SIZE = 5
/** A bound far past any real page, so an absurd page number is a clear 400 rather than a huge OFFSET. */
const MAX_PAGE = 10_000

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(min, `must be ${min} or more`)
    .max(max, `must be at most ${max}`)

const page = wholeNumber(1, MAX_PAGE).default(1)

export const occasionListQuery = z.object({
  page,
  limit: z.coerce
    .number({ error: 'must be a number' })
    .refine((value) => value === OCCASION_PAGE_SIZE, `is fixed at ${OCCASION_PAGE_SIZE}: leave it out or send ${OCCASION_PAGE_SIZE}`)
    .default(OCCASION_PAGE_SIZE),
})

/** Empty or 'all' means no filter: the page's first filter button is 'all'. Case does not matter. */
const eventTypeFilter = z
  .string({ error: 'must be text' })
  .trim()
  .toLowerCase()
  .transform((value) => (value === '' || value === 'all' ? undefined : value))
  .pipe(z.enum(eventTypes, { error: `must be one of ${eventTypes.join(', ')} (or all)` }).optional())

export const publicEventsQuery = z.object({
  event_type: eventTypeFilter.optional(),
  page,
  limit: wholeNumber(1, 50).default(10),
})

export const eventIdParam = z.object({ id: fields.id })
