import type { EventRow } from './manage-events.repository.js'

/** An event as the office reads it: every column, plus seats and whether it is still to come (spec 2 §3 `upcoming`). */
export function toEvent(row: EventRow, now: Date) {
  return {
    ...row,
    seats_left: Math.max(0, row.capacity - row.tickets_sold),
    upcoming: row.start_at > now,
  }
}

/** What a member may read of an event: not its author, sync version or gallery bookkeeping. */
export function toMemberEvent(row: EventRow, now: Date) {
  const {
    created_by: _author,
    version: _version,
    gallery_images: _gallery,
    created_at: _created,
    updated_at: _updated,
    ...event
  } = toEvent(row, now)
  return event
}
