import { generateOtp, resetPassword as resetPasswordEndpoint, verifyOtp as verifyOtpEndpoint } from '../../domain/contract/password-reset'
import { ApiError } from '../api/api-error'
import { callApi } from '../api/client'

/** /forgot-password/user is for staff users; any other type is a member (spec 1 §2). */
export type AccountType = 'member' | 'user'
export const accountTypeOf = (param: string | undefined): AccountType => (param === 'user' ? 'user' : 'member')

/** The forgot-password texts of spec 1 §8. */
export const resetMessages = {
  idNotFound: 'ID not found.',
  sendFailed: 'Error sending OTP.',
  otpSent: 'OTP sent to registered WhatsApp number.',
  invalidOtp: 'Invalid OTP.',
  verifyFailed: 'Failed to verify OTP.',
  verified: 'OTP verified.',
  updateFailed: 'Failed to update password.',
  unexpected: 'Something went wrong.',
  updated: 'Password updated successfully. Redirecting to login...',
} as const

export type StepResult<Value> = { isDone: true; value: Value } | { isDone: false; message: string }

export interface OtpRecipient {
  id: string
  name: string
  maskedMobile: string
}

const textOf = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined)
const serverMessage = (error: ApiError) => textOf((error.body as { message?: unknown } | undefined)?.message)

/**
 * Runs one step's call. The server's own message wins; without one, an answered call falls back
 * to `whenAnswered(status)` and an unanswered one to `whenNoAnswer`.
 */
async function runStep<Answer, Value>(
  call: () => Promise<Answer>,
  toValue: (answer: Answer) => Value,
  whenAnswered: (status: number | undefined) => string,
  whenNoAnswer: string,
): Promise<StepResult<Value>> {
  try {
    return { isDone: true, value: toValue(await call()) }
  } catch (error) {
    if (!(error instanceof ApiError) || !error.hasResponse) return { isDone: false, message: whenNoAnswer }
    return { isDone: false, message: serverMessage(error) ?? whenAnswered(error.status) }
  }
}

export function requestOtp(id: string, type: AccountType): Promise<StepResult<OtpRecipient & { message: string }>> {
  return runStep(
    () => callApi(generateOtp, { body: { memberId: id, type } }),
    (answer) => ({
      id,
      name: answer.result.name,
      maskedMobile: answer.result.mobile,
      message: textOf(answer.message) ?? resetMessages.otpSent,
    }),
    (status) => (status === 404 ? resetMessages.idNotFound : resetMessages.sendFailed),
    resetMessages.sendFailed,
  )
}

export function verifyOtp(id: string, otp: string, type: AccountType): Promise<StepResult<{ accountId: string; message: string }>> {
  return runStep(
    () => callApi(verifyOtpEndpoint, { body: { memberId: id, otp, type } }),
    (answer) => ({ accountId: textOf(answer.member_id) ?? id, message: textOf(answer.message) ?? resetMessages.verified }),
    (status) => (status === 400 ? resetMessages.invalidOtp : resetMessages.verifyFailed),
    resetMessages.verifyFailed,
  )
}

/** The verified OTP goes again with the new password: the server wants proof, not just the ID (ADR 007). */
export function resetPassword(accountId: string, otp: string, password: string, type: AccountType): Promise<StepResult<null>> {
  return runStep(
    () => callApi(resetPasswordEndpoint, { body: { userId: accountId, password, otp, type } }),
    () => null,
    () => resetMessages.updateFailed,
    resetMessages.unexpected,
  )
}
