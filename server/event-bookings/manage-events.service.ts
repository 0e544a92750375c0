import { eventSlug } from '../../domain/slug.js'
import { recordChange, type Auditor } from '../audit/audit-trail.js'
import type { DB, Executor } from '../db/database.js'
import { AppError, notFound } from '../http/errors.js'
import { EVENT_NOT_FOUND } from '../events/events.service.js'
import { invalidField } from '../http/invalid-field.js'
import { bookingCountsByEvent, ticketCountsByEvent, type BookingCounts, type TicketCounts } from './analytics.repository.js'
import { cancelBookingInTransaction } from './booking-changes.service.js'
import { listActiveBookingIds } from './bookings.repository.js'
import { toEvent } from './event.view.js'
import {
  countEvents,
  countSeatsTaken,
  deleteEventWithCoupons,
  findEvent,
  hasAnyBooking,
  insertEvent,
  listEvents,
  lockEvent,
  slugsLike,
  updateEvent,
  type EventListFilter,
} from './manage-events.repository.js'
import {
  eventRuleBreaks,
  type CreateEventInput,
  type EventFilters,
  type UpdateEventInput,
} from '../../domain/contract/event-bookings-manage.js'
import type { BookingStats } from '../../domain/contract/events.js'
import { addDays, startOfClubDay } from '../../domain/time.js'

export async function findEventOrFail(db: Executor, eventId: number) {
  const row = await findEvent(db, eventId)
  if (!row) throw notFound(EVENT_NOT_FOUND)
  return row
}

/** The title's slug, numbered when another event already has it ('winter-gala-2'). */
async function freeSlug(db: Executor, title: string): Promise<string> {
  const base = eventSlug(title) || 'event'
  const taken = new Set((await slugsLike(db, base)).map((row) => row.slug))
  if (!taken.has(base)) return base
  let number = 2
  while (taken.has(`${base}-${number}`)) number++
  return `${base}-${number}`
}

/** A new event is a draft until published (spec: `status: 'draft'` on create). */
export function createEvent(db: DB, by: Auditor, input: CreateEventInput, createdBy: number, now: Date) {
  return db.transaction().execute(async (trx) => {
    const eventId = await insertEvent(trx, {
      ...input,
      member_price_paise: input.member_price_paise ?? null,
      slug: await freeSlug(trx, input.title),
      status: 'draft',
      created_by: createdBy,
      created_at: now,
      updated_at: now,
    })
    const created = await findEventOrFail(trx, eventId)
    await recordChange(trx, by, { area: 'events', action: 'create', recordType: 'event', recordId: eventId, after: created })
    return toEvent(created, now)
  })
}

/** Locks the event for a change; a cancelled or completed event is history and stays as it is. */
async function lockChangeableEvent(trx: Executor, eventId: number) {
  const event = await lockEvent(trx, eventId)
  if (!event) throw notFound(EVENT_NOT_FOUND)
  if (event.status === 'cancelled' || event.status === 'completed') {
    throw new AppError(409, 'event_closed', `${event.title} is ${event.status} and can no longer be changed`)
  }
  return event
}

export function editEvent(db: DB, by: Auditor, eventId: number, changes: UpdateEventInput, now: Date) {
  return db.transaction().execute(async (trx) => {
    const event = await lockChangeableEvent(trx, eventId)
    const merged = { ...event, ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) }
    const [firstBreak] = eventRuleBreaks(merged)
    if (firstBreak) throw invalidField(firstBreak.path, firstBreak.text)
    if (changes.capacity !== undefined) {
      const sold = await countSeatsTaken(trx, eventId)
      if (changes.capacity < sold) throw invalidField('capacity', `must be at least ${sold}: that many tickets are already booked`)
    }
    // The slug stays: links to the event keep working after a title change.
    const before = await findEventOrFail(trx, eventId)
    await updateEvent(trx, eventId, { ...changes, updated_at: now })
    const changed = await findEventOrFail(trx, eventId)
    await recordChange(trx, by, { area: 'events', action: 'update', recordType: 'event', recordId: eventId, before, after: changed })
    return toEvent(changed, now)
  })
}

export function publishEvent(db: DB, by: Auditor, eventId: number, now: Date) {
  return db.transaction().execute(async (trx) => {
    const event = await lockChangeableEvent(trx, eventId)
    if (event.end_at <= now) throw new AppError(409, 'event_ended', `${event.title} has already ended and cannot be published`)
    if (event.status === 'draft') {
      await updateEvent(trx, eventId, { status: 'published', updated_at: now })
      await recordChange(trx, by, {
        area: 'events',
        action: 'status',
        recordType: 'event',
        recordId: eventId,
        before: { status: event.status },
        after: { status: 'published' },
      })
    }
    return toEvent(await findEventOrFail(trx, eventId), now)
  })
}

