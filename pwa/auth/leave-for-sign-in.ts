import { browserLocation } from '../app/browser-location'
import { clearLocalStorage } from '../app/local-storage'
import { rememberIntendedRoute } from './intended-route'

/**
 * The global guard's exit (spec 1 §4): remember where the person was going, clear all of
 * localStorage (sessions and cached server reads of whoever used the device before) and load
 * /login afresh, so nothing of the previous session survives in memory either.
 */
export function leaveForSignIn(intendedRoute: string): void {
  rememberIntendedRoute(intendedRoute)
  clearLocalStorage()
  browserLocation.assign('/login')
}
