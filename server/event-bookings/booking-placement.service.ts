import { recordChange, type Auditor } from '../audit/audit-trail.js'
import { auditedBooking } from './booking.view.js'
import { formatRupees } from '../../domain/money.js'
import type { Selectable } from 'kysely'
import type { Executor } from '../db/database.js'
import type { BookingChannel, BookingType, EventsTable, PaymentMethod, PaymentStatus } from '../db/schema.js'
import type { AppDeps } from '../http/context.js'
import { AppError } from '../http/errors.js'
import { invalidField } from '../http/invalid-field.js'
import { chargeMember } from '../member-accounts/ledger.service.js'
import { findMemberByNumber } from '../members/members.repository.js'
import { withOwnDependents, type Holder } from '../members/own-dependents.service.js'
import { ticketSigner, type TicketSigner } from '../tickets/ticket-keys.js'
import { toBooking } from './booking.view.js'
import { findBookingWithTickets, insertBooking, insertTickets, reserveTicketIds } from './bookings.repository.js'
import { insertRedemption } from './coupons.repository.js'
import { redeemCoupon } from './coupons.service.js'
import { countSeatsTaken, lockEvent } from './manage-events.repository.js'
import { unitPrice } from './pricing.js'

type EventRecord = Selectable<EventsTable>

export interface BookingRequest {
  eventId: number
  bookingType: BookingType
  memberId: string | null
  contact: { name: string | null; phone: string | null; email: string | null }
  /** One per ticket; a dependent only on a member's booking (the member app). */
  holders: Holder[]
  couponCode: string | null
  /** How a guest paid at the desk; null when the guest pays on arrival (or is a member). */
  paymentMethod: Exclude<PaymentMethod, 'member_account'> | null
  channel: BookingChannel
  createdBy: number | null
}

/**
 * Places a booking (ADR 012). In one transaction: the event row is locked, so bookings of one event
 * take seats one at a time and the count of seats taken is exact; a coupon use is taken by a
 * conditional update; each ticket gets its signed code; a member's total is charged to their
 * account, within their credit limit (ADR 024). Any refusal rolls everything back.
 */
/** `by`: the office person making it (ADR 029); null for a member's or the public's own booking, which is not an office change. */
export async function placeBooking(
  deps: Pick<AppDeps, 'db' | 'tokens' | 'ticketSigningKey'>,
  request: BookingRequest,
  now: Date,
  by: Auditor | null,
) {
  const signer = await ticketSigner(deps)
  return deps.db.transaction().execute(async (trx) => {
    const booking = await placeBookingInTransaction(trx, signer, request, now)
    if (by) {
      await recordChange(trx, by, {
        area: 'events',
        action: booking.total_paise > 0 ? 'money' : 'create',
        recordType: 'event_booking',
        recordId: booking.booking_id,
        summary: `${booking.event_title}: ${booking.ticket_count} ticket(s), ${formatRupees(booking.total_paise)} (${booking.payment_status.replace('_', ' ')})`,
        after: auditedBooking(booking),
      })
    }
    return booking
  })
}

