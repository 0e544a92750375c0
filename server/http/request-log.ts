import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './context.js'

/** One structured line per request, with the request id the response also carries. */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now()
  await next()
  const path = c.req.path
  if (!path.startsWith('/api/') && !path.startsWith('/member/api/')) return
  const principal = c.var.principal
  c.var.deps.logger.info('request', {
    requestId: c.var.requestId,
    method: c.req.method,
    path,
    status: c.res.status,
    ms: Math.round(performance.now() - started),
    ...(principal ? { who: principal.kind === 'member' ? `member:${principal.memberId}` : `${principal.kind}:${principal.userId}` } : {}),
  })
}
