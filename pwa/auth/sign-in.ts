import { KITCHEN_ROLE_ID, MEMBER_ROLE_ID } from '../../domain/roles'
import { ApiError } from '../api/api-error'
import { apiPost } from '../api/client'
import { jwtExpirySeconds } from './jwt'
import { saveSession } from './session'
import type { KitchenSession, MemberSession, StaffSession } from './session-types'

export type SignInOutcome = { isSignedIn: true } | { isSignedIn: false; message: string }

/** The sign-in failures of spec 1 §8, in its words. */
export const signInMessages = {
  staffRejected: 'Invalid credentials, please try again.',
  staffFailed: 'Login failed. Please check your details and try again.',
  memberRejected: 'Login failed.',
  memberFailed: 'Login failed. Please try again.',
} as const

const signedIn: SignInOutcome = { isSignedIn: true }
const refused = (message: string): SignInOutcome => ({ isSignedIn: false, message })

type Answer = Record<string, unknown>
const asAnswer = (value: unknown): Answer => (typeof value === 'object' && value !== null ? (value as Answer) : {})
const textOf = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined)
const hasToken = (value: unknown) => typeof asAnswer(value).token === 'string'

/**
 * Each sign-in door answers in its own shape, also when it says no (401, 429...), so the body is
 * what matters: a server that answered gives its body; no answer at all is an exception.
 */
async function postForAnswer(path: string, body: unknown): Promise<Answer> {
  try {
    return asAnswer(await apiPost(path, body, { isAuthenticated: false }))
  } catch (error) {
    if (error instanceof ApiError && error.hasResponse) return asAnswer(error.body)
    throw error
  }
}

/** The kitchen record expires when its token does: the JWT's exp claim (spec 1 §3). */
export function kitchenSessionFrom(data: Answer): KitchenSession {
  const { expiresAt, ...rest } = data as unknown as KitchenSession
  const exp = jwtExpirySeconds(rest.token) ?? expiresAt
  return { ...rest, role_id: KITCHEN_ROLE_ID, ...(exp === undefined ? {} : { tokenExpiryTime: exp }) }
}

/** /login: the kitchen door first, then the staff door when the kitchen says no (spec 1 §6). */
export async function signInStaffOrKitchen(identifier: string, password: string): Promise<SignInOutcome> {
  const name = identifier.trim()
  try {
    const kitchen = await postForAnswer('/api/kitchen/login', { username: name, password })
    if (kitchen.success === true && hasToken(kitchen.data)) {
      saveSession('kitchen', kitchenSessionFrom(asAnswer(kitchen.data)))
      return signedIn
    }
    const staff = await postForAnswer('/api/login', { email_id: name, password })
    if (staff.msg === 'Success' && hasToken(staff.result)) {
      const result = staff.result as StaffSession
      saveSession('user', { ...result, role_id: result.role_id })
      return signedIn
    }
    return refused(textOf(staff.msg) ?? signInMessages.staffRejected)
  } catch {
    return refused(signInMessages.staffFailed)
  }
}

/** /control: the super-administrator's door. Stored as the user session, like any staff sign-in. */
export async function signInSuperAdmin(userId: string, password: string): Promise<SignInOutcome> {
  try {
    const answer = await postForAnswer('/api/signin', { userId: userId.trim(), password })
    if (answer.status === 200 && hasToken(answer.result)) {
      const result = answer.result as StaffSession
      saveSession('user', { ...result, role_id: result.role_id })
      return signedIn
    }
    return refused(textOf(answer.msg) ?? textOf(answer.message) ?? signInMessages.staffRejected)
  } catch {
    return refused(signInMessages.staffFailed)
  }
}

/** /member-login: the member ID is trimmed before it is sent (spec 1 §5). */
export async function signInMember(memberId: string, password: string): Promise<SignInOutcome> {
  try {
    const answer = await postForAnswer('/member/api/login', { memberId: memberId.trim(), password })
    if (answer.status === 200 && hasToken(answer.data)) {
      saveSession('member', { ...(answer.data as MemberSession), role_id: MEMBER_ROLE_ID })
      return signedIn
    }
    return refused(textOf(answer.message) ?? signInMessages.memberRejected)
  } catch {
    return refused(signInMessages.memberFailed)
  }
}
