/**
 * Form rules and their exact messages (spec 1 §5). Pure: the device's forms and the server can share
 * them. A rule returns the message when the value breaks it, or undefined when it holds.
 */
export type Rule = (value: string | null | undefined) => string | undefined

/** The shortest new password the reset form accepts (spec 1 §9). */
export const MIN_RESET_PASSWORD_LENGTH = 6
/** An administrator's password is longer: the account can do everything (ADR 021, ADR 025). */
export const MIN_ADMIN_PASSWORD_LENGTH = 10
/** The WhatsApp OTP is six digits. */
export const OTP_LENGTH = 6

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const TEN_DIGITS = /^\d{10}$/

export const isBlank = (value: string | null | undefined): boolean => value == null || value.trim() === ''

/** '* {Field} can't be empty' for null, empty and whitespace-only values. */
export const required =
  (field: string): Rule =>
  (value) =>
    isBlank(value) ? `* ${field} can't be empty` : undefined

// The format rules below let a blank value through: whether a field may be empty is `required`'s
// call, so an optional field is checked only once something is typed in it.

export const minLength =
  (field: string, length: number): Rule =>
  (value) =>
    !isBlank(value) && value!.length < length ? `* ${field} must be at least ${length} characters long` : undefined

export const email: Rule = (value) => (!isBlank(value) && !EMAIL_PATTERN.test(value!.trim()) ? '* Invalid email format' : undefined)

export const phone: Rule = (value) =>
  !isBlank(value) && !TEN_DIGITS.test(value!.trim()) ? '* Phone number must be exactly 10 digits' : undefined

/** The first broken rule's message, in the order the rules are given. */
export function firstError(value: string | null | undefined, rules: readonly Rule[]): string | undefined {
  for (const rule of rules) {
    const message = rule(value)
    if (message) return message
  }
  return undefined
}

/** One message per field that breaks a rule; an empty object means the form is valid. */
export function validateForm<Field extends string>(
  values: Record<Field, string>,
  rules: Partial<Record<Field, readonly Rule[]>>,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {}
  for (const field of Object.keys(rules) as Field[]) {
    const message = firstError(values[field], rules[field] ?? [])
    if (message) errors[field] = message
  }
  return errors
}

// Forgot password (spec 1 §5): one message for the whole step, checked in this order.

export function validateResetId(id: string | null | undefined): string | undefined {
  return isBlank(id) ? 'Please enter your ID.' : undefined
}

/** Our wording: the spec gives the OTP field no message of its own. */
export function validateOtp(otp: string | null | undefined): string | undefined {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test((otp ?? '').trim()) ? undefined : `Please enter the ${OTP_LENGTH}-digit OTP.`
}

export function validateNewPassword(password: string, confirmPassword: string): string | undefined {
  if (isBlank(password) || isBlank(confirmPassword)) return 'Please fill both password fields.'
  if (password !== confirmPassword) return 'Passwords do not match.'
  if (password.length < MIN_RESET_PASSWORD_LENGTH) return `Password must be at least ${MIN_RESET_PASSWORD_LENGTH} characters.`
  return undefined
}
