import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './context.js'

/** A run of quoted text in an error message: PostgreSQL and JSON.parse quote the values they were given. */
const quotedText = /"[^"]*"|'[^']*'/g

/**
 * An error as the log keeps it: its kind, its code (a PostgreSQL SQLSTATE), its message with every
 * quoted value masked, and where it was thrown. A message can quote what a request sent
 * (`invalid input syntax for type integer: "…"`); the log never holds a request's body.
 */
export function describeError(error: unknown): Record<string, string> {
  if (!(error instanceof Error)) return { error: 'a non-Error value was thrown' }
  const code = (error as { code?: unknown }).code
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line))
  return {
    error: `${error.name}: ${error.message.replace(quotedText, '"…"')}`,
    ...(typeof code === 'string' ? { code } : {}),
    stack: frames.map((line) => line.trim()).join('\n'),
  }
}

/**
 * One structured line per API request, with the request id the response also carries. A request that
 * failed on the server (5xx), on any path, is one line at level error with what went wrong.
 */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now()
  await next()
  const path = c.req.path
  const status = c.res.status
  const isServerFailure = status >= 500
  if (!isServerFailure && !path.startsWith('/api/') && !path.startsWith('/member/api/')) return
  const principal = c.var.principal
  const fields = {
    requestId: c.var.requestId,
    method: c.req.method,
    path,
    status,
    ms: Math.round(performance.now() - started),
    ...(principal ? { who: principal.kind === 'member' ? `member:${principal.memberId}` : `${principal.kind}:${principal.userId}` } : {}),
  }
  if (isServerFailure) c.var.deps.logger.error('request failed', { ...fields, ...(c.error ? describeError(c.error) : {}) })
  else c.var.deps.logger.info('request', fields)
}
