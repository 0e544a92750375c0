import { z } from 'zod'
import { kitchenStatuses, orderTargets } from '../../domain/kitchen-orders.js'
import { fields } from '../http/validate.js'

const optionalText = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value === '' ? null : value))

const idOf = (what: string) => z.number({ error: `must be the id of a ${what}` }).int('must be a whole number').positive('must be positive')

/** What a steward sends (ADR 010): `menu_item_id` is the menu item's `_id`. */
export const placeOrderSchema = z.object({
  restaurant_id: idOf('restaurant'),
  table_id: idOf('table').nullish(),
  member_id: z
    .string({ error: 'must be a membership number such as M1001' })
    .trim()
    .max(20, 'must be at most 20 characters')
    .nullish()
    .transform((value) => (value === '' ? null : value)),
  notes: optionalText(500),
  allergy_notes: optionalText(500),
  items: z
    .array(
      z.object({
        menu_item_id: idOf('menu item'),
        quantity: z.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be 1 or more').max(99, 'must be at most 99'),
        notes: optionalText(200),
        allergy_notes: optionalText(200),
      }),
      { error: 'must be a list of dishes' },
    )
    .min(1, 'must list at least one dish')
    .max(60, 'must list at most 60 dishes'),
})
export type PlaceOrderInput = z.output<typeof placeOrderSchema>

const statusWords = (words: readonly string[]) => `must be one of ${words.join(', ')}`
export const itemStatusSchema = z.object({ status: z.enum(kitchenStatuses, { error: statusWords(kitchenStatuses) }) })
export const orderStatusSchema = z.object({ status: z.enum(orderTargets, { error: statusWords(orderTargets) }) })

export const orderIdParam = z.object({ orderId: fields.id })
export const orderItemParams = z.object({ orderId: fields.id, itemId: fields.id })
