import { z } from 'zod'
import { endpoint, fileAnswer } from './endpoint.js'
import { eventIdParam, pageOf } from './events.js'
import {
  booking,
  bookingChanged,
  bookingIdParam,
  bookingListQuery,
  bookingStatusBody,
  bookingTicketParams,
  bulkCheckInBody,
  cancelBookingBody,
  checkInBody,
  coupon,
  couponRefusal,
  createCouponBody,
  deskPaymentBody,
  memberIdParam,
  notEnoughSeats,
  staffBookingBody,
  ticket,
  validateCouponBody,
} from './event-bookings.js'
import { errorBody } from './endpoint.js'
import { timestamp } from './fields.js'

/**
 * Bookings and coupons in the office (spec 2 §7 "Events"; ADR 012): making, listing, cancelling and
 * changing bookings takes the 'events' grants; checking tickets in takes the 'door' edit grant.
 */
const tag = 'Event bookings (office)'
const base = '/api/event-bookings'
const ok = z.literal(true)

export const bookingsPage = pageOf(booking).extend({ success: ok })
export const bookingCreated = z.object({ success: ok, message: z.string(), booking })

export const createBooking = endpoint({
  method: 'post',
  path: `${base}/bookings`,
  tag,
  summary: 'Books tickets for a member (charged to their account) or a guest (paid at the desk or due)',
  description: 'Tickets that do not fit are a 409 with `seats_left`; a coupon that cannot be used is a 400 with `reason`.',
  audience: 'staff',
  body: staffBookingBody,
  responses: { 201: bookingCreated, 400: couponRefusal, 409: notEnoughSeats },
})

export const listBookings = endpoint({
  method: 'get',
  path: `${base}/bookings`,
  tag,
  summary: 'Bookings, newest first, filtered by event, member, status, type or payment',
  audience: 'staff',
  query: bookingListQuery,
  responses: { 200: bookingsPage },
})

export const bookingDetail = endpoint({
  method: 'get',
  path: `${base}/bookings/:id`,
  tag,
  summary: 'One booking with its tickets',
  audience: 'staff',
  params: bookingIdParam,
  responses: { 200: z.object({ success: ok, booking }) },
})

export const cancelBooking = endpoint({
  method: 'patch',
  path: `${base}/bookings/:id/cancel`,
  tag,
  summary: 'Cancels a booking: its tickets, its charge and its coupon use',
  audience: 'staff',
  params: bookingIdParam,
  body: cancelBookingBody,
  responses: { 200: bookingChanged },
})

export const setBookingStatus = endpoint({
  method: 'patch',
  path: `${base}/bookings/:id/status`,
  tag,
  summary: 'Marks a booking attended, no-show, confirmed again or cancelled',
  audience: 'staff',
  params: bookingIdParam,
  body: bookingStatusBody,
  responses: { 200: bookingChanged },
})

export const recordDeskPayment = endpoint({
  method: 'patch',
  path: `${base}/bookings/:id/payment`,
  tag,
  summary: 'Records a guest’s payment at the desk (cash, card or UPI) for the booking’s total',
  description: 'For the reception (door edit) and the office (events edit).',
  audience: 'staff',
  params: bookingIdParam,
  body: deskPaymentBody,
  responses: { 200: bookingChanged },
})

/** One ticket scanned at the desk, or why it was refused. */
export const scanResult = z.object({
  ticketId: z.number(),
  holder_name: z.string(),
  status: z.enum(['checked_in', 'checked_out', 'rejected']),
  reason: z.enum(['cancelled', 'already_checked_in', 'not_inside']).optional(),
  message: z.string(),
  /** When, by whom and on which device the holder first came in; null before that. */
  first_check_in: z.object({ at: timestamp, by: z.string().nullable(), device: z.string().nullable() }).nullable(),
})
export type ScanResult = z.infer<typeof scanResult>

