import { recordChange, type Auditor } from '../audit/audit-trail.js'
import type { DB } from '../db/database.js'
import { badRequest, conflict } from '../http/errors.js'
import { findMenuByKey, insertMenu, nextMenuSortOrder } from './menus.repository.js'
import { isUniqueViolation } from '../db/errors.js'
import type { CreateMenuInput } from '../../domain/contract/roles.js'

const duplicateKey = (key: string) =>
  conflict(`A menu with the key '${key}' already exists. Choose another key; access is granted by key, so keys never change.`)

/** Adds a back-office area. A new area is granted to nobody but Admin until access is updated. */
export async function createMenu(db: DB, by: Auditor, input: CreateMenuInput) {
  try {
    return await db.transaction().execute(async (trx) => {
      if (input.parent_key && !(await findMenuByKey(trx, input.parent_key))) {
        const msg = `parent_key: no menu has the key '${input.parent_key}'`
        throw badRequest(msg, [{ path: 'parent_key', msg }])
      }
      if (await findMenuByKey(trx, input.key)) throw duplicateKey(input.key)
      const menu = await insertMenu(trx, {
        key: input.key,
        title: input.title,
        path: input.path,
        icon: input.icon ?? null,
        parent_key: input.parent_key ?? null,
        sort_order: input.sort_order ?? (await nextMenuSortOrder(trx)),
      })
      await recordChange(trx, by, { area: 'roles', action: 'create', recordType: 'menu', recordId: menu.menu_id, after: menu })
      return menu
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateKey(input.key)
    throw error
  }
}
