import { clubMinutesOf, timeOf } from '../../domain/sports.js'
import { clubDate } from '../../domain/time.js'
import type { DB, Executor } from '../db/database.js'
import { conflict, notFound } from '../http/errors.js'
import { invalidField } from '../http/invalid-field.js'
import { findActivityOrFail } from './activities.service.js'
import { toItem } from './activity.view.js'
import {
  findItem,
  findItemsByIds,
  insertItem,
  linkItem,
  listActivityItems,
  nextPosition,
  replaceLinks,
  todaysBookings,
  updateItem,
} from './items.repository.js'
import type { CreateItemInput, UpdateItemInput } from '../../domain/contract/sports-items.js'

export const ITEM_NOT_FOUND = 'Sports item not found'

export async function findItemOrFail(db: Executor, itemId: number) {
  const item = await findItem(db, itemId)
  if (!item) throw notFound(ITEM_NOT_FOUND)
  return item
}

/** A new court (lane, table...) of an activity, at the end of its list. */
export function createItem(db: DB, input: CreateItemInput, now: Date) {
  return db.transaction().execute(async (trx) => {
    const activity = await findActivityOrFail(trx, input.activity_id).catch(() => {
      throw invalidField('activity_id', `no sports activity has id ${input.activity_id}`)
    })
    const itemId = await insertItem(trx, {
      name: input.name,
      kind: input.kind,
      description: input.description ?? '',
      status: input.status,
      created_at: now,
      updated_at: now,
    })
    await linkItem(trx, activity.activity_id, itemId, await nextPosition(trx, activity.activity_id))
    return (await findItem(trx, itemId))!
  })
}

export async function changeItem(db: DB, itemId: number, input: UpdateItemInput, now: Date) {
  await findItemOrFail(db, itemId)
  const { description, ...rest } = input
  await updateItem(db, itemId, { ...rest, ...(description !== undefined ? { description: description ?? '' } : {}), updated_at: now })
  return (await findItem(db, itemId))!
}

/** Items are retired, never deleted: their bookings keep pointing at them. */
export async function retireItem(db: DB, itemId: number, now: Date) {
  const item = await findItemOrFail(db, itemId)
  if (item.status === 'retired') throw conflict(`${item.name} is already retired`)
  await updateItem(db, itemId, { status: 'retired', updated_at: now })
}

/** POST activities/{id}/link-items: the linked set becomes exactly `itemIds`, in that order. */
export function linkItems(db: DB, activityId: number, itemIds: number[]) {
  return db.transaction().execute(async (trx) => {
    await findActivityOrFail(trx, activityId)
    const found = await findItemsByIds(trx, itemIds)
    const missing = itemIds.find((id) => !found.some((item) => item.item_id === id))
    if (missing !== undefined) throw invalidField('itemIds', `no sports item has id ${missing}`)
    const retired = found.find((item) => item.status === 'retired')
    if (retired) throw invalidField('itemIds', `${retired.name} (item ${retired.item_id}) is retired`)
    await replaceLinks(trx, activityId, itemIds)
  })
}

/**
 * GET activities/{id}/items-enhanced: each item with today's bookings (not cancelled), whether
 * players are on it now (checked in), and its next booking still to start.
 */
export async function itemsEnhanced(db: Executor, activityId: number, now: Date) {
  await findActivityOrFail(db, activityId)
  const items = await listActivityItems(db, activityId)
  const today = clubDate(now)
  const nowTime = timeOf(clubMinutesOf(now))
  const bookings = await todaysBookings(
    db,
    items.map((item) => item.item_id),
    today,
  )
  return items.map((item) => {
    const mine = bookings.filter((booking) => booking.item_id === item.item_id)
    const next = mine.find((booking) => booking.status === 'confirmed' && booking.start_time >= nowTime)
    return {
      ...toItem(item),
      bookings_today: mine.length,
      in_use_now: mine.some((booking) => booking.status === 'checked_in'),
      next_booking: next
        ? {
            booking_id: next.booking_id,
            booking_date: today,
            start_time: next.start_time,
            end_time: next.end_time,
            contact_name: next.contact_name,
          }
        : null,
    }
  })
}
