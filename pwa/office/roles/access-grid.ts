import type { AccessRow } from '../../../domain/contract/roles'

export const accessActions = ['view', 'create', 'edit', 'delete'] as const
export type AccessAction = (typeof accessActions)[number]
export type Flags = Record<AccessAction, boolean>

export const actionLabel: Record<AccessAction, string> = { view: 'View', create: 'Create', edit: 'Edit', delete: 'Delete' }

/** The grid as the screen holds it: each area's flags, by the area's key. */
export const gridOf = (rows: AccessRow[]): Record<string, Flags> =>
  Object.fromEntries(rows.map((row) => [row.key, { view: row.view, create: row.create, edit: row.edit, delete: row.delete }]))

/**
 * One box ticked or cleared: doing anything in an area needs seeing it, so ticking create, edit or
 * delete ticks view, and clearing view clears the rest.
 */
export function toggled(flags: Flags, action: AccessAction, isOn: boolean): Flags {
  if (action === 'view') return isOn ? { ...flags, view: true } : { view: false, create: false, edit: false, delete: false }
  return { ...flags, [action]: isOn, view: isOn ? true : flags.view }
}

export const sameFlags = (a: Flags | undefined, b: Flags | undefined) => accessActions.every((action) => a?.[action] === b?.[action])
