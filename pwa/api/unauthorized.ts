import { RECEPTION_ROLE_ID } from '../../domain/roles'
import { browserLocation } from '../app/browser-location'
import { rememberIntendedRoute } from '../auth/intended-route'
import { clearAllSessions, peekSession } from '../auth/session'
import { signInPathFor } from '../auth/sign-in-door'
import { ApiError, errorMessages } from './api-error'

/** Writes to event-bookings/events: /api/event-bookings/events and /api/event-bookings/events/{id}... */
const EVENT_WRITE_PATH = /\/event-bookings\/events(?:[/?]|$)/

const isOnDashboard = (pathname: string) => pathname === '/dashboard' || pathname.startsWith('/dashboard/')

/**
 * A 401 on a call that sent a token (spec 1 §8). In general the sessions are cleared and the
 * person is sent to sign in: at Member Login from the member app, at /login from anywhere else. Two exceptions reject without leaving the page: a failed POST or PUT
 * of event-bookings/events (sessions still cleared, so the next screen asks for a sign-in), and a
 * receptionist (role 7) on the dashboard whose token has not expired, whose screen stays put.
 */
export function handleUnauthorized(method: string, path: string, answer: ApiError): ApiError {
  if ((method === 'POST' || method === 'PUT') && EVENT_WRITE_PATH.test(path)) {
    clearAllSessions()
    return new ApiError('http', [errorMessages.eventsUnauthorized], 401, answer.body)
  }
  const staff = peekSession('user')
  if (staff?.role_id === RECEPTION_ROLE_ID && isOnDashboard(window.location.pathname)) {
    return new ApiError('http', [errorMessages.receptionUnauthorized], 401, answer.body)
  }
  clearAllSessions()
  rememberIntendedRoute(`${window.location.pathname}${window.location.search}`)
  browserLocation.assign(signInPathFor(window.location.pathname))
  return answer
}
