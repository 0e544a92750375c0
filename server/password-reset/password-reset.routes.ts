import { Hono, type Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { validator } from 'hono/validator'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { z } from 'zod'
import { clientAddress } from '../http/client-address.js'
import type { AppEnv } from '../http/context.js'
import { AppError, badRequest, errorResponse } from '../http/errors.js'
import { toFieldErrors } from '../http/validate.js'
import { OTP_DIGITS } from './otp-code.js'
import { resetPassword, sendResetOtp, verifyResetOtp, type ResetCall } from './password-reset.service.js'

const MIN_PASSWORD_LENGTH = 6 // spec 1 §9

// Messages in the spec's words (spec 1 §5); each names its field, and `errors[].path` names it exactly.
const accountId = z
  .string({ error: 'Please enter your ID.' })
  .trim()
  .min(1, 'Please enter your ID.')
  .max(200, 'The ID must be at most 200 characters.')
const accountType = z.enum(['member', 'user'], { error: "The account type must be 'member' or 'user'." }).optional()
const otp = z
  .string({ error: `The OTP must be ${OTP_DIGITS} digits.` })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_DIGITS}}$`), `The OTP must be ${OTP_DIGITS} digits.`)
const password = z
  .string({ error: 'Please enter a new password.' })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(200, 'Password must be at most 200 characters.')

const generateOtpBody = z.object({ memberId: accountId, type: accountType })
const verifyOtpBody = z.object({ memberId: accountId, otp, type: accountType })
// The OTP comes again with the new password: knowing someone's ID in the minutes after they verified
// must not be enough to set their password.
const resetPasswordBody = z.object({ userId: accountId, password, otp, type: accountType })

/**
 * A JSON body checked by a zod schema, as `body()` in validate.ts does, except that `message` is the
 * rule's own sentence ('Password must be at least 6 characters.'), which this screen shows as is,
 * rather than 'password: Password must ...'. The `errors` list is validate.ts's, naming the path.
 */
const jsonBody = <S extends z.ZodType>(schema: S) =>
  validator('json', (value): z.output<S> => {
    const result = schema.safeParse(value)
    if (result.success) return result.data
    throw badRequest(result.error.issues[0]?.message ?? 'Invalid input', toFieldErrors(result.error))
  })

const callOf = (c: Context<AppEnv>): ResetCall => ({ deps: c.var.deps, clientAddress: clientAddress(c) })

/** Forgot password by WhatsApp OTP, for members and staff users (spec 1 §§2, 5, 8). */
export const passwordResetRoutes = new Hono<AppEnv>()

passwordResetRoutes.post('/api/generate-otp', jsonBody(generateOtpBody), async (c) => {
  const input = c.req.valid('json')
  const result = await sendResetOtp(callOf(c), { id: input.memberId, type: input.type })
  return c.json({ status: 200, message: 'OTP sent to registered WhatsApp number.', result })
})

passwordResetRoutes.post('/api/verify-otp', jsonBody(verifyOtpBody), async (c) => {
  const input = c.req.valid('json')
  const { memberId } = await verifyResetOtp(callOf(c), { id: input.memberId, type: input.type }, input.otp)
  return c.json({ status: 200, message: 'OTP verified.', member_id: memberId })
})

passwordResetRoutes.post('/api/reset-password', jsonBody(resetPasswordBody), async (c) => {
  const input = c.req.valid('json')
  await resetPassword(callOf(c), { id: input.userId, type: input.type }, input.password, input.otp)
  return c.json({ status: 200, message: 'Password updated successfully.' })
})

/**
 * The forgot-password screens read `status` and `message` from every answer (spec 1 §7), so each
 * error leaving these routes carries its status in the body too. Everything else is the app's
 * usual error handling.
 */
passwordResetRoutes.onError((error, c) => {
  const appError = asAppError(error)
  return errorResponse(
    c,
    new AppError(appError.status, appError.code, appError.message, {
      ...appError.options,
      extra: { status: appError.status, ...appError.options.extra },
    }),
  )
})

function asAppError(error: Error): AppError {
  if (error instanceof AppError) return error
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode
    if (status === 400 && /JSON/i.test(error.message)) return badRequest('The request body is not valid JSON.')
    return new AppError(status, 'http_error', error.message || 'Request failed')
  }
  // Logged by the request log, once.
  return new AppError(500, 'internal', 'Something went wrong. Please try again.')
}
