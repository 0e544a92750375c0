import { z } from 'zod'
import { CLUB_PHONE_RULE, isClubPhone } from '../club-phone.js'
import { endpoint } from './endpoint.js'
import { publicReadPaths } from './public-reads.js'
import { clearableText, id, requiredText, text, timestamp } from './fields.js'

/** The club's own profile (spec 2 §7 "Organisations and users"; issue 19; ADR 026). */
const tag = 'Organisations'

const isEmail = (value: string) => z.email().safeParse(value).success

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')
  } catch {
    return false
  }
}

/** An uploaded file's address (`/uploads/...`) or a picture of the site (`/images/...`), never another site's. */
export const ownFileUrl = text(300).refine(
  (value) => /^\/(uploads|api\/utility\/file|images|icons)\/[A-Za-z0-9._/-]+$/.test(value) && !value.includes('..'),
  'must be the address of an uploaded file, such as /uploads/organisation/… (upload it first)',
)

const WEB_RULE = 'must be a web address starting with http:// or https://'

/** A GSTIN is 15 characters: state code, PAN, entity number, Z, check character. */
const GSTIN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/

export const organisationFields = z.object({
  name: requiredText('Club name', 200),
  address_line: requiredText('Address', 300),
  locality: requiredText('Locality', 120),
  city: requiredText('City', 120),
  state: requiredText('State', 120),
  pin_code: z
    .string({ error: 'PIN code is required' })
    .trim()
    .regex(/^[1-9]\d{5}$/, 'PIN code must be 6 digits, such as 110025'),
  phones: z
    .array(text(40).refine(isClubPhone, CLUB_PHONE_RULE), { error: 'must be a list of phone numbers' })
    .max(5, 'must list at most 5 phone numbers')
    .default([]),
  email: clearableText(200).refine((value) => value == null || isEmail(value), 'must be a valid e-mail address, e.g. office@club.in'),
  website: clearableText(300).refine((value) => value == null || isWebAddress(value), `${WEB_RULE} (or left empty)`),
  president_name: clearableText(120),
  president_title: clearableText(120),
  chat_number: clearableText(20).refine(
    (value) => value == null || /^\d{10,15}$/.test(value),
    'must be digits only with the country code, such as 919810012345',
  ),
  gstin: clearableText(15)
    .transform((value) => value?.toUpperCase() ?? value)
    .refine((value) => value == null || GSTIN.test(value), 'must be a 15-character GSTIN, such as 07AAACN1234F1Z5'),
  logo_url: ownFileUrl.nullish().transform((value) => value ?? null),
  social_links: z
    .array(z.object({ label: requiredText('Label', 40), url: text(300).refine(isWebAddress, WEB_RULE) }), {
      error: 'must be a list of links',
    })
    .max(8, 'must list at most 8 links')
    .default([]),
})
export type OrganisationInput = z.output<typeof organisationFields>

export const organisation = z.object({
  _id: z.number(),
  organisation_id: z.number(),
  name: z.string(),
  address_line: z.string(),
  locality: z.string(),
  city: z.string(),
  state: z.string(),
  pin_code: z.string(),
  phones: z.array(z.string()),
  email: z.string().nullable(),
  website: z.string().nullable(),
  president_name: z.string().nullable(),
  president_title: z.string().nullable(),
  chat_number: z.string().nullable(),
  gstin: z.string().nullable(),
  logo_url: z.string().nullable(),
  social_links: z.array(z.object({ label: z.string(), url: z.string() })),
  updated_at: timestamp,
})
export type Organisation = z.infer<typeof organisation>

export const listOrganisations = endpoint({
  method: 'get',
  path: '/api/organisations',
  tag,
  summary: 'The club’s profile (one organisation), as the office edits it',
  audience: 'staff',
  responses: { 200: z.object({ result: z.array(organisation) }) },
})

export const updateOrganisation = endpoint({
  method: 'post',
  path: '/api/organisations/:id',
  tag,
  summary: 'Changes the club’s profile: every field is sent; empty optional ones are cleared',
  description: 'The public site (contact page, footer, JSON-LD) and every PDF read it from the next request on.',
  audience: 'staff',
  params: z.object({ id }),
  body: organisationFields,
  responses: { 200: z.object({ message: z.string(), result: organisation }) },
})

export const publicClubProfile = endpoint({
  method: 'get',
  path: publicReadPaths.clubProfile,
  tag,
  summary: 'The club’s profile as the public site shows it',
  audience: 'none',
  responses: { 200: z.object({ data: organisation }) },
})
