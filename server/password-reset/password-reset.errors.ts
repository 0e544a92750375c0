import { AppError } from '../http/errors.js'

/** Why a forgot-password step was refused. Rate limits use the shared 'rate_limited'. */
export type PasswordResetErrorCode =
  | 'id_not_found'
  | 'account_inactive'
  | 'no_mobile'
  | 'otp_resend_too_soon'
  | 'otp_send_failed'
  | 'otp_not_requested'
  | 'otp_invalid'
  | 'otp_expired'
  | 'otp_used_up'
  | 'otp_not_verified'

const resetError = (
  status: 400 | 403 | 404 | 429 | 502,
  code: PasswordResetErrorCode,
  message: string,
  options: AppError['options'] = {},
) => new AppError(status, code, message, options)

// 'ID not found.', 'Error sending OTP.' and 'Invalid OTP.' are the spec's own words (spec 1 §8).
export const idNotFound = () => resetError(404, 'id_not_found', 'ID not found.')

export const accountInactive = () =>
  resetError(403, 'account_inactive', 'This account is not active, so its password cannot be reset. Please contact the club office.')

export const noMobile = () =>
  resetError(400, 'no_mobile', 'No mobile number is registered for this ID, so an OTP cannot be sent. Please contact the club office.')

export function resendTooSoon(retryAfterSeconds: number) {
  const wait = retryAfterSeconds === 1 ? '1 second' : `${retryAfterSeconds} seconds`
  return resetError(429, 'otp_resend_too_soon', `An OTP was sent a moment ago. Please wait ${wait} before asking for a new one.`, {
    extra: { retryAfterSeconds },
    headers: { 'Retry-After': String(retryAfterSeconds) },
  })
}

export const sendFailed = () => resetError(502, 'otp_send_failed', 'Error sending OTP.')

export const otpNotRequested = () => resetError(400, 'otp_not_requested', 'No OTP has been sent for this ID. Please ask for an OTP first.')

export const invalidOtp = (attemptsLeft: number) => resetError(400, 'otp_invalid', 'Invalid OTP.', { extra: { attemptsLeft } })

export const otpExpired = () => resetError(400, 'otp_expired', 'This OTP has expired. Please ask for a new OTP.')

export const otpUsedUp = () => resetError(400, 'otp_used_up', 'This OTP is no longer valid. Please ask for a new OTP.')

export const otpNotVerified = () =>
  resetError(403, 'otp_not_verified', 'Please verify the OTP sent to your WhatsApp number before setting a new password.')