export const checkInTicket = endpoint({
  method: 'patch',
  path: `${base}/bookings/:id/checkin/:ticketId`,
  tag,
  summary: 'Checks one ticket of a booking in (entry) or out (exit) at the desk',
  description: 'A refusal is a 409 whose code is the reason, with the first check-in.',
  audience: 'staff',
  params: bookingTicketParams,
  body: checkInBody,
  responses: {
    200: z.object({ success: ok, message: z.string(), result: scanResult, ticket }),
    409: errorBody.extend({ ticketId: z.number().optional(), first_check_in: scanResult.shape.first_check_in.optional() }),
  },
})

export const bulkCheckIn = endpoint({
  method: 'patch',
  path: `${base}/bookings/:id/bulk-checkin`,
  tag,
  summary: 'Checks several tickets of a booking in at once; each refused one says why',
  description: 'When every ticket is refused: 409 `nothing_checked_in` with the results.',
  audience: 'staff',
  params: bookingIdParam,
  body: bulkCheckInBody,
  responses: {
    200: z.object({ success: ok, message: z.string(), checked_in: z.number(), results: z.array(scanResult), tickets: z.array(ticket) }),
    409: errorBody.extend({ results: z.array(scanResult).optional() }),
  },
})

export const memberBookings = endpoint({
  method: 'get',
  path: `${base}/members/:id/bookings`,
  tag,
  summary: 'A member’s bookings, by membership number in any case',
  audience: 'staff',
  params: memberIdParam,
  query: bookingListQuery.omit({ member_id: true }),
  responses: { 200: bookingsPage.extend({ member_id: z.string() }) },
})

const pdf = (description: string) => fileAnswer(description, 'application/pdf')

export const bookingReceipt = endpoint({
  method: 'get',
  path: `${base}/bookings/:id/receipt`,
  tag,
  summary: 'A booking’s receipt as a PDF, for the office or the member whose booking it is',
  audience: 'staff-or-member',
  params: bookingIdParam,
  responses: { 200: pdf('The receipt') },
})

export const bookingTickets = endpoint({
  method: 'get',
  path: `${base}/bookings/:id/tickets`,
  tag,
  summary: 'A booking’s tickets with their QR codes as a PDF, for the office or the member whose booking it is',
  audience: 'staff-or-member',
  params: bookingIdParam,
  responses: { 200: pdf('The tickets') },
})

// ---- coupons --------------------------------------------------------------------------------------

export const createCoupon = endpoint({
  method: 'post',
  path: `${base}/events/:id/coupons`,
  tag,
  summary: 'Adds a coupon to an event: percent or flat off, a number of uses, a window of validity',
  audience: 'staff',
  params: eventIdParam,
  body: createCouponBody,
  responses: { 201: z.object({ success: ok, message: z.string(), coupon }) },
})

export const eventCoupons = endpoint({
  method: 'get',
  path: `${base}/events/:id/coupons`,
  tag,
  summary: 'An event’s coupons, newest first, with their uses and where each stands now',
  audience: 'staff',
  params: eventIdParam,
  responses: { 200: z.object({ success: ok, coupons: z.array(coupon) }) },
})

export const couponPreview = z.object({
  success: ok,
  valid: z.literal(true),
  message: z.string(),
  coupon,
  subtotal_paise: z.number(),
  discount_paise: z.number(),
  total_paise: z.number(),
})
export type CouponPreview = z.infer<typeof couponPreview>

export const validateCoupon = endpoint({
  method: 'post',
  path: `${base}/events/:id/coupons/validate`,
  tag,
  summary: 'What a coupon takes off the tickets asked about, before booking',
  description:
    'For the office and for members (at the member price, on events they can see). A code that cannot be used now is a 400 with `reason`.',
  audience: 'staff-or-member',
  params: eventIdParam,
  body: validateCouponBody,
  responses: { 200: couponPreview, 400: couponRefusal },
})
