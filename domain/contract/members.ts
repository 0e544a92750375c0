import { z } from 'zod'
import { dependentRelations, memberStatuses, memberTitles, normaliseTitle } from '../members.js'
import { email as emailRule } from '../validation.js'
import { endpoint } from './endpoint.js'
import { pagination } from './events.js'
import { MAX_INTEGER, clubDay, id, memberNumber, page, paise, text, timestamp, wholeNumberText } from './fields.js'

/**
 * The member register (spec 2 §7 "Members"; issue 18): the office lists, finds, enrols and edits
 * members and their dependents, and sets a member's password. Field messages are spec 1 §5's
 * ('* Name can't be empty', '* Invalid email format', '* Phone number must be exactly 10 digits').
 * A field left out of a change is left alone; '' or null clears an optional one.
 */
const tag = 'Members'

const oneOf = (words: readonly string[]) => `must be one of ${words.join(', ')}`
export const cantBeEmpty = (label: string) => `* ${label} can't be empty`
export const PHONE_MESSAGE = '* Phone number must be exactly 10 digits'
const EMAIL_MESSAGE = '* Invalid email format'

/** Text that must be there, with spec 1 §5's message when it is missing or blank. */
export const required = (label: string, max: number) =>
  z
    .string({ error: cantBeEmpty(label) })
    .trim()
    .min(1, cantBeEmpty(label))
    .pipe(text(max))

/** Optional text: missing is left alone (undefined), '' and null clear it (null). */
export const clearable = (max: number) =>
  text(max)
    .nullish()
    .transform((value) => (value === '' ? null : value))

/** Spaces, dashes and a leading +91 or 0 are what people type around a mobile number. */
const digitsOfMobile = (value: string) => value.replace(/[\s-]/g, '').replace(/^(\+91|0)(?=\d{10}$)/, '')
const tenDigits = z.string().regex(/^\d{10}$/, PHONE_MESSAGE)

export const requiredMobile = (label: string) =>
  z
    .string({ error: cantBeEmpty(label) })
    .trim()
    .min(1, cantBeEmpty(label))
    .transform(digitsOfMobile)
    .pipe(tenDigits)

export const clearableMobile = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .nullish()
  .transform((value) => (value ? digitsOfMobile(value) : value === '' ? null : value))
  .pipe(tenDigits.nullish())

export const clearableEmail = clearable(200).refine((value) => !value || emailRule(value) === undefined, EMAIL_MESSAGE)

const clearableDay = z
  .union([clubDay, z.literal(''), z.null()], { error: 'must be a date such as 2026-12-12' })
  .optional()
  .transform((value) => (value === '' ? null : value))

/**
 * The club's own id for a member (M1001, LM-23): kept as typed, unique whatever its case. Letters,
 * digits and '-', as every area that is handed a membership number reads them.
 */
export const memberIdField = z
  .string({ error: cantBeEmpty('Member ID') })
  .trim()
  .min(1, cantBeEmpty('Member ID'))
  .regex(/^[A-Za-z0-9-]{2,20}$/, '* Member ID must be 2 to 20 letters, digits or -, such as M1001')

export const titleField = z
  .string({ error: cantBeEmpty('Title') })
  .trim()
  .min(1, cantBeEmpty('Title'))
  .transform(normaliseTitle)
  .pipe(z.enum(memberTitles, { error: `* Title ${oneOf(memberTitles)}` }))

export const statusField = z.enum(memberStatuses, { error: oneOf(memberStatuses) })

const memberFields = {
  title: titleField,
  name: required('Name', 100),
  mobileNumber: requiredMobile('Mobile number'),
  email: clearableEmail,
  dateOfBirth: clearableDay,
  spouseName: clearable(100),
  dateOfAnniversary: clearableDay,
  category_id: z
    .number({ error: cantBeEmpty('Category') })
    .int('must be a whole number')
    .positive('must be positive')
    .max(MAX_INTEGER, 'is not a known id'),
  address: clearable(500),
  joinedOn: clearableDay,
  status: statusField,
  /** What the member may owe the club; null: their category's default. */
  creditLimitPaise: paise().nullish(),
}

