import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { isDataException } from '../db/errors.js'

export interface FieldError {
  msg: string
  path: string
}

/**
 * The one error type. Thrown anywhere, turned into a response by `handleError`. The body is
 * `{message, code, ...extra}`, plus `errors: [{msg, path}]` for invalid input: the shapes the
 * club's client reads (spec 1 §8). `extra` carries an audience's own fields, e.g. `{msg}` for the
 * staff sign-in or `{success: false}` for the kitchen's.
 */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly options: { errors?: FieldError[]; extra?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) {
    super(message)
    this.name = 'AppError'
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new AppError(400, 'invalid_input', message, errors ? { errors } : {})
export const unauthorized = (message = 'Authentication required. Please log in.') => new AppError(401, 'unauthenticated', message)
export const forbidden = (message = 'You do not have permission to do this.') => new AppError(403, 'forbidden', message)
export const notFound = (message: string) => new AppError(404, 'not_found', message)
export const conflict = (message: string, extra?: Record<string, unknown>) => new AppError(409, 'conflict', message, extra ? { extra } : {})
/** A 409 caused by one field's value (a name already taken): the form marks that field. */
export const conflictOn = (path: string, message: string) => new AppError(409, 'conflict', message, { errors: [{ path, msg: message }] })

export function errorResponse(c: Context, error: AppError) {
  for (const [name, value] of Object.entries(error.options.headers ?? {})) c.header(name, value)
  return c.json(
    {
      message: error.message,
      code: error.code,
      ...(error.options.errors ? { errors: error.options.errors } : {}),
      ...error.options.extra,
    },
    error.status,
  )
}

/**
 * Anything thrown, as the error it answers with. A value the database refused (PostgreSQL's class 22:
 * a NUL in text, a number beyond its column) came from the request: 400, not 500.
 */
export function toAppError(error: Error): AppError {
  if (error instanceof AppError) return error
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode
    const message = status === 400 && /JSON/i.test(error.message) ? 'The request body is not valid JSON.' : error.message
    return new AppError(status, status === 400 ? 'invalid_input' : 'http_error', message || 'Request failed')
  }
  if (isDataException(error)) {
    return new AppError(
      400,
      'invalid_input',
      'A value in the request is not one the club’s records can hold (too large, or containing characters that are not allowed).',
    )
  }
  return new AppError(500, 'internal', 'Something went wrong on the server. Please try again.')
}

/** The response for anything thrown; an unexpected error is logged by the request log (http/request-log.ts), once. */
export function handleError(error: Error, c: Context) {
  return errorResponse(c, toAppError(error))
}
