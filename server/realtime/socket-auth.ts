import { principalForToken, type Principal } from '../auth/principal.js'
import type { AppDeps } from '../http/context.js'
import type { RealtimeServer } from './realtime.js'

export type SessionDeps = Pick<AppDeps, 'db' | 'tokens' | 'verifiedTokens' | 'clock' | 'logger'>

/** A wall tablet stays connected for days: often enough that a deactivated account stops hearing orders soon. */
const RECHECK_EVERY_MS = 60_000

/** What the client's `connect_error` carries: `error.message`, and `error.data.code`. */
const refusal = (code: string, message: string) => Object.assign(new Error(message), { data: { code } })

/**
 * The handshake's token (`io(url, {auth: {token}})`) is checked by the same rules as an HTTP request's
 * (principalForToken): no token, an expired, forged or revoked one → the connection is refused with
 * a message. Connected sockets are checked again every `recheckEveryMs`, so a token that expires or
 * an account deactivated while a tablet stays connected loses the socket: the device is told
 * (`session:ended`) and disconnected. Returns a function that stops the checks.
 */
export function authenticateSockets(io: RealtimeServer, deps: SessionDeps, recheckEveryMs = RECHECK_EVERY_MS): () => void {
  io.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token
    if (typeof token !== 'string' || token === '') return next(refusal('unauthenticated', 'Authentication required. Please log in.'))
    principalForToken(deps, token).then(
      (principal) => {
        if (!principal) return next(refusal('session_expired', 'Your session has expired. Please sign in again.'))
        socket.data.principal = principal
        socket.data.token = token
        next()
      },
      (error: unknown) => {
        deps.logger.error('realtime handshake failed', { error: String(error) })
        next(refusal('internal', 'The server could not check your session. Please try again.'))
      },
    )
  })

  const timer = setInterval(() => void recheckSessions(io, deps), recheckEveryMs)
  timer.unref()
  return () => clearInterval(timer)
}

const isSamePrincipal = (a: Principal, b: Principal) => JSON.stringify(a) === JSON.stringify(b)

async function recheckSessions(io: RealtimeServer, deps: SessionDeps) {
  for (const socket of io.of('/').sockets.values()) {
    let principal: Principal | undefined
    try {
      principal = await principalForToken(deps, socket.data.token)
    } catch {
      continue // the database is unreachable: keep the socket, check again next time
    }
    // A changed principal (moved to another kitchen, renamed) reconnects and joins again under the new rights.
    if (principal && isSamePrincipal(principal, socket.data.principal)) continue
    socket.emit('session:ended', { message: 'Your session has ended. Please sign in again.' })
    socket.disconnect(true)
  }
}
