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

export async function createActivity(db: DB, input: CreateActivityInput, createdBy: number, now: Date) {
  try {
    const activityId = await insertActivity(db, {
      ...input,
      description: input.description ?? '',
      created_by: createdBy,
      created_at: now,
      updated_at: now,
    })
    return (await findActivity(db, activityId))!
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName(input.name)
    throw error
  }
}

export async function changeActivity(
  db: DB,
  activityId: number,
  input: UpdateActivityInput & { status?: SportsActivityStatus },
  now: Date,
) {
  const activity = await findActivityOrFail(db, activityId)
  const openTime = input.open_time ?? activity.open_time
  const closeTime = input.close_time ?? activity.close_time
  if (openTime >= closeTime)
    throw invalidField(input.close_time ? 'close_time' : 'open_time', `the activity must close after it opens (${openTime}–${closeTime})`)
  const { description, ...rest } = input
  try {
    await updateActivity(db, activityId, {
      ...rest,
      ...(description !== undefined ? { description: description ?? '' } : {}),
      updated_at: now,
    })
  } catch (error) {
    if (isUniqueViolation(error) && input.name) throw duplicateName(input.name)
    throw error
  }
  return (await findActivity(db, activityId))!
}

/** Soft delete; refused while bookings still hold slots of it (cancel or move them first). */
export async function deleteActivity(db: DB, activityId: number, now: Date) {
  const activity = await findActivityOrFail(db, activityId)
  const upcoming = await countUpcomingBookings(db, activityId, clubDate(now))
  if (upcoming > 0)
    throw conflict(`${activity.name} has ${upcoming} upcoming booking(s): cancel them before deleting it`, { upcoming_bookings: upcoming })
  await updateActivity(db, activityId, { deleted_at: now, status: 'inactive', updated_at: now })
}

export async function findSubcategoryOrFail(db: Executor, activityId: number, subcategoryId: number) {
  const subcategory = await findSubcategory(db, activityId, subcategoryId)
  if (!subcategory) throw notFound(SUBCATEGORY_NOT_FOUND)
  return subcategory
}

const duplicateSubcategory = (name: string) => conflict(`This activity already has a subcategory named ${name}`)

export async function createSubcategory(db: DB, activityId: number, input: CreateSubcategoryInput, now: Date) {
  await findActivityOrFail(db, activityId)
  try {
    const id = await insertSubcategory(db, {
      ...input,
      activity_id: activityId,
      description: input.description ?? '',
      price_paise: input.price_paise ?? null,
      created_at: now,
      updated_at: now,
    })
    return (await findSubcategory(db, activityId, id))!
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateSubcategory(input.name)
    throw error
  }
}

export async function changeSubcategory(db: DB, activityId: number, subcategoryId: number, input: UpdateSubcategoryInput, now: Date) {
  await findSubcategoryOrFail(db, activityId, subcategoryId)
  const { description, ...rest } = input
  try {
    await updateSubcategory(db, subcategoryId, {
      ...rest,
      ...(description !== undefined ? { description: description ?? '' } : {}),
      updated_at: now,
    })
  } catch (error) {
    if (isUniqueViolation(error) && input.name) throw duplicateSubcategory(input.name)
    throw error
  }
  return (await findSubcategory(db, activityId, subcategoryId))!
}

export async function deleteSubcategory(db: DB, activityId: number, subcategoryId: number, now: Date) {
  await findSubcategoryOrFail(db, activityId, subcategoryId)
  await updateSubcategory(db, subcategoryId, { deleted_at: now, is_active: false, updated_at: now })
}
