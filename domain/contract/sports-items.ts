import { z } from 'zod'
import { sportsItemKinds, sportsItemStatuses } from '../sports.js'
import { endpoint } from './endpoint.js'
import { id, optionalText, requiredText } from './fields.js'
import { activityIdParam } from './sports-activities.js'
import { done, enumOf, sportsItem, tag } from './sports-shapes.js'

/** Courts, lanes, tables, bays, lockers and equipment, and which activities they serve (ADR 015). */

const itemFields = {
  name: requiredText('Name', 80),
  kind: enumOf(sportsItemKinds),
  description: optionalText(500),
  status: enumOf(sportsItemStatuses),
}

/** A new item of an activity, at the end of its list. */
export const createItemBody = z.object({
  activity_id: id,
  name: itemFields.name,
  kind: itemFields.kind.default('court'),
  description: itemFields.description,
  status: enumOf(['available', 'maintenance'] as const).default('available'),
})
export type CreateItemInput = z.output<typeof createItemBody>

export const updateItemBody = z
  .object(itemFields)
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, 'Nothing to change: send at least one field')
export type UpdateItemInput = z.output<typeof updateItemBody>

export const linkItemsBody = z.object({
  itemIds: z
    .array(id, { error: 'must be a list of item ids' })
    .max(200, 'must list at most 200 items')
    .refine((ids) => new Set(ids).size === ids.length, 'must not list an item twice'),
})

export const itemIdParam = z.object({ id })

/** An item with the day's use: bookings not cancelled, players on it now, and its next booking to start. */
export const sportsItemInUse = sportsItem.extend({
  bookings_today: z.number(),
  in_use_now: z.boolean(),
  next_booking: z
    .object({ booking_id: z.number(), booking_date: z.string(), start_time: z.string(), end_time: z.string(), contact_name: z.string() })
    .nullable(),
})
export type SportsItemInUse = z.infer<typeof sportsItemInUse>

const itemAnswer = done.extend({ item: sportsItem })

export const activityItems = endpoint({
  method: 'get',
  path: '/api/sports-activity/activities/:id/items',
  tag,
  summary: 'An activity’s items that are not retired, in their order',
  audience: 'staff-or-member',
  params: activityIdParam,
  responses: { 200: z.object({ success: z.literal(true), items: z.array(sportsItem) }) },
})

export const activityItemsInUse = endpoint({
  method: 'get',
  path: '/api/sports-activity/activities/:id/items-enhanced',
  tag,
  summary: 'An activity’s items with today’s bookings, who is on them now and their next booking',
  audience: 'staff',
  params: activityIdParam,
  responses: { 200: z.object({ success: z.literal(true), items: z.array(sportsItemInUse) }) },
})

export const linkItems = endpoint({
  method: 'post',
  path: '/api/sports-activity/activities/:id/link-items',
  tag,
  summary: 'Sets which items an activity uses, in this order',
  description: 'An unknown or retired item is a 400 naming `itemIds`.',
  audience: 'staff',
  params: activityIdParam,
  body: linkItemsBody,
  responses: { 200: done.extend({ activity_id: z.number(), item_ids: z.array(z.number()), items: z.array(sportsItem) }) },
})

export const createItem = endpoint({
  method: 'post',
  path: '/api/sports-activity/items',
  tag,
  summary: 'Adds an item (a court, a lane, a table...) to an activity',
  audience: 'staff',
  body: createItemBody,
  responses: { 201: itemAnswer },
})

export const updateItem = endpoint({
  method: 'put',
  path: '/api/sports-activity/items/:id',
  tag,
  summary: 'Changes an item, or puts it under maintenance',
  audience: 'staff',
  params: itemIdParam,
  body: updateItemBody,
  responses: { 200: itemAnswer },
})

export const retireItem = endpoint({
  method: 'delete',
  path: '/api/sports-activity/items/:id',
  tag,
  summary: 'Retires an item: its bookings keep pointing at it, new ones cannot be made',
  audience: 'staff',
  params: itemIdParam,
  responses: { 200: done },
})
