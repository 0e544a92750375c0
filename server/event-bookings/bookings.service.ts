import type { Executor } from '../db/database.js'
import { notFound } from '../http/errors.js'
import { BOOKING_NOT_FOUND } from './booking-changes.service.js'
import type { BookingRequest } from './booking-placement.service.js'
import { toBooking } from './booking.view.js'
import { countBookings, findBookingWithTickets, listBookings, type BookingListFilter } from './bookings.repository.js'
import type { BookingListQuery, StaffBookingInput } from '../../domain/contract/event-bookings.js'

export function bookingFilterOf(query: Partial<BookingListQuery>): BookingListFilter {
  return {
    eventId: query.event_id,
    memberId: query.member_id,
    status: query.status,
    bookingType: query.booking_type,
    paymentStatus: query.payment_status,
  }
}

export async function bookingsPage(
  db: Executor,
  query: Partial<BookingListQuery> & { page: number; limit: number },
  extra: BookingListFilter = {},
) {
  const filter = { ...bookingFilterOf(query), ...extra }
  const { page, limit } = query
  const [rows, total] = await Promise.all([listBookings(db, filter, { limit, offset: (page - 1) * limit }), countBookings(db, filter)])
  return { data: rows.map(toBooking), pagination: { page, limit, total, pages: Math.ceil(total / limit) } }
}

export async function findBookingOrFail(db: Executor, bookingId: number) {
  const booking = await findBookingWithTickets(db, bookingId)
  if (!booking) throw notFound(BOOKING_NOT_FOUND)
  return booking
}

/** A booking made by staff, in the office or at the reception desk. */
export function staffBookingRequest(input: StaffBookingInput, channel: 'office' | 'reception', createdBy: number): BookingRequest {
  return {
    eventId: input.event_id,
    bookingType: input.booking_type,
    memberId: input.member_id ?? null,
    contact: { name: input.contact_name, phone: input.contact_phone ?? null, email: input.contact_email ?? null },
    holders: input.tickets.map((ticket) => ({ name: ticket.holder_name, dependentId: null })),
    couponCode: input.coupon_code ?? null,
    paymentMethod: input.payment_method ?? null,
    channel,
    createdBy,
  }
}
