import type { BookingListQuery, MemberBookingInput, StaffBookingInput } from '../../domain/contract/sports-bookings.js'
import type { Executor } from '../db/database.js'
import { forbidden, notFound } from '../http/errors.js'
import { invalidField } from '../http/invalid-field.js'
import { BOOKING_NOT_FOUND } from './booking-changes.service.js'
import type { SportsBookingRequest } from './booking-placement.service.js'
import { toHistoryEntry, toPayment, toSportsBooking } from './booking.view.js'
import { countBookings, findBooking, listBookings, listHistory, listPayments, type BookingFilter } from './bookings.repository.js'

export async function bookingsPage(db: Executor, query: BookingListQuery) {
  const filter: BookingFilter = { activityId: query.activity_id, status: query.status, memberId: query.member_id, date: query.date }
  const { page, limit } = query
  const [rows, total] = await Promise.all([listBookings(db, filter, { limit, offset: (page - 1) * limit }), countBookings(db, filter)])
  return { data: rows.map(toSportsBooking), pagination: { page, limit, total, pages: Math.ceil(total / limit) } }
}

/** The booking for its reader: staff (`memberId` null) read any, a member only their own (anyone else's is not found). */
export async function readableBooking(db: Executor, bookingId: number, memberId: string | null) {
  const booking = await findBooking(db, bookingId)
  if (!booking || (memberId !== null && booking.member_id !== memberId)) throw notFound(BOOKING_NOT_FOUND)
  return booking
}

/** GET bookings/{id}: the booking with its status history and payments. */
export async function bookingDetails(db: Executor, booking: NonNullable<Awaited<ReturnType<typeof findBooking>>>) {
  const [history, payments] = await Promise.all([listHistory(db, booking.booking_id), listPayments(db, booking.booking_id)])
  return { ...toSportsBooking(booking), history: history.map(toHistoryEntry), payments: payments.map(toPayment) }
}

function slotAskOf(input: MemberBookingInput) {
  return {
    activityId: input.activity_id,
    itemId: input.item_id,
    subcategoryId: input.subcategory_id ?? null,
    userType: input.user_type,
    bookingDate: input.booking_date,
    startTime: input.start_time,
    endTime: input.end_time,
    playerCount: input.player_count,
    specialRequests: input.special_requests,
    contactName: input.contact_name,
    contactPhone: input.contact_phone ?? null,
  }
}

export function staffBookingRequest(input: StaffBookingInput, userId: number): SportsBookingRequest {
  return {
    ...slotAskOf(input),
    isMember: false,
    memberId: input.member_id ?? null,
    dependentId: null,
    channel: input.channel,
    paymentMethod: input.payment_method ?? null,
    actor: { kind: 'staff', userId },
  }
}

/**
 * A member books for themselves, for one of their dependents (who plays as a member, the member
 * charged), or for a guest they host; never for another member.
 */
export function memberBookingRequest(input: MemberBookingInput, memberId: string): SportsBookingRequest {
  if (input.member_id && input.member_id !== memberId) throw forbidden('Members may book only for themselves and their guests')
  if (input.dependent_id && input.user_type !== 'member') {
    throw invalidField('user_type', 'must be member when a dependent plays: the dependent books at the member price')
  }
  return {
    ...slotAskOf(input),
    isMember: true,
    memberId,
    dependentId: input.dependent_id ?? null,
    channel: 'member',
    paymentMethod: null,
    actor: { kind: 'member', memberId },
  }
}
