import type { CreateCategoryInput, UpdateCategoryInput } from '../../domain/contract/member-categories.js'
import { recordChange, type Auditor } from '../audit/audit-trail.js'
import type { DB, Executor } from '../db/database.js'
import { isUniqueViolation } from '../db/errors.js'
import { conflictOn, notFound } from '../http/errors.js'
import {
  findCategory,
  findCategoryByName,
  insertCategory,
  listCategories,
  updateCategory,
  type CategoryRecord,
} from './member-categories.repository.js'

export const CATEGORY_NOT_FOUND = 'Member category not found'

export const toCategory = (record: CategoryRecord) => ({ ...record, member_count: Number(record.member_count ?? 0) })

export async function allCategories(db: Executor) {
  return (await listCategories(db)).map(toCategory)
}

const nameTaken = (name: string) =>
  conflictOn('name', `A member category named '${name}' already exists. Choose another name or edit that one.`)

/** A name is unique whatever its case: checked first for a clear message, and by the index for a race. */
async function withNameGuard<T>(name: string | undefined, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (name !== undefined && isUniqueViolation(error)) throw nameTaken(name)
    throw error
  }
}

const audited = (record: CategoryRecord) => {
  const { member_count: _count, ...fields } = record
  return fields
}

export function createCategory(db: DB, by: Auditor, input: CreateCategoryInput, now: Date) {
  return withNameGuard(input.name, () =>
    db.transaction().execute(async (trx) => {
      const existing = await findCategoryByName(trx, input.name)
      if (existing) throw nameTaken(existing.name)
      const { category_id } = await insertCategory(trx, { ...input, created_at: now, updated_at: now })
      const created = (await findCategory(trx, category_id))!
      await recordChange(trx, by, {
        area: 'member-categories',
        action: 'create',
        recordType: 'member_category',
        recordId: category_id,
        after: audited(created),
      })
      return toCategory(created)
    }),
  )
}

/** Changes a category; switched off, its members keep it and no new member can join it. */
export function changeCategory(db: DB, by: Auditor, categoryId: number, changes: UpdateCategoryInput, now: Date) {
  return withNameGuard(changes.name, () =>
    db.transaction().execute(async (trx) => {
      await trx.selectFrom('member_categories').select('category_id').where('category_id', '=', categoryId).forUpdate().execute()
      const current = await findCategory(trx, categoryId)
      if (!current) throw notFound(CATEGORY_NOT_FOUND)
      if (changes.name !== undefined) {
        const existing = await findCategoryByName(trx, changes.name)
        if (existing && existing.category_id !== categoryId) throw nameTaken(existing.name)
      }
      const patch = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined))
      await updateCategory(trx, categoryId, { ...patch, updated_at: now })
      const changed = (await findCategory(trx, categoryId))!
      await recordChange(trx, by, {
        area: 'member-categories',
        action: 'update',
        recordType: 'member_category',
        recordId: categoryId,
        before: audited(current),
        after: audited(changed),
      })
      return toCategory(changed)
    }),
  )
}
