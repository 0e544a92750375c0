import { Hono, type Context } from 'hono'
import { generateOtp, resetPassword as resetPasswordEndpoint, verifyOtp } from '../../domain/contract/password-reset.js'
import { clientAddress } from '../http/client-address.js'
import { contract } from '../http/contract.js'
import type { AppEnv } from '../http/context.js'
import { AppError, errorResponse, toAppError } from '../http/errors.js'
import { resetPassword, sendResetOtp, verifyResetOtp, type ResetCall } from './password-reset.service.js'

const callOf = (c: Context<AppEnv>): ResetCall => ({ deps: c.var.deps, clientAddress: clientAddress(c) })

/** Forgot password by WhatsApp OTP, for members and staff users (spec 1 §§2, 5, 8), mounted at /api. */
export const passwordResetRoutes = new Hono<AppEnv>()

passwordResetRoutes.post('/generate-otp', contract(generateOtp), async (c) => {
  const input = c.req.valid('json')
  const result = await sendResetOtp(callOf(c), { id: input.memberId, type: input.type })
  return c.json({ status: 200, message: 'OTP sent to registered WhatsApp number.', result })
})

passwordResetRoutes.post('/verify-otp', contract(verifyOtp), async (c) => {
  const input = c.req.valid('json')
  const { memberId } = await verifyResetOtp(callOf(c), { id: input.memberId, type: input.type }, input.otp)
  return c.json({ status: 200, message: 'OTP verified.', member_id: memberId })
})

passwordResetRoutes.post('/reset-password', contract(resetPasswordEndpoint), async (c) => {
  const input = c.req.valid('json')
  await resetPassword(callOf(c), { id: input.userId, type: input.type }, input.password, input.otp)
  return c.json({ status: 200, message: 'Password updated successfully.' })
})

/**
 * The forgot-password screens read `status` and `message` from every answer (spec 1 §7), so each
 * error leaving these routes carries its status in the body too, and refused input says the rule's
 * own sentence ('Password must be at least 6 characters.'), which the screen shows as is, rather
 * than 'password: Password must ...'; `errors` still names the field. Everything else is the app's
 * usual error handling.
 */
passwordResetRoutes.onError((error, c) => {
  const appError = toAppError(error)
  return errorResponse(
    c,
    new AppError(appError.status, appError.code, ruleSentenceOf(appError), {
      ...appError.options,
      extra: { status: appError.status, ...appError.options.extra },
    }),
  )
})

function ruleSentenceOf(error: AppError): string {
  const first = error.options.errors?.[0]
  if (error.code !== 'invalid_input' || !first) return error.message
  const prefix = `${first.path}: `
  return first.msg.startsWith(prefix) ? first.msg.slice(prefix.length) : first.msg
}
