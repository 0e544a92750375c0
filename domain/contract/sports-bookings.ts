import { z } from 'zod'
import { sportsBookingStatuses } from '../sports.js'
import { endpoint, fileAnswer } from './endpoint.js'
import { clubDay, id, idOf, memberNumber, mobileNumber, omitEmpty, optionalText, page, paise, timestamp, wholeNumber } from './fields.js'
import { bookingStatus, done, enumOf, listLimit, pagination, tag, timeOfDay } from './sports-shapes.js'

/**
 * Sports bookings (spec 2 §7; ADR 015): staff with the sports grants book any member or guest and
 * change any booking; a member (same paths) books for themselves, reads and cancels only their own.
 */

export const userTypes = ['member', 'guest'] as const
export const deskPaymentMethods = ['cash', 'card', 'upi'] as const
export type DeskPaymentMethod = (typeof deskPaymentMethods)[number]
const paymentMethods = ['member_account', ...deskPaymentMethods] as const
const paymentStatuses = ['free', 'charged', 'paid', 'due', 'voided', 'refund_due'] as const

/** What staff and members send to book (spec 2 §3, §9: player_count 1 and user_type member by default). */
const bookingFields = {
  activity_id: id,
  item_id: id,
  subcategory_id: id.nullish(),
  member_id: memberNumber.nullish(),
  booking_date: clubDay,
  start_time: timeOfDay,
  end_time: timeOfDay,
  player_count: wholeNumber(1, 50).default(1),
  user_type: enumOf(userTypes).default('member'),
  special_requests: optionalText(500),
  contact_name: optionalText(100),
  contact_phone: mobileNumber.nullish(),
}

/**
 * A member books for themselves (member_id, when sent, must be their own), for one of their
 * dependents (`dependent_id`, a member booking: the member is charged) or for a guest they host.
 */
export const memberBookingBody = z.object({ ...bookingFields, dependent_id: idOf('dependent').nullish() })
export type MemberBookingInput = z.output<typeof memberBookingBody>

/**
 * POST bookings, from staff or a member: the booking, and for staff where it was made and how a
 * guest paid. A member's `channel` and `payment_method` are not theirs to set and are ignored.
 */
export const bookingBody = z.object({
  ...bookingFields,
  channel: enumOf(['office', 'reception'] as const).default('office'),
  payment_method: enumOf(deskPaymentMethods).nullish(),
})
export type BookingInput = z.output<typeof bookingBody>

/** The office's own rules over a booking it sends: whose booking it is, and who pays how. */
export const staffBookingRules = z.custom<BookingInput>().superRefine((booking, ctx) => {
  if (booking.user_type === 'member' && !booking.member_id)
    ctx.addIssue({ code: 'custom', path: ['member_id'], message: 'is required for a member booking' })
  if (booking.user_type === 'guest' && !booking.member_id && !booking.contact_name) {
    ctx.addIssue({ code: 'custom', path: ['contact_name'], message: 'is required for a guest booking without a host member' })
  }
  if (booking.user_type === 'member' && booking.payment_method) {
    ctx.addIssue({
      code: 'custom',
      path: ['payment_method'],
      message: "must be left out: a member's booking is charged to the member's account",
    })
  }
})

/** What the office's booking form checks: the booking's fields, then the office's rules. */
export const staffBookingBody = bookingBody.pipe(staffBookingRules)
export type StaffBookingInput = z.output<typeof staffBookingBody>

/** POST bookings/validate {activity_id, item_id, date, time, end_time?}: end_time defaults to one slot. */
export const validateBookingBody = z.object({
  activity_id: bookingFields.activity_id,
  item_id: bookingFields.item_id,
  date: clubDay,
  time: timeOfDay,
  end_time: timeOfDay.nullish(),
  subcategory_id: bookingFields.subcategory_id,
  user_type: bookingFields.user_type,
  player_count: bookingFields.player_count,
})
export type ValidateBookingInput = z.output<typeof validateBookingBody>

export const bookingStatusBody = z.object({ status: enumOf(sportsBookingStatuses), reason: optionalText(500) })