export const createMemberBody = z.object({ memberId: memberIdField, ...memberFields, status: statusField.default('active') })
export type CreateMemberInput = z.output<typeof createMemberBody>

const memberChangeNames = Object.keys(memberFields).join(', ')
export const updateMemberBody = z
  .object({
    ...memberFields,
    title: titleField.optional(),
    name: memberFields.name.optional(),
    mobileNumber: memberFields.mobileNumber.optional(),
    category_id: memberFields.category_id.optional(),
    status: statusField.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: `Nothing to update: send at least one of ${memberChangeNames}.`,
  })
export type UpdateMemberInput = z.output<typeof updateMemberBody>

/** A member's id in a path, as typed ('m1001' finds M1001). */
export const memberKey = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,20}$/, 'must be a membership number such as M1001')
export const memberIdParam = z.object({ id: memberKey })
export const memberIdPathParam = z.object({ memberId: memberKey })
export const dependentIdParam = z.object({ dependentId: id })

export const memberListQuery = z.object({
  page,
  limit: wholeNumberText(1, 100).default(20),
  /** Any part of the member id, name, mobile or e-mail, in any case. */
  search: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), text(100).optional()),
  category_id: z.preprocess((value) => (value === '' ? undefined : value), id.optional()),
  status: z.preprocess((value) => (value === '' ? undefined : value), statusField.optional()),
})
export type MemberListQuery = z.output<typeof memberListQuery>

const dependentFields = {
  name: required('Name', 100),
  relation: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z.enum(dependentRelations, { error: `* Relation ${oneOf(dependentRelations)}` }),
  ),
  date_of_birth: clearableDay,
  mobile: clearableMobile,
}

export const createDependentBody = z.object(dependentFields)
export type CreateDependentInput = z.output<typeof createDependentBody>

export const updateDependentBody = z
  .object({ ...dependentFields, name: dependentFields.name.optional(), relation: dependentFields.relation.optional() })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: 'Nothing to update: send at least one of name, relation, date_of_birth or mobile.',
  })
export type UpdateDependentInput = z.output<typeof updateDependentBody>

export const MIN_MEMBER_PASSWORD_LENGTH = 6
export const setMemberPasswordBody = z.object({
  memberId: memberNumber,
  password: z
    .string({ error: cantBeEmpty('Password') })
    .min(1, cantBeEmpty('Password'))
    .pipe(
      z
        .string()
        .min(MIN_MEMBER_PASSWORD_LENGTH, `* Password must be at least ${MIN_MEMBER_PASSWORD_LENGTH} characters long`)
        .max(200, '* Password must be at most 200 characters long'),
    ),
})

// ---- what the answers carry ----------------------------------------------------------------------

export const dependent = z.object({
  dependent_id: z.number(),
  /** The dependent's own id under the member's: M1001-1. */
  dependent_code: z.string(),
  member_id: z.string(),
  name: z.string(),
  relation: z.enum(dependentRelations),
  /** 'YYYY-MM-DD' */
  date_of_birth: z.string().nullable(),
  mobile: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
})
export type Dependent = z.infer<typeof dependent>

export const member = z.object({
  memberId: z.string(),
  title: z.string().nullable(),
  name: z.string(),
  mobileNumber: z.string().nullable(),
  email: z.string().nullable(),
  /** 'YYYY-MM-DD', as are the other dates. */
  dateOfBirth: z.string().nullable(),
  spouseName: z.string().nullable(),
  dateOfAnniversary: z.string().nullable(),
  category_id: z.number().nullable(),
  categoryName: z.string().nullable(),
  address: z.string().nullable(),
  joinedOn: z.string().nullable(),
  status: z.enum(memberStatuses),
  /** The member's own limit; null when the category's default applies. */
  creditLimitPaise: z.number().nullable(),
  /** The limit that holds: the member's own, else the category's default. */
  effectiveCreditLimitPaise: z.number(),
  hasPassword: z.boolean(),
  lastLoginAt: timestamp.nullable(),
  dependentCount: z.number(),
  created_at: timestamp,
  updated_at: timestamp,
})
export type Member = z.infer<typeof member>

