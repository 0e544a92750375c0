import { z } from 'zod'
import { isBookingNumberText } from '../events.js'

/**
 * Field shapes every area's contract is built from, each with a message that names what is wrong.
 * They also keep out what PostgreSQL would refuse, so such input is a 400 naming the field rather
 * than a failed statement: text with a NUL character, and whole numbers outside `integer`.
 */

/** PostgreSQL's `integer`: ids and counts live in it. */
export const MAX_INTEGER = 2_147_483_647

const NUL = '\u0000'
const hasNoNul = (value: string) => !value.includes(NUL)
const NUL_MESSAGE = 'must not contain a NUL character'

/** Text of at most `max` characters, trimmed. */
export const text = (max: number) =>
  z.string({ error: 'must be text' }).trim().max(max, `must be at most ${max} characters`).refine(hasNoNul, NUL_MESSAGE)

/** Text that must be there: '{label} is required' when missing or blank. */
export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(hasNoNul, NUL_MESSAGE)

/** Optional text: missing, null and blank are all null. */
export const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((value) => (value === '' || value === undefined ? null : value))

/** Text a change may clear: missing is left alone (undefined), null and blank clear it (null). */
export const clearableText = (max: number) =>
  text(max)
    .nullish()
    .transform((value) => (value === '' ? null : value))

/** A whole number in a JSON body. */
export const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(min, `must be ${min} or more`)
    .max(max, `must be at most ${max}`)

/** The same, from a path or a query string. */
export const wholeNumberText = (min: number, max: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(min, `must be ${min} or more`)
    .max(max, `must be at most ${max}`)

/** A row id, in a path or a body: a positive whole number that fits PostgreSQL's `integer`. */
export const id = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be positive')
  .max(MAX_INTEGER, 'is not a known id')

export const flag = z.boolean({ error: 'must be true or false' })

/** 'true' / 'false' in a query string; anything else is refused rather than read as false. */
export const flagText = z.enum(['true', 'false'], { error: 'must be true or false' }).transform((value) => value === 'true')

/** An instant with its offset, as the office sends it: '2026-12-12T19:00:00+05:30' or '…Z'. */
export const instant = z.iso
  .datetime({ offset: true, error: 'must be a date and time with its offset, such as 2026-12-12T19:00:00+05:30' })
  .transform((value) => new Date(value))

/** A calendar day in the club's zone, 'YYYY-MM-DD'. */
export const clubDay = z
  .string({ error: 'must be a date such as 2026-12-12' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-12-12')
  .refine(
    (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'is not a real date',
  )

/** An empty filter is the same as none (spec 2 §5: empty-valued filters are omitted). */
export const omitEmpty = <S extends z.ZodType>(schema: S) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

/** A ten-digit mobile number, spaces and a leading +91 or 0 tolerated. */
export const mobileNumber = z
  .string({ error: 'must be a 10-digit mobile number' })
  .trim()
  .transform((value) => value.replace(/[\s-]/g, '').replace(/^(\+91|0)(?=\d{10}$)/, ''))
  .pipe(z.string().regex(/^\d{10}$/, 'must be a 10-digit mobile number'))

export const emailAddress = z.email({ error: 'must be an e-mail address' }).max(200, 'must be at most 200 characters')

/** A membership number such as M1001, upper-cased. */
export const memberNumber = z
  .string({ error: 'must be a membership number such as M1001' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{2,20}$/, 'must be a membership number such as M1001')

/** A coupon code as typed: trimmed and upper-cased, 3-30 letters, digits, '-' or '_'. */
export const couponCode = z
  .string({ error: 'must be a coupon code' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_-]{3,30}$/, 'must be 3-30 letters, digits, - or _')

export const page = wholeNumberText(1, 10_000).default(1)
export const limit = wholeNumberText(1, 100).default(10)

const searchText = (required: string) =>
  z
    .string({ error: `is required: ${required}` })
    .trim()
    .max(100, 'must be at most 100 characters')
    .refine(hasNoNul, NUL_MESSAGE)

/** Search text of at least `min` characters (spec 2 §5's wording). */
export const searchTerm = (min: number) =>
  searchText(`at least ${min} characters`).refine((value) => value.length >= min, `Search term must be at least ${min} characters long`)

/** A booking search: text of at least `min` characters, or a booking number of any length. */
export const bookingSearchTerm = (min: number) =>
  searchText(`at least ${min} characters, or a booking number`).refine(
    (value) => value.length >= min || isBookingNumberText(value),
    `Search term must be at least ${min} characters long, or a booking number (digits only)`,
  )

/** Money in paise, as stored (never rupees with decimals): up to ₹1 crore per amount. */
export const paise = (min = 0) => wholeNumber(min, 1_000_000_000)

/** What a timestamp looks like in an answer: ISO 8601 text. */
export const timestamp = z.string()

// ---- added with the restaurants, kitchen orders and roles contracts ----------------------------------

/** A row id in a JSON body: a number, never text (`'5'` is refused), then the same rules as `id`. */
export const idOf = (what: string) =>
  z
    .number({ error: `must be the id of a ${what}` })
    .int('must be a whole number')
    .positive('must be positive')
    .max(MAX_INTEGER, 'is not a known id')
