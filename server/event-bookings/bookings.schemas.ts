import { z } from 'zod'
import { bookingStatuses, bookingTypes, deskPaymentMethods, paymentStatuses } from '../../domain/events.js'
import { fields } from '../http/validate.js'
import {
  couponCode,
  emailAddress,
  instant,
  limit,
  memberNumber,
  mobileNumber,
  omitEmpty,
  optionalText,
  page,
  wholeNumber,
  wholeNumberText,
} from './event-fields.js'

export { bookingStatuses, bookingTypes, deskPaymentMethods, paymentStatuses }

/** One booking holds at most this many tickets; the public site's online booking fewer. */
export const MAX_TICKETS_PER_BOOKING = 10
export const MAX_PUBLIC_TICKETS = 4
/** The door searches by holder name, booking id or phone from the third character on (issue 5). */
export const DOOR_SEARCH_MIN = 3

const oneOf = (words: readonly string[]) => `must be one of ${words.join(', ')}`

const ticketsOf = (max: number) =>
  z
    .array(z.object({ holder_name: fields.requiredText('Holder name', 100) }), { error: 'must be a list of tickets, each with a holder_name' })
    .min(1, 'must hold at least one ticket')
    .max(max, `must hold at most ${max} tickets`)

const contactFields = {
  contact_name: optionalText(100),
  contact_phone: mobileNumber.nullish(),
  contact_email: emailAddress.nullish(),
}

/**
 * POST bookings and reception/bookings: `{event_id, booking_type, member_id?, tickets: [{holder_name}],
 * coupon_code?}`. A member booking names the member; a guest booking may name who to call (the first
 * holder otherwise) and how the guest paid at the desk (left out: due on arrival).
 */
export const staffBookingSchema = z
  .object({
    event_id: fields.id,
    booking_type: z.enum(bookingTypes, { error: oneOf(bookingTypes) }),
    member_id: memberNumber.nullish(),
    tickets: ticketsOf(MAX_TICKETS_PER_BOOKING),
    coupon_code: couponCode.nullish(),
    payment_method: z.enum(deskPaymentMethods, { error: oneOf(deskPaymentMethods) }).nullish(),
    ...contactFields,
  })
  .superRefine((booking, ctx) => {
    if (booking.booking_type === 'member' && !booking.member_id) {
      ctx.addIssue({ code: 'custom', path: ['member_id'], message: 'is required for a member booking' })
    }
    if (booking.booking_type === 'guest' && booking.member_id) {
      ctx.addIssue({ code: 'custom', path: ['member_id'], message: 'must be left out of a guest booking (book it as a member booking)' })
    }
    if (booking.booking_type === 'member' && booking.payment_method) {
      ctx.addIssue({ code: 'custom', path: ['payment_method'], message: "must be left out: a member's booking is charged to the member's account" })
    }
  })
export type StaffBookingInput = z.output<typeof staffBookingSchema>

/** POST member/bookings: the signed-in member books for themselves (and their guests by name). */
export const memberBookingSchema = z.object({
  event_id: fields.id,
  tickets: ticketsOf(MAX_TICKETS_PER_BOOKING),
  coupon_code: couponCode.nullish(),
})

/** POST public/bookings: a visitor books a public event and pays at the desk; name and mobile are required. */
export const publicBookingSchema = z.object({
  event_id: fields.id,
  contact_name: fields.requiredText('Your name', 100),
  contact_phone: mobileNumber,
  contact_email: emailAddress.nullish(),
  tickets: ticketsOf(MAX_PUBLIC_TICKETS),
})

export const cancelBookingSchema = z.object({ reason: optionalText(500) })

/** PATCH bookings/{id}/payment: how the guest paid at the desk (the amount is the booking's total). */
export const deskPaymentSchema = z.object({
  payment_method: z.enum(deskPaymentMethods, { error: oneOf(deskPaymentMethods) }),
})

export const bookingStatusSchema = z.object({
  status: z.enum(bookingStatuses, { error: oneOf(bookingStatuses) }),
  reason: optionalText(500),
})

export const checkInSchema = z.object({
  type: z.enum(['entry', 'exit'], { error: oneOf(['entry', 'exit']) }).default('entry'),
})

export const bulkCheckInSchema = z.object({
  ticketIds: z
    .array(fields.id, { error: 'must be a list of ticket ids' })
    .min(1, 'must list at least one ticket')
    .max(MAX_TICKETS_PER_BOOKING, `must list at most ${MAX_TICKETS_PER_BOOKING} tickets`)
    .refine((ids) => new Set(ids).size === ids.length, 'must not list a ticket twice'),
})

export const bookingListQuery = z.object({
  event_id: omitEmpty(wholeNumberText(1, 2_147_483_647)),
  member_id: omitEmpty(memberNumber),
  status: omitEmpty(z.enum(bookingStatuses, { error: oneOf(bookingStatuses) })),
  booking_type: omitEmpty(z.enum(bookingTypes, { error: oneOf(bookingTypes) })),
  payment_status: omitEmpty(z.enum(paymentStatuses, { error: oneOf(paymentStatuses) })),
  page,
  limit,
})

export const bookingIdParam = z.object({ id: fields.id })
export const bookingTicketParams = z.object({ id: fields.id, ticketId: fields.id })
export const memberIdParam = z.object({ id: memberNumber })

export const createCouponSchema = z
  .object({
    code: couponCode,
    discount_type: z.enum(['percent', 'flat'], { error: oneOf(['percent', 'flat']) }),
    value: wholeNumber(1, 100_000_000),
    max_uses: wholeNumber(1, 100_000),
    valid_from: instant,
    valid_to: instant,
  })
  .superRefine((coupon, ctx) => {
    if (coupon.discount_type === 'percent' && coupon.value > 100) ctx.addIssue({ code: 'custom', path: ['value'], message: 'must be at most 100 for a percent discount' })
    if (coupon.valid_to <= coupon.valid_from) ctx.addIssue({ code: 'custom', path: ['valid_to'], message: 'must be after valid_from' })
  })
export type CreateCouponInput = z.output<typeof createCouponSchema>

/** The price a coupon is worked out on: one guest ticket unless told otherwise. */
export const validateCouponSchema = z.object({
  coupon_code: couponCode,
  ticket_count: wholeNumber(1, MAX_TICKETS_PER_BOOKING).default(1),
  booking_type: z.enum(bookingTypes, { error: oneOf(bookingTypes) }).optional(),
})
