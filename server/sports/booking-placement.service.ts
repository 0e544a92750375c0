import { recordChange, type Auditor } from '../audit/audit-trail.js'
import { auditedSportsBooking } from './booking.view.js'
import type { DB, Executor } from '../db/database.js'
import type { SportsBookingsTable, SportsPaymentMethod, SportsPaymentStatus } from '../db/sports-schema.js'
import { invalidField } from '../http/invalid-field.js'
import { assertItemFree, checkSlotAsk, type SlotAsk } from './booking-rules.service.js'
import { findMemberByNumber } from '../members/members.repository.js'
import { withOwnDependents } from '../members/own-dependents.service.js'
import { findBooking, insertBooking, insertHistory, insertPayment } from './bookings.repository.js'
import { lockItem } from './items.repository.js'
import { chargeMember } from './sports-charges.js'
import type { Actor } from './sports-access.js'

export interface SportsBookingRequest extends SlotAsk {
  memberId: string | null
  /** One of the member's dependents who plays (member app); the member is charged. */
  dependentId: number | null
  specialRequests: string | null
  contactName: string | null
  contactPhone: string | null
  channel: SportsBookingsTable['channel']
  /** How a guest paid at the desk; null when due (or charged to a member). */
  paymentMethod: Exclude<SportsPaymentMethod, 'member_account'> | null
  actor: Actor
}

interface Payment {
  payment_method: SportsPaymentMethod | null
  payment_status: SportsPaymentStatus
  amount_paid_paise: number
}

/**
 * Who pays how (ADR 015): free is free; a member's own booking, and anything a member books in the
 * app, is charged to the member's account; a guest booked at the desk pays there, now or later.
 */
function paymentOf(request: SportsBookingRequest, total: number): Payment {
  if (total === 0) return { payment_method: null, payment_status: 'free', amount_paid_paise: 0 }
  if (request.channel === 'member' || request.userType === 'member')
    return { payment_method: 'member_account', payment_status: 'charged', amount_paid_paise: 0 }
  if (request.paymentMethod) return { payment_method: request.paymentMethod, payment_status: 'paid', amount_paid_paise: total }
  return { payment_method: null, payment_status: 'due', amount_paid_paise: 0 }
}

async function activeMember(db: Executor, memberId: string) {
  const member = await findMemberByNumber(db, memberId)
  if (!member) throw invalidField('member_id', `no member has the number ${memberId}`)
  if (member.status !== 'active')
    throw invalidField('member_id', `${member.name} (${member.member_id}) is ${member.status}; bookings are for active members`)
  return member
}

/**
 * Books a slot in one transaction (ADR 015): the item's row is locked, so bookings of one item are
 * decided one at a time and the overlap check is exact; then the booking, its first history row,
 * a desk payment and a member's charge are written. Any refusal rolls everything back.
 */
/** `by`: the office person booking (ADR 029); null for a member's own booking, which is not an office change. */
export function placeSportsBooking(db: DB, request: SportsBookingRequest, now: Date, by: Auditor | null) {
  return db.transaction().execute(async (trx) => {
    const booking = await placeSportsBookingInTransaction(trx, request, now)
    if (by) {
      await recordChange(trx, by, {
        area: 'sports',
        action: booking.total_paise > 0 ? 'money' : 'create',
        recordType: 'sports_booking',
        recordId: booking.booking_id,
        summary: `${booking.activity_name}, ${booking.item_name}: ${booking.booking_date} ${booking.start_time}–${booking.end_time}`,
        after: auditedSportsBooking(booking),
      })
    }
    return booking
  })
}

export async function placeSportsBookingInTransaction(trx: Executor, request: SportsBookingRequest, now: Date) {
  const { activity, pricing } = await checkSlotAsk(trx, request, now)
  const member = request.memberId ? await activeMember(trx, request.memberId) : null
  const [player] = await withOwnDependents(
    trx,
    member?.member_id ?? null,
    [{ name: request.contactName ?? '', dependentId: request.dependentId }],
    () => 'dependent_id',
  )
  const item = (await lockItem(trx, request.itemId))!
  await assertItemFree(trx, item, request)

  const payment = paymentOf(request, pricing.total_paise)
  const bookingId = await insertBooking(trx, {
    activity_id: activity.activity_id,
    item_id: item.item_id,
    subcategory_id: request.subcategoryId,
    user_type: request.userType,
    member_id: member?.member_id ?? null,
    dependent_id: player!.dependentId,
    contact_name: player!.dependentId !== null ? player!.name : (request.contactName ?? contactNameOf(request.userType, member?.name)),
    contact_phone: request.contactPhone ?? (request.userType === 'member' ? (member?.mobile ?? null) : null),
    booking_date: request.bookingDate,
    start_time: request.startTime,
    end_time: request.endTime,
    player_count: request.playerCount,
    special_requests: request.specialRequests ?? '',
    channel: request.channel,
    status: 'confirmed',
    slot_count: pricing.slot_count,
    unit_price_paise: pricing.unit_price_paise,
    total_paise: pricing.total_paise,
    ...payment,
    created_by: request.actor.kind === 'staff' ? request.actor.userId : null,
    created_at: now,
    updated_at: now,
  })
  await insertHistory(trx, { booking_id: bookingId, from_status: null, to_status: 'confirmed', ...changedBy(request.actor), at: now })
  if (payment.payment_status === 'paid') {
    await insertPayment(trx, {
      booking_id: bookingId,
      amount_paise: pricing.total_paise,
      method: payment.payment_method!,
      received_by: changedBy(request.actor).changed_by_user,
      received_at: now,
    })
  }
  const booking = (await findBooking(trx, bookingId))!
  if (payment.payment_status === 'charged') {
    await chargeMember(trx, { ...booking, member_id: member!.member_id }, now, changedBy(request.actor).changed_by_user)
  }
  return booking
}

/** Who the desk calls for: the member, or for a guest without a name given, the host member's guest. */
function contactNameOf(userType: SlotAsk['userType'], memberName: string | undefined): string {
  if (!memberName) return 'Guest'
  return userType === 'guest' ? `Guest of ${memberName}` : memberName
}

export function changedBy(actor: Actor) {
  return actor.kind === 'staff'
    ? { changed_by_user: actor.userId, changed_by_member: null }
    : { changed_by_user: null, changed_by_member: actor.memberId }
}
