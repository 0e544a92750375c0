import { z } from 'zod'
import { bookingStatuses, bookingTypes, deskPaymentMethods, paymentStatuses } from '../events.js'
import { errorBody } from './endpoint.js'
import { oneOf } from './events.js'
import {
  couponCode,
  emailAddress,
  id,
  idOf,
  instant,
  limit,
  memberNumber,
  mobileNumber,
  omitEmpty,
  optionalText,
  page,
  requiredText,
  timestamp,
  wholeNumber,
  wholeNumberText,
  MAX_INTEGER,
} from './fields.js'

/**
 * Bookings, their tickets and coupons (spec 2 §7 "Events"; ADR 012): the shapes every group of the
 * event-bookings endpoints reads and writes. The endpoints are in event-bookings-*.ts by audience.
 */
export { bookingStatuses, bookingTypes, deskPaymentMethods, paymentStatuses }
export type DeskPaymentMethod = (typeof deskPaymentMethods)[number]

/** One booking holds at most this many tickets; the public site's online booking fewer. */
export const MAX_TICKETS_PER_BOOKING = 10
export const MAX_PUBLIC_TICKETS = 4
/** The door searches by holder name, booking id or phone from the third character on. */
export const DOOR_SEARCH_MIN = 3

export const bookingIdParam = z.object({ id })
export const bookingTicketParams = z.object({ id, ticketId: id })
export const memberIdParam = z.object({ id: memberNumber })

// ---- answers --------------------------------------------------------------------------------------

export const ticketStatuses = ['valid', 'checked_in', 'cancelled'] as const
export const bookingChannels = ['office', 'reception', 'member', 'public'] as const

/** A ticket as the clients read it (spec 2 §3: each ticket with `ticketId`). */
export const ticket = z.object({
  ticketId: z.number(),
  code: z.string(),
  /** What a person types at the door when the QR will not scan (domain/tickets.ts). */
  short_code: z.string(),
  holder_name: z.string(),
  /** The member's dependent who holds it (booked in the member app); null for anyone else. */
  dependent_id: z.number().nullable(),
  status: z.enum(ticketStatuses),
  is_inside: z.boolean(),
  checked_in_at: timestamp.nullable(),
  last_entry_at: timestamp.nullable(),
  last_exit_at: timestamp.nullable(),
  version: z.number(),
})
export type Ticket = z.infer<typeof ticket>

export const booking = z.object({
  booking_id: z.number(),
  event_id: z.number(),
  event_title: z.string(),
  event_start_at: timestamp,
  event_end_at: timestamp,
  event_venue: z.string(),
  /** The event's picture, for the member's list of bookings. */
  event_image_url: z.string().nullable(),
  booking_type: z.enum(bookingTypes),
  member_id: z.string().nullable(),
  contact_name: z.string(),
  contact_phone: z.string().nullable(),
  contact_email: z.string().nullable(),
  channel: z.enum(bookingChannels),
  status: z.enum(bookingStatuses),
  ticket_count: z.number(),
  unit_price_paise: z.number(),
  subtotal_paise: z.number(),
  discount_paise: z.number(),
  total_paise: z.number(),
  coupon_code: z.string().nullable(),
  payment_method: z.enum(['member_account', ...deskPaymentMethods]).nullable(),
  payment_status: z.enum(paymentStatuses),
  amount_paid_paise: z.number(),
  paid_at: timestamp.nullable(),
  created_at: timestamp,
  cancelled_at: timestamp.nullable(),
  cancel_reason: z.string().nullable(),
  version: z.number(),
  tickets: z.array(ticket),
})
export type Booking = z.infer<typeof booking>

/** `{success, message, booking}`: what every change of one booking answers. */
export const bookingChanged = z.object({ success: z.literal(true), message: z.string(), booking })

export const couponStates = ['scheduled', 'active', 'expired', 'used_up'] as const
export type CouponState = (typeof couponStates)[number]
export const discountTypes = ['percent', 'flat'] as const

export const coupon = z.object({
  /** The office's list only: where the coupon stands now. */
  state: z.enum(couponStates).optional(),
  coupon_id: z.number(),
  event_id: z.number(),
  code: z.string(),
  discount_type: z.enum(discountTypes),
  /** Percent (1-100) or paise off. */
  value: z.number(),
  max_uses: z.number(),
  uses_count: z.number(),
  uses_left: z.number(),
  valid_from: timestamp,
  valid_to: timestamp,
})
export type Coupon = z.infer<typeof coupon>

/** 409 when the tickets asked for do not fit: how many seats are left. */
export const notEnoughSeats = errorBody.extend({ seats_left: z.number().optional(), requested: z.number().optional() })

/** 400 for a coupon that cannot be used now, with why as a code the client can switch on. */
export const couponRefusal = errorBody.extend({
  valid: z.literal(false).optional(),
  reason: z.enum(['unknown', 'not_yet_valid', 'expired', 'used_up']).optional(),
})

// ---- requests -------------------------------------------------------------------------------------

const heldTicket = z.object({ holder_name: requiredText('Holder name', 100) })
/** A member's ticket may name which of their dependents holds it. */
const memberTicket = heldTicket.extend({ dependent_id: idOf('dependent').nullish() })

