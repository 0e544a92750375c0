import { z } from 'zod'
import { endpoint } from './endpoint.js'
import { clearableText, flag, id, requiredText, timestamp, wholeNumber } from './fields.js'

/** Kitchens (spec 2 §7 "Kitchens"; ADR 022): the kitchen account's own kitchen and the office's administration. */
const tag = 'Kitchens'

/** A kitchen station: one lowercase word a dish is cooked at (hot, tandoor, wok, dessert). */
export const stationName = z
  .string({ error: 'must be text' })
  .trim()
  .toLowerCase()
  .regex(/^[a-z][a-z0-9-]{0,29}$/, 'must be one lowercase word such as hot, tandoor, wok or dessert')

const minutes = wholeNumber(1, 240).describe('minutes')

const stations = z
  .array(stationName, { error: 'must be a list of station names' })
  .max(12, 'must be at most 12 stations')
  .refine((list) => new Set(list).size === list.length, 'must not name a station twice')

const redAfterAmber = {
  message: 'must be more than amber after (a card turns amber first, then red)',
  path: ['red_after_minutes'],
}

/** A new kitchen. Unknown fields (`kitchenId`, timestamps a form sends back) are dropped. */
export const createKitchenBody = z
  .object({
    name: requiredText('Kitchen name', 100),
    description: clearableText(500),
    location: clearableText(200),
    amber_after_minutes: minutes.default(5),
    red_after_minutes: minutes.default(10),
    stations: stations.default([]),
    is_active: flag.default(true),
  })
  .refine((input) => input.red_after_minutes > input.amber_after_minutes, redAfterAmber)

export const updateKitchenBody = z
  .object({
    name: requiredText('Kitchen name', 100).optional(),
    description: clearableText(500),
    location: clearableText(200),
    amber_after_minutes: minutes.optional(),
    red_after_minutes: minutes.optional(),
    stations: stations.optional(),
    is_active: flag.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message:
      'Nothing to update: send at least one of name, description, location, amber_after_minutes, red_after_minutes, stations or is_active.',
  })

export type CreateKitchenInput = z.output<typeof createKitchenBody>
export type UpdateKitchenInput = z.output<typeof updateKitchenBody>

export const kitchenIdParam = z.object({ kitchenId: id })

/** A kitchen as the clients read it: `id` and `kitchenId` are the same number as `kitchen_id` (spec 2 §3). */
export const kitchen = z.object({
  kitchenId: z.number(),
  id: z.number(),
  kitchen_id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  is_active: z.boolean(),
  /** An order's age turns amber, then red, after these many minutes. */
  amber_after_minutes: z.number(),
  red_after_minutes: z.number(),
  stations: z.array(z.string()),
  created_at: timestamp,
  updated_at: timestamp,
  /** The restaurants sending orders here (the office's lists). */
  restaurants: z.array(z.object({ restaurant_id: z.number(), name: z.string(), isOpen: z.boolean() })).optional(),
})
export type Kitchen = z.infer<typeof kitchen>

const kitchenAnswer = z.object({ success: z.literal(true), message: z.string().optional(), data: kitchen })

export const userKitchen = endpoint({
  method: 'get',
  path: '/api/kitchen/user-kitchen',
  tag,
  summary: 'The signed-in kitchen account’s own kitchen: the display’s header, thresholds and stations',
  audience: 'staff',
  responses: { 200: kitchenAnswer },
})

export const allKitchens = endpoint({
  method: 'get',
  path: '/api/admin/getallkitchens',
  tag,
  summary: 'Every kitchen, with the restaurants it cooks for',
  audience: 'staff',
  responses: { 200: z.object({ success: z.literal(true), data: z.array(kitchen) }) },
})

export const kitchenDetail = endpoint({
  method: 'get',
  path: '/api/admin/getkitchen/:kitchenId',
  tag,
  summary: 'One kitchen, with the restaurants it cooks for',
  audience: 'staff',
  params: kitchenIdParam,
  responses: { 200: kitchenAnswer },
})

export const createKitchen = endpoint({
  method: 'post',
  path: '/api/admin/createkitchen',
  tag,
  summary: 'Adds a kitchen',
  description: 'A name already taken is a 409 naming the `name` field.',
  audience: 'staff',
  body: createKitchenBody,
  responses: { 201: kitchenAnswer },
})

export const updateKitchen = endpoint({
  method: 'put',
  path: '/api/admin/updatekitchen/:kitchenId',
  tag,
  summary: 'Changes a kitchen’s details, thresholds, stations or whether it takes orders',
  description: 'A kitchen with open restaurants cannot be switched off, and a station its dishes name cannot be removed (409).',
  audience: 'staff',
  params: kitchenIdParam,
  body: updateKitchenBody,
  responses: { 200: kitchenAnswer },
})
