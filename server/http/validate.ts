import { validator } from 'hono/validator'
import type { ValidationTargets } from 'hono'
import type { z } from 'zod'
import { id, requiredText } from '../../domain/contract/fields.js'
import { badRequest, type FieldError } from './errors.js'

/** Zod issues → the `{errors: [{msg, path}]}` list, each message naming its field. */
export function toFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join('.')
    return { path, msg: path ? `${path}: ${issue.message}` : issue.message }
  })
}

export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const errors = toFieldErrors(result.error)
  throw badRequest(errors[0]?.msg ?? 'Invalid input', errors)
}

/**
 * Validates one part of the request with a zod schema; the handler reads `c.req.valid(target)`
 * typed by the schema. Bad input → 400 naming the field; a body that is not JSON → 400.
 */
export function validate<Target extends keyof ValidationTargets, S extends z.ZodType>(target: Target, schema: S) {
  return validator(target, (value) => parseOrThrow(schema, value) as z.output<S>)
}

/** A JSON body: an object is required even when every field is optional. */
export const body = <S extends z.ZodType>(schema: S) => validate('json', schema)
export const query = <S extends z.ZodType>(schema: S) => validate('query', schema)
export const params = <S extends z.ZodType>(schema: S) => validate('param', schema)

/** Common field shapes (the contract's: no NUL in text, ids within PostgreSQL's integer). */
export const fields = { requiredText, id }