const ticketsOf = <Ticket extends z.ZodType>(max: number, ticket: Ticket) =>
  z
    .array(ticket, { error: 'must be a list of tickets, each with a holder_name' })
    .min(1, 'must hold at least one ticket')
    .max(max, `must hold at most ${max} tickets`)

const deskPaymentMethod = z.enum(deskPaymentMethods, { error: oneOf(deskPaymentMethods) })

/**
 * POST bookings and reception/bookings: `{event_id, booking_type, member_id?, tickets: [{holder_name}],
 * coupon_code?}`. A member booking names the member; a guest booking may name who to call (the first
 * holder otherwise) and how the guest paid at the desk (left out: due on arrival).
 */
export const staffBookingBody = z
  .object({
    event_id: id,
    booking_type: z.enum(bookingTypes, { error: oneOf(bookingTypes) }),
    member_id: memberNumber.nullish(),
    tickets: ticketsOf(MAX_TICKETS_PER_BOOKING, heldTicket),
    coupon_code: couponCode.nullish(),
    payment_method: deskPaymentMethod.nullish(),
    contact_name: optionalText(100),
    contact_phone: mobileNumber.nullish(),
    contact_email: emailAddress.nullish(),
  })
  .superRefine((request, ctx) => {
    if (request.booking_type === 'member' && !request.member_id) {
      ctx.addIssue({ code: 'custom', path: ['member_id'], message: 'is required for a member booking' })
    }
    if (request.booking_type === 'guest' && request.member_id) {
      ctx.addIssue({ code: 'custom', path: ['member_id'], message: 'must be left out of a guest booking (book it as a member booking)' })
    }
    if (request.booking_type === 'member' && request.payment_method) {
      ctx.addIssue({
        code: 'custom',
        path: ['payment_method'],
        message: "must be left out: a member's booking is charged to the member's account",
      })
    }
  })
export type StaffBookingInput = z.output<typeof staffBookingBody>

/**
 * POST member/bookings: the signed-in member books for themselves, their dependents (by
 * `dependent_id`, each at most once; the ticket then holds the dependent's name as the club has it)
 * and their guests by name.
 */
export const memberBookingBody = z.object({
  event_id: id,
  tickets: ticketsOf(MAX_TICKETS_PER_BOOKING, memberTicket),
  coupon_code: couponCode.nullish(),
})
export type MemberBookingInput = z.input<typeof memberBookingBody>

/** POST public/bookings: a visitor books a public event and pays at the desk; name and mobile are required. */
export const publicBookingBody = z.object({
  event_id: id,
  contact_name: requiredText('Your name', 100),
  contact_phone: mobileNumber,
  contact_email: emailAddress.nullish(),
  tickets: ticketsOf(MAX_PUBLIC_TICKETS, heldTicket),
})
export type PublicBookingInput = z.input<typeof publicBookingBody>

export const cancelBookingBody = z.object({ reason: optionalText(500) })

/** PATCH bookings/{id}/payment: how the guest paid at the desk (the amount is the booking's total). */
export const deskPaymentBody = z.object({ payment_method: deskPaymentMethod })

export const bookingStatusBody = z.object({
  status: z.enum(bookingStatuses, { error: oneOf(bookingStatuses) }),
  reason: optionalText(500),
})

export const checkInBody = z.object({
  type: z.enum(['entry', 'exit'], { error: oneOf(['entry', 'exit']) }).default('entry'),
})

export const bulkCheckInBody = z.object({
  ticketIds: z
    .array(id, { error: 'must be a list of ticket ids' })
    .min(1, 'must list at least one ticket')
    .max(MAX_TICKETS_PER_BOOKING, `must list at most ${MAX_TICKETS_PER_BOOKING} tickets`)
    .refine((ids) => new Set(ids).size === ids.length, 'must not list a ticket twice'),
})

export const eventIdFilter = omitEmpty(wholeNumberText(1, MAX_INTEGER))

export const bookingListQuery = z.object({
  event_id: eventIdFilter,
  member_id: omitEmpty(memberNumber),
  status: omitEmpty(z.enum(bookingStatuses, { error: oneOf(bookingStatuses) })),
  booking_type: omitEmpty(z.enum(bookingTypes, { error: oneOf(bookingTypes) })),
  payment_status: omitEmpty(z.enum(paymentStatuses, { error: oneOf(paymentStatuses) })),
  page,
  limit,
})
export type BookingListQuery = z.output<typeof bookingListQuery>

export const createCouponBody = z
  .object({
    code: couponCode,
    discount_type: z.enum(discountTypes, { error: oneOf(discountTypes) }),
    value: wholeNumber(1, 100_000_000),
    max_uses: wholeNumber(1, 100_000),
    valid_from: instant,
    valid_to: instant,
  })
  .superRefine((request, ctx) => {
    if (request.discount_type === 'percent' && request.value > 100)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'must be at most 100 for a percent discount' })
    if (request.valid_to <= request.valid_from) ctx.addIssue({ code: 'custom', path: ['valid_to'], message: 'must be after valid_from' })
  })
export type CreateCouponInput = z.output<typeof createCouponBody>

/** The price a coupon is worked out on: one guest ticket unless told otherwise. */
export const validateCouponBody = z.object({
  coupon_code: couponCode,
  ticket_count: wholeNumber(1, MAX_TICKETS_PER_BOOKING).default(1),
  booking_type: z.enum(bookingTypes, { error: oneOf(bookingTypes) }).optional(),
})
