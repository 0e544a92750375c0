import { recordChange, type Auditor } from '../audit/audit-trail.js'
import type { SportsActivityStatus } from '../../domain/sports.js'
import { clubDate } from '../../domain/time.js'
import type { DB, Executor } from '../db/database.js'
import { isUniqueViolation } from '../db/errors.js'
import { conflict, notFound } from '../http/errors.js'
import { invalidField } from '../http/invalid-field.js'
import {
  countUpcomingBookings,
  findActivity,
  findSubcategory,
  insertActivity,
  insertSubcategory,
  updateActivity,
  updateSubcategory,
  type ActivityRow,
} from './activities.repository.js'
import type {
  CreateActivityInput,
  CreateSubcategoryInput,
  UpdateActivityInput,
  UpdateSubcategoryInput,
} from '../../domain/contract/sports-activities.js'

export const ACTIVITY_NOT_FOUND = 'Sports activity not found.'
export const SUBCATEGORY_NOT_FOUND = 'Subcategory not found'

/** The activity, or 404; members see only active ones (`onlyActive`). */
export async function findActivityOrFail(db: Executor, activityId: number, onlyActive = false): Promise<ActivityRow> {
  const activity = await findActivity(db, activityId)
  if (!activity || (onlyActive && activity.status !== 'active')) throw notFound(ACTIVITY_NOT_FOUND)
  return activity
}

const duplicateName = (name: string) => conflict(`A sports activity named ${name} already exists`)

export async function createActivity(db: DB, by: Auditor, input: CreateActivityInput, createdBy: number, now: Date) {
  try {
    return await db.transaction().execute(async (trx) => {
      const activityId = await insertActivity(trx, {
        ...input,
        description: input.description ?? '',
        created_by: createdBy,
        created_at: now,
        updated_at: now,
      })
      const created = (await findActivity(trx, activityId))!
      await recordChange(trx, by, { area: 'sports', action: 'create', recordType: 'sports_activity', recordId: activityId, after: created })
      return created
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName(input.name)
    throw error
  }
}

export async function changeActivity(
  db: DB,
  by: Auditor,
  activityId: number,
  input: UpdateActivityInput & { status?: SportsActivityStatus },
  now: Date,
) {
  try {
    return await db.transaction().execute(async (trx) => {
      await lockActivity(trx, activityId)
      const activity = await findActivityOrFail(trx, activityId)
      const openTime = input.open_time ?? activity.open_time
      const closeTime = input.close_time ?? activity.close_time
      if (openTime >= closeTime)
        throw invalidField(
          input.close_time ? 'close_time' : 'open_time',
          `the activity must close after it opens (${openTime}–${closeTime})`,
        )
      const { description, ...rest } = input
      await updateActivity(trx, activityId, {
        ...rest,
        ...(description !== undefined ? { description: description ?? '' } : {}),
        updated_at: now,
      })
      const changed = (await findActivity(trx, activityId))!
      const action = changed.status === activity.status ? 'update' : 'status'
      await recordChange(trx, by, {
        area: 'sports',
        action,
        recordType: 'sports_activity',
        recordId: activityId,
        before: activity,
        after: changed,
      })
      return changed
    })
  } catch (error) {
    if (isUniqueViolation(error) && input.name) throw duplicateName(input.name)
    throw error
  }
}

const lockActivity = (trx: Executor, activityId: number) =>
  trx.selectFrom('sports_activities').select('activity_id').where('activity_id', '=', activityId).forUpdate().execute()

/** Soft delete; refused while bookings still hold slots of it (cancel or move them first). */
export async function deleteActivity(db: DB, by: Auditor, activityId: number, now: Date) {
  await db.transaction().execute(async (trx) => {
    await lockActivity(trx, activityId)
    const activity = await findActivityOrFail(trx, activityId)
    const upcoming = await countUpcomingBookings(trx, activityId, clubDate(now))
    if (upcoming > 0)
      throw conflict(`${activity.name} has ${upcoming} upcoming booking(s): cancel them before deleting it`, {
        upcoming_bookings: upcoming,
      })
    await updateActivity(trx, activityId, { deleted_at: now, status: 'inactive', updated_at: now })
    await recordChange(trx, by, { area: 'sports', action: 'delete', recordType: 'sports_activity', recordId: activityId, before: activity })
  })
}

export async function findSubcategoryOrFail(db: Executor, activityId: number, subcategoryId: number) {
  const subcategory = await findSubcategory(db, activityId, subcategoryId)
  if (!subcategory) throw notFound(SUBCATEGORY_NOT_FOUND)
  return subcategory
}

const duplicateSubcategory = (name: string) => conflict(`This activity already has a subcategory named ${name}`)

export async function createSubcategory(db: DB, by: Auditor, activityId: number, input: CreateSubcategoryInput, now: Date) {
  await findActivityOrFail(db, activityId)
  try {
    return await db.transaction().execute(async (trx) => {
      const id = await insertSubcategory(trx, {
        ...input,
        activity_id: activityId,
        description: input.description ?? '',
        price_paise: input.price_paise ?? null,
        created_at: now,
        updated_at: now,
      })
      const created = (await findSubcategory(trx, activityId, id))!
      await recordChange(trx, by, {
        area: 'sports',
        action: 'create',
        recordType: 'sports_activity',
        recordId: activityId,
        summary: `Subcategory ${input.name} added`,
        after: created,
      })
      return created
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateSubcategory(input.name)
    throw error
  }
}

export async function changeSubcategory(
  db: DB,
  by: Auditor,
  activityId: number,
  subcategoryId: number,
  input: UpdateSubcategoryInput,
  now: Date,
) {
  const { description, ...rest } = input
  try {
    return await db.transaction().execute(async (trx) => {
      await lockActivity(trx, activityId)
      const before = await findSubcategoryOrFail(trx, activityId, subcategoryId)
      await updateSubcategory(trx, subcategoryId, {
        ...rest,
        ...(description !== undefined ? { description: description ?? '' } : {}),
        updated_at: now,
      })
      const changed = (await findSubcategory(trx, activityId, subcategoryId))!
      await recordChange(trx, by, {
        area: 'sports',
        action: 'update',
        recordType: 'sports_activity',
        recordId: activityId,
        summary: `Subcategory ${before.name} changed`,
        before,
        after: changed,
      })
      return changed
    })
  } catch (error) {
    if (isUniqueViolation(error) && input.name) throw duplicateSubcategory(input.name)
    throw error
  }
}

export async function deleteSubcategory(db: DB, by: Auditor, activityId: number, subcategoryId: number, now: Date) {
  await db.transaction().execute(async (trx) => {
    await lockActivity(trx, activityId)
    const before = await findSubcategoryOrFail(trx, activityId, subcategoryId)
    await updateSubcategory(trx, subcategoryId, { deleted_at: now, is_active: false, updated_at: now })
    await recordChange(trx, by, {
      area: 'sports',
      action: 'delete',
      recordType: 'sports_activity',
      recordId: activityId,
      summary: `Subcategory ${before.name} deleted`,
      before,
    })
  })
}
