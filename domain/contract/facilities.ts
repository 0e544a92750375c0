import { z } from 'zod'
import { facilityKindValues } from '../facilities.js'
import { endpoint } from './endpoint.js'
import { publicReadPaths } from './public-reads.js'
import { clearableText, flag, id, requiredText, timestamp, wholeNumber } from './fields.js'
import { ownFileUrl } from './organisations.js'

/**
 * The club's facilities (spec 2 §7 "Facilities"; issue 19; ADR 026): guest rooms, halls, the card
 * room, the lawn. The spec's client reads the list with no token, and sends addfacility without one
 * too; writes need an office session with the Facilities grant here (ADR 026 says why).
 */
const tag = 'Facilities'

const facilityFields = {
  name: requiredText('Facility name', 120),
  kind: z.enum(facilityKindValues, { error: `must be one of ${facilityKindValues.join(', ')}` }),
  capacity: wholeNumber(1, 100_000).nullish(),
  description: clearableText(2000),
  images: z.array(ownFileUrl, { error: 'must be a list of uploaded images' }).max(12, 'must list at most 12 images'),
  is_visible: flag,
  sort_order: wholeNumber(0, 10_000),
}

export const createFacilityBody = z.object({
  ...facilityFields,
  capacity: facilityFields.capacity.transform((value) => value ?? null),
  description: facilityFields.description.transform((value) => value ?? null),
  images: facilityFields.images.default([]),
  is_visible: facilityFields.is_visible.default(true),
  sort_order: facilityFields.sort_order.default(0),
})

export const updateFacilityBody = z
  .object({
    name: facilityFields.name.optional(),
    kind: facilityFields.kind.optional(),
    capacity: facilityFields.capacity,
    description: facilityFields.description,
    images: facilityFields.images.optional(),
    is_visible: facilityFields.is_visible.optional(),
    sort_order: facilityFields.sort_order.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: 'Nothing to update: send at least one of name, kind, capacity, description, images, is_visible or sort_order.',
  })

export type CreateFacilityInput = z.output<typeof createFacilityBody>
export type UpdateFacilityInput = z.output<typeof updateFacilityBody>

export const facility = z.object({
  _id: z.number(),
  facility_id: z.number(),
  name: z.string(),
  kind: z.enum(facilityKindValues),
  capacity: z.number().nullable(),
  description: z.string().nullable(),
  images: z.array(z.string()),
  is_visible: z.boolean(),
  sort_order: z.number(),
  created_at: timestamp,
  updated_at: timestamp,
})
export type Facility = z.infer<typeof facility>

const oneFacility = z.object({ success: z.literal(true), message: z.string(), data: facility })

export const allFacilities = endpoint({
  method: 'get',
  path: publicReadPaths.facilities,
  tag,
  summary: 'The facilities: the ones shown on the public site, or every one for office staff with the Facilities grant',
  description: 'Sent without a token by the public site (spec 2 §7); with an office token that may view Facilities, hidden ones too.',
  audience: 'none',
  responses: { 200: z.object({ success: z.literal(true), data: z.array(facility) }) },
})

export const getFacility = endpoint({
  method: 'get',
  path: '/api/facility/:id',
  tag,
  summary: 'One facility (a hidden one only for office staff with the Facilities grant)',
  audience: 'none',
  params: z.object({ id }),
  responses: { 200: z.object({ success: z.literal(true), data: facility }) },
})

export const addFacility = endpoint({
  method: 'post',
  path: '/api/addfacility',
  tag,
  summary: 'Adds a facility',
  description:
    'The spec’s client sends this without a token; this server requires one with the Facilities create grant (ADR 026). A name already used is a 409.',
  audience: 'staff',
  body: createFacilityBody,
  responses: { 201: oneFacility },
})

export const updateFacility = endpoint({
  method: 'put',
  path: '/api/facility/:id',
  tag,
  summary: 'Changes a facility; fields left out stay as they are',
  audience: 'staff',
  params: z.object({ id }),
  body: updateFacilityBody,
  responses: { 200: oneFacility },
})
