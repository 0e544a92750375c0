import { RECEPTION_ROLE_ID } from '../../domain/roles'
import { normalisePath } from './public-paths'
import { hasAnySession } from './session'
import type { StaffSession, ValidSessions } from './session-types'

export type RouteAccess = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'sign-in-required' }

const allow: RouteAccess = { kind: 'allow' }
const redirect = (to: string): RouteAccess => ({ kind: 'redirect', to })

/** With a valid session these go to the dashboard (spec 1 §4). */
const entryPaths = new Set(['/', '/login', '/member-login'])

/** The signed-in areas (pwa/routes.tsx): only paths in these need a session. */
const signedInAreas = ['/dashboard', '/door', '/kitchen', '/member'] as const

const isWithin = (path: string, area: string) => path === area || path.startsWith(`${area}/`)

/**
 * Whether opening the path needs a session. Public pages do not (`/member-login` is not within
 * `/member`); neither does a path the app does not have (a mistyped address, an old link): it shows
 * the public not-found page, not the staff sign-in.
 */
const needsSignIn = (pathname: string) =>
  signedInAreas.some((area) => isWithin(normalisePath(pathname), area)) || isControlPanelPath(pathname)

/** The control panel's pages past its door: /control itself is the sign-in page, public. */
export const isControlPanelPath = (pathname: string) => normalisePath(pathname).startsWith('/control/')

/**
 * Where a staff member works: a receptionist at the door (issue 17: on a phone, with a queue in
 * front), everyone else in the office. The office stays one tap away from the door (DoorBar).
 */
export function staffHomeArea(staff: Pick<StaffSession, 'role_id'>): string {
  return staff.role_id === RECEPTION_ROLE_ID ? '/door' : '/dashboard'
}

/** Each audience's own area; staff first, as in the token header order. */
export function homeAreaFor(sessions: ValidSessions): string {
  if (sessions.user) return staffHomeArea(sessions.user)
  if (sessions.kitchen) return '/kitchen'
  if (sessions.member) return '/member'
  return '/login'
}

/**
 * Where the installed app opens (its start_url, /start): where its signed-in person works (the
 * office, the kitchen display, a receptionist's door, a member's card); with no valid session, at
 * the sign-in page of the door this device last signed in at (a member whose session ended at
 * Member Login); a device that never signed in, on the public site.
 */
export function startPathFor(sessions: ValidSessions, lastSignInDoor: string | undefined): string {
  if (sessions.user?.role_id === RECEPTION_ROLE_ID) return '/door'
  if (hasAnySession(sessions)) return homeAreaFor(sessions)
  return lastSignInDoor ?? '/'
}

/**
 * What the session check does with a path, given the device's valid sessions. Kitchen and member
 * sessions opening the dashboard go on to their own area; an area whose session is missing sends
 * the person to the area they do have.
 */
export function decideRouteAccess(pathname: string, sessions: ValidSessions): RouteAccess {
  const path = normalisePath(pathname)
  if (!hasAnySession(sessions)) return needsSignIn(path) ? { kind: 'sign-in-required' } : allow
  if (entryPaths.has(path)) return redirect(sessions.user ? staffHomeArea(sessions.user) : '/dashboard')
  if (isWithin(path, '/dashboard') && !sessions.user) return redirect(homeAreaFor(sessions))
  // The door is staff work (receptionists): a kitchen or member session alone goes to its own area.
  if (isWithin(path, '/door') && !sessions.user) return redirect(homeAreaFor(sessions))
  if (isWithin(path, '/kitchen') && !sessions.kitchen) return redirect(homeAreaFor(sessions))
  if (isWithin(path, '/member') && !sessions.member) return redirect(homeAreaFor(sessions))
  return allow
}
