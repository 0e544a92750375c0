import { isIP } from 'node:net'
import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { AppEnv } from './context.js'

/**
 * The address the request came from, as written by the nearest of `hops` trusted proxies: each proxy
 * appends the address it was connected from to X-Forwarded-For, so the client's is `hops` places from
 * the right end. What stands to its left was written by the client and is never read. A header with
 * fewer entries than hops (a proxy was bypassed) gives its leftmost entry, still written by one of ours.
 */
export function forwardedClientAddress(forwardedFor: string | undefined, hops: number): string | undefined {
  if (hops < 1 || !forwardedFor) return undefined
  const entries = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const entry = entries[Math.max(0, entries.length - hops)]
  return entry && isIP(entry) ? entry : undefined
}

/** The caller's address, for throttling: from X-Forwarded-For behind trusted proxies (TRUST_PROXY), else the socket's. */
export function clientAddress(c: Context<AppEnv>): string {
  const forwarded = forwardedClientAddress(c.req.header('x-forwarded-for'), c.var.deps.trustProxy)
  if (forwarded) return forwarded
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown' // app.request() in tests has no socket
  }
}
