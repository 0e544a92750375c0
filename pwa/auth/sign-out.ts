/**
 * A sign-out on its way to its sign-in page. Ending the session re-renders the screen before the
 * router has reached that page, and the session check would take the missing session for an
 * expired one (a full reload of /login that clears the device's storage and remembers the screen
 * as where to go next: a member would land on the staff sign-in). While this is set it waits.
 */
let isUnderway = false

export function beginSignOut(): void {
  isUnderway = true
}

export function endSignOut(): void {
  isUnderway = false
}

export const isSigningOut = () => isUnderway
