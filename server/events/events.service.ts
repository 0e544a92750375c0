import type { Executor } from '../db/database.js'
import type { EventType } from '../db/schema.js'
import { notFound } from '../http/errors.js'
import {
  countUpcomingPublicEvents,
  findPublicEvent,
  listPastFunctions,
  listUpcomingPublicEvents,
  type PublicEventRow,
} from './events.repository.js'

export const EVENT_NOT_FOUND = 'Event not found'

/** The public shape; `category` repeats event_type because the Upcoming Events cards read it. */
function toPublicEvent(row: PublicEventRow) {
  return {
    event_id: row.event_id,
    title: row.title,
    slug: row.slug,
    description: row.description,
    event_type: row.event_type,
    category: row.event_type,
    start_at: row.start_at,
    end_at: row.end_at,
    venue: row.venue,
    capacity: row.capacity,
    price_paise: row.price_paise,
    member_price_paise: row.member_price_paise,
    image_url: row.image_url,
    highlights: row.highlights,
    featured: row.featured,
  }
}

/** One page of the Events page's gallery list (spec 1 §§3, 7): {title, date, galleryImages}. */
export async function occasionPage(db: Executor, options: { now: Date; page: number; limit: number }) {
  const rows = await listPastFunctions(db, { now: options.now, limit: options.limit, offset: (options.page - 1) * options.limit })
  const functions = rows.slice(0, options.limit).map((row) => ({
    title: row.title,
    date: row.start_at.toISOString(),
    galleryImages: row.gallery_images,
  }))
  return { functions, page: options.page, limit: options.limit, hasMore: rows.length > options.limit }
}

export async function upcomingEventsPage(
  db: Executor,
  options: { now: Date; eventType: EventType | undefined; page: number; limit: number },
) {
  const { now, eventType, page, limit } = options
  const [rows, total] = await Promise.all([
    listUpcomingPublicEvents(db, { now, eventType, limit, offset: (page - 1) * limit }),
    countUpcomingPublicEvents(db, { now, eventType }),
  ])
  return { data: rows.map(toPublicEvent), pagination: { page, limit, total, pages: Math.ceil(total / limit) } }
}

export async function publicEvent(db: Executor, eventId: number) {
  const row = await findPublicEvent(db, eventId)
  if (!row) throw notFound(EVENT_NOT_FOUND)
  return toPublicEvent(row)
}
