import { peekValidSessions } from '../auth/session'

export const MEMBER_API_PREFIX = '/member/api/'
/** The member's own event bookings (spec 2 §7 member/*): the member's token, whoever else is signed in. */
export const MEMBER_EVENT_BOOKINGS_PREFIX = '/api/event-bookings/member/'
/** The member's sports bookings (ADR 015): the member's token, like the event bookings. */
export const MEMBER_SPORTS_PREFIX = '/api/sports-activity/member/'

const memberTokenPrefixes = [MEMBER_API_PREFIX, MEMBER_EVENT_BOOKINGS_PREFIX, MEMBER_SPORTS_PREFIX]

/**
 * The token header for a call (spec 1 §6): member API calls (and the member's event and sports bookings)
 * send the member token as xm-auth-token; every other call sends x-auth-token with the user token first, then the kitchen
 * token, then the member token. Expired records are skipped: sending one only earns a 401.
 */
export function tokenHeadersFor(path: string, nowMs = Date.now()): Record<string, string> {
  const sessions = peekValidSessions(nowMs)
  if (memberTokenPrefixes.some((prefix) => path.startsWith(prefix))) {
    return sessions.member ? { 'xm-auth-token': sessions.member.token } : {}
  }
  const token = sessions.user?.token ?? sessions.kitchen?.token ?? sessions.member?.token
  return token ? { 'x-auth-token': token } : {}
}
