import { fieldErrorsOf } from './failure'

/** A 400's field messages on the form's own field names; the rest stay for the form alert. */
export function serverFieldErrors<Field extends string>(error: unknown, fieldNames: Record<string, Field>): Partial<Record<Field, string>> {
  const mapped: Partial<Record<Field, string>> = {}
  for (const [path, message] of Object.entries(fieldErrorsOf(error))) {
    const field = fieldNames[path]
    if (field) mapped[field] = message
  }
  return mapped
}
