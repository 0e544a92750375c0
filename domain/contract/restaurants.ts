import { z } from 'zod'
import { endpoint } from './endpoint.js'
import { clearableText, flag, id, idOf, paise, requiredText, text, timestamp, wholeNumber } from './fields.js'
import { stationName } from './kitchens.js'

/**
 * Restaurants, their menus, recipes and tables (spec 2 §7 "Restaurants"; ADR 022). '' and null clear
 * an optional text; a field left out is left alone on update. Unknown fields (the `_id` or timestamps
 * a form sends back with what it loaded) are dropped, so a form can send its record.
 */
const tag = 'Restaurants'

const hasAnyField = (input: Record<string, unknown>) => Object.values(input).some((value) => value !== undefined)
const nothingToUpdate = (names: string) => ({ message: `Nothing to update: send at least one of ${names}.` })

const restaurantFields = {
  name: requiredText('Restaurant name', 100),
  cuisine: clearableText(100),
  description: clearableText(2000),
  location: clearableText(200),
  kitchen_id: idOf('kitchen'),
  isOpen: flag,
  opening_hours: clearableText(200),
}

export const createRestaurantBody = z.object({ ...restaurantFields, isOpen: flag.default(true) })

export const updateRestaurantBody = z
  .object({
    ...restaurantFields,
    name: restaurantFields.name.optional(),
    kitchen_id: restaurantFields.kitchen_id.optional(),
    isOpen: flag.optional(),
  })
  .refine(hasAnyField, nothingToUpdate('name, cuisine, description, location, kitchen_id, isOpen or opening_hours'))

/** A dish's price: up to ₹10,00,000. */
const dishPrice = paise().max(100_000_000, 'must be at most 100000000 (₹10,00,000)')

const menuItemFields = {
  name: requiredText('Dish name', 120),
  description: clearableText(1000),
  /** Names from the menu categories' lists (spec 2 §7: label and value are both the name). */
  category: clearableText(60),
  food_type: clearableText(60),
  cuisine: clearableText(60),
  price_paise: dishPrice,
  is_veg: flag,
  spice_level: wholeNumber(0, 3).nullish(),
  tags: z.array(text(30).min(1, 'must not be empty'), { error: 'must be a list of words' }).max(10, 'must be at most 10 tags'),
  station: z.preprocess((value) => (value === '' ? null : value), stationName.nullish()),
  is_available: flag,
  sort_order: wholeNumber(0, 100_000),
}

export const createMenuItemBody = z.object({
  ...menuItemFields,
  restaurant_id: idOf('restaurant'),
  is_veg: flag.default(true),
  tags: menuItemFields.tags.default([]),
  is_available: flag.default(true),
  sort_order: menuItemFields.sort_order.optional(),
  recipe: clearableText(10_000),
})

export const updateMenuItemBody = z
  .object({
    ...menuItemFields,
    name: menuItemFields.name.optional(),
    price_paise: menuItemFields.price_paise.optional(),
    is_veg: flag.optional(),
    tags: menuItemFields.tags.optional(),
    is_available: flag.optional(),
    sort_order: menuItemFields.sort_order.optional(),
  })
  .refine(
    hasAnyField,
    nothingToUpdate(
      'name, description, category, food_type, cuisine, price_paise, is_veg, spice_level, tags, station, is_available or sort_order',
    ),
  )

/** One line of a recipe: a store product by its code, how much of it, in a unit of its dimension. */
export const recipeIngredientBody = z.object({
  product_code: z
    .string({ error: 'must be a product code' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9_-]{0,29}$/, 'must be a product code'),
  quantity: z.number({ error: 'must be a number' }).positive('must be more than 0').max(100_000, 'must be at most 100000'),
  unit_id: idOf('measurement unit'),
})

/**
 * A dish's recipe (issue 22): its ingredients, the portions they make, and the method as text.
 * `recipe` is the method's older name (a text-only recipe); a part left out stays as it was.
 */
export const recipeBody = z
  .object({
    ingredients: z
      .array(recipeIngredientBody, { error: 'must be a list of {product_code, quantity, unit_id}' })
      .max(60, 'must be at most 60 ingredients')
      .optional(),
    portions: wholeNumber(1, 1000).optional(),
    method: clearableText(10_000),
    recipe: requiredText('Recipe', 10_000).optional(),
  })
  .refine(hasAnyField, nothingToUpdate('ingredients, portions or method'))
