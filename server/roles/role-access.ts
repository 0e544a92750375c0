import { ADMIN_ROLE_ID, KITCHEN_ROLE_ID, MEMBER_ROLE_ID } from '../../domain/roles.js'
import { badRequest, conflict, type FieldError } from '../http/errors.js'
import type { Menu } from './menus.repository.js'
import type { Grant, RoleRow } from './roles.repository.js'
import type { AccessEntry, AccessRow, MenuWithAccess } from '../../domain/contract/roles.js'

const fullGrant = (menu_id: number): Grant => ({ menu_id, view: true, create: true, edit: true, delete: true })
const noGrant = (menu_id: number): Grant => ({ menu_id, view: false, create: false, edit: false, delete: false })
const isFull = (grant: Grant) => grant.view && grant.create && grant.edit && grant.delete
const hasAnyAction = (grant: Grant) => grant.view || grant.create || grant.edit || grant.delete

/**
 * The payload's areas as grants. Areas are named by key or menu_id; an unknown or repeated area is
 * a 400 naming the entry, so a typo never silently grants nothing. Create, edit or delete imply
 * view: an area a role may change is an area it must be able to open.
 */
export function resolveGrants(menus: Menu[], entries: AccessEntry[], field: string): Grant[] {
  const errors: FieldError[] = []
  const fail = (path: string, problem: string) => errors.push({ path, msg: `${path}: ${problem}` })
  const seen = new Set<number>()
  const grants: Grant[] = []
  entries.forEach((entry, index) => {
    const at = `${field}.${index}`
    const byKey = entry.key === undefined ? undefined : menus.find((menu) => menu.key === entry.key)
    const byId = entry.menu_id === undefined ? undefined : menus.find((menu) => menu.menu_id === entry.menu_id)
    if (entry.key !== undefined && !byKey) return fail(`${at}.key`, `no area has the key '${entry.key}' (GET /api/getallmenu lists them)`)
    if (entry.menu_id !== undefined && !byId) return fail(`${at}.menu_id`, `no area has the menu_id ${entry.menu_id}`)
    if (byKey && byId && byKey !== byId) return fail(at, `key '${byKey.key}' and menu_id ${byId.menu_id} name different areas`)
    const menu = (byKey ?? byId)!
    if (seen.has(menu.menu_id)) return fail(at, `the area '${menu.key}' is listed more than once`)
    seen.add(menu.menu_id)
    const isChanging = entry.create || entry.edit || entry.delete
    grants.push({ menu_id: menu.menu_id, view: entry.view || isChanging, create: entry.create, edit: entry.edit, delete: entry.delete })
  })
  if (errors.length > 0) throw badRequest(errors[0]!.msg, errors)
  return grants
}

/**
 * Refuses access changes the apps could not honour. Admin's access is implied, not stored, so the
 * only change it accepts is one that keeps everything (which is then a no-op). Kitchen and member
 * accounts never reach the back office, so a grant to their roles would be a promise nobody keeps.
 * `isReplacing`: the grants are the role's whole access (areas not listed are revoked).
 */
export function assertAccessChangeAllowed(role: RoleRow, grants: Grant[], menus: Menu[], isReplacing: boolean) {
  if (role.role_id === ADMIN_ROLE_ID) {
    const coversEveryArea = !isReplacing || menus.every((menu) => grants.some((grant) => grant.menu_id === menu.menu_id))
    if (!coversEveryArea || !grants.every(isFull)) {
      throw conflict(`The ${role.name} role always has full access to every area; its access cannot be reduced.`)
    }
  }
  if (!grants.some(hasAnyAction)) return
  if (role.role_id === KITCHEN_ROLE_ID) {
    throw conflict(`The ${role.name} role signs in to the kitchen display, not the back office, so it cannot be given back-office areas.`)
  }
  if (role.role_id === MEMBER_ROLE_ID) {
    throw conflict(
      `The ${role.name} role is for members, who use the member app, not the back office, so it cannot be given back-office areas.`,
    )
  }
}

/** What a role may do in every area: Admin everything, others what is stored (nothing if absent). */
export function effectiveGrants(roleId: number, menus: Menu[], stored: Grant[]): Grant[] {
  if (roleId === ADMIN_ROLE_ID) return menus.map((menu) => fullGrant(menu.menu_id))
  const byMenu = new Map(stored.map((grant) => [grant.menu_id, grant]))
  return menus.map((menu) => byMenu.get(menu.menu_id) ?? noGrant(menu.menu_id))
}

/** Every area with the role's flags, for the access matrix. */
export function accessRows(roleId: number, menus: Menu[], stored: Grant[]): AccessRow[] {
  const grants = effectiveGrants(roleId, menus, stored)
  return menus.map((menu, index) => {
    const { menu_id: _, ...flags } = grants[index]!
    return { menu_id: menu.menu_id, key: menu.key, title: menu.title, path: menu.path, ...flags }
  })
}

/** Only the areas the role may open, for the office shell's navigation. */
export function viewableMenus(roleId: number, menus: Menu[], stored: Grant[]): MenuWithAccess[] {
  const grants = effectiveGrants(roleId, menus, stored)
  return menus.flatMap((menu, index) => {
    const { menu_id: _, ...access } = grants[index]!
    if (!access.view) return []
    return [
      { menu_id: menu.menu_id, key: menu.key, title: menu.title, path: menu.path, icon: menu.icon, sort_order: menu.sort_order, access },
    ]
  })
}

/** How many areas the role may open; Admin's are implied. */
export const viewableAreaCount = (roleId: number, storedCount: number, menuCount: number) =>
  roleId === ADMIN_ROLE_ID ? menuCount : storedCount
