import { z } from 'zod'
import {
  isTimeOfDay,
  sportsActivityStatuses,
  sportsBookingStatuses,
  sportsItemKinds,
  sportsItemStatuses,
} from '../../domain/sports.js'
import { fields } from '../http/validate.js'
import { clubDay, flag, flagText, memberNumber, mobileNumber, omitEmpty, optionalText, page, wholeNumber, wholeNumberText } from '../../domain/contract/fields.js'
import { addDays } from '../../domain/time.js'

/** Request shapes of /api/sports-activity (ADR 015); every message names its field. */

const oneOf = (words: readonly string[]) => `must be one of ${words.join(', ')}`
const enumOf = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: oneOf(values) })

/** 'HH:MM' in club time, '24:00' for midnight at the end of the day. */
export const timeOfDay = z.string({ error: 'must be a time such as 18:30' }).refine(isTimeOfDay, 'must be a time such as 18:30')
const paise = (max = 100_000_000) => wholeNumber(0, max)
const listLimit = wholeNumberText(1, 100).default(20)

const activityFields = {
  name: fields.requiredText('Name', 80).pipe(z.string().min(2, 'must be at least 2 characters')),
  category: fields.requiredText('Category', 40).pipe(z.string().min(2, 'must be at least 2 characters')),
  description: optionalText(2000),
  is_public: flag,
  slot_minutes: wholeNumber(15, 240),
  open_time: timeOfDay,
  close_time: timeOfDay,
  price_paise: paise(),
  guest_price_paise: paise().nullish(),
  max_players: wholeNumber(1, 50),
  max_slots_per_booking: wholeNumber(1, 8),
  booking_window_days: wholeNumber(0, 365),
  cancel_cutoff_minutes: wholeNumber(0, 10_080),
  image_url: optionalText(500),
}

type HoursCheck = { open_time?: string | undefined; close_time?: string | undefined }
const closesAfterOpening = (activity: HoursCheck) => !activity.open_time || !activity.close_time || activity.open_time < activity.close_time
const hoursIssue = { path: ['close_time'], message: 'must be after open_time' }

export const createActivitySchema = z
  .object({
    ...activityFields,
    is_public: flag.default(false),
    max_players: activityFields.max_players.default(4),
    max_slots_per_booking: activityFields.max_slots_per_booking.default(2),
    booking_window_days: activityFields.booking_window_days.default(14),
    cancel_cutoff_minutes: activityFields.cancel_cutoff_minutes.default(120),
  })
  .refine(closesAfterOpening, hoursIssue)
export type CreateActivityInput = z.output<typeof createActivitySchema>

/** PUT activities/{id}: any of the fields; opening hours are checked against the stored ones too. */
export const updateActivitySchema = z
  .object(activityFields)
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, 'Nothing to change: send at least one field')
  .refine(closesAfterOpening, hoursIssue)
export type UpdateActivityInput = z.output<typeof updateActivitySchema>

export const activityStatusSchema = z.object({ status: enumOf(sportsActivityStatuses) })

export const activityListQuery = z.object({
  search: omitEmpty(z.string().trim().max(100, 'must be at most 100 characters')),
  status: omitEmpty(enumOf(sportsActivityStatuses)),
  category: omitEmpty(z.string().trim().max(40, 'must be at most 40 characters')),
  is_public: omitEmpty(flagText),
  page,
  limit: listLimit,
})
export type ActivityListQuery = z.output<typeof activityListQuery>

const itemFields = {
  name: fields.requiredText('Name', 80),
  kind: enumOf(sportsItemKinds),
  description: optionalText(500),
  status: enumOf(sportsItemStatuses),
}

export const createItemSchema = z.object({
  activity_id: wholeNumber(1, 2_147_483_647),
  name: itemFields.name,
  kind: itemFields.kind.default('court'),
  description: itemFields.description,
  status: enumOf(['available', 'maintenance'] as const).default('available'),
})
export type CreateItemInput = z.output<typeof createItemSchema>

export const updateItemSchema = z
  .object(itemFields)
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, 'Nothing to change: send at least one field')
export type UpdateItemInput = z.output<typeof updateItemSchema>

export const linkItemsSchema = z.object({
  itemIds: z
    .array(wholeNumber(1, 2_147_483_647), { error: 'must be a list of item ids' })
    .max(200, 'must list at most 200 items')
    .refine((ids) => new Set(ids).size === ids.length, 'must not list an item twice'),
})

