import { z } from 'zod'
import { KITCHEN_ROLE_ID, MEMBER_ROLE_ID } from '../roles.js'
import { endpoint, errorBody } from './endpoint.js'
import {
  emailAddress,
  flag,
  flagText,
  id,
  idOf,
  mobileNumber,
  omitEmpty,
  requiredText,
  text,
  timestamp,
  wholeNumberText,
} from './fields.js'
import { accountId, newPassword, otpCode } from './password-reset.js'

/**
 * Staff accounts (spec 2 §§6, 7 "Organisations and users"; ADR 025): the office's list, a new
 * account (made without a password), its details, its status and its password, and the
 * registration by WhatsApp code through which a new person sets their own password.
 */
const tag = 'Staff (users)'

/** Blank text is the same as none: a form's empty field clears the value. */
const blankIsNull = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema.nullish())

export const username = z
  .string({ error: 'must be text' })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9._-]{3,40}$/, 'must be 3 to 40 letters, digits, dots, dashes or underscores')

const email = z.string({ error: 'must be an e-mail address' }).trim().toLowerCase().pipe(emailAddress)

const details = {
  name: requiredText('Name', 100),
  email: blankIsNull(email),
  username: blankIsNull(username),
  mobile: blankIsNull(mobileNumber),
  role_id: idOf('role'),
  kitchen_id: blankIsNull(idOf('kitchen')),
}

const KITCHEN_NEEDED = 'A kitchen account must name its kitchen'
const KITCHEN_ONLY = 'only kitchen accounts (role Kitchen) work in a kitchen; leave it empty'
const NOT_FOR_MEMBERS = 'members are not staff accounts: add them under Members'
const SIGN_IN_NAME_NEEDED = 'Give an e-mail address or a username: the person signs in with one of them'

/** A new staff account. It has no password until its person registers (or the office sets one). */
export const createUserBody = z.object(details).superRefine((input, context) => {
  if (!input.email && !input.username) context.addIssue({ code: 'custom', path: ['email'], message: SIGN_IN_NAME_NEEDED })
  if (input.role_id === MEMBER_ROLE_ID) context.addIssue({ code: 'custom', path: ['role_id'], message: NOT_FOR_MEMBERS })
  if (input.role_id === KITCHEN_ROLE_ID && !input.kitchen_id) {
    context.addIssue({ code: 'custom', path: ['kitchen_id'], message: KITCHEN_NEEDED })
  }
  if (input.role_id !== KITCHEN_ROLE_ID && input.kitchen_id)
    context.addIssue({ code: 'custom', path: ['kitchen_id'], message: KITCHEN_ONLY })
})
export type CreateUserInput = z.output<typeof createUserBody>

/** A change of details: what is left out stays; email, username, mobile and kitchen_id may be cleared (null). */
export const updateUserBody = z
  .object({
    name: details.name.optional(),
    email: details.email,
    username: details.username,
    mobile: details.mobile,
    role_id: details.role_id.optional(),
    kitchen_id: details.kitchen_id,
  })
  .superRefine((input, context) => {
    if (Object.values(input).every((value) => value === undefined)) {
      context.addIssue({ code: 'custom', message: 'Nothing to update: send name, email, username, mobile, role_id or kitchen_id.' })
    }
    if (input.role_id === MEMBER_ROLE_ID) context.addIssue({ code: 'custom', path: ['role_id'], message: NOT_FOR_MEMBERS })
  })
export type UpdateUserInput = z.output<typeof updateUserBody>

export const userStatusBody = z.object({ is_active: flag })
export const userPasswordBody = z.object({ password: newPassword })

export const userIdParam = z.object({ id })

export const usersQuery = z.object({
  search: omitEmpty(text(100)).describe('Part of a name, e-mail, username or mobile'),
  role_id: omitEmpty(id),
  is_active: omitEmpty(flagText),
  page: wholeNumberText(1, 10_000).default(1),
  limit: wholeNumberText(1, 100).default(20),
})
export type UsersQuery = z.output<typeof usersQuery>

export const sendRegistrationBody = z.object({ userId: idOf('user') })

/** The person names their account by its e-mail or username (what they will sign in with), or by its id. */
export const verifyRegistrationBody = z.object({
  userId: z.union([idOf('user'), accountId], { error: 'Please enter your e-mail or username.' }),
  otp: otpCode,
  password: newPassword,
})
export type VerifyRegistrationInput = z.output<typeof verifyRegistrationBody>

// ---- answers ------------------------------------------------------------------------------------

