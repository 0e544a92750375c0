import { sql, type Insertable, type Updateable } from 'kysely'
import type { Executor } from '../db/database.js'
import type { BookingChannel, BookingStatus, BookingType, EventBookingsTable, EventTicketsTable, PaymentStatus } from '../db/schema.js'
import { DOOR_SEARCH_MIN } from '../../domain/contract/event-bookings.js'
import { parseShortCode } from '../../domain/tickets.js'

const ticketColumns = [
  'ticket_id',
  'booking_id',
  'event_id',
  'holder_name',
  'dependent_id',
  'code',
  'short_code',
  'status',
  'is_inside',
  'first_checked_in_at',
  'first_checked_in_device',
  'last_entry_at',
  'last_exit_at',
  'version',
] as const

function bookingHeads(db: Executor) {
  return db
    .selectFrom('event_bookings')
    .innerJoin('events', 'events.event_id', 'event_bookings.event_id')
    .selectAll('event_bookings')
    .select([
      'events.title as event_title',
      'events.start_at as event_start_at',
      'events.end_at as event_end_at',
      'events.venue as event_venue',
      'events.image_url as event_image_url',
    ])
}

type HeadQuery = ReturnType<typeof bookingHeads>
export type BookingHeadRow = Awaited<ReturnType<HeadQuery['execute']>>[number]
export type TicketRow = Awaited<ReturnType<typeof listTickets>>[number]
export type BookingWithTickets = BookingHeadRow & { tickets: TicketRow[] }

export function listTickets(db: Executor, bookingIds: number[]) {
  return db.selectFrom('event_tickets').select(ticketColumns).where('booking_id', 'in', bookingIds).orderBy('ticket_id').execute()
}

async function withTickets(db: Executor, heads: BookingHeadRow[]): Promise<BookingWithTickets[]> {
  if (heads.length === 0) return []
  const tickets = await listTickets(
    db,
    heads.map((head) => head.booking_id),
  )
  return heads.map((head) => ({ ...head, tickets: tickets.filter((ticket) => ticket.booking_id === head.booking_id) }))
}

export async function findBookingWithTickets(db: Executor, bookingId: number): Promise<BookingWithTickets | undefined> {
  const heads = await bookingHeads(db).where('event_bookings.booking_id', '=', bookingId).execute()
  const [booking] = await withTickets(db, heads)
  return booking
}

/** The booking row locked until the transaction ends (cancel, status, check-in take it in turn). */
export function lockBooking(trx: Executor, bookingId: number) {
  return trx.selectFrom('event_bookings').selectAll().where('booking_id', '=', bookingId).forUpdate().executeTakeFirst()
}

export function findBookingEventId(db: Executor, bookingId: number) {
  return db.selectFrom('event_bookings').select(['event_id', 'member_id']).where('booking_id', '=', bookingId).executeTakeFirst()
}

export async function insertBooking(trx: Executor, values: Insertable<EventBookingsTable>) {
  const { booking_id } = await trx.insertInto('event_bookings').values(values).returning('booking_id').executeTakeFirstOrThrow()
  return booking_id
}

export async function updateBooking(trx: Executor, bookingId: number, changes: Updateable<EventBookingsTable>) {
  await trx
    .updateTable('event_bookings')
    .set({ ...changes, version: sql`nextval('sync_version_seq')` })
    .where('booking_id', '=', bookingId)
    .execute()
}

/**
 * Ticket ids drawn before the rows are written, so each ticket's signed code (which carries its id)
 * goes in with the row and the code column never holds anything else.
 */
export async function reserveTicketIds(trx: Executor, count: number): Promise<number[]> {
  const result = await sql<{
    id: number
  }>`select nextval(pg_get_serial_sequence('event_tickets', 'ticket_id'))::int as id from generate_series(1, ${count})`.execute(trx)
  return result.rows.map((row) => Number(row.id))
}

export async function insertTickets(trx: Executor, tickets: Insertable<EventTicketsTable>[]) {
  await trx.insertInto('event_tickets').values(tickets).execute()
}

