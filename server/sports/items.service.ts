import { recordChange, type Auditor } from '../audit/audit-trail.js'
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
export function createItem(db: DB, by: Auditor, input: CreateItemInput, now: Date) {
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
    const created = (await findItem(trx, itemId))!
    await recordChange(trx, by, { area: 'sports', action: 'create', recordType: 'sports_item', recordId: itemId, after: created })
    return created
  })
}

export function changeItem(db: DB, by: Auditor, itemId: number, input: UpdateItemInput, now: Date) {
  return db.transaction().execute(async (trx) => {
    await lockItem(trx, itemId)
    const before = await findItemOrFail(trx, itemId)
    const { description, ...rest } = input
    await updateItem(trx, itemId, { ...rest, ...(description !== undefined ? { description: description ?? '' } : {}), updated_at: now })
    const changed = (await findItem(trx, itemId))!
    const action = changed.status === before.status ? 'update' : 'status'
    await recordChange(trx, by, { area: 'sports', action, recordType: 'sports_item', recordId: itemId, before, after: changed })
    return changed
  })
}

const lockItem = (trx: Executor, itemId: number) =>
  trx.selectFrom('sports_items').select('item_id').where('item_id', '=', itemId).forUpdate().execute()

/** Items are retired, never deleted: their bookings keep pointing at them. */
export async function retireItem(db: DB, by: Auditor, itemId: number, now: Date) {
  await db.transaction().execute(async (trx) => {
    await lockItem(trx, itemId)
    const item = await findItemOrFail(trx, itemId)
    if (item.status === 'retired') throw conflict(`${item.name} is already retired`)
    await updateItem(trx, itemId, { status: 'retired', updated_at: now })
    await recordChange(trx, by, {
      area: 'sports',
      action: 'status',
      recordType: 'sports_item',
      recordId: itemId,
      before: { status: item.status },
      after: { status: 'retired' },
    })
  })
}

/** POST activities/{id}/link-items: the linked set becomes exactly `itemIds`, in that order. */
export function linkItems(db: DB, by: Auditor, activityId: number, itemIds: number[]) {
  return db.transaction().execute(async (trx) => {
    await findActivityOrFail(trx, activityId)
    const linkedBefore = (await listActivityItems(trx, activityId, true)).map((item) => item.item_id)
    const found = await findItemsByIds(trx, itemIds)
    const missing = itemIds.find((id) => !found.some((item) => item.item_id === id))
    if (missing !== undefined) throw invalidField('itemIds', `no sports item has id ${missing}`)
    const retired = found.find((item) => item.status === 'retired')
    if (retired) throw invalidField('itemIds', `${retired.name} (item ${retired.item_id}) is retired`)
    await replaceLinks(trx, activityId, itemIds)
    await recordChange(trx, by, {
      area: 'sports',
      action: 'update',
      recordType: 'sports_activity',
      recordId: activityId,
      summary: 'Linked items changed',
      before: { item_ids: linkedBefore.join(', ') },
      after: { item_ids: itemIds.join(', ') },
    })
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
