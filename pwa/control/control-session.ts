import { readTokenPayload } from '../../domain/session-token'
import type { StaffSession } from '../auth/session-types'

/**
 * Whether the staff session came from the control panel's door (/control): the token's audience says
 * so (ADR 025). The same person signed in at /login is an administrator, not the super-administrator.
 * The server decides on every call; this only chooses what to draw.
 */
export function isControlSession(staff: Pick<StaffSession, 'token'> | null | undefined): boolean {
  return staff ? readTokenPayload(staff.token)?.aud === 'super-admin' : false
}
