import { z } from 'zod'
import { kitchenStatuses, orderTargets } from '../kitchen-orders.js'
import { endpoint, errorBody } from './endpoint.js'
import { id, idOf, optionalText, timestamp, wholeNumber } from './fields.js'
import { kitchenIdParam, stationName } from './kitchens.js'

/** Orders to the kitchens (spec 2 §7 "Kitchens"; ADR 022): placed by stewards, worked by the kitchen. */
const tag = 'Kitchen orders'

/** What a steward sends (ADR 022): `menu_item_id` is the menu item's `_id`. */
export const placeOrderBody = z.object({
  restaurant_id: idOf('restaurant'),
  table_id: idOf('table').nullish(),
  member_id: z.string({ error: 'must be a membership number such as M1001' }).nullish().pipe(optionalText(20)),
  notes: optionalText(500),
  allergy_notes: optionalText(500),
  items: z
    .array(
      z.object({
        menu_item_id: idOf('menu item'),
        quantity: wholeNumber(1, 99),
        notes: optionalText(200),
        allergy_notes: optionalText(200),
      }),
      { error: 'must be a list of dishes' },
    )
    .min(1, 'must list at least one dish')
    .max(60, 'must list at most 60 dishes'),
})
export type PlaceOrderInput = z.output<typeof placeOrderBody>

const statusWords = (words: readonly string[]) => `must be one of ${words.join(', ')}`
export const itemStatusBody = z.object({ status: z.enum(kitchenStatuses, { error: statusWords(kitchenStatuses) }) })
/**
 * The station of the tablet that sends an order-level command: it then acts on that station's items
 * only (ADR 022, "Stations"). Missing or null (the All view, and clients older than stations): all.
 */
export const commandStation = stationName
  .nullish()
  .transform((value) => value ?? undefined)
  .describe('The sending tablet’s station (a lowercase word); without it the command acts on every item')
export const orderStatusBody = z.object({ status: z.enum(orderTargets, { error: statusWords(orderTargets) }), station: commandStation })
/** A bump or recall: no body at all, as older clients send, is every station's. */
export const stationBody = z.object({ station: commandStation })

export const orderIdParam = z.object({ orderId: id })
export const orderItemParams = z.object({ orderId: id, itemId: id })
const restaurantIdParam = z.object({ restaurantId: id })

const status = z.enum(kitchenStatuses)

/** One dish of an order; name, station and price are copied from the menu when it is placed. */
export const kitchenOrderItem = z.object({
  item_id: z.number(),
  order_id: z.number(),
  menu_item_id: z.number(),
  name: z.string(),
  station: z.string().nullable(),
  quantity: z.number(),
  notes: z.string().nullable(),
  allergy_notes: z.string().nullable(),
  status,
  price_paise: z.number(),
  version: z.number(),
  created_at: timestamp,
  updated_at: timestamp,
  started_at: timestamp.nullable(),
  ready_at: timestamp.nullable(),
  served_at: timestamp.nullable(),
  cancelled_at: timestamp.nullable(),
})

/** The last bump, so it can be recalled: what each item was before it. */
export const lastBump = z.object({ at: timestamp, items: z.array(z.object({ item_id: z.number(), from: status })) })

/**
 * One order as every reader gets it (ADR 022 "One order shape"): the REST answers, a 409's `current`,
 * the realtime push and the sync pull. `version` is the order's, bumped on every change to it or its items.
 */
export const kitchenOrder = z.object({
  order_id: z.number(),
  kitchen_id: z.number(),
  restaurant_id: z.number(),
  restaurant_name: z.string(),
  table_id: z.number().nullable(),
  table_label: z.string().nullable(),
  member_id: z.string().nullable(),
  member_name: z.string().nullable(),
  placed_by: z.number().nullable(),
  placed_by_name: z.string().nullable(),
  notes: z.string().nullable(),
  allergy_notes: z.string().nullable(),
  status,
  version: z.number(),
  created_at: timestamp,
  updated_at: timestamp,
  ready_at: timestamp.nullable(),
  served_at: timestamp.nullable(),
  last_bump: lastBump.nullable(),
  /** Until when the last bump may be recalled. */
  recall_until: timestamp.nullable(),
  items: z.array(kitchenOrderItem),
})
export type KitchenOrder = z.infer<typeof kitchenOrder>
export type KitchenOrderItem = z.infer<typeof kitchenOrderItem>

const orderAnswer = z.object({ success: z.literal(true), message: z.string(), order: kitchenOrder })

/** A change the order's state does not allow: the order as it is now, for the screen to show. */
const refusedChange = errorBody.extend({ current: kitchenOrder.optional() })

