import type { AccessAction } from '../../domain/roles.js'
import { principalHasAccess } from '../auth/permissions.js'
import type { Principal } from '../auth/principal.js'
import type { Executor } from '../db/database.js'

/** The door works in the 'door' area (ADR 012): view to follow an event's list, edit to check in. Staff only. */
export function mayWorkDoor(db: Executor, principal: Principal, action: AccessAction): Promise<boolean> {
  return principal.kind === 'staff' ? principalHasAccess(db, principal, 'door', action) : Promise.resolve(false)
}

export const doorRoom = (eventId: number) => `event:${eventId}`