/** The same, inside the caller's transaction (the demo seed books this way). */
export async function placeBookingInTransaction(trx: Executor, signer: Pick<TicketSigner, 'sign'>, request: BookingRequest, now: Date) {
  const event = await lockEvent(trx, request.eventId)
  if (!event || !isVisibleTo(event, request.channel)) throw invalidField('event_id', `no event has id ${request.eventId}`)
  assertBookable(event, request, now)
  const member = request.memberId ? await activeMember(trx, request.memberId) : null
  const holders = await withOwnDependents(trx, member?.member_id ?? null, request.holders, (index) => `tickets.${index}.dependent_id`)
  await assertSeatsLeft(trx, event, holders.length)

  const price = unitPrice(event, request.bookingType)
  const subtotal = price * holders.length
  const redemption = request.couponCode ? await redeemCoupon(trx, event.event_id, request.couponCode, subtotal, now) : null
  const discount = redemption?.discountPaise ?? 0
  const total = subtotal - discount
  const payment = paymentOf(request, total, now)

  const bookingId = await insertBooking(trx, {
    event_id: event.event_id,
    booking_type: request.bookingType,
    member_id: member?.member_id ?? null,
    contact_name: request.contact.name ?? member?.name ?? holders[0]!.name,
    contact_phone: request.contact.phone ?? member?.mobile ?? null,
    contact_email: request.contact.email ?? member?.email ?? null,
    channel: request.channel,
    status: 'confirmed',
    ticket_count: holders.length,
    unit_price_paise: price,
    subtotal_paise: subtotal,
    discount_paise: discount,
    total_paise: total,
    coupon_id: redemption?.coupon.coupon_id ?? null,
    coupon_code: redemption?.coupon.code ?? null,
    ...payment,
    created_by: request.createdBy,
    created_at: now,
    updated_at: now,
  })
  const ticketIds = await reserveTicketIds(trx, holders.length)
  const codes = await Promise.all(ticketIds.map((ticketId) => signer.sign({ ticketId, eventId: event.event_id })))
  await insertTickets(
    trx,
    holders.map((holder, index) => ({
      ticket_id: ticketIds[index]!,
      booking_id: bookingId,
      event_id: event.event_id,
      holder_name: holder.name,
      dependent_id: holder.dependentId,
      code: codes[index]!,
      created_at: now,
      updated_at: now,
    })),
  )
  if (redemption) {
    await insertRedemption(trx, {
      coupon_id: redemption.coupon.coupon_id,
      booking_id: bookingId,
      discount_paise: discount,
      redeemed_at: now,
    })
  }
  if (member && total > 0) {
    await chargeMember(trx, {
      memberId: member.member_id,
      kind: 'event_booking',
      amountPaise: total,
      description: `${event.title}: ${holders.length} ticket(s), booking ${bookingId} (${formatRupees(total)})`,
      source: { type: 'event_booking', id: bookingId },
      createdBy: request.createdBy,
      now,
    })
  }
  return toBooking((await findBookingWithTickets(trx, bookingId))!)
}

/** Members and the public never learn of drafts; the public sees public events only. */
function isVisibleTo(event: EventRecord, channel: BookingChannel): boolean {
  if (channel === 'office' || channel === 'reception') return true
  if (event.status === 'draft') return false
  return channel === 'member' || event.visibility === 'public'
}

/**
 * Only published events take bookings. Members and the public book until the event starts; the
 * office and the desk until it ends (a walk-in at the door). Members-only events take member bookings.
 */
function assertBookable(event: EventRecord, request: BookingRequest, now: Date) {
  const refuse = (why: string) => new AppError(409, 'event_not_bookable', `${event.title} cannot be booked: ${why}`)
  if (event.status === 'draft') throw refuse('it is not published yet')
  if (event.status !== 'published') throw refuse(`it is ${event.status}`)
  const isStaff = request.channel === 'office' || request.channel === 'reception'
  if (isStaff ? event.end_at <= now : event.start_at <= now) throw refuse(isStaff ? 'it has ended' : 'it has already started')
  if (event.visibility === 'members' && request.bookingType !== 'member') {
    throw invalidField('booking_type', `${event.title} is for members only: make it a member booking`)
  }
}

async function activeMember(trx: Executor, memberId: string) {
  const member = await findMemberByNumber(trx, memberId)
  if (!member) throw invalidField('member_id', `no member has the number ${memberId}`)
  if (member.status !== 'active')
    throw invalidField('member_id', `${member.name} (${member.member_id}) is ${member.status}; bookings are for active members`)
  return member
}

/** 409 naming the seats left, in the message and as `seats_left`, when the tickets asked for do not fit. */
async function assertSeatsLeft(trx: Executor, event: EventRecord, wanted: number) {
  const seatsLeft = Math.max(0, event.capacity - (await countSeatsTaken(trx, event.event_id)))
  if (wanted <= seatsLeft) return
  const message =
    seatsLeft === 0
      ? `${event.title} is sold out: 0 seats left`
      : `Only ${seatsLeft} ${seatsLeft === 1 ? 'seat is' : 'seats are'} left for ${event.title}; ${wanted} were asked for`
  throw new AppError(409, 'not_enough_seats', message, { extra: { seats_left: seatsLeft, requested: wanted } })
}

function paymentOf(
  request: BookingRequest,
  total: number,
  now: Date,
): { payment_method: PaymentMethod | null; payment_status: PaymentStatus; amount_paid_paise: number; paid_at: Date | null } {
  if (total === 0) return { payment_method: null, payment_status: 'free', amount_paid_paise: 0, paid_at: null }
  if (request.bookingType === 'member')
    return { payment_method: 'member_account', payment_status: 'charged', amount_paid_paise: 0, paid_at: null }
  if (request.paymentMethod)
    return { payment_method: request.paymentMethod, payment_status: 'paid', amount_paid_paise: total, paid_at: now }
  return { payment_method: null, payment_status: 'due', amount_paid_paise: 0, paid_at: null }
}
