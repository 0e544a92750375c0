import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { AppEnv } from './context.js'

/**
 * The caller's address, for throttling. Behind a proxy (TRUST_PROXY=1) the first X-Forwarded-For
 * hop is the client; otherwise the header is ignored, since anyone can send it.
 */
export function clientAddress(c: Context<AppEnv>): string {
  if (c.var.deps.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown' // app.request() in tests has no socket
  }
}
