import { readJson, saveJson } from '../app/local-storage'
import { normalisePath } from './public-paths'
import { sessionStorageKeys, sessionKinds } from './session'
import type { SessionKind } from './session-types'

/** Each audience's sign-in page: members have their own, staff and kitchen share the office's. */
export const signInPathOf: Record<SessionKind, string> = { user: '/login', kitchen: '/login', member: '/member-login' }

const isMemberAppPath = (path: string) => path === '/member' || path.startsWith('/member/')

/**
 * Where a person is sent to sign in on their way to `route`: a member opening the member app (a
 * link to a booking, the installed app) signs in at Member Login, the control panel's pages at
 * /control, everyone else at /login.
 */
export function signInPathFor(route: string): string {
  const path = normalisePath(route.split(/[?#]/)[0] ?? '')
  // The control panel's pages are the super-administrator's: their door is /control.
  if (path.startsWith('/control/')) return CONTROL_SIGN_IN_PATH
  return isMemberAppPath(path) ? signInPathOf.member : signInPathOf.user
}

export const CONTROL_SIGN_IN_PATH = '/control'

/**
 * Which door this device last signed in at: not who, only whether it is a member's phone or a staff
 * device. It outlives sign-outs and the guard's clearing of the device, so that the installed app,
 * opened after a session ended, starts at the right sign-in page.
 */
const SIGN_IN_DOOR_KEY = 'clubSignInDoor'

export function rememberSignInDoor(kind: SessionKind): void {
  saveJson(SIGN_IN_DOOR_KEY, kind)
}

export function rememberedSignInDoor(): SessionKind | undefined {
  const stored = readJson(SIGN_IN_DOOR_KEY)
  if (sessionKinds.some((kind) => kind === stored)) return stored as SessionKind
  // A device signed in before the door was remembered: its stored record (valid or not) says.
  return sessionKinds.find((kind) => readJson(sessionStorageKeys[kind]) !== null)
}
