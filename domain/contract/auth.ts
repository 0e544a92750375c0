import { z } from 'zod'
import { endpoint } from './endpoint.js'

/**
 * Sign-in, who is signed in, and sign-out (spec 1 §3, §6, §7; ADRs 002, 018). Each audience's
 * client reads its own answer shape, so each door answers in its own words: staff `{msg, result}`,
 * the super-administrator `{status, msg, message, result}`, kitchen `{success, message, data}`,
 * members `{status, message, data}`; a refusal carries the same fields beside `message`.
 */
const tag = 'Sign-in'

const password = z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200, 'Password is too long')
const signInName = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !value.includes('\u0000'), 'must not contain a NUL character')

export const staffSignInBody = z.object({ email_id: signInName('Email or username', 200), password })
export const superAdminSignInBody = z.object({ userId: signInName('User ID', 200), password })
export const kitchenSignInBody = z.object({ username: signInName('Username', 200), password })
export const memberSignInBody = z.object({ memberId: signInName('Member ID', 40), password })

const token = {
  token: z.string(),
  /** Seconds since the epoch. */
  expiresAt: z.number(),
}

export const staffAccount = z.object({
  user_id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  username: z.string().nullable(),
  mobile: z.string().nullable(),
  role_id: z.number(),
  role_name: z.string().nullable(),
  is_super_admin: z.boolean(),
})

export const staffSignIn = endpoint({
  method: 'post',
  path: '/api/login',
  tag,
  summary: 'Staff sign in with their e-mail or username',
  description: 'A wrong password is 401, a switched-off account 403, too many attempts 429; each refusal carries `msg`.',
  audience: 'none',
  body: staffSignInBody,
  responses: { 200: z.object({ msg: z.literal('Success'), result: z.object({ ...token, ...staffAccount.shape }) }) },
})

export const superAdminSignIn = endpoint({
  method: 'post',
  path: '/api/signin',
  tag,
  summary: 'The super-administrator signs in',
  audience: 'none',
  body: superAdminSignInBody,
  responses: {
    200: z.object({
      status: z.literal(200),
      msg: z.literal('Success'),
      message: z.string(),
      result: z.object({ ...token, ...staffAccount.shape }),
    }),
  },
})

export const kitchenSignIn = endpoint({
  method: 'post',
  path: '/api/kitchen/login',
  tag,
  summary: 'A kitchen tablet signs in with its kitchen account',
  description: 'Refusals carry `success: false`.',
  audience: 'none',
  body: kitchenSignInBody,
  responses: {
    200: z.object({
      success: z.literal(true),
      message: z.string(),
      data: z.object({
        ...token,
        role_id: z.number(),
        user_id: z.number(),
        name: z.string(),
        username: z.string().nullable(),
        kitchen_id: z.number(),
        kitchenId: z.number(),
        kitchen_name: z.string().nullable(),
      }),
    }),
  },
})

export const dependent = z.object({
  dependent_id: z.number(),
  /** Their own id under the member's, such as M1001-1: on their card and its QR code. */
  dependent_code: z.string(),
  name: z.string(),
  relation: z.string(),
  /** 'YYYY-MM-DD' */
  date_of_birth: z.string().nullable(),
})

export const memberSignIn = endpoint({
  method: 'post',
  path: '/member/api/login',
  tag,
  summary: 'A member signs in with their membership number',
  description: 'Refusals carry `status` (401, 403, 429).',
  audience: 'none',
  body: memberSignInBody,
  responses: {
    200: z.object({
      status: z.literal(200),
      message: z.string(),
      data: z.object({
        ...token,
        role_id: z.number(),
        member_id: z.string(),
        memberId: z.string(),
        title: z.string().nullable(),
        name: z.string(),
        email: z.string().nullable(),
        mobile: z.string().nullable(),
        category: z.string().nullable(),
        /** 'YYYY-MM-DD' */
        joined_on: z.string().nullable(),
        dependents: z.array(dependent),
      }),
    }),
  },
})

export const principal = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('staff'), userId: z.number(), roleId: z.number(), name: z.string(), isSuperAdmin: z.boolean() }),
  z.object({ kind: z.literal('kitchen'), userId: z.number(), roleId: z.number(), name: z.string(), kitchenId: z.number() }),
  z.object({ kind: z.literal('member'), memberId: z.string(), roleId: z.number(), name: z.string() }),
])
export type Principal = z.infer<typeof principal>

export const currentSession = endpoint({
  method: 'get',
  path: '/api/session',
  tag,
  summary: 'Who the token belongs to: lets a device confirm its stored session is still good',
  audience: 'staff-or-member',
  responses: { 200: z.object({ principal }) },
})

export const staffSignOut = endpoint({
  method: 'post',
  path: '/api/logout',
  tag,
  summary: 'Signs out the token sent: it stops working at once, on every server',
  audience: 'staff-or-member',
  responses: { 200: z.object({ success: z.literal(true), message: z.string() }) },
})

export const memberSignOut = endpoint({
  method: 'post',
  path: '/member/api/logout',
  tag,
  summary: 'Signs out the member’s token: it stops working at once, on every server',
  audience: 'member',
  responses: { 200: z.object({ status: z.literal(200), message: z.string() }) },
})
