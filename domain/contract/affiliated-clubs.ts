import { z } from 'zod'
import { CLUB_PHONE_RULE, isClubPhone } from '../club-phone.js'
import { endpoint } from './endpoint.js'
import { publicReadPaths } from './public-reads.js'
import { clearableText, flag, id, requiredText, timestamp, wholeNumber } from './fields.js'

/** The affiliated clubs directory (spec 1 §§2, 3, 6, 7 "Affiliated clubs"; ADR 006). */
const tag = 'Affiliated clubs'

const isEmail = (value: string) => z.email().safeParse(value).success

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')
  } catch {
    return false
  }
}

/**
 * '' and null both clear an optional field; a missing field is left as it is on update and empty
 * on create. Unknown fields (the `_id`, `status` or timestamps a form sends back with the club it
 * loaded) are dropped rather than refused, so the office form can send the record it edited.
 */
const clubFields = {
  sr_no: wholeNumber(1, 100_000),
  name: requiredText('Club name', 200),
  contact: clearableText(200),
  contact_position: clearableText(100),
  address: clearableText(500),
  phone: clearableText(40).refine((value) => value == null || isClubPhone(value), CLUB_PHONE_RULE),
  email: clearableText(200).refine((value) => value == null || isEmail(value), 'must be a valid e-mail address, e.g. secretary@club.in'),
  website: clearableText(300).refine(
    (value) => value == null || isWebAddress(value),
    'must be a web address starting with http:// or https:// (or left empty)',
  ),
  facility: clearableText(500),
  description: clearableText(2000),
  is_active: flag,
}

export const createClubBody = z.object({
  ...clubFields,
  sr_no: clubFields.sr_no.optional(),
  is_active: clubFields.is_active.default(true),
})

export const updateClubBody = z
  .object({
    ...clubFields,
    sr_no: clubFields.sr_no.optional(),
    name: clubFields.name.optional(),
    is_active: clubFields.is_active.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message:
      'Nothing to update: send at least one of name, sr_no, contact, contact_position, address, phone, email, website, facility, description or is_active.',
  })

export type CreateClubInput = z.output<typeof createClubBody>
export type UpdateClubInput = z.output<typeof updateClubBody>

export const clubIdParam = z.object({ id })

/** A directory row as the public page and its CSV read it; `_id` is the name the client uses. */
export const affiliatedClub = z.object({
  _id: z.number(),
  sr_no: z.number(),
  name: z.string(),
  contact: z.string().nullable(),
  contact_position: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  facility: z.string().nullable(),
  description: z.string().nullable(),
})
export type AffiliatedClub = z.infer<typeof affiliatedClub>

/** The office's view adds the flag (and its word, for a status badge) and the timestamps. */
export const adminAffiliatedClub = affiliatedClub.extend({
  club_id: z.number(),
  is_active: z.boolean(),
  status: z.enum(['active', 'inactive']),
  created_at: timestamp,
  updated_at: timestamp,
})
export type AdminAffiliatedClub = z.infer<typeof adminAffiliatedClub>

const clubAnswer = z.object({ message: z.string(), data: adminAffiliatedClub })

export const publicAffiliatedClubs = endpoint({
  method: 'get',
  path: publicReadPaths.affiliatedClubs,
  tag,
  summary: 'The active affiliated clubs, in directory order, for the public page',
  audience: 'none',
  responses: { 200: z.object({ data: z.array(affiliatedClub) }) },
})

export const adminAffiliatedClubs = endpoint({
  method: 'get',
  path: '/api/affiliated-clubs/admin',
  tag,
  summary: 'Every affiliated club, lapsed ones too, with its status',
  audience: 'staff',
  responses: { 200: z.object({ data: z.array(adminAffiliatedClub) }) },
})

export const createAffiliatedClub = endpoint({
  method: 'post',
  path: '/api/affiliated-clubs/admin',
  tag,
  summary: 'Adds a club to the directory; without a Sr. No it takes the next one',
  description: 'A name already in the directory, in any case and even if lapsed, is a 409.',
  audience: 'staff',
  body: createClubBody,
  responses: { 201: clubAnswer },
})

export const updateAffiliatedClub = endpoint({
  method: 'put',
  path: '/api/affiliated-clubs/admin/:id',
  tag,
  summary: 'Changes a club’s entry; fields left out stay as they are, empty ones are cleared',
  description: 'Another club’s name is a 409.',
  audience: 'staff',
  params: clubIdParam,
  body: updateClubBody,
  responses: { 200: clubAnswer },
})

export const deleteAffiliatedClub = endpoint({
  method: 'delete',
  path: '/api/affiliated-clubs/admin/:id',
  tag,
  summary: 'Removes a club from the directory (toggle-status hides it for a while instead)',
  audience: 'staff',
  params: clubIdParam,
  responses: { 200: clubAnswer },
})

export const toggleAffiliatedClub = endpoint({
  method: 'patch',
  path: '/api/affiliated-clubs/admin/:id/toggle-status',
  tag,
  summary: 'Hides a club from the public page, or shows it again',
  audience: 'staff',
  params: clubIdParam,
  responses: { 200: clubAnswer },
})
