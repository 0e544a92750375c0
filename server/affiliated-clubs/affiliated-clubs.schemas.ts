import { z } from 'zod'
import { fields } from '../http/validate.js'
import { CLUB_PHONE_RULE, isClubPhone } from '../../domain/club-phone.js'

/**
 * '' and null both clear an optional field; a missing field is left as it is on update and empty
 * on create. Unknown fields (the `_id`, `status` or timestamps a form sends back with the club it
 * loaded) are dropped rather than refused, so the admin form can send the record it edited.
 */
const optionalText = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value === '' ? null : value))

const isEmail = (value: string) => z.email().safeParse(value).success

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')
  } catch {
    return false
  }
}

const clubFields = {
  sr_no: z.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be 1 or more').max(100_000, 'must be at most 100000'),
  name: fields.requiredText('Club name', 200),
  contact: optionalText(200),
  contact_position: optionalText(100),
  address: optionalText(500),
  phone: optionalText(40).refine((value) => value == null || isClubPhone(value), CLUB_PHONE_RULE),
  email: optionalText(200).refine((value) => value == null || isEmail(value), 'must be a valid e-mail address, e.g. secretary@club.in'),
  website: optionalText(300).refine(
    (value) => value == null || isWebAddress(value),
    'must be a web address starting with http:// or https:// (or left empty)',
  ),
  facility: optionalText(500),
  description: optionalText(2000),
  is_active: z.boolean({ error: 'must be true or false' }),
}

export const createClubSchema = z.object({
  ...clubFields,
  sr_no: clubFields.sr_no.optional(),
  is_active: clubFields.is_active.default(true),
})

export const updateClubSchema = z
  .object({ ...clubFields, sr_no: clubFields.sr_no.optional(), name: clubFields.name.optional(), is_active: clubFields.is_active.optional() })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: 'Nothing to update: send at least one of name, sr_no, contact, contact_position, address, phone, email, website, facility, description or is_active.',
  })

export type CreateClubInput = z.output<typeof createClubSchema>
export type UpdateClubInput = z.output<typeof updateClubSchema>

export const clubIdParam = z.object({ id: fields.id })
