import { ApiError, errorMessages } from './api-error'

/** What to tell the person: the server's words, else the area's default (spec 2 §8). */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const isUnexplained = error.messages.length === 1 && error.messages[0] === errorMessages.fallback
    return isUnexplained ? fallback : error.message
  }
  return fallback
}

/** 'station: must be …' under the Station field reads 'Must be …': the field says whose message it is. */
function withoutPath(path: string, message: string): string {
  const text = message.startsWith(`${path}: `) ? message.slice(path.length + 2) : message
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/**
 * The `errors: [{path, msg}]` of a 400 (invalid input) or a 409 about one field (a name already
 * taken) as field → message, first message per field (ADR 003).
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return {}
  const listed = (error.body as { errors?: { path?: unknown; msg?: unknown }[] } | undefined)?.errors
  const byField: Record<string, string> = {}
  for (const entry of Array.isArray(listed) ? listed : []) {
    if (typeof entry.path === 'string' && typeof entry.msg === 'string' && !(entry.path in byField))
      byField[entry.path] = withoutPath(entry.path, entry.msg)
  }
  return byField
}
