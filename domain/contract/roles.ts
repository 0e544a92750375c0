import { z } from 'zod'
import { endpoint, errorBody } from './endpoint.js'
import { clearableText, flag, id, requiredText, text, timestamp, wholeNumber } from './fields.js'

/**
 * Roles, back-office areas (menus) and access control (spec 2 §§6, 7 "Menus and roles"; ADR 004).
 * Reads are for staff whose role may view 'roles'; every change is for admins.
 */
const tag = 'Roles and menus'

const granted = flag.default(false)

/**
 * One area's grant. Strict, so a misspelt flag (`can_view`, `read`) is a 400 rather than a grant
 * of nothing that looks like success. Missing flags are false.
 */
export const accessEntry = z
  .strictObject(
    {
      key: text(60).min(1, 'must not be empty').optional(),
      menu_id: id.optional(),
      view: granted,
      create: granted,
      edit: granted,
      delete: granted,
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
export type AccessEntry = z.output<typeof accessEntry>

const accessList = z.array(accessEntry, { error: 'must be a list of areas' }).max(500, 'lists too many areas')

const roleName = requiredText('Role name', 60)

export const createRoleBody = z.object({
  name: roleName,
  description: clearableText(500),
  permissions: accessList.optional(),
})

export const updateRoleBody = z
  .object({
    name: roleName.optional(),
    description: clearableText(500),
    permissions: accessList.optional(),
  })
  .refine((input) => input.name !== undefined || input.description !== undefined || input.permissions !== undefined, {
    message: 'Nothing to update: send name, description or permissions.',
  })
export type UpdateRoleInput = z.output<typeof updateRoleBody>

export const accessUpdateBody = z.object({
  role_id: id,
  access: accessList.min(1, 'list at least one area'),
})

export const roleIdParam = z.object({ id })

export const menuByRoleBody = z.object({ role_id: id.nullish() })

export const createMenuBody = z.object({
  key: requiredText('Key', 60).regex(
    /^[a-z][a-z0-9-]*$/,
    "must be lowercase letters, digits and hyphens, starting with a letter (e.g. 'guest-rooms')",
  ),
  title: requiredText('Title', 100),
  path: requiredText('Path', 200).regex(/^\/\S*$/, 'must start with / and contain no spaces (e.g. /dashboard/guest-rooms)'),
  icon: clearableText(60),
  parent_key: clearableText(60),
  sort_order: wholeNumber(0, 1_000_000).optional(),
})
export type CreateMenuInput = z.output<typeof createMenuBody>

// ---- answers ------------------------------------------------------------------------------------

const flags = { view: z.boolean(), create: z.boolean(), edit: z.boolean(), delete: z.boolean() }

export const role = z.object({
  role_id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  /** A role the apps rely on (Admin, Kitchen, Member...): never renamed or deleted. */
  is_system: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
})
export type Role = z.infer<typeof role>

/** One area in a role's access listing, with the role's flags there. */
export const accessRow = z.object({ menu_id: z.number(), key: z.string(), title: z.string(), path: z.string(), ...flags })
export type AccessRow = z.infer<typeof accessRow>

/** A role with its holders and its flags on every area (getrole/:id, createrole, updaterole). */
export const roleDetail = role.extend({ user_count: z.number(), access: z.array(accessRow) })
export type RoleDetail = z.infer<typeof roleDetail>

export const roleWithAccess = z.object({ role, access: z.array(accessRow) })

/** A back-office area. */
export const menu = z.object({
  menu_id: z.number(),
  key: z.string(),
  title: z.string(),
  path: z.string(),
  icon: z.string().nullable(),
  parent_key: z.string().nullable(),
  sort_order: z.number(),
})
export type Menu = z.infer<typeof menu>

/** One area a role may open, with what it may do there: what the office shell and the member app draw. */
export const menuWithAccess = z.object({
  menu_id: z.number(),
  key: z.string(),
  title: z.string(),
  path: z.string(),
  icon: z.string().nullable(),
  sort_order: z.number(),
  access: z.object(flags),
})
export type MenuWithAccess = z.infer<typeof menuWithAccess>

const changed = <S extends z.ZodType>(result: S) => z.object({ message: z.string(), result })

// ---- roles ----------------------------------------------------------------------------------------------

export const roles = endpoint({
  method: 'get',
  path: '/api/getrole',
  tag,
  summary: 'Every role with how many accounts hold it',
  audience: 'staff',
  responses: { 200: z.object({ result: z.array(role.extend({ user_count: z.number() })) }) },
})

export const roleById = endpoint({
  method: 'get',
  path: '/api/getrole/:id',
  tag,
  summary: 'One role, its holders’ count and its flags on every area',
  audience: 'staff',
  params: roleIdParam,
  responses: { 200: z.object({ result: roleDetail }) },
})

export const roleAccess = endpoint({
  method: 'get',
  path: '/api/getroleaccess/:id',
  tag,
  summary: 'One role and its flags on every area: the access matrix',
  audience: 'staff',
  params: roleIdParam,
  responses: { 200: z.object({ result: roleWithAccess }) },
})

export const roleSummaries = endpoint({
  method: 'get',
  path: '/api/getrolesummary',
  tag,
  summary: 'Every role with how many accounts hold it and how many areas it may open',
  audience: 'staff',
  responses: {
    200: z.object({
      result: z.array(
        z.object({ role_id: z.number(), name: z.string(), user_count: z.number(), areas_count: z.number(), is_system: z.boolean() }),
      ),
    }),
  },
})

export const createRole = endpoint({
  method: 'post',
  path: '/api/createrole',
  tag,
  summary: 'Adds a role, with the areas it may open (`permissions`)',
  description: 'A name already taken is a 409; an unknown or repeated area a 400 naming the entry.',
  audience: 'staff',
  body: createRoleBody,
  responses: { 201: changed(roleDetail) },
})

export const updateRole = endpoint({
  method: 'put',
  path: '/api/updaterole/:id',
  tag,
  summary: 'Renames a role, changes its description, or replaces its access (`permissions`: areas not listed are revoked)',
  description:
    'A system role cannot be renamed; Admin’s access cannot be reduced, and kitchen and member roles cannot be given back-office areas (409).',
  audience: 'staff',
  params: roleIdParam,
  body: updateRoleBody,
  responses: { 200: changed(roleDetail) },
})

export const deleteRole = endpoint({
  method: 'delete',
  path: '/api/deleterole/:id',
  tag,
  summary: 'Deletes a role nobody holds',
  description: 'A system role, or one still held, is a 409 (with `user_count` for the latter).',
  audience: 'staff',
  params: roleIdParam,
  responses: {
    200: changed(z.object({ role_id: z.number(), name: z.string() })),
    409: errorBody.extend({ user_count: z.number().optional() }),
  },
})

export const updateAccess = endpoint({
  method: 'post',
  path: '/api/accesscontrol/update',
  tag,
  summary: 'Sets a role’s flags on the listed areas, leaving the others as they are',
  audience: 'staff',
  body: accessUpdateBody,
  responses: { 200: changed(roleWithAccess) },
})

// ---- menus -----------------------------------------------------------------------------------------------

export const allMenus = endpoint({
  method: 'get',
  path: '/api/getallmenu',
  tag,
  summary: 'Every back-office area, in the order the office shows them',
  audience: 'staff',
  responses: { 200: z.object({ result: z.array(menu) }) },
})

export const createMenu = endpoint({
  method: 'post',
  path: '/api/createmenu',
  tag,
  summary: 'Adds a back-office area; nobody but Admin may open it until access is granted',
  description: 'A key already taken is a 409; an unknown `parent_key` a 400.',
  audience: 'staff',
  body: createMenuBody,
  responses: { 201: changed(menu) },
})

const menuAnswer = z.object({ result: z.array(menuWithAccess) })

export const staffMenu = endpoint({
  method: 'post',
  path: '/api/getmenubyrole',
  tag,
  summary: 'The areas the signed-in staff member’s role may open, with what it may do there',
  description: 'Leave out `role_id` or send your own; only an administrator may load another role’s menu.',
  audience: 'staff',
  body: menuByRoleBody,
  responses: { 200: menuAnswer },
})

export const adminMenu = endpoint({
  method: 'post',
  path: '/api/admin/getmenubyrole',
  tag,
  summary: 'The same, where the office asks when the session’s role is Admin (1): for administrators only',
  audience: 'staff',
  body: menuByRoleBody,
  responses: { 200: menuAnswer },
})

export const memberMenu = endpoint({
  method: 'post',
  path: '/member/api/getmenubyrole',
  tag,
  summary: 'The member app’s sections, the same for every member (role 16)',
  audience: 'member',
  body: menuByRoleBody,
  responses: { 200: menuAnswer },
})
