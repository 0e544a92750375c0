import { peekSession } from './session'
import type { SessionKind } from './session-types'

/**
 * Tells the server a session is over, so its token stops working on every server (ADR 018). Best
 * effort: the device forgets the session whatever the answer, and a device offline just forgets it.
 * Not through the API client: the call must carry this session's own token (not the first of the
 * device's), its 401 is no reason to clear the other sessions, and it must outlive the page
 * (keepalive), as the screen moves to the sign-in page at once.
 */
export function signOutOnServer(kind: SessionKind): void {
  const token = peekSession(kind)?.token
  if (!token) return
  const isMember = kind === 'member'
  void fetch(isMember ? '/member/api/logout' : '/api/logout', {
    method: 'POST',
    headers: { [isMember ? 'xm-auth-token' : 'x-auth-token']: token },
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => undefined)
}
