import { KITCHEN_ROLE_ID, MEMBER_ROLE_ID } from '../../domain/roles'
import { ApiError } from '../api/api-error'
import { callApi } from '../api/client'
import { kitchenSignIn, memberSignIn, staffSignIn, superAdminSignIn } from '../../domain/contract/auth'
import type { Endpoint, RequestOf, ResponseOf } from '../../domain/contract/endpoint'
import { jwtExpirySeconds } from './jwt'
import { staffHomeArea } from './route-access'
import { saveSession } from './session'
import type { KitchenSession, SessionByKind, SessionKind } from './session-types'
import { rememberSignInDoor } from './sign-in-door'

export const CONTROL_HOME_PATH = '/control/home'

/** `landing`: where this person works, when it is not where the sign-in form sends people by default. */
export type SignInOutcome = { isSignedIn: true; landing?: string } | { isSignedIn: false; message: string }

/** The sign-in failures of spec 1 §8, in its words. */
export const signInMessages = {
  staffRejected: 'Invalid credentials, please try again.',
  staffFailed: 'Login failed. Please check your details and try again.',
  memberRejected: 'Login failed.',
  memberFailed: 'Login failed. Please try again.',
} as const

const signedIn: SignInOutcome = { isSignedIn: true }
const refused = (message: string): SignInOutcome => ({ isSignedIn: false, message })

type Refusal = Record<string, unknown>
const textOf = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined)

/**
 * Each sign-in door answers in its own shape, also when it says no (401, 403, 429), so a refusal's
 * body is what matters: a server that answered gives its answer or its refusal; no answer at all is
 * an exception.
 */
async function signInAt<E extends Endpoint>(endpoint: E, body: RequestOf<E>): Promise<{ answer: ResponseOf<E> } | { refusal: Refusal }> {
  try {
    return { answer: await callApi(endpoint, body) }
  } catch (error) {
    if (!(error instanceof ApiError) || !error.hasResponse) throw error
    const refusal = error.body
    return { refusal: typeof refusal === 'object' && refusal !== null ? (refusal as Refusal) : {} }
  }
}

/** Keeps the session a door gave, and which door this device signs in at (sign-in-door.ts). */
function keepSession<Kind extends SessionKind>(kind: Kind, record: SessionByKind[Kind]): void {
  saveSession(kind, record)
  rememberSignInDoor(kind)
}

/** The kitchen record expires when its token does: the JWT's exp claim (spec 1 §3). */
export function kitchenSessionFrom(data: ResponseOf<typeof kitchenSignIn>['data']): KitchenSession {
  const { expiresAt, ...rest } = data
  const exp = jwtExpirySeconds(rest.token) ?? expiresAt
  return { ...rest, role_id: KITCHEN_ROLE_ID, tokenExpiryTime: exp }
}

/** /login: the kitchen door first, then the staff door when the kitchen says no (spec 1 §6). */
export async function signInStaffOrKitchen(identifier: string, password: string): Promise<SignInOutcome> {
  const name = identifier.trim()
  try {
    const kitchen = await signInAt(kitchenSignIn, { body: { username: name, password } })
    if ('answer' in kitchen) {
      keepSession('kitchen', kitchenSessionFrom(kitchen.answer.data))
      return signedIn
    }
    const staff = await signInAt(staffSignIn, { body: { email_id: name, password } })
    if ('answer' in staff) {
      keepSession('user', staff.answer.result)
      return { isSignedIn: true, landing: staffHomeArea(staff.answer.result) }
    }
    return refused(textOf(staff.refusal.msg) ?? signInMessages.staffRejected)
  } catch {
    return refused(signInMessages.staffFailed)
  }
}

/**
 * /control: the super-administrator's door. Stored as the user session, like any staff sign-in (the
 * token's audience says it came from this door); lands on the control panel's home.
 */
export async function signInSuperAdmin(userId: string, password: string): Promise<SignInOutcome> {
  try {
    const outcome = await signInAt(superAdminSignIn, { body: { userId: userId.trim(), password } })
    if ('answer' in outcome) {
      keepSession('user', outcome.answer.result)
      return { isSignedIn: true, landing: CONTROL_HOME_PATH }
    }
    const { refusal } = outcome
    return refused(textOf(refusal.msg) ?? textOf(refusal.message) ?? signInMessages.staffRejected)
  } catch {
    return refused(signInMessages.staffFailed)
  }
}

/** /member-login: the member ID is trimmed before it is sent (spec 1 §5). */
export async function signInMember(memberId: string, password: string): Promise<SignInOutcome> {
  try {
    const outcome = await signInAt(memberSignIn, { body: { memberId: memberId.trim(), password } })
    if ('answer' in outcome) {
      keepSession('member', { ...outcome.answer.data, role_id: MEMBER_ROLE_ID })
      return signedIn
    }
    return refused(textOf(outcome.refusal.message) ?? signInMessages.memberRejected)
  } catch {
    return refused(signInMessages.memberFailed)
  }
}
