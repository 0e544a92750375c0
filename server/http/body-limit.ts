import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppEnv } from './context.js'
import { AppError, errorResponse } from './errors.js'

/** What any request body may weigh unless its route is given more (the bulk uploads). */
export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024

/** A route (a path prefix) that takes larger bodies than the default. */
export interface LargerBodyLimit {
  pathPrefix: string
  maxBytes: number
}

const inWords = (bytes: number) => (bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MB` : `${Math.ceil(bytes / 1024)} KB`)

/**
 * Refuses a request body over the limit with 413 and closes the connection, reading no further: a body
 * that announces its length is refused before any of it is read; one sent in chunks is refused once
 * the limit is passed, having been held up to the limit only.
 */
export function requestBodyLimit(largerLimits: LargerBodyLimit[] = []): MiddlewareHandler<AppEnv> {
  const limitOf = (maxBytes: number) =>
    bodyLimit({
      maxSize: maxBytes,
      onError: (c) => {
        c.header('Connection', 'close')
        return errorResponse(
          c,
          new AppError(413, 'payload_too_large', `The request is too large: at most ${inWords(maxBytes)} may be sent.`),
        )
      },
    })
  const standard = limitOf(DEFAULT_BODY_LIMIT_BYTES)
  const larger = largerLimits.map((limit) => ({ ...limit, check: limitOf(limit.maxBytes) }))
  return (c, next) => (larger.find((limit) => c.req.path.startsWith(limit.pathPrefix))?.check ?? standard)(c, next)
}
