import { formatClubDateTime } from '../../domain/time'
import { db, withOpenDb } from '../offline/db'
import type { PulledEventName } from './door-ticket'

const KEY = 'door:event-names'

/** One of the club's events as the door names it: a ticket for another event says which and when. */
export interface DoorEventName {
  eventId: number
  title: string
  startAt: string
}

type Names = Record<string, DoorEventName>

const readNames = async () => ((await db.meta.get(KEY))?.value ?? {}) as Names

/**
 * Keeps the pull's `other_events` on the device: a first pull (since 0) brings them all and replaces
 * what was kept, a later one only those changed.
 */
export function takeEventNames(events: readonly PulledEventName[], isWholeList: boolean): Promise<void> {
  if (events.length === 0 && !isWholeList) return Promise.resolve()
  return withOpenDb(() =>
    db.transaction('rw', db.meta, async () => {
      const names: Names = isWholeList ? {} : await readNames()
      for (const event of events) names[event.event_id] = { eventId: event.event_id, title: event.title, startAt: event.start_at }
      await db.meta.put({ key: KEY, value: names })
    }),
  )
}

/** The event's name and start, from the pulled names or a list on this device; undefined when neither has it. */
export function doorEventName(eventId: number): Promise<DoorEventName | undefined> {
  return withOpenDb(async () => {
    const named = (await readNames())[eventId]
    if (named) return named
    const stored = await db.doorEvents.get(eventId)
    return stored ? { eventId, title: stored.title, startAt: stored.startAt } : undefined
  })
}

/** 'Diwali Night, 14 November 2026 at 7:00 pm', or words that say the device does not know it. */
export function eventNameText(event: DoorEventName | undefined): string {
  return event ? `${event.title}, ${formatClubDateTime(new Date(event.startAt))}` : 'an event this device has no name for'
}