export const placeOrder = endpoint({
  method: 'post',
  path: '/api/kitchen/orders',
  tag,
  summary: 'Sends a steward’s order to the kitchen of its restaurant',
  description:
    'A closed restaurant, a table of another restaurant, an unknown member or an unavailable dish is a 400 naming the field; nothing is stored.',
  audience: 'staff',
  body: placeOrderBody,
  responses: { 201: orderAnswer },
})

export const kitchenOrders = endpoint({
  method: 'get',
  path: '/api/kitchen/orders/:kitchenId',
  tag,
  summary: 'A kitchen’s open orders and those served or cancelled in the last 30 minutes, oldest first',
  audience: 'staff',
  params: kitchenIdParam,
  responses: { 200: z.object({ success: z.literal(true), kitchen_id: z.number(), version: z.number(), orders: z.array(kitchenOrder) }) },
})

export const restaurantOrders = endpoint({
  method: 'get',
  path: '/api/facilities/restaurant/:restaurantId/orders',
  tag,
  summary: 'A restaurant’s orders as the floor follows them: open ones, and those served or cancelled in the last 30 minutes',
  audience: 'staff',
  params: restaurantIdParam,
  responses: { 200: z.object({ success: z.literal(true), restaurant_id: z.number(), orders: z.array(kitchenOrder) }) },
})

/** Today's figures of a kitchen, for the club day in Asia/Kolkata; times in whole seconds. */
export const kitchenStatistics = z.object({
  kitchen_id: z.number(),
  date: z.string(),
  open_orders: z.number(),
  ready_orders: z.number(),
  orders_today: z.number(),
  cancelled_today: z.number(),
  prepared_today: z.number(),
  average_prep_seconds: z.number().nullable(),
  p90_prep_seconds: z.number().nullable(),
  /** All 24 hours, so a chart needs no gaps filled. */
  hourly: z.array(z.object({ hour: z.number(), label: z.string(), placed: z.number(), ready: z.number() })),
})
export type KitchenStatistics = z.infer<typeof kitchenStatistics>

export const kitchenStats = endpoint({
  method: 'get',
  path: '/api/kitchen/stats/:kitchenId',
  tag,
  summary: 'A kitchen’s live queue and today’s figures: orders placed, prepared, cancelled, preparation times, by hour',
  audience: 'staff',
  params: kitchenIdParam,
  responses: { 200: z.object({ success: z.literal(true), data: kitchenStatistics }) },
})

const changeDescription = 'A change the order’s state does not allow is a 409 carrying the order as it is now in `current`.'

const stationDescription =
  'With `station`, only that station’s items move (the order is ready once every station’s are); a station none of the order’s items is cooked at is a 400 naming `station`.'

export const updateOrderStatus = endpoint({
  method: 'patch',
  path: '/api/kitchen/update-status/:orderId',
  tag,
  summary: 'Moves every open item of an order (or of one station of it) to a status: preparing, ready, served or cancelled',
  description: `${changeDescription} ${stationDescription}`,
  audience: 'staff',
  params: orderIdParam,
  body: orderStatusBody,
  responses: { 200: orderAnswer, 409: refusedChange },
})

export const updateItemStatus = endpoint({
  method: 'patch',
  path: '/api/kitchen/update-itemstatus/:orderId/:itemId',
  tag,
  summary: 'Moves one item of an order to a status',
  description: changeDescription,
  audience: 'staff',
  params: orderItemParams,
  body: itemStatusBody,
  responses: { 200: orderAnswer, 409: refusedChange },
})

export const bumpOrder = endpoint({
  method: 'post',
  path: '/api/kitchen/orders/:orderId/bump',
  tag,
  summary: 'Bumps an order: every open item (of the station, with one) is ready',
  description: `${changeDescription} ${stationDescription} The body may be left out.`,
  audience: 'staff',
  params: orderIdParam,
  body: stationBody,
  responses: { 200: orderAnswer, 409: refusedChange },
})

export const recallOrder = endpoint({
  method: 'post',
  path: '/api/kitchen/orders/:orderId/recall',
  tag,
  summary: 'Undoes an order’s last bump (of the station’s items, with a station), within 30 minutes of it',
  description: `${changeDescription} ${stationDescription} The body may be left out.`,
  audience: 'staff',
  params: orderIdParam,
  body: stationBody,
  responses: { 200: orderAnswer, 409: refusedChange },
})

export const withdrawOrder = endpoint({
  method: 'post',
  path: '/api/kitchen/orders/:orderId/withdraw',
  tag,
  summary: 'Withdraws an order its steward sent, while the kitchen has not started it; the kitchen is told',
  description: changeDescription,
  audience: 'staff',
  params: orderIdParam,
  responses: { 200: orderAnswer, 409: refusedChange },
})
