import { z } from 'zod'
import { minutesOf, sportsActivityStatuses } from '../sports.js'
import { endpoint } from './endpoint.js'
import { publicReadPaths } from './public-reads.js'
import { flag, flagText, id, omitEmpty, optionalText, page, requiredText, text, wholeNumber } from './fields.js'
import {
  activityDetails,
  activityPage,
  done,
  enumOf,
  listLimit,
  pricePaise,
  publicSportsActivity,
  sportsActivity,
  sportsSubcategory,
  tag,
  timeOfDay,
} from './sports-shapes.js'

/** Sports activities and their subcategories (spec 2 §7 "Sports activity"; ADR 015). */

const atLeastTwo = z.string().min(2, 'must be at least 2 characters')

const activityFields = {
  name: requiredText('Name', 80).pipe(atLeastTwo),
  category: requiredText('Category', 40).pipe(atLeastTwo),
  description: optionalText(2000),
  is_public: flag,
  slot_minutes: wholeNumber(15, 240),
  open_time: timeOfDay,
  close_time: timeOfDay,
  price_paise: pricePaise,
  guest_price_paise: pricePaise.nullish(),
  max_players: wholeNumber(1, 50),
  max_slots_per_booking: wholeNumber(1, 8),
  booking_window_days: wholeNumber(0, 365),
  cancel_cutoff_minutes: wholeNumber(0, 10_080),
  image_url: optionalText(500),
}

type HoursCheck = { open_time?: string | undefined; close_time?: string | undefined; slot_minutes?: number | undefined }
const closesAfterOpening = (activity: HoursCheck) => !activity.open_time || !activity.close_time || activity.open_time < activity.close_time
/** Hours shorter than one slot would leave nothing to book. */
const holdsOneSlot = (activity: HoursCheck) =>
  !closesAfterOpening(activity) ||
  !activity.open_time ||
  !activity.close_time ||
  !activity.slot_minutes ||
  minutesOf(activity.close_time) - minutesOf(activity.open_time) >= activity.slot_minutes
type Payload = { issues: readonly { path?: PropertyKey[] | undefined }[] }
/** A check of the hours runs as soon as the fields it reads are valid, whatever else is wrong, so every problem is told at once. */
const whenValid = (...fields: string[]) => ({
  when: (payload: Payload) => !payload.issues.some((issue) => fields.includes(String(issue.path?.[0]))),
})
const hoursIssue = { path: ['close_time'], message: 'must be after open_time', ...whenValid('open_time', 'close_time') }
const oneSlotIssue = {
  path: ['close_time'],
  message: 'must leave room for at least one slot after open_time',
  ...whenValid('open_time', 'close_time', 'slot_minutes'),
}
const NOTHING_TO_CHANGE = 'Nothing to change: send at least one field'

export const createActivityBody = z
  .object({
    ...activityFields,
    is_public: flag.default(false),
    max_players: activityFields.max_players.default(4),
    max_slots_per_booking: activityFields.max_slots_per_booking.default(2),
    booking_window_days: activityFields.booking_window_days.default(14),
    cancel_cutoff_minutes: activityFields.cancel_cutoff_minutes.default(120),
  })
  .refine(closesAfterOpening, hoursIssue)
  .refine(holdsOneSlot, oneSlotIssue)
export type CreateActivityInput = z.output<typeof createActivityBody>

/** Any of the fields; opening hours are checked against the stored ones too. */
export const updateActivityBody = z
  .object(activityFields)
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, NOTHING_TO_CHANGE)
  .refine(closesAfterOpening, hoursIssue)
  .refine(holdsOneSlot, oneSlotIssue)
export type UpdateActivityInput = z.output<typeof updateActivityBody>

export const activityStatusBody = z.object({ status: enumOf(sportsActivityStatuses) })

export const activityListQuery = z.object({
  search: omitEmpty(text(100)),
  status: omitEmpty(enumOf(sportsActivityStatuses)),
  category: omitEmpty(text(40)),
  is_public: omitEmpty(flagText),
  page,
  limit: listLimit,
})
export type ActivityListQuery = z.output<typeof activityListQuery>

const subcategoryFields = {
  name: requiredText('Name', 80).pipe(atLeastTwo),
  description: optionalText(500),
  price_paise: pricePaise.nullish(),
  is_active: flag,
}
export const createSubcategoryBody = z.object({ ...subcategoryFields, is_active: flag.default(true) })
export type CreateSubcategoryInput = z.output<typeof createSubcategoryBody>
export const updateSubcategoryBody = z
  .object(subcategoryFields)
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, NOTHING_TO_CHANGE)
export type UpdateSubcategoryInput = z.output<typeof updateSubcategoryBody>