export const bookingListQuery = z.object({
  activity_id: omitEmpty(id),
  status: omitEmpty(enumOf(sportsBookingStatuses)),
  member_id: omitEmpty(memberNumber),
  date: omitEmpty(clubDay),
  page,
  limit: listLimit,
})
export type BookingListQuery = z.output<typeof bookingListQuery>

export const paymentBody = z.object({
  amount_paise: paise(1).max(100_000_000, 'must be at most 100000000'),
  method: enumOf(deskPaymentMethods),
  reference: optionalText(100),
})
export type PaymentInput = z.output<typeof paymentBody>

export const bookingIdParam = z.object({ id })
export const invoiceQuery = z.object({ format: omitEmpty(enumOf(['json', 'pdf'] as const)) })

// ---- what the answers carry ----------------------------------------------------------------------

export const sportsPricing = z.object({
  unit_price_paise: z.number(),
  slot_count: z.number(),
  player_count: z.number(),
  user_type: z.enum(userTypes),
  total_paise: z.number(),
})

export const sportsBooking = z.object({
  booking_id: z.number(),
  activity_id: z.number(),
  activity_name: z.string(),
  item_id: z.number(),
  item_name: z.string(),
  subcategory_id: z.number().nullable(),
  member_id: z.string().nullable(),
  member_name: z.string().nullable(),
  /** The member's dependent who plays (the member is charged); `contact_name` is their name. */
  dependent_id: z.number().nullable(),
  user_type: z.enum(userTypes),
  contact_name: z.string(),
  contact_phone: z.string().nullable(),
  booking_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  player_count: z.number(),
  special_requests: z.string(),
  channel: z.enum(['office', 'reception', 'member']),
  status: bookingStatus,
  pricing_details: sportsPricing,
  /** `balance_paise` is what is still to be paid at the desk. */
  payment: z.object({
    status: z.enum(paymentStatuses),
    method: z.enum(paymentMethods).nullable(),
    amount_paid_paise: z.number(),
    balance_paise: z.number(),
  }),
  invoice_number: z.string().nullable(),
  check_in_info: z
    .object({
      checked_in_at: timestamp.nullable(),
      checked_in_device: z.string().nullable(),
      checked_out_at: timestamp.nullable(),
      checked_out_device: z.string().nullable(),
    })
    .nullable(),
  cancelled_at: timestamp.nullable(),
  cancel_reason: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  version: z.number(),
})
export type SportsBooking = z.infer<typeof sportsBooking>

export const bookingHistoryEntry = z.object({
  from: bookingStatus.nullable(),
  to: bookingStatus,
  at: timestamp,
  by: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('staff'), user_id: z.number(), name: z.string().nullable() }),
      z.object({ kind: z.literal('member'), member_id: z.string(), name: z.string().nullable() }),
    ])
    .nullable(),
  device: z.string().nullable(),
  note: z.string().nullable(),
})
export type SportsBookingHistoryEntry = z.infer<typeof bookingHistoryEntry>

export const sportsPayment = z.object({
  payment_id: z.number(),
  amount_paise: z.number(),
  method: z.enum(paymentMethods),
  reference: z.string().nullable(),
  received_by: z.number().nullable(),
  received_at: timestamp,
})
export type SportsPayment = z.infer<typeof sportsPayment>

export const sportsBookingDetails = sportsBooking.extend({ history: z.array(bookingHistoryEntry), payments: z.array(sportsPayment) })
export type SportsBookingDetails = z.infer<typeof sportsBookingDetails>

export const sportsInvoice = z.object({
  invoice_number: z.string(),
  issued_at: timestamp.nullable(),
  booking_id: z.number(),
  billed_to: z.object({ name: z.string(), member_id: z.string().nullable(), phone: z.string().nullable() }),
  lines: z.array(z.object({ description: z.string(), quantity: z.number(), unit_price_paise: z.number(), amount_paise: z.number() })),
  total_paise: z.number(),
  amount_paid_paise: z.number(),
  balance_paise: z.number(),
  payment_status: z.enum(paymentStatuses),
  status: bookingStatus,
})
export type SportsInvoice = z.infer<typeof sportsInvoice>