export const staffUser = z.object({
  user_id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  username: z.string().nullable(),
  mobile: z.string().nullable(),
  role_id: z.number(),
  role_name: z.string(),
  /** A kitchen account's kitchen (role Kitchen); null for everyone else. */
  kitchen_id: z.number().nullable(),
  kitchen_name: z.string().nullable(),
  is_active: z.boolean(),
  is_super_admin: z.boolean(),
  /** False until the person registers (or the office sets a password): they cannot sign in yet. */
  has_password: z.boolean(),
  last_login_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
})
export type StaffUser = z.infer<typeof staffUser>

export const pagination = z.object({ page: z.number(), limit: z.number(), total: z.number(), pages: z.number() })

const changed = z.object({ message: z.string(), result: staffUser })
const withRetry = errorBody.extend({ retryAfterSeconds: z.number().optional().describe('When a new code may be sent') })

export const users = endpoint({
  method: 'get',
  path: '/api/getusers',
  tag,
  summary: 'The staff accounts, searched, filtered by role and status, a page at a time',
  audience: 'staff',
  query: usersQuery,
  responses: { 200: z.object({ result: z.array(staffUser), pagination }) },
})

export const userFormOptions = endpoint({
  method: 'get',
  path: '/api/users/options',
  tag,
  summary: 'The roles an account may be given by the caller, and the kitchens a kitchen account may work in',
  description: 'Admin is listed only for the super-administrator; the Member role never (members are not staff).',
  audience: 'staff',
  responses: {
    200: z.object({
      result: z.object({
        roles: z.array(z.object({ role_id: z.number(), name: z.string() })),
        kitchens: z.array(z.object({ kitchen_id: z.number(), name: z.string(), is_active: z.boolean() })),
      }),
    }),
  },
})

export const createUser = endpoint({
  method: 'post',
  path: '/api/createusers',
  tag,
  summary: 'Adds a staff account, with no password: send it the registration code next',
  description:
    'An e-mail or username already someone’s is a 409 naming the field. Only the super-administrator may create an administrator (role 1): 403.',
  audience: 'staff',
  body: createUserBody,
  responses: { 201: changed },
})

export const updateUser = endpoint({
  method: 'put',
  path: '/api/updateuser/:id',
  tag,
  summary: 'Changes an account’s name, sign-in names, mobile, role or kitchen',
  description:
    'Only the super-administrator may change an administrator or make or unmake one (403); nobody changes their own role (409). Moving a kitchen account to another kitchen, or into or out of the Kitchen role, ends its sessions.',
  audience: 'staff',
  params: userIdParam,
  body: updateUserBody,
  responses: { 200: changed },
})

export const updateUserStatus = endpoint({
  method: 'patch',
  path: '/api/updateuser/:id/status',
  tag,
  summary: 'Activates or deactivates an account; deactivating ends its sessions at once, on every server',
  audience: 'staff',
  params: userIdParam,
  body: userStatusBody,
  responses: { 200: changed },
})

export const updateUserPassword = endpoint({
  method: 'patch',
  path: '/api/updateuser/:id/password',
  tag,
  summary: 'Sets an account’s password; its sessions end at once, on every server',
  description: 'An administrator’s password is at least 10 characters.',
  audience: 'staff',
  params: userIdParam,
  body: userPasswordBody,
  responses: { 200: changed },
})

export const sendRegistrationOtp = endpoint({
  method: 'post',
  path: '/api/send-user-registration-otp',
  tag,
  summary: 'Sends a new staff member a registration code on WhatsApp, to set their own password at /register',
  description:
    'For an account with no password yet. One code a minute and five an hour per account (429 with `retryAfterSeconds`); the code lasts ten minutes and takes five wrong tries.',
  audience: 'staff',
  body: sendRegistrationBody,
  responses: {
    200: z.object({
      message: z.string(),
      result: z.object({ user_id: z.number(), name: z.string(), mobile: z.string().describe('Masked: ******3210') }),
    }),
    429: withRetry,
  },
})

export const verifyRegistrationOtp = endpoint({
  method: 'post',
  path: '/api/verify-user-registration-otp',
  tag,
  summary: 'Checks the registration code, sets the person’s password and activates their account',
  description: 'Public: the new person is not signed in. A wrong code is a 400 with `attemptsLeft`.',
  audience: 'none',
  body: verifyRegistrationBody,
  responses: {
    200: z.object({
      message: z.string(),
      result: z.object({ user_id: z.number(), name: z.string(), sign_in_name: z.string() }),
    }),
    400: errorBody.extend({ attemptsLeft: z.number().optional().describe('After a wrong code: how many tries it has left') }),
    429: withRetry,
  },
})
