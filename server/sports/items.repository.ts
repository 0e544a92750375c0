import { sql, type Insertable, type Updateable } from 'kysely'
import type { Executor } from '../db/database.js'
import type { SportsItemsTable } from '../db/sports-schema.js'

/** Courts, lanes, tables, bays, lockers and equipment, and which activities they serve. */

function itemsWithActivities(db: Executor) {
  return db
    .selectFrom('sports_items')
    .selectAll('sports_items')
    .select((eb) =>
      eb
        .selectFrom('sports_activity_items')
        .innerJoin('sports_activities', 'sports_activities.activity_id', 'sports_activity_items.activity_id')
        .select(
          sql<number[]>`coalesce(array_agg(sports_activity_items.activity_id order by sports_activity_items.activity_id), '{}')`.as('ids'),
        )
        .whereRef('sports_activity_items.item_id', '=', 'sports_items.item_id')
        .where('sports_activities.deleted_at', 'is', null)
        .as('activity_ids'),
    )
}

export type ItemRow = Awaited<ReturnType<ReturnType<typeof itemsWithActivities>['execute']>>[number]

/** The activity's items in their order; retired ones only when asked for. */
export function listActivityItems(db: Executor, activityId: number, withRetired = false) {
  let query = itemsWithActivities(db)
    .innerJoin('sports_activity_items as link', 'link.item_id', 'sports_items.item_id')
    .where('link.activity_id', '=', activityId)
    .orderBy('link.position')
    .orderBy('sports_items.item_id')
  if (!withRetired) query = query.where('sports_items.status', '<>', 'retired')
  return query.execute()
}

/** The activity's items that are not retired, just what availability shows of them. */
export function listItemHeads(db: Executor, activityId: number) {
  return db
    .selectFrom('sports_items')
    .innerJoin('sports_activity_items as link', 'link.item_id', 'sports_items.item_id')
    .select(['sports_items.item_id', 'sports_items.name', 'sports_items.status'])
    .where('link.activity_id', '=', activityId)
    .where('sports_items.status', '<>', 'retired')
    .orderBy('link.position')
    .orderBy('sports_items.item_id')
    .execute()
}

export function findItem(db: Executor, itemId: number) {
  return itemsWithActivities(db).where('sports_items.item_id', '=', itemId).executeTakeFirst()
}

export function findItemsByIds(db: Executor, itemIds: number[]) {
  if (itemIds.length === 0) return Promise.resolve([])
  return db.selectFrom('sports_items').select(['item_id', 'name', 'status']).where('item_id', 'in', itemIds).execute()
}

/** The item's row, locked until the transaction ends: bookings of one item are placed one at a time. */
export function lockItem(trx: Executor, itemId: number) {
  return trx.selectFrom('sports_items').selectAll().where('item_id', '=', itemId).forUpdate().executeTakeFirst()
}

export async function insertItem(db: Executor, values: Insertable<SportsItemsTable>) {
  const { item_id } = await db.insertInto('sports_items').values(values).returning('item_id').executeTakeFirstOrThrow()
  return item_id
}

export function updateItem(db: Executor, itemId: number, changes: Updateable<SportsItemsTable>) {
  return db.updateTable('sports_items').set(changes).where('item_id', '=', itemId).execute()
}

export function isLinked(db: Executor, activityId: number, itemId: number) {
  return db
    .selectFrom('sports_activity_items')
    .select('item_id')
    .where('activity_id', '=', activityId)
    .where('item_id', '=', itemId)
    .executeTakeFirst()
}

export async function linkItem(db: Executor, activityId: number, itemId: number, position: number) {
  await db
    .insertInto('sports_activity_items')
    .values({ activity_id: activityId, item_id: itemId, position })
    .onConflict((oc) => oc.doNothing())
    .execute()
}

/** Makes the activity's linked items exactly `itemIds`, in that order. */
export async function replaceLinks(trx: Executor, activityId: number, itemIds: number[]) {
  await trx.deleteFrom('sports_activity_items').where('activity_id', '=', activityId).execute()
  if (itemIds.length === 0) return
  await trx
    .insertInto('sports_activity_items')
    .values(itemIds.map((itemId, position) => ({ activity_id: activityId, item_id: itemId, position })))
    .execute()
}

export async function nextPosition(db: Executor, activityId: number): Promise<number> {
  const row = await db
    .selectFrom('sports_activity_items')
    .select(sql<number>`coalesce(max(position) + 1, 0)::int`.as('next'))
    .where('activity_id', '=', activityId)
    .executeTakeFirstOrThrow()
  return row.next
}

/** The items' bookings of a day that were not cancelled, by start time. */
export function todaysBookings(db: Executor, itemIds: number[], date: string) {
  if (itemIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('sports_bookings')
    .select(['booking_id', 'item_id', 'start_time', 'end_time', 'status', 'contact_name'])
    .where('item_id', 'in', itemIds)
    .where('booking_date', '=', date)
    .where('status', '<>', 'cancelled')
    .orderBy('start_time')
    .execute()
}