/** GET bookings/{id}/invoice without `format=pdf`. */
export const invoiceAnswer = z.object({ success: z.literal(true), invoice: sportsInvoice })

export const bookingAnswer = done.extend({ booking: sportsBooking })
export const bookingPage = z.object({ success: z.literal(true), data: z.array(sportsBooking), pagination })

export const validateBooking = endpoint({
  method: 'post',
  path: '/api/sports-activity/bookings/validate',
  tag,
  summary: 'Checks that a slot can be booked now, and what it would cost, without booking it',
  description: 'A slot taken is a 409 with `reason: slot_taken`; a slot outside the rules a 400 with its `reason`.',
  audience: 'staff-or-member',
  body: validateBookingBody,
  responses: {
    200: z.object({
      success: z.literal(true),
      valid: z.literal(true),
      activity_id: z.number(),
      item_id: z.number(),
      date: z.string(),
      start_time: z.string(),
      end_time: z.string(),
      pricing_details: sportsPricing,
    }),
  },
})

export const createBooking = endpoint({
  method: 'post',
  path: '/api/sports-activity/bookings',
  tag,
  summary: 'Books a slot of an item: staff for any member or guest, a member for themselves or their guest',
  description:
    'Staff: a member booking names `member_id`; a guest booking without a host member names `contact_name`; `payment_method` is for a guest who paid at the desk. A taken slot is a 409.',
  audience: 'staff-or-member',
  body: bookingBody,
  responses: { 201: bookingAnswer },
})

export const listBookings = endpoint({
  method: 'get',
  path: '/api/sports-activity/bookings',
  tag,
  summary: 'A page of bookings, filtered; a member sees only their own',
  audience: 'staff-or-member',
  query: bookingListQuery,
  responses: { 200: bookingPage },
})

export const bookingDetail = endpoint({
  method: 'get',
  path: '/api/sports-activity/bookings/:id',
  tag,
  summary: 'One booking with its status history and payments; a member reads only their own',
  audience: 'staff-or-member',
  params: bookingIdParam,
  responses: { 200: z.object({ success: z.literal(true), booking: sportsBookingDetails }) },
})

export const changeBookingStatus = endpoint({
  method: 'patch',
  path: '/api/sports-activity/bookings/:id/status',
  tag,
  summary: 'Sets a booking’s status (staff: any; a member: only cancelling their own, before the cut-off)',
  audience: 'staff-or-member',
  params: bookingIdParam,
  body: bookingStatusBody,
  responses: { 200: bookingAnswer },
})

export const issueInvoice = endpoint({
  method: 'post',
  path: '/api/sports-activity/bookings/:id/invoice',
  tag,
  summary: 'Issues the booking’s invoice number (201), or gives back the one already issued (200)',
  audience: 'staff',
  params: bookingIdParam,
  responses: { 200: done.extend({ invoice: sportsInvoice }), 201: done.extend({ invoice: sportsInvoice }) },
})

export const bookingInvoice = endpoint({
  method: 'get',
  path: '/api/sports-activity/bookings/:id/invoice',
  tag,
  summary: 'The booking’s invoice, once issued: JSON, or the A4 PDF with format=pdf',
  description:
    'Without `format=pdf` the answer is JSON `{success: true, invoice}`, the invoice as POST …/invoice gives it (`invoiceAnswer` in the contract). 404 until an invoice is issued.',
  audience: 'staff-or-member',
  params: bookingIdParam,
  query: invoiceQuery,
  // One status, two media types: the contract's answers name one schema per status, so the JSON is described above and checked in the tests.
  responses: { 200: fileAnswer('The invoice: JSON, or the PDF', 'application/json', 'application/pdf') },
})

export const recordPayment = endpoint({
  method: 'post',
  path: '/api/sports-activity/bookings/:id/payment',
  tag,
  summary: 'Records money taken at the desk for a booking whose payment is due, up to its balance',
  description: 'More than the balance is a 400 naming `amount_paise`; a booking charged to a member’s account is a 409.',
  audience: 'staff',
  params: bookingIdParam,
  body: paymentBody,
  responses: { 200: bookingAnswer },
})
