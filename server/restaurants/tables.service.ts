import { recordChange, type Auditor } from '../audit/audit-trail.js'
import type { DB } from '../db/database.js'
import { isUniqueViolation } from '../db/errors.js'
import { conflictOn, notFound } from '../http/errors.js'
import { findRestaurantOrFail } from './restaurants.service.js'
import type { CreateTableInput, UpdateTableInput } from '../../domain/contract/restaurants.js'
import {
  deleteTable,
  findTable,
  findTableByLabel,
  insertTable,
  isTableOnAnyOrder,
  updateTable,
  type TableRow,
} from './tables.repository.js'
import type { Executor } from '../db/database.js'

export const TABLE_NOT_FOUND = 'Table not found'

/** A table as the client reads it (spec 2 §3: `_id`); `table_id` is the same number, as orders name it. */
export function toTable(row: TableRow) {
  return { _id: row.table_id, ...row }
}

/** The table `tableId` of restaurant `restaurantId`; a table of another restaurant is not found here. */
async function findTableOrFail(db: Executor, restaurantId: number, tableId: number) {
  const table = await findTable(db, tableId)
  if (!table || table.restaurant_id !== restaurantId) throw notFound(TABLE_NOT_FOUND)
  return table
}

const duplicateLabel = (label: string, restaurant: string) => `${restaurant} already has a table '${label}'. Choose another label.`

async function assertLabelFree(db: Executor, restaurantId: number, restaurantName: string, label: string, exceptTableId?: number) {
  const existing = await findTableByLabel(db, restaurantId, label)
  if (existing && existing.table_id !== exceptTableId) throw conflictOn('label', duplicateLabel(existing.label, restaurantName))
}

async function withLabelGuard<T>(label: string, restaurantName: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (isUniqueViolation(error)) throw conflictOn('label', duplicateLabel(label, restaurantName))
    throw error
  }
}

export function addTable(db: DB, by: Auditor, restaurantId: number, input: CreateTableInput, now: Date) {
  return db.transaction().execute(async (trx) => {
    const restaurant = await findRestaurantOrFail(trx, restaurantId)
    await assertLabelFree(trx, restaurantId, restaurant.name, input.label)
    const row = await withLabelGuard(input.label, restaurant.name, () =>
      insertTable(trx, { restaurant_id: restaurantId, ...input, created_at: now, updated_at: now }),
    )
    await recordChange(trx, by, {
      area: 'restaurants',
      action: 'create',
      recordType: 'restaurant_table',
      recordId: row.table_id,
      after: row,
    })
    return toTable(row)
  })
}

export function changeTable(db: DB, by: Auditor, restaurantId: number, tableId: number, changes: UpdateTableInput, now: Date) {
  return db.transaction().execute(async (trx) => {
    const restaurant = await findRestaurantOrFail(trx, restaurantId)
    const before = await findTableOrFail(trx, restaurantId, tableId)
    if (changes.label !== undefined) await assertLabelFree(trx, restaurantId, restaurant.name, changes.label, tableId)
    const row = await withLabelGuard(changes.label ?? '', restaurant.name, () => updateTable(trx, tableId, { ...changes, updated_at: now }))
    if (!row) throw notFound(TABLE_NOT_FOUND)
    await recordChange(trx, by, {
      area: 'restaurants',
      action: 'update',
      recordType: 'restaurant_table',
      recordId: tableId,
      before,
      after: row,
    })
    return toTable(row)
  })
}

/**
 * A table no order ever named is deleted; one that orders name is switched off instead, so those
 * orders keep their table (DESIGN.md: nothing with history is hard-deleted).
 */
export function removeTable(db: DB, by: Auditor, restaurantId: number, tableId: number, now: Date) {
  return db.transaction().execute(async (trx) => {
    await findRestaurantOrFail(trx, restaurantId)
    const before = await findTableOrFail(trx, restaurantId, tableId)
    if (await isTableOnAnyOrder(trx, tableId)) {
      const row = await updateTable(trx, tableId, { is_active: false, updated_at: now })
      await recordChange(trx, by, {
        area: 'restaurants',
        action: 'status',
        recordType: 'restaurant_table',
        recordId: tableId,
        before,
        after: row,
      })
      return { isDeleted: false, table: toTable(row!) }
    }
    const row = await deleteTable(trx, tableId)
    await recordChange(trx, by, { area: 'restaurants', action: 'delete', recordType: 'restaurant_table', recordId: tableId, before })
    return { isDeleted: true, table: toTable(row!) }
  })
}