/** A booking the member still holds: what the office acts on when a member is suspended or leaves. */
export const openEventBooking = z.object({
  booking_id: z.number(),
  event_id: z.number(),
  event_title: z.string(),
  start_at: timestamp,
  ticket_count: z.number(),
  total_paise: z.number(),
  payment_status: z.string(),
})
export const openSportsBooking = z.object({
  booking_id: z.number(),
  activity_name: z.string(),
  item_name: z.string(),
  /** 'YYYY-MM-DD' */
  booking_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  status: z.string(),
  total_paise: z.number(),
})

export const memberDetail = member.extend({
  dependents: z.array(dependent),
  /** Event bookings not cancelled whose event has not ended, and sports bookings from today on. */
  openBookings: z.object({ events: z.array(openEventBooking), sports: z.array(openSportsBooking) }),
})
export type MemberDetail = z.infer<typeof memberDetail>

const memberAnswer = z.object({ message: z.string(), result: memberDetail })
const dependentAnswer = z.object({ message: z.string(), result: dependent })

/** A search's total is counted up to this many; past it the pager says "1,000 or more". */
export const SEARCH_COUNT_CAP = 1000

export const memberPagination = pagination.extend({
  /** True when a search found more than SEARCH_COUNT_CAP members: `total` is then "at least". */
  totalIsLowerBound: z.boolean(),
})

export const listMembers = endpoint({
  method: 'get',
  path: '/api/members',
  tag,
  summary: 'Members, by member id, twenty to a page, found by any part of their id, name, mobile or e-mail',
  description:
    'Filters by `category_id` and `status`. A search that finds more than 1,000 members answers `total: 1000` with `totalIsLowerBound: true`. Spec 2 §9: clients wait up to 60 s.',
  audience: 'staff',
  query: memberListQuery,
  responses: { 200: z.object({ result: z.array(member), pagination: memberPagination }) },
})

export const memberDetailEndpoint = endpoint({
  method: 'get',
  path: '/api/member/:id',
  tag,
  summary: 'One member with their dependents and the bookings they still hold',
  description: 'The id in any case (m1001 is M1001); an unknown one is a 404 "Member not found".',
  audience: 'staff',
  params: memberIdParam,
  responses: { 200: z.object({ result: memberDetail }) },
})

export const createMember = endpoint({
  method: 'post',
  path: '/api/member',
  tag,
  summary: 'Enrols a member',
  description: 'A member id already taken, in any case, is a 409 naming `memberId`.',
  audience: 'staff',
  body: createMemberBody,
  responses: { 201: memberAnswer },
})

export const updateMember = endpoint({
  method: 'put',
  path: '/api/member/:memberId',
  tag,
  summary: 'Changes a member’s details, category, credit limit or status',
  description:
    'A member who is suspended, resigned or deceased can no longer sign in (their sessions end) or book; the answer lists the bookings they still hold.',
  audience: 'staff',
  params: memberIdPathParam,
  body: updateMemberBody,
  responses: { 200: memberAnswer },
})

export const addDependent = endpoint({
  method: 'post',
  path: '/api/member/:id/dependent',
  tag,
  summary: 'Adds a dependent to a member, with the next id under the member’s (M1001-3)',
  audience: 'staff',
  params: memberIdParam,
  body: createDependentBody,
  responses: { 201: dependentAnswer },
})

export const updateDependent = endpoint({
  method: 'put',
  path: '/api/member/dependent/:dependentId',
  tag,
  summary: 'Changes a dependent’s name, relation, date of birth or mobile (their id stays)',
  audience: 'staff',
  params: dependentIdParam,
  body: updateDependentBody,
  responses: { 200: dependentAnswer },
})

export const setMemberPassword = endpoint({
  method: 'post',
  path: '/api/createmember-password',
  tag,
  summary: 'Sets a member’s password; their other sessions end and they are told on WhatsApp (never the password)',
  audience: 'staff',
  body: setMemberPasswordBody,
  responses: {
    200: z.object({
      message: z.string(),
      /** What became of the WhatsApp notice: none when the member has no mobile. */
      notice: z.enum(['sent', 'stored', 'failed', 'none']),
      sessionsEnded: z.number(),
    }),
  },
})
