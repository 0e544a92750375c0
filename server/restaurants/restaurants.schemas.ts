import { z } from 'zod'
import { stationName } from '../../domain/contract/kitchens.js'
import { fields } from '../http/validate.js'

/**
 * Bodies of the restaurant, menu and table calls (spec 2 §7 "Restaurants"; ADR 010). '' and null
 * clear an optional text; a field left out is left alone on update. Unknown fields (the `_id` or
 * timestamps a form sends back with what it loaded) are dropped, so a form can send its record.
 */
const optionalText = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value === '' ? null : value))

const flag = z.boolean({ error: 'must be true or false' })
const wholeNumber = (min: number, max: number) =>
  z.number({ error: 'must be a number' }).int('must be a whole number').min(min, `must be ${min} or more`).max(max, `must be at most ${max}`)
const hasAnyField = (input: Record<string, unknown>) => Object.values(input).some((value) => value !== undefined)
const nothingToUpdate = (names: string) => ({ message: `Nothing to update: send at least one of ${names}.` })

const restaurantFields = {
  name: fields.requiredText('Restaurant name', 100),
  cuisine: optionalText(100),
  description: optionalText(2000),
  location: optionalText(200),
  kitchen_id: z.number({ error: 'must be the id of a kitchen' }).int('must be a whole number').positive('must be positive'),
  isOpen: flag,
  opening_hours: optionalText(200),
}

export const createRestaurantSchema = z.object({ ...restaurantFields, isOpen: flag.default(true) })

export const updateRestaurantSchema = z
  .object({
    ...restaurantFields,
    name: restaurantFields.name.optional(),
    kitchen_id: restaurantFields.kitchen_id.optional(),
    isOpen: flag.optional(),
  })
  .refine(hasAnyField, nothingToUpdate('name, cuisine, description, location, kitchen_id, isOpen or opening_hours'))

const menuItemFields = {
  name: fields.requiredText('Dish name', 120),
  description: optionalText(1000),
  category: optionalText(60),
  price_paise: wholeNumber(0, 100_000_000),
  is_veg: flag,
  spice_level: wholeNumber(0, 3).nullish(),
  tags: z.array(z.string({ error: 'must be text' }).trim().min(1, 'must not be empty').max(30, 'must be at most 30 characters'), { error: 'must be a list of words' }).max(10, 'must be at most 10 tags'),
  station: z.preprocess((value) => (value === '' ? null : value), stationName.nullish()),
  is_available: flag,
  sort_order: wholeNumber(0, 100_000),
}

export const createMenuItemSchema = z.object({
  ...menuItemFields,
  restaurant_id: z.number({ error: 'must be the id of a restaurant' }).int('must be a whole number').positive('must be positive'),
  is_veg: flag.default(true),
  tags: menuItemFields.tags.default([]),
  is_available: flag.default(true),
  sort_order: menuItemFields.sort_order.optional(),
  recipe: optionalText(10_000),
})

export const updateMenuItemSchema = z
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
    nothingToUpdate('name, description, category, price_paise, is_veg, spice_level, tags, station, is_available or sort_order'),
  )

export const recipeSchema = z.object({ recipe: fields.requiredText('Recipe', 10_000) })

const tableFields = {
  label: fields.requiredText('Table label', 20),
  seats: wholeNumber(1, 100),
  is_active: flag,
}

export const createTableSchema = z.object({ ...tableFields, seats: tableFields.seats.default(4), is_active: flag.default(true) })

export const updateTableSchema = z
  .object({ label: tableFields.label.optional(), seats: tableFields.seats.optional(), is_active: flag.optional() })
  .refine(hasAnyField, nothingToUpdate('label, seats or is_active'))

export const restaurantIdParam = z.object({ restaurantId: fields.id })
export const menuItemIdParam = z.object({ menuItemId: fields.id })
export const tableParams = z.object({ restaurantId: fields.id, tableId: fields.id })

export type CreateRestaurantInput = z.output<typeof createRestaurantSchema>
export type UpdateRestaurantInput = z.output<typeof updateRestaurantSchema>
export type CreateMenuItemInput = z.output<typeof createMenuItemSchema>
export type UpdateMenuItemInput = z.output<typeof updateMenuItemSchema>
export type CreateTableInput = z.output<typeof createTableSchema>
export type UpdateTableInput = z.output<typeof updateTableSchema>
