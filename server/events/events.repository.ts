import { sql } from 'kysely'
import type { Executor } from '../db/database.js'
import type { EventType } from '../db/schema.js'

/** What the public may read of an event: not its author, visibility, status or sync version. */
const publicEventColumns = [
  'event_id',
  'title',
  'slug',
  'description',
  'event_type',
  'start_at',
  'end_at',
  'venue',
  'capacity',
  'price_paise',
  'member_price_paise',
  'image_url',
  'highlights',
  'featured',
] as const

/**
 * Functions that took place and have photos: public, not draft or cancelled, started by `now`,
 * newest first. Reads one row more than asked so the caller knows whether another page exists.
 */
export function listPastFunctions(db: Executor, options: { now: Date; limit: number; offset: number }) {
  return db
    .selectFrom('events')
    .select(['title', 'start_at', 'gallery_images'])
    .where('status', 'in', ['published', 'completed'])
    .where('visibility', '=', 'public')
    .where('start_at', '<=', options.now)
    .where(sql<number>`cardinality(gallery_images)`, '>', 0)
    .orderBy('start_at', 'desc')
    .orderBy('event_id', 'desc')
    .limit(options.limit + 1)
    .offset(options.offset)
    .execute()
}

/** Published, public events that have not yet ended, optionally of one type. */
function upcomingPublicEvents(db: Executor, now: Date, eventType: EventType | undefined) {
  let query = db.selectFrom('events').where('status', '=', 'published').where('visibility', '=', 'public').where('end_at', '>', now)
  if (eventType) query = query.where('event_type', '=', eventType)
  return query
}

export function listUpcomingPublicEvents(
  db: Executor,
  options: { now: Date; eventType: EventType | undefined; limit: number; offset: number },
) {
  return upcomingPublicEvents(db, options.now, options.eventType)
    .select(publicEventColumns)
    .orderBy('start_at')
    .orderBy('event_id')
    .limit(options.limit)
    .offset(options.offset)
    .execute()
}

export async function countUpcomingPublicEvents(db: Executor, options: { now: Date; eventType: EventType | undefined }): Promise<number> {
  const row = await upcomingPublicEvents(db, options.now, options.eventType)
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/**
 * One event a visitor may open by link: public and published, or completed (a past event's page
 * stays readable). Drafts, members-only and cancelled events are not found.
 */
export function findPublicEvent(db: Executor, eventId: number) {
  return db
    .selectFrom('events')
    .select(publicEventColumns)
    .where('event_id', '=', eventId)
    .where('visibility', '=', 'public')
    .where('status', 'in', ['published', 'completed'])
    .executeTakeFirst()
}

export type PublicEventRow = NonNullable<Awaited<ReturnType<typeof findPublicEvent>>>
