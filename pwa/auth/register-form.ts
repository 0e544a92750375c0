import { z } from 'zod'
import { verifyRegistrationBody } from '../../domain/contract/users'
import { ApiError } from '../api/api-error'

/** /register as typed: the contract's request, and the password once more to be sure of it. */
export interface RegisterValues {
  userId: string
  otp: string
  password: string
  confirm_password: string
}

export const registerSchema = verifyRegistrationBody
  .extend({ confirm_password: z.string() })
  .refine((values) => values.password === values.confirm_password, { path: ['confirm_password'], message: 'Passwords do not match.' })

/** After a wrong code the server says how many tries the code has left; the person should know. */
export function triesLeftOf(error: unknown): number | undefined {
  const left = error instanceof ApiError ? (error.body as { attemptsLeft?: unknown } | undefined)?.attemptsLeft : undefined
  return typeof left === 'number' ? left : undefined
}

export const triesLeftText = (left: number) =>
  left === 0 ? 'That was the last try: ask the club office for a new code.' : `${left} ${left === 1 ? 'try' : 'tries'} left.`
