import { z } from 'zod'
import { LOCATION_PATTERN, LOCATION_RULE, stockDimensions, stockMoveTypes } from '../store.js'
import { endpoint } from './endpoint.js'
import { clearableText, clubDay, flag, id, idOf, omitEmpty, page, paise, requiredText, text, timestamp } from './fields.js'

/**
 * The store (spec 2 §7 "Inventory"; issue 22; ADR 037), under /api/inv/. Lists answer `{result}`
 * with `_id`, inventory categories `{categories}`. Every quantity in an answer is in the product's
 * stock unit; costs are paise per stock unit.
 */
const tag = 'Store'

const hasAnyField = (input: Record<string, unknown>) => Object.values(input).some((value) => value !== undefined)
const nothingToUpdate = (names: string) => ({ message: `Nothing to update: send at least one of ${names}.` })

/** A quantity as people type it: positive, up to a thousandth, at most a million. */
export const stockQuantity = z
  .number({ error: 'must be a number' })
  .positive('must be more than 0')
  .max(1_000_000, 'must be at most 1000000')
  .refine((value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, 'must have at most 3 decimals')
const countedQuantity = z
  .number({ error: 'must be a number' })
  .min(0, 'must be 0 or more')
  .max(1_000_000, 'must be at most 1000000')
  .refine((value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, 'must have at most 3 decimals')
export const stockLocation = z.string({ error: LOCATION_RULE }).trim().regex(LOCATION_PATTERN, LOCATION_RULE)
const productCode = z
  .string({ error: 'Product code is required' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9_-]{0,29}$/, 'must be 1-30 letters, digits, - or _')

// ---- categories ----------------------------------------------------------------------------------

export const createInvCategoryBody = z.object({ name: requiredText('Category name', 80), description: clearableText(500) })
export const updateInvCategoryBody = z
  .object({ _id: idOf('category'), name: requiredText('Category name', 80).optional(), description: clearableText(500) })
  .refine(({ _id: _, ...rest }) => hasAnyField(rest), nothingToUpdate('name or description'))
export const invCategory = z.object({
  _id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  product_count: z.number(),
})
export type InvCategory = z.infer<typeof invCategory>

// ---- units ---------------------------------------------------------------------------------------

export const createUnitBody = z.object({
  name: requiredText('Unit name', 40),
  symbol: requiredText('Symbol', 12),
  dimension: z.enum(stockDimensions, { error: 'must be one of mass, volume or count' }),
  factor: z.number({ error: 'must be a number' }).positive('must be more than 0').max(1_000_000, 'must be at most 1000000'),
})
export const updateUnitBody = z
  .object({
    name: createUnitBody.shape.name.optional(),
    symbol: createUnitBody.shape.symbol.optional(),
    dimension: createUnitBody.shape.dimension.optional(),
    factor: createUnitBody.shape.factor.optional(),
  })
  .refine(hasAnyField, nothingToUpdate('name, symbol, dimension or factor'))
export const measurementUnit = z.object({
  _id: z.number(),
  name: z.string(),
  symbol: z.string(),
  dimension: z.enum(stockDimensions),
  factor: z.number(),
})
export type MeasurementUnit = z.infer<typeof measurementUnit>

// ---- vendors -------------------------------------------------------------------------------------

const gstin = clearableText(15).refine(
  (value) => value == null || /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(value),
  'must be a 15-character GSTIN such as 07AAACR5055K1Z5',
)
export const createVendorBody = z.object({
  name: requiredText('Vendor name', 120),
  contact_person: clearableText(120),
  phone: clearableText(40),
  gstin,
  address: clearableText(500),
  is_active: flag.default(true),
})
export const updateVendorBody = z
  .object({ ...createVendorBody.shape, name: createVendorBody.shape.name.optional(), is_active: flag.optional() })
  .refine(hasAnyField, nothingToUpdate('name, contact_person, phone, gstin, address or is_active'))
export const vendor = z.object({
  _id: z.number(),
  name: z.string(),
  contact_person: z.string().nullable(),
  phone: z.string().nullable(),
  gstin: z.string().nullable(),
  address: z.string().nullable(),
  is_active: z.boolean(),
})
export type Vendor = z.infer<typeof vendor>

// ---- products ------------------------------------------------------------------------------------

export const createProductBody = z.object({
  code: productCode,
  name: requiredText('Product name', 120),
  category_id: idOf('category'),
  unit_id: idOf('measurement unit'),
  reorder_level: countedQuantity.default(0),
  vendor_id: idOf('vendor').nullish(),
  is_active: flag.default(true),
})
export const updateProductBody = z
  .object({
    name: createProductBody.shape.name.optional(),
    category_id: createProductBody.shape.category_id.optional(),
    reorder_level: countedQuantity.optional(),
    vendor_id: idOf('vendor').nullish(),
    is_active: flag.optional(),
  })
  .refine(hasAnyField, nothingToUpdate('name, category_id, reorder_level, vendor_id or is_active'))
export const stockAt = z.object({ location: z.string(), quantity: z.number(), unit: z.string() })
export const product = z.object({
  _id: z.number(),
  code: z.string(),
  name: z.string(),
  category_id: z.number(),
  category_name: z.string(),
  unit_id: z.number(),
  unit: z.string(),
  dimension: z.enum(stockDimensions),
  reorder_level: z.number(),
  vendor_id: z.number().nullable(),
  vendor_name: z.string().nullable(),
  is_active: z.boolean(),
  average_cost_paise: z.number(),
  stock: z.array(stockAt),
  total_quantity: z.number(),
  /** At or below its reorder level (over every location). */
  is_low: z.boolean(),
  value_paise: z.number(),
})
export type Product = z.infer<typeof product>
export const productListQuery = z.object({
  search: omitEmpty(text(60)),
  category_id: omitEmpty(id),
  isActive: omitEmpty(z.enum(['true', 'false'], { error: 'must be true or false' }).transform((value) => value === 'true')),
  low: omitEmpty(z.enum(['true'], { error: 'must be true' }).transform(() => true)),
})

// ---- stock moves ---------------------------------------------------------------------------------

export const stockMoveBody = z
  .object({
    product_code: productCode,
    type: z.enum(stockMoveTypes, { error: 'must be one of purchase, issue, transfer, wastage or adjustment' }),
    /** An adjustment's quantity is what was counted (0 allowed); the others' what moved. */
    quantity: countedQuantity,
    unit_id: idOf('measurement unit'),
    location: stockLocation.default('store'),
    /** A transfer's destination; an issue's too when it goes to a kitchen's stock. */
    to_location: stockLocation.optional(),
    vendor_id: idOf('vendor').nullish(),
    /** Per `unit_id` of what was bought. */
    unit_cost_paise: paise().optional(),
    reference: clearableText(100),
    note: clearableText(500),
  })
  .superRefine((move, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
    if (move.type !== 'adjustment' && move.quantity <= 0) issue('quantity', 'must be more than 0')
    if (move.type === 'purchase' && move.unit_cost_paise === undefined) issue('unit_cost_paise', 'is required for a purchase')
    if (move.type === 'transfer') {
      if (!move.to_location) issue('to_location', 'is required for a transfer')
      else if (move.to_location === move.location) issue('to_location', 'must be another location than location')
    } else if (move.to_location && move.type !== 'issue') issue('to_location', 'is only for a transfer or an issue to a kitchen')
    else if (move.to_location === move.location) issue('to_location', 'must be another location than location')
  })
export type StockMoveInput = z.output<typeof stockMoveBody>

export const stockMove = z.object({
  _id: z.number(),
  product_code: z.string(),
  type: z.string(),
  quantity: z.number(),
  unit: z.string(),
  location: z.string(),
  other_location: z.string().nullable(),
  balance: z.number(),
  unit_cost_paise: z.number(),
  average_cost_paise: z.number(),
  vendor_id: z.number().nullable(),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  order_item_id: z.number().nullable(),
  went_below_zero: z.boolean(),
  created_at: timestamp,
  created_by: z.string().nullable(),
})
export type StockMove = z.infer<typeof stockMove>

export const historyQuery = z
  .object({
    from: omitEmpty(clubDay),
    to: omitEmpty(clubDay),
    location: omitEmpty(stockLocation),
    page,
    limit: omitEmpty(
      z.coerce
        .number({ error: 'must be a number' })
        .int('must be a whole number')
        .min(1, 'must be 1 or more')
        .max(200, 'must be at most 200'),
    ),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['to'], message: 'must be on or after the first day' })
export const codeParam = z.object({ code: productCode })
export const idParam = z.object({ id })
export const pagination = z.object({ page: z.number(), limit: z.number(), total: z.number(), pages: z.number() })

const message = z.string()
const list = <S extends z.ZodType>(schema: S) => z.object({ result: z.array(schema) })

export const createInvCategory = endpoint({
  method: 'post',
  path: '/api/inv/createcategory',
  tag,
  summary: 'Adds a store category',
  audience: 'staff',
  body: createInvCategoryBody,
  responses: { 201: z.object({ message, category: invCategory }) },
})
export const updateInvCategory = endpoint({
  method: 'post',
  path: '/api/inv/updatecategory',
  tag,
  summary: 'Renames a store category (its _id in the body)',
  audience: 'staff',
  body: updateInvCategoryBody,
  responses: { 200: z.object({ message, category: invCategory }) },
})
export const listInvCategories = endpoint({
  method: 'get',
  path: '/api/inv/getcategory',
  tag,
  summary: 'The store categories, with how many products each holds',
  audience: 'staff',
  responses: { 200: z.object({ categories: z.array(invCategory) }) },
})
export const deleteInvCategory = endpoint({
  method: 'delete',
  path: '/api/inv/deletecategory/:id',
  tag,
  summary: 'Removes a category no product uses (409 naming them otherwise)',
  audience: 'staff',
  params: idParam,
  responses: { 200: z.object({ message, category: invCategory }) },
})

export const listUnits = endpoint({
  method: 'get',
  path: '/api/inv/measurement-units',
  tag,
  summary: 'The measurement units',
  audience: 'staff',
  responses: { 200: list(measurementUnit) },
})
export const createUnit = endpoint({
  method: 'post',
  path: '/api/inv/measurement-units',
  tag,
  summary: 'Adds a unit: its dimension and how many base units (g, ml, piece) one of it is',
  audience: 'staff',
  body: createUnitBody,
  responses: { 201: z.object({ message, data: measurementUnit }) },
})
export const updateUnit = endpoint({
  method: 'put',
  path: '/api/inv/measurement-units/:id',
  tag,
  summary: 'Changes a unit; the dimension and factor of a unit already used by a product or move stay',
  audience: 'staff',
  params: idParam,
  body: updateUnitBody,
  responses: { 200: z.object({ message, data: measurementUnit }) },
})
export const deleteUnit = endpoint({
  method: 'delete',
  path: '/api/inv/measurement-units/:id',
  tag,
  summary: 'Removes a unit nothing uses',
  audience: 'staff',
  params: idParam,
  responses: { 200: z.object({ message, data: measurementUnit }) },
})

export const listVendors = endpoint({
  method: 'get',
  path: '/api/inv/vendors',
  tag,
  summary: 'The vendors',
  audience: 'staff',
  responses: { 200: list(vendor) },
})
export const createVendor = endpoint({
  method: 'post',
  path: '/api/inv/vendors',
  tag,
  summary: 'Adds a vendor',
  audience: 'staff',
  body: createVendorBody,
  responses: { 201: z.object({ message, data: vendor }) },
})
export const updateVendor = endpoint({
  method: 'put',
  path: '/api/inv/vendors/:id',
  tag,
  summary: 'Changes a vendor, or switches it off (is_active false) (ADR 037)',
  audience: 'staff',
  params: idParam,
  body: updateVendorBody,
  responses: { 200: z.object({ message, data: vendor }) },
})

export const listProducts = endpoint({
  method: 'get',
  path: '/api/inv/products',
  tag,
  summary: 'The products with their stock per location, average cost, value and low-stock marker',
  audience: 'staff',
  query: productListQuery,
  responses: { 200: list(product) },
})
export const createProduct = endpoint({
  method: 'post',
  path: '/api/inv/products',
  tag,
  summary: 'Adds a product; its code is unique in any case',
  audience: 'staff',
  body: createProductBody,
  responses: { 201: z.object({ message, data: product }) },
})
export const updateProduct = endpoint({
  method: 'put',
  path: '/api/inv/products/:id',
  tag,
  summary: 'Changes a product, or switches it off (is_active false); its code and stock unit stay (ADR 037)',
  audience: 'staff',
  params: idParam,
  body: updateProductBody,
  responses: { 200: z.object({ message, data: product }) },
})

export const recordStockMove = endpoint({
  method: 'post',
  path: '/api/inv/inventory-transactions',
  tag,
  summary: 'Records a purchase, issue, transfer, wastage or count; answers the moves written',
  description:
    'The quantity is in unit_id, converted to the product’s stock unit (same dimension only, 400 otherwise). ' +
    'Stock may go below zero (ADR 037): each move says when it did (went_below_zero).',
  audience: 'staff',
  body: stockMoveBody,
  responses: { 201: z.object({ message, result: z.array(stockMove), below_zero: z.boolean() }) },
})
export const productHistory = endpoint({
  method: 'get',
  path: '/api/inv/inventory-transactions/history/:code',
  tag,
  summary: 'A product’s moves, newest first, with the balance after each, its stock and average cost',
  audience: 'staff',
  params: codeParam,
  query: historyQuery,
  responses: {
    200: z.object({
      result: z.array(stockMove),
      stock: z.array(stockAt),
      average_cost_paise: z.number(),
      product: product,
      pagination,
    }),
  },
})
export const stockLevels = endpoint({
  method: 'get',
  path: '/api/inv/stock-levels',
  tag,
  summary: 'Stock per product and location (one location with ?location=)',
  audience: 'staff',
  query: z.object({ location: omitEmpty(stockLocation) }),
  responses: {
    200: list(
      z.object({
        product_code: z.string(),
        name: z.string(),
        location: z.string(),
        quantity: z.number(),
        unit: z.string(),
        value_paise: z.number(),
      }),
    ),
  },
})
export const lowStock = endpoint({
  method: 'get',
  path: '/api/inv/low-stock',
  tag,
  summary: 'Active products at or below their reorder level',
  audience: 'staff',
  responses: { 200: list(product) },
})
export const stockValue = endpoint({
  method: 'get',
  path: '/api/inv/stock-value',
  tag,
  summary: 'The stock’s value at average cost, per location and in all',
  audience: 'staff',
  responses: { 200: z.object({ result: z.array(z.object({ location: z.string(), value_paise: z.number() })), total_paise: z.number() }) },
})

export const dishesWithoutRecipe = endpoint({
  method: 'get',
  path: '/api/inv/dishes-without-recipe',
  tag,
  summary: 'Dishes with no ingredients in their recipe, most served first: what they serve takes nothing from the store',
  audience: 'staff',
  responses: {
    200: list(z.object({ menu_item_id: z.number(), name: z.string(), restaurant_name: z.string(), served_count: z.number() })),
  },
})
