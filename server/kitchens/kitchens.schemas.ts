import { z } from 'zod'
import { fields } from '../http/validate.js'
import { stationName } from '../restaurants/restaurants.schemas.js'

const optionalText = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value === '' ? null : value))

const minutes = z.number({ error: 'must be a number of minutes' }).int('must be a whole number of minutes').min(1, 'must be 1 or more').max(240, 'must be at most 240')

const stations = z
  .array(stationName, { error: 'must be a list of station names' })
  .max(12, 'must be at most 12 stations')
  .refine((list) => new Set(list).size === list.length, 'must not name a station twice')

const kitchenFields = {
  name: fields.requiredText('Kitchen name', 100),
  description: optionalText(500),
  location: optionalText(200),
  amber_after_minutes: minutes,
  red_after_minutes: minutes,
  stations,
  is_active: z.boolean({ error: 'must be true or false' }),
}

const redAfterAmber = {
  message: 'must be more than amber_after_minutes (a card turns amber first, then red)',
  path: ['red_after_minutes'],
}

/** Unknown fields (`kitchenId`, timestamps a form sends back) are dropped. */
export const createKitchenSchema = z
  .object({
    ...kitchenFields,
    amber_after_minutes: minutes.default(5),
    red_after_minutes: minutes.default(10),
    stations: stations.default([]),
    is_active: kitchenFields.is_active.default(true),
  })
  .refine((input) => input.red_after_minutes > input.amber_after_minutes, redAfterAmber)

export const updateKitchenSchema = z
  .object({
    ...kitchenFields,
    name: kitchenFields.name.optional(),
    amber_after_minutes: minutes.optional(),
    red_after_minutes: minutes.optional(),
    stations: stations.optional(),
    is_active: kitchenFields.is_active.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: 'Nothing to update: send at least one of name, description, location, amber_after_minutes, red_after_minutes, stations or is_active.',
  })

export type CreateKitchenInput = z.output<typeof createKitchenSchema>
export type UpdateKitchenInput = z.output<typeof updateKitchenSchema>

export const kitchenIdParam = z.object({ kitchenId: fields.id })
