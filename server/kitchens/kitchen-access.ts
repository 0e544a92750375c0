import type { AccessAction } from '../../domain/roles.js'
import { principalHasAccess } from '../auth/permissions.js'
import type { Principal } from '../auth/principal.js'
import type { Executor } from '../db/database.js'
import { forbidden } from '../http/errors.js'

/**
 * May this principal read (view) or work (edit) the orders of kitchen `kitchenId`? A kitchen account
 * only its own kitchen; staff whose role has the action on the 'kitchens' area (admins always) any
 * kitchen; members never.
 */
export async function canReachKitchen(db: Executor, principal: Principal, kitchenId: number, action: AccessAction): Promise<boolean> {
  switch (principal.kind) {
    case 'kitchen':
      return principal.kitchenId === kitchenId
    case 'staff':
      return principalHasAccess(db, principal, 'kitchens', action)
    case 'member':
      return false
  }
}

export async function assertKitchenReach(db: Executor, principal: Principal, kitchenId: number, action: AccessAction) {
  if (!(await canReachKitchen(db, principal, kitchenId, action))) {
    throw forbidden(principal.kind === 'kitchen' ? 'You can only see the orders of your own kitchen.' : undefined)
  }
}
