import type { AccessAction } from '../../domain/roles.js'
import { principalHasAccess } from '../auth/permissions.js'
import type { Principal } from '../auth/principal.js'
import type { Executor } from '../db/database.js'

/** The desk works in the 'sports' area (ADR 015): view to follow a day's list, edit to check in and out. Staff only. */
export function mayWorkSportsDesk(db: Executor, principal: Principal, action: AccessAction): Promise<boolean> {
  return principal.kind === 'staff' ? principalHasAccess(db, principal, 'sports', action) : Promise.resolve(false)
}

/** The pull scope's key and the socket room: one club day, 'YYYY-MM-DD'. */
export const sportsRoom = (date: string) => `sports:${date}`

/** A real calendar date written 'YYYY-MM-DD', or undefined. */
export function deskDateOf(key: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(key)) return undefined
  const parsed = new Date(`${key}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === key ? key : undefined
}
