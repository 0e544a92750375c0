import { badRequest } from './errors.js'

/** A 400 about one field, found only by looking in the database ('kitchen_id: no kitchen has id 9'). */
export function invalidField(path: string, text: string) {
  const msg = `${path}: ${text}`
  return badRequest(msg, [{ path, msg }])
}