export const activityIdParam = z.object({ id })
export const subcategoryParams = z.object({ id, subId: id })

const activityAnswer = done.extend({ activity: sportsActivity })
const subcategoryAnswer = done.extend({ subcategory: sportsSubcategory })

export const listActivities = endpoint({
  method: 'get',
  path: '/api/sports-activity/activities',
  tag,
  summary: 'A page of activities, filtered; a member sees only the active ones',
  audience: 'staff-or-member',
  query: activityListQuery,
  responses: { 200: activityPage },
})

export const createActivity = endpoint({
  method: 'post',
  path: '/api/sports-activity/activities',
  tag,
  summary: 'Adds an activity with its opening hours, slot length, prices and booking rules',
  description: 'A name already taken is a 409.',
  audience: 'staff',
  body: createActivityBody,
  responses: { 201: activityAnswer },
})

export const activityCategories = endpoint({
  method: 'get',
  path: '/api/sports-activity/categories',
  tag,
  summary: 'The categories in use, with how many activities each has',
  audience: 'staff-or-member',
  responses: {
    200: z.object({ success: z.literal(true), categories: z.array(z.object({ name: z.string(), activity_count: z.number() })) }),
  },
})

export const activityDetail = endpoint({
  method: 'get',
  path: '/api/sports-activity/activities/:id',
  tag,
  summary: 'One activity with its items and subcategories',
  audience: 'staff-or-member',
  params: activityIdParam,
  responses: { 200: activityDetails },
})

export const updateActivity = endpoint({
  method: 'put',
  path: '/api/sports-activity/activities/:id',
  tag,
  summary: 'Changes any of an activity’s details',
  audience: 'staff',
  params: activityIdParam,
  body: updateActivityBody,
  responses: { 200: activityAnswer },
})

export const deleteActivity = endpoint({
  method: 'delete',
  path: '/api/sports-activity/activities/:id',
  tag,
  summary: 'Deletes an activity that has no upcoming bookings',
  description: 'An activity with upcoming bookings is a 409 carrying `upcoming_bookings`.',
  audience: 'staff',
  params: activityIdParam,
  responses: { 200: done },
})

export const changeActivityStatus = endpoint({
  method: 'patch',
  path: '/api/sports-activity/activities/:id/status',
  tag,
  summary: 'Opens an activity for bookings, closes it, or puts it under maintenance',
  audience: 'staff',
  params: activityIdParam,
  body: activityStatusBody,
  responses: { 200: activityAnswer },
})

export const listSubcategories = endpoint({
  method: 'get',
  path: '/api/sports-activity/activities/:id/subcategories',
  tag,
  summary: 'An activity’s subcategories; a member sees only the active ones',
  audience: 'staff-or-member',
  params: activityIdParam,
  responses: { 200: z.object({ success: z.literal(true), subcategories: z.array(sportsSubcategory) }) },
})

export const createSubcategory = endpoint({
  method: 'post',
  path: '/api/sports-activity/activities/:id/subcategories',
  tag,
  summary: 'Adds a subcategory (coaching, a ball machine...) with its own price',
  audience: 'staff',
  params: activityIdParam,
  body: createSubcategoryBody,
  responses: { 201: subcategoryAnswer },
})

export const updateSubcategory = endpoint({
  method: 'put',
  path: '/api/sports-activity/activities/:id/subcategories/:subId',
  tag,
  summary: 'Changes a subcategory',
  audience: 'staff',
  params: subcategoryParams,
  body: updateSubcategoryBody,
  responses: { 200: subcategoryAnswer },
})

export const deleteSubcategory = endpoint({
  method: 'delete',
  path: '/api/sports-activity/activities/:id/subcategories/:subId',
  tag,
  summary: 'Deletes a subcategory; bookings made with it keep their price',
  audience: 'staff',
  params: subcategoryParams,
  responses: { 200: done },
})

export const publicActivities = endpoint({
  method: 'get',
  path: publicReadPaths.activities,
  tag,
  summary: 'The active public activities, for the public sports page',
  audience: 'none',
  responses: { 200: z.object({ success: z.literal(true), data: z.array(publicSportsActivity) }) },
})
