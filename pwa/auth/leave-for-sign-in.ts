import { browserLocation } from '../app/browser-location'
import { clearLocalStorage } from '../app/local-storage'
import { rememberIntendedRoute } from './intended-route'
import { rememberedSignInDoor, rememberSignInDoor, signInPathFor } from './sign-in-door'

/**
 * The global guard's exit (spec 1 §4): remember where the person was going, clear all of
 * localStorage (sessions and cached server reads of whoever used the device before) but which door
 * the device signs in at, and load the sign-in page afresh, so nothing of the previous session
 * survives in memory either. The member app's paths lead to Member Login, the rest to /login.
 */
export function leaveForSignIn(intendedRoute: string): void {
  rememberIntendedRoute(intendedRoute)
  const door = rememberedSignInDoor()
  clearLocalStorage()
  if (door) rememberSignInDoor(door)
  browserLocation.assign(signInPathFor(intendedRoute))
}
