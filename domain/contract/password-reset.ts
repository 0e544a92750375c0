import { z } from 'zod'
import { MIN_RESET_PASSWORD_LENGTH, OTP_LENGTH } from '../validation.js'
import { endpoint, errorBody } from './endpoint.js'

/**
 * Forgot password by WhatsApp OTP, for members and staff users (spec 1 §§2, 5, 8; ADR 007). The
 * screens show an error's `message` as it is, so each refusal of input is the rule's own sentence
 * in the spec's words; `errors[].path` still names the field.
 */
const tag = 'Password reset'

export const accountId = z
  .string({ error: 'Please enter your ID.' })
  .trim()
  .min(1, 'Please enter your ID.')
  .max(200, 'The ID must be at most 200 characters.')
  .refine((value) => !value.includes('\u0000'), 'The ID must not contain a NUL character.')

const accountType = z.enum(['member', 'user'], { error: "The account type must be 'member' or 'user'." }).optional()

export const otpCode = z
  .string({ error: `The OTP must be ${OTP_LENGTH} digits.` })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `The OTP must be ${OTP_LENGTH} digits.`)

/** A new password, with the rule's own sentences (spec 1 §5). */
export const newPassword = z
  .string({ error: 'Please enter a new password.' })
  .min(MIN_RESET_PASSWORD_LENGTH, `Password must be at least ${MIN_RESET_PASSWORD_LENGTH} characters.`)
  .max(200, 'Password must be at most 200 characters.')

export const generateOtpBody = z.object({ memberId: accountId, type: accountType })
export const verifyOtpBody = z.object({ memberId: accountId, otp: otpCode, type: accountType })
// The OTP comes again with the new password: knowing someone's ID in the minutes after they verified
// must not be enough to set their password.
export const resetPasswordBody = z.object({ userId: accountId, password: newPassword, otp: otpCode, type: accountType })

/** Every answer of these steps repeats its HTTP status in the body, errors too (spec 1 §7). */
const withStatus = { status: z.number() }
const refusal = errorBody.extend(withStatus)

const refusals = {
  400: refusal.extend({ attemptsLeft: z.number().optional().describe('After a wrong OTP: how many tries the OTP has left') }),
  403: refusal,
  404: refusal,
  429: refusal.extend({ retryAfterSeconds: z.number().optional().describe('After asking again too soon: when a new OTP may be sent') }),
  502: refusal,
}

export const generateOtp = endpoint({
  method: 'post',
  path: '/api/generate-otp',
  tag,
  summary: 'Sends a password reset OTP to the WhatsApp number of a member ID or a staff e-mail or username',
  description: 'Without `type`, an ID that is no member’s is tried as a staff user’s. One OTP a minute, five an hour per account.',
  audience: 'none',
  body: generateOtpBody,
  responses: {
    200: z.object({
      ...withStatus,
      message: z.string(),
      result: z.object({ name: z.string(), mobile: z.string().describe('Masked: ******3210') }),
    }),
    ...refusals,
  },
})

export const verifyOtp = endpoint({
  method: 'post',
  path: '/api/verify-otp',
  tag,
  summary: 'Checks the OTP; the answer names the ID to send with the new password',
  description: 'An OTP takes five wrong tries and lasts ten minutes.',
  audience: 'none',
  body: verifyOtpBody,
  responses: { 200: z.object({ ...withStatus, message: z.string(), member_id: z.string() }), ...refusals },
})

export const resetPassword = endpoint({
  method: 'post',
  path: '/api/reset-password',
  tag,
  summary: 'Sets the new password, within ten minutes of verifying the OTP, which it then uses up',
  audience: 'none',
  body: resetPasswordBody,
  responses: { 200: z.object({ ...withStatus, message: z.string() }), ...refusals },
})