export async function cancelTicketsOf(trx: Executor, bookingId: number, now: Date) {
  await trx
    .updateTable('event_tickets')
    .set({ status: 'cancelled', is_inside: false, updated_at: now, version: sql`nextval('sync_version_seq')` })
    .where('booking_id', '=', bookingId)
    .where('status', '<>', 'cancelled')
    .execute()
}

export async function hasCheckedInTicket(trx: Executor, bookingId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('event_tickets')
    .select('ticket_id')
    .where('booking_id', '=', bookingId)
    .where('first_checked_in_at', 'is not', null)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

export async function listActiveBookingIds(trx: Executor, eventId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('event_bookings')
    .select('booking_id')
    .where('event_id', '=', eventId)
    .where('status', '<>', 'cancelled')
    .orderBy('booking_id')
    .execute()
  return rows.map((row) => row.booking_id)
}

export interface BookingListFilter {
  eventId?: number | undefined
  eventIds?: number[] | undefined
  memberId?: string | undefined
  status?: BookingStatus | undefined
  bookingType?: BookingType | undefined
  channel?: BookingChannel | undefined
  paymentStatus?: PaymentStatus | undefined
  /** Booking id, contact name or phone, member id, or a ticket holder's name. */
  search?: string | undefined
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

function filteredHeads(db: Executor, filter: BookingListFilter) {
  let query = bookingHeads(db)
  if (filter.eventId !== undefined) query = query.where('event_bookings.event_id', '=', filter.eventId)
  if (filter.eventIds) query = query.where('event_bookings.event_id', 'in', filter.eventIds.length > 0 ? filter.eventIds : [0])
  if (filter.memberId) query = query.where(sql`upper(event_bookings.member_id)`, '=', filter.memberId.toUpperCase())
  if (filter.status) query = query.where('event_bookings.status', '=', filter.status)
  if (filter.bookingType) query = query.where('event_bookings.booking_type', '=', filter.bookingType)
  if (filter.channel) query = query.where('event_bookings.channel', '=', filter.channel)
  if (filter.paymentStatus) query = query.where('event_bookings.payment_status', '=', filter.paymentStatus)
  if (filter.search) {
    const text = filter.search
    const pattern = likePattern(text)
    const digits = text.replace(/\D/g, '')
    // Only a booking number may be shorter than the search minimum (bookingSearchTerm), and it is
    // that booking alone: '7' is booking 7, not every name, member id or phone with a 7 in it.
    const isBookingNumberOnly = text.length < DOOR_SEARCH_MIN
    // A ticket's short code, typed as printed (K7M3-9QXD) or any other way it reads back.
    const shortCode = parseShortCode(text)
    query = query.where((eb) =>
      eb.or([
        ...(/^\d{1,9}$/.test(text) ? [eb('event_bookings.booking_id', '=', Number(text))] : []),
        ...(shortCode
          ? [
              eb.exists(
                eb
                  .selectFrom('event_tickets')
                  .select('event_tickets.ticket_id')
                  .whereRef('event_tickets.booking_id', '=', 'event_bookings.booking_id')
                  .where('event_tickets.short_code', '=', shortCode),
              ),
            ]
          : []),
        ...(isBookingNumberOnly
          ? []
          : [
              eb('event_bookings.contact_name', 'ilike', pattern),
              eb('event_bookings.member_id', 'ilike', pattern),
              ...(digits.length >= 3 ? [eb('event_bookings.contact_phone', 'like', `%${digits}%`)] : []),
              eb.exists(
                eb
                  .selectFrom('event_tickets')
                  .select('event_tickets.ticket_id')
                  .whereRef('event_tickets.booking_id', '=', 'event_bookings.booking_id')
                  .where('event_tickets.holder_name', 'ilike', pattern),
              ),
            ]),
      ]),
    )
  }
  return query
}

export async function listBookings(db: Executor, filter: BookingListFilter, page: { limit: number; offset: number }) {
  const heads = await filteredHeads(db, filter)
    .orderBy('event_bookings.created_at', 'desc')
    .orderBy('event_bookings.booking_id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute()
  return withTickets(db, heads)
}

export async function countBookings(db: Executor, filter: BookingListFilter): Promise<number> {
  const row = await filteredHeads(db, filter)
    .clearSelect()
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}