const subcategoryFields = {
  name: fields.requiredText('Name', 80).pipe(z.string().min(2, 'must be at least 2 characters')),
  description: optionalText(500),
  price_paise: paise().nullish(),
  is_active: flag,
}
export const createSubcategorySchema = z.object({ ...subcategoryFields, is_active: flag.default(true) })
export type CreateSubcategoryInput = z.output<typeof createSubcategorySchema>
export const updateSubcategorySchema = z
  .object(subcategoryFields)
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, 'Nothing to change: send at least one field')
export type UpdateSubcategoryInput = z.output<typeof updateSubcategorySchema>

export const userTypes = ['member', 'guest'] as const
export const deskPaymentMethods = ['cash', 'card', 'upi'] as const

/** What staff and members send to book (spec 2 §3, §9: player_count 1 and user_type member by default). */
const bookingFields = {
  activity_id: wholeNumber(1, 2_147_483_647),
  item_id: wholeNumber(1, 2_147_483_647),
  subcategory_id: wholeNumber(1, 2_147_483_647).nullish(),
  member_id: memberNumber.nullish(),
  booking_date: clubDay,
  start_time: timeOfDay,
  end_time: timeOfDay,
  player_count: wholeNumber(1, 50).default(1),
  user_type: enumOf(userTypes).default('member'),
  special_requests: optionalText(500),
  contact_name: optionalText(100),
  contact_phone: mobileNumber.nullish(),
}

export const staffBookingSchema = z
  .object({
    ...bookingFields,
    channel: enumOf(['office', 'reception'] as const).default('office'),
    payment_method: enumOf(deskPaymentMethods).nullish(),
  })
  .superRefine((booking, ctx) => {
    if (booking.user_type === 'member' && !booking.member_id) ctx.addIssue({ code: 'custom', path: ['member_id'], message: 'is required for a member booking' })
    if (booking.user_type === 'guest' && !booking.member_id && !booking.contact_name) {
      ctx.addIssue({ code: 'custom', path: ['contact_name'], message: 'is required for a guest booking without a host member' })
    }
    if (booking.user_type === 'member' && booking.payment_method) {
      ctx.addIssue({ code: 'custom', path: ['payment_method'], message: "must be left out: a member's booking is charged to the member's account" })
    }
  })
export type StaffBookingInput = z.output<typeof staffBookingSchema>

/** A member books for themselves (member_id, when sent, must be their own) or for a guest they host. */
export const memberBookingSchema = z.object(bookingFields)
export type MemberBookingInput = z.output<typeof memberBookingSchema>

/** POST bookings/validate {activity_id, item_id, date, time, end_time?}: end_time defaults to one slot. */
export const validateBookingSchema = z.object({
  activity_id: bookingFields.activity_id,
  item_id: bookingFields.item_id,
  date: clubDay,
  time: timeOfDay,
  end_time: timeOfDay.nullish(),
  subcategory_id: bookingFields.subcategory_id,
  user_type: bookingFields.user_type,
  player_count: bookingFields.player_count,
})

export const bookingStatusSchema = z.object({ status: enumOf(sportsBookingStatuses), reason: optionalText(500) })

export const bookingListQuery = z.object({
  activity_id: omitEmpty(wholeNumberText(1, 2_147_483_647)),
  status: omitEmpty(enumOf(sportsBookingStatuses)),
  member_id: omitEmpty(memberNumber),
  date: omitEmpty(clubDay),
  page,
  limit: listLimit,
})
export type BookingListQuery = z.output<typeof bookingListQuery>

export const paymentSchema = z.object({
  amount_paise: wholeNumber(1, 100_000_000),
  method: enumOf(deskPaymentMethods),
  reference: optionalText(100),
})
export type PaymentInput = z.output<typeof paymentSchema>

export const idParam = z.object({ id: fields.id })
export const subcategoryParams = z.object({ id: fields.id, subId: fields.id })
export const dateQuery = z.object({ date: clubDay })
export const calendarQuery = z.object({ month: wholeNumberText(1, 12), year: wholeNumberText(2000, 2100) })
export const statisticsQuery = z.object({ activity_id: omitEmpty(wholeNumberText(1, 2_147_483_647)) })
export const revenueQuery = z
  .object({ start_date: clubDay, end_date: clubDay })
  .refine((range) => range.start_date <= range.end_date, { path: ['end_date'], message: 'must be on or after start_date' })
  .refine((range) => range.end_date <= addDays(range.start_date, 366), { path: ['end_date'], message: 'must be within 366 days of start_date' })
export const invoiceQuery = z.object({ format: omitEmpty(enumOf(['json', 'pdf'] as const)) })