export type RecipeInput = z.output<typeof recipeBody>

const tableFields = {
  label: requiredText('Table label', 20),
  seats: wholeNumber(1, 100),
  is_active: flag,
}

export const createTableBody = z.object({ ...tableFields, seats: tableFields.seats.default(4), is_active: flag.default(true) })

export const updateTableBody = z
  .object({ label: tableFields.label.optional(), seats: tableFields.seats.optional(), is_active: flag.optional() })
  .refine(hasAnyField, nothingToUpdate('label, seats or is_active'))

export const restaurantIdParam = z.object({ restaurantId: id })
export const menuItemIdParam = z.object({ menuItemId: id })
export const tableParams = z.object({ restaurantId: id, tableId: id })

export type CreateRestaurantInput = z.output<typeof createRestaurantBody>
export type UpdateRestaurantInput = z.output<typeof updateRestaurantBody>
export type CreateMenuItemInput = z.output<typeof createMenuItemBody>
export type UpdateMenuItemInput = z.output<typeof updateMenuItemBody>
export type CreateTableInput = z.output<typeof createTableBody>
export type UpdateTableInput = z.output<typeof updateTableBody>

// ---- answers ------------------------------------------------------------------------------------

/** A restaurant as the clients read it (spec 2 §3: `_id` is the same number as `restaurant_id`). */
export const restaurant = z.object({
  _id: z.number(),
  restaurant_id: z.number(),
  name: z.string(),
  cuisine: z.string().nullable(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  kitchen_id: z.number(),
  kitchen_name: z.string(),
  isOpen: z.boolean(),
  opening_hours: z.string().nullable(),
  menu_item_count: z.number(),
  /** Tables in use. */
  table_count: z.number(),
  created_at: timestamp,
  updated_at: timestamp,
})
export type Restaurant = z.infer<typeof restaurant>

/** A dish on a menu (spec 2 §3: `_id`); `menu_item_id` is the same number, as orders name it. */
export const menuItem = z.object({
  _id: z.number(),
  menu_item_id: z.number(),
  restaurant_id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  price_paise: z.number(),
  is_veg: z.boolean(),
  spice_level: z.number().nullable(),
  tags: z.array(z.string()),
  station: z.string().nullable(),
  is_available: z.boolean(),
  sort_order: z.number(),
  recipe: z.string().nullable(),
  food_type: z.string().nullable(),
  cuisine: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
})
export type MenuItem = z.infer<typeof menuItem>

export const recipeIngredient = z.object({
  product_code: z.string(),
  product_name: z.string(),
  quantity: z.number(),
  unit_id: z.number(),
  unit: z.string(),
  /** At the product's current average cost, for the whole recipe (all its portions). */
  cost_paise: z.number(),
})
export const recipe = z.object({
  _id: z.number(),
  menu_item_id: z.number(),
  name: z.string(),
  /** The method (kept under its older name too). */
  recipe: z.string().nullable(),
  method: z.string().nullable(),
  portions: z.number(),
  ingredients: z.array(recipeIngredient),
  price_paise: z.number(),
  /** One portion's ingredients at their current average cost. */
  food_cost_paise: z.number(),
  /** Food cost as a percentage of the price (null for a dish with no price). */
  food_cost_percent: z.number().nullable(),
})
export type Recipe = z.infer<typeof recipe>

/** A table (spec 2 §3: `_id`); `table_id` is the same number, as orders name it. */
export const diningTable = z.object({
  _id: z.number(),
  table_id: z.number(),
  restaurant_id: z.number(),
  label: z.string(),
  seats: z.number(),
  is_active: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
})
export type DiningTable = z.infer<typeof diningTable>

const answer = <S extends z.ZodType>(data: S) => z.object({ success: z.literal(true), message: z.string(), data })
const reading = <S extends z.ZodType>(data: S) => z.object({ success: z.literal(true), data })

// ---- restaurants -------------------------------------------------------------------------------------

export const restaurants = endpoint({
  method: 'get',
  path: '/api/facilities/restaurants',
  tag,
  summary: 'Every restaurant by name; a kitchen account gets those sending orders to its kitchen',
  audience: 'staff',
  responses: { 200: reading(z.array(restaurant)) },
})

export const createRestaurant = endpoint({
  method: 'post',
  path: '/api/facilities/restaurant',
  tag,
  summary: 'Adds a restaurant, cooked for by a working kitchen',
  description: 'A name already taken is a 409 naming the `name` field; an unknown or inactive kitchen a 400 naming `kitchen_id`.',
  audience: 'staff',
  body: createRestaurantBody,
  responses: { 201: answer(restaurant) },
})

export const restaurantDetail = endpoint({
  method: 'get',
  path: '/api/facilities/restaurant/:restaurantId',
  tag,
  summary: 'One restaurant',
  audience: 'staff',
  params: restaurantIdParam,
  responses: { 200: reading(restaurant) },
})

export const updateRestaurant = endpoint({
  method: 'put',
  path: '/api/facilities/restaurant/:restaurantId',
  tag,
  summary: 'Changes a restaurant’s details, its kitchen, or whether it is open for orders',
  audience: 'staff',
  params: restaurantIdParam,
  body: updateRestaurantBody,
  responses: { 200: answer(restaurant) },
})

// ---- menus and recipes -----------------------------------------------------------------------------

export const createMenuItem = endpoint({
  method: 'post',
  path: '/api/facilities/menu',
  tag,
  summary: 'Adds a dish to a restaurant’s menu',
  description:
    'A dish already on that menu is a 409 naming `name`; a station the kitchen does not have a 400 naming `station`; ' +
    'a category, food_type or cuisine that is not an active entry of its menu categories list a 400 naming that field (ADR 038).',
  audience: 'staff',
  body: createMenuItemBody,
  responses: { 201: answer(menuItem) },
})

export const restaurantMenu = endpoint({
  method: 'get',
  path: '/api/facilities/restaurant/:restaurantId/menu',
  tag,
  summary: 'A restaurant’s menu in its order',
  audience: 'staff',
  params: restaurantIdParam,
  responses: { 200: z.object({ success: z.literal(true), restaurant_id: z.number(), menuItems: z.array(menuItem) }) },
})

export const updateMenuItem = endpoint({
  method: 'put',
  path: '/api/menu/:menuItemId',
  tag,
  summary: 'Changes a dish: its details, price, station, place on the menu, or whether it is available',
  description:
    'A category, food_type or cuisine must be an active entry of its menu categories list (400 naming the field); ' +
    'the one the dish already has may stay after it was switched off (ADR 038).',
  audience: 'staff',
  params: menuItemIdParam,
  body: updateMenuItemBody,
  responses: { 200: answer(menuItem) },
})

export const saveRecipe = endpoint({
  method: 'post',
  path: '/api/menu/:menuItemId/recipe',
  tag,
  summary: 'Saves a dish’s recipe',
  audience: 'staff',
  params: menuItemIdParam,
  body: recipeBody,
  responses: { 200: answer(recipe) },
})

export const dishRecipe = endpoint({
  method: 'get',
  path: '/api/menu/:menuItemId/recipe',
  tag,
  summary: 'A dish’s recipe; a kitchen account reads those of its own kitchen’s dishes',
  audience: 'staff',
  params: menuItemIdParam,
  responses: { 200: reading(recipe) },
})

// ---- tables -------------------------------------------------------------------------------------------

export const restaurantTables = endpoint({
  method: 'get',
  path: '/api/facilities/restaurant/:restaurantId/tables',
  tag,
  summary: 'A restaurant’s tables in the order they were laid out, those out of use included',
  audience: 'staff',
  params: restaurantIdParam,
  responses: { 200: reading(z.array(diningTable)) },
})

export const addTable = endpoint({
  method: 'post',
  path: '/api/facilities/restaurant/:restaurantId/tables',
  tag,
  summary: 'Adds a table to a restaurant',
  description: 'A label the restaurant already has is a 409 naming `label`.',
  audience: 'staff',
  params: restaurantIdParam,
  body: createTableBody,
  responses: { 201: answer(diningTable) },
})

export const updateTable = endpoint({
  method: 'put',
  path: '/api/facilities/restaurant/:restaurantId/tables/:tableId',
  tag,
  summary: 'Changes a table’s label, seats, or whether it is in use',
  audience: 'staff',
  params: tableParams,
  body: updateTableBody,
  responses: { 200: answer(diningTable) },
})

export const deleteTable = endpoint({
  method: 'delete',
  path: '/api/facilities/restaurant/:restaurantId/tables/:tableId',
  tag,
  summary: 'Deletes a table; one that orders name is taken out of use instead (`isDeleted: false`)',
  audience: 'staff',
  params: tableParams,
  responses: { 200: answer(diningTable).extend({ isDeleted: z.boolean() }) },
})