/**
 * An event nobody booked is deleted outright (with its coupons). One with bookings is history: it
 * becomes cancelled and so does every active booking, with its tickets, charges and coupon uses.
 */
export function deleteEvent(db: DB, by: Auditor, eventId: number, cancelledBy: number, now: Date) {
  return db.transaction().execute(async (trx) => {
    const event = await lockEvent(trx, eventId)
    if (!event) throw notFound(EVENT_NOT_FOUND)
    const before = await findEventOrFail(trx, eventId)
    if (!(await hasAnyBooking(trx, eventId))) {
      await deleteEventWithCoupons(trx, eventId)
      await recordChange(trx, by, { area: 'events', action: 'delete', recordType: 'event', recordId: eventId, before })
      return { deleted: true as const, cancelledBookings: 0 }
    }
    const bookingIds = await listActiveBookingIds(trx, eventId)
    for (const bookingId of bookingIds) {
      await cancelBookingInTransaction(trx, bookingId, {
        userId: cancelledBy,
        reason: 'The event was cancelled',
        now,
        isEventCancellation: true,
      })
    }
    if (event.status !== 'cancelled') await updateEvent(trx, eventId, { status: 'cancelled', updated_at: now })
    await recordChange(trx, by, {
      area: 'events',
      action: 'status',
      recordType: 'event',
      recordId: eventId,
      summary: `Cancelled instead of deleted: ${bookingIds.length} active booking(s) cancelled`,
      before: { status: event.status },
      after: { status: 'cancelled' },
    })
    return { deleted: false as const, cancelledBookings: bookingIds.length, event: toEvent(await findEventOrFail(trx, eventId), now) }
  })
}

/** GET events filters → the repository's; dates are club days, `upcoming_only` means not yet started. */
export function listFilterOf(filters: EventFilters, now: Date): EventListFilter {
  return {
    eventType: filters.event_type,
    statuses: filters.status ? [filters.status] : undefined,
    visibility: filters.visibility,
    startsFrom: latest(filters.date_from ? startOfClubDay(filters.date_from) : undefined, filters.upcoming_only ? now : undefined),
    startsBefore: filters.date_to ? startOfClubDay(addDays(filters.date_to, 1)) : undefined,
    featuredOnly: filters.featured_only,
  }
}

function latest(...instants: (Date | undefined)[]): Date | undefined {
  const given = instants.filter((instant): instant is Date => instant !== undefined)
  return given.length === 0 ? undefined : new Date(Math.max(...given.map((instant) => instant.getTime())))
}

/** A page of the office's events: the next ones first, then the past, latest first. */
export async function eventsPage(db: Executor, filter: EventListFilter, paging: { page: number; limit: number }, now: Date) {
  const { page, limit } = paging
  const [rows, total] = await Promise.all([
    listEvents(db, filter, { limit, offset: (page - 1) * limit, nextFirstAt: now }),
    countEvents(db, filter),
  ])
  return { data: rows.map((row) => toEvent(row, now)), pagination: { page, limit, total, pages: Math.ceil(total / limit) } }
}

const noTickets: TicketCounts = { booked: 0, checked_in: 0, inside_now: 0, cancelled: 0 }
const noBookings: BookingCounts = { total: 0, confirmed: 0, attended: 0, no_show: 0, cancelled: 0, revenue_paise: 0 }

/** The figures GET events/{id} answers beside the event (spec 2 §3 `booking_stats`), per event. */
export async function bookingStatsOf(db: Executor, events: { event_id: number; capacity: number }[]): Promise<Map<number, BookingStats>> {
  const ids = events.map((event) => event.event_id)
  const [tickets, bookings] = await Promise.all([ticketCountsByEvent(db, ids), bookingCountsByEvent(db, ids)])
  return new Map(
    events.map((event) => {
      const ticket = tickets.get(event.event_id) ?? noTickets
      const booking = bookings.get(event.event_id) ?? noBookings
      return [
        event.event_id,
        {
          total_bookings: booking.total,
          confirmed_bookings: booking.confirmed,
          attended_bookings: booking.attended,
          no_show_bookings: booking.no_show,
          cancelled_bookings: booking.cancelled,
          tickets_sold: ticket.booked,
          checked_in: ticket.checked_in,
          inside_now: ticket.inside_now,
          cancelled_tickets: ticket.cancelled,
          seats_left: Math.max(0, event.capacity - ticket.booked),
          revenue_paise: booking.revenue_paise,
        },
      ]
    }),
  )
}
