import { sql, type Insertable, type SelectQueryBuilder, type Updateable } from 'kysely'
import type { SportsActivityStatus } from '../../domain/sports.js'
import type { Executor } from '../db/database.js'
import type { Database } from '../db/schema.js'
import type { SportsActivitiesTable, SportsSubcategoriesTable } from '../db/sports-schema.js'

/** Activities and their subcategories; deleted ones (deleted_at) are never read back. */

export interface ActivityFilter {
  search?: string | undefined
  status?: SportsActivityStatus | undefined
  category?: string | undefined
  isPublic?: boolean | undefined
}

function liveActivities(db: Executor) {
  return db
    .selectFrom('sports_activities')
    .selectAll('sports_activities')
    .select((eb) =>
      eb
        .selectFrom('sports_activity_items')
        .innerJoin('sports_items', 'sports_items.item_id', 'sports_activity_items.item_id')
        .select(
          sql<number[]>`coalesce(array_agg(sports_items.item_id order by sports_activity_items.position, sports_items.item_id), '{}')`.as(
            'ids',
          ),
        )
        .whereRef('sports_activity_items.activity_id', '=', 'sports_activities.activity_id')
        .where('sports_items.status', '<>', 'retired')
        .as('item_ids'),
    )
    .where('sports_activities.deleted_at', 'is', null)
}

export type ActivityRow = Awaited<ReturnType<ReturnType<typeof liveActivities>['execute']>>[number]

/** The filters of GET activities as conditions, for the page and for its count alike. */
function applyFilter<Q extends SelectQueryBuilder<Database, 'sports_activities', object>>(query: Q, filter: ActivityFilter): Q {
  let filtered = query.where('sports_activities.deleted_at', 'is', null)
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
    filtered = filtered.where((eb) =>
      eb.or([eb('name', 'ilike', pattern), eb('category', 'ilike', pattern), eb('description', 'ilike', pattern)]),
    )
  }
  if (filter.status) filtered = filtered.where('status', '=', filter.status)
  if (filter.category) filtered = filtered.where(sql`lower(category)`, '=', filter.category.toLowerCase())
  if (filter.isPublic !== undefined) filtered = filtered.where('is_public', '=', filter.isPublic)
  return filtered as Q
}

const filtered = (db: Executor, filter: ActivityFilter) => applyFilter(liveActivities(db), filter)

export function listActivities(db: Executor, filter: ActivityFilter, page: { limit: number; offset: number }) {
  return filtered(db, filter).orderBy('category').orderBy('name').limit(page.limit).offset(page.offset).execute()
}

export async function countActivities(db: Executor, filter: ActivityFilter): Promise<number> {
  const query = applyFilter(db.selectFrom('sports_activities').select(sql<number>`count(*)::int`.as('count')), filter)
  return (await query.executeTakeFirstOrThrow()).count
}

export function findActivity(db: Executor, activityId: number) {
  return liveActivities(db).where('sports_activities.activity_id', '=', activityId).executeTakeFirst()
}

/** The activity without its item list: what the slot reads (availability, calendar) need. */
export function findActivityHead(db: Executor, activityId: number) {
  return db
    .selectFrom('sports_activities')
    .selectAll()
    .where('activity_id', '=', activityId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
}

export type ActivityHead = NonNullable<Awaited<ReturnType<typeof findActivityHead>>>

export async function insertActivity(db: Executor, values: Insertable<SportsActivitiesTable>) {
  const { activity_id } = await db.insertInto('sports_activities').values(values).returning('activity_id').executeTakeFirstOrThrow()
  return activity_id
}

export function updateActivity(db: Executor, activityId: number, changes: Updateable<SportsActivitiesTable>) {
  return db
    .updateTable('sports_activities')
    .set(changes)
    .where('activity_id', '=', activityId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
}

/** Categories in use, with how many activities each has. */
export function listCategories(db: Executor, onlyActive: boolean) {
  let query = db
    .selectFrom('sports_activities')
    .select(['category as name', sql<number>`count(*)::int`.as('activity_count')])
    .where('deleted_at', 'is', null)
    .groupBy('category')
    .orderBy('category')
  if (onlyActive) query = query.where('status', '=', 'active')
  return query.execute()
}

export function listSubcategories(db: Executor, activityId: number) {
  return db
    .selectFrom('sports_subcategories')
    .selectAll()
    .where('activity_id', '=', activityId)
    .where('deleted_at', 'is', null)
    .orderBy('name')
    .execute()
}

export function findSubcategory(db: Executor, activityId: number, subcategoryId: number) {
  return db
    .selectFrom('sports_subcategories')
    .selectAll()
    .where('activity_id', '=', activityId)
    .where('subcategory_id', '=', subcategoryId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
}

export async function insertSubcategory(db: Executor, values: Insertable<SportsSubcategoriesTable>) {
  const { subcategory_id } = await db
    .insertInto('sports_subcategories')
    .values(values)
    .returning('subcategory_id')
    .executeTakeFirstOrThrow()
  return subcategory_id
}

export function updateSubcategory(db: Executor, subcategoryId: number, changes: Updateable<SportsSubcategoriesTable>) {
  return db.updateTable('sports_subcategories').set(changes).where('subcategory_id', '=', subcategoryId).execute()
}

/** Bookings that still hold a slot from `fromDate` on: an activity with these cannot be deleted. */
export async function countUpcomingBookings(db: Executor, activityId: number, fromDate: string): Promise<number> {
  const row = await db
    .selectFrom('sports_bookings')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('activity_id', '=', activityId)
    .where('booking_date', '>=', fromDate)
    .where('status', 'in', ['confirmed', 'checked_in'])
    .executeTakeFirstOrThrow()
  return row.count
}
