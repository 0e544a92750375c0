import { peekValidSessions } from '../auth/session'

export const MEMBER_API_PREFIX = '/member/api/'
/** The member's own event bookings (spec 2 §7 member/*): the member's token, whoever else is signed in. */
export const MEMBER_EVENT_BOOKINGS_PREFIX = '/api/event-bookings/member/'

/**
 * The token header for a call (spec 1 §6): member API calls (and the member's event bookings)
 * send the member token as xm-auth-token; every other call sends x-auth-token with the user token first, then the kitchen
 * token, then the member token. Expired records are skipped: sending one only earns a 401.
 */
export function tokenHeadersFor(path: string, nowMs = Date.now()): Record<string, string> {
  const sessions = peekValidSessions(nowMs)
  if (path.startsWith(MEMBER_API_PREFIX) || path.startsWith(MEMBER_EVENT_BOOKINGS_PREFIX)) {
    return sessions.member ? { 'xm-auth-token': sessions.member.token } : {}
  }
  const token = sessions.user?.token ?? sessions.kitchen?.token ?? sessions.member?.token
  return token ? { 'x-auth-token': token } : {}
}
