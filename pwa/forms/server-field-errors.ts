import { failureMessage, fieldErrorsOf } from '../api/failure'

/** What a form's alert says when the server's refusal is marked on the fields themselves. */
export const CORRECT_MARKED_FIELDS = 'Please correct the fields marked below.'

/** A 400's field messages on the form's own field names; the rest stay for the form alert. */
export function serverFieldErrors<Field extends string>(error: unknown, fieldNames: Record<string, Field>): Partial<Record<Field, string>> {
  const mapped: Partial<Record<Field, string>> = {}
  for (const [path, message] of Object.entries(fieldErrorsOf(error))) {
    const field = fieldNames[path]
    if (field) mapped[field] = message
  }
  return mapped
}

/**
 * A failed save as a form shows it: the server's field messages beside their fields, and in the
 * alert either a pointer to them or, when none is the form's, the server's words (else `fallback`).
 */
export function formFailure<Field extends string>(error: unknown, fieldNames: Record<string, Field>, fallback: string) {
  const errors = serverFieldErrors(error, fieldNames)
  return { errors, alert: Object.keys(errors).length > 0 ? CORRECT_MARKED_FIELDS : failureMessage(error, fallback) }
}
