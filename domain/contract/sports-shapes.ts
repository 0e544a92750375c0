import { z } from 'zod'
import { isTimeOfDay, sportsActivityStatuses, sportsBookingStatuses, sportsItemKinds, sportsItemStatuses } from '../sports.js'
import { paise, timestamp, wholeNumberText } from './fields.js'

/**
 * What the parts of the sports contract (ADR 015) share: the tag, the time-of-day and price fields,
 * the list paging, and the activity, item and subcategory as every answer carries them.
 */
export const tag = 'Sports'

const oneOf = (words: readonly string[]) => `must be one of ${words.join(', ')}`
export const enumOf = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: oneOf(values) })

/** 'HH:MM' in club time, '24:00' for midnight at the end of the day. */
export const timeOfDay = z.string({ error: 'must be a time such as 18:30' }).refine(isTimeOfDay, 'must be a time such as 18:30')

/** A price in paise: up to ₹10,00,000 for one slot. */
export const pricePaise = paise().max(100_000_000, 'must be at most 100000000')

export const listLimit = wholeNumberText(1, 100).default(20)

export const pagination = z.object({ page: z.number(), limit: z.number(), total: z.number(), pages: z.number() })

export const done = z.object({ success: z.literal(true), message: z.string() })

// ---- what the answers carry ----------------------------------------------------------------------

export const sportsActivity = z.object({
  activity_id: z.number(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  is_public: z.boolean(),
  status: z.enum(sportsActivityStatuses),
  slot_minutes: z.number(),
  open_time: z.string(),
  close_time: z.string(),
  price_paise: z.number(),
  guest_price_paise: z.number().nullable(),
  max_players: z.number(),
  max_slots_per_booking: z.number(),
  booking_window_days: z.number(),
  cancel_cutoff_minutes: z.number(),
  image_url: z.string().nullable(),
  /** Its items that are not retired, in their order. */
  item_ids: z.array(z.number()),
  created_at: timestamp,
  updated_at: timestamp,
})
export type SportsActivity = z.infer<typeof sportsActivity>

/** What the public sports page shows of a public activity. */
export const publicSportsActivity = sportsActivity.pick({
  activity_id: true,
  name: true,
  category: true,
  description: true,
  slot_minutes: true,
  open_time: true,
  close_time: true,
  price_paise: true,
  guest_price_paise: true,
  image_url: true,
})
export type PublicSportsActivity = z.infer<typeof publicSportsActivity>

export const sportsItem = z.object({
  item_id: z.number(),
  name: z.string(),
  kind: z.enum(sportsItemKinds),
  description: z.string(),
  status: z.enum(sportsItemStatuses),
  activity_ids: z.array(z.number()),
})
export type SportsItem = z.infer<typeof sportsItem>

/** A subcategory's id is named `sub_category_id` in the answers (spec 2 §7). */
export const sportsSubcategory = z.object({
  sub_category_id: z.number(),
  activity_id: z.number(),
  name: z.string(),
  description: z.string(),
  price_paise: z.number().nullable(),
  is_active: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
})
export type SportsSubcategory = z.infer<typeof sportsSubcategory>

export const activityDetails = z.object({
  success: z.literal(true),
  activity: sportsActivity,
  items: z.array(sportsItem),
  subcategories: z.array(sportsSubcategory),
})
export type ActivityDetails = z.infer<typeof activityDetails>

export const activityPage = z.object({ success: z.literal(true), data: z.array(sportsActivity), pagination })

/** Each slot of a day, and each item's availability in it; staff also see which booking holds a taken item. */
export const availabilitySlot = z.object({
  start_time: z.string(),
  end_time: z.string(),
  items: z.array(z.object({ item_id: z.number(), available: z.boolean(), booking_id: z.number().optional() })),
})
export type AvailabilitySlot = z.infer<typeof availabilitySlot>

export const availability = z.object({
  success: z.literal(true),
  activity_id: z.number(),
  date: z.string(),
  items: z.array(z.object({ item_id: z.number(), name: z.string(), status: z.enum(sportsItemStatuses) })),
  slots: z.array(availabilitySlot),
})
export type Availability = z.infer<typeof availability>

export const bookingStatus = z.enum(sportsBookingStatuses)
