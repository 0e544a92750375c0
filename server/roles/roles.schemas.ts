import { z } from 'zod'
import { fields } from '../http/validate.js'

const flag = z.boolean({ error: 'must be true or false' }).default(false)

/** '' and null both clear an optional text; undefined leaves it as it is. */
const optionalText = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value === '' ? null : value))

/**
 * One area's grant. Strict, so a misspelt flag (`can_view`, `read`) is a 400 rather than a grant
 * of nothing that looks like success. Missing flags are false.
 */
export const accessEntrySchema = z
  .strictObject(
    {
      key: z.string({ error: 'must be text' }).trim().min(1, 'must not be empty').optional(),
      menu_id: fields.id.optional(),
      view: flag,
      create: flag,
      edit: flag,
      delete: flag,
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `unknown field ${issue.keys.map((name) => `'${name}'`).join(', ')}: an area takes key (or menu_id), view, create, edit and delete`
          : 'each area must be an object such as {"key": "members", "view": true}',
    },
  )
  .refine((entry) => entry.key !== undefined || entry.menu_id !== undefined, {
    message: 'name the area with key (or menu_id)',
    path: ['key'],
  })

export type AccessEntry = z.output<typeof accessEntrySchema>

const accessList = z.array(accessEntrySchema, { error: 'must be a list of areas' }).max(500, 'lists too many areas')

const roleName = fields.requiredText('Role name', 60)

export const createRoleSchema = z.object({
  name: roleName,
  description: optionalText(500),
  permissions: accessList.optional(),
})

export const updateRoleSchema = z
  .object({
    name: roleName.optional(),
    description: optionalText(500),
    permissions: accessList.optional(),
  })
  .refine((input) => input.name !== undefined || input.description !== undefined || input.permissions !== undefined, {
    message: 'Nothing to update: send name, description or permissions.',
  })

export const accessUpdateSchema = z.object({
  role_id: fields.id,
  access: accessList.min(1, 'list at least one area'),
})

export const roleIdParam = z.object({ id: fields.id })

export const menuByRoleSchema = z.object({ role_id: fields.id.nullish() })

export const createMenuSchema = z.object({
  key: z
    .string({ error: 'Key is required' })
    .trim()
    .min(1, 'Key is required')
    .max(60, 'must be at most 60 characters')
    .regex(/^[a-z][a-z0-9-]*$/, "must be lowercase letters, digits and hyphens, starting with a letter (e.g. 'guest-rooms')"),
  title: fields.requiredText('Title', 100),
  path: z
    .string({ error: 'Path is required' })
    .trim()
    .min(1, 'Path is required')
    .max(200, 'must be at most 200 characters')
    .regex(/^\/\S*$/, 'must start with / and contain no spaces (e.g. /dashboard/guest-rooms)'),
  icon: optionalText(60),
  parent_key: optionalText(60),
  sort_order: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(1_000_000, 'must be at most 1000000')
    .optional(),
})
