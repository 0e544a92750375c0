import { recordChange, type Auditor } from '../audit/audit-trail.js'
import { formatClubDateTime } from '../../domain/time.js'
import { isUniqueViolation } from '../db/errors.js'
import type { DB, Executor } from '../db/database.js'
import type { BookingType } from '../db/schema.js'
import { AppError, conflict } from '../http/errors.js'
import type { CreateCouponInput } from '../../domain/contract/event-bookings.js'
import { findCoupon, insertCoupon, listCoupons, takeCouponUse, type CouponRow } from './coupons.repository.js'
import { findEventOrFail } from './manage-events.service.js'
import { unitPrice } from './pricing.js'

export type CouponRefusal = 'unknown' | 'not_yet_valid' | 'expired' | 'used_up'

/** 400 with the reason, in words and as a code the client can switch on (`reason`). */
function couponRefused(reason: CouponRefusal, message: string) {
  return new AppError(400, 'coupon_invalid', message, { extra: { valid: false, reason } })
}

/** The coupon, if it may be used now; the refusal names why not. */
function usableCoupon(coupon: CouponRow | undefined, code: string, now: Date): CouponRow {
  if (!coupon) throw couponRefused('unknown', `Coupon ${code} does not exist for this event`)
  if (now < coupon.valid_from)
    throw couponRefused('not_yet_valid', `Coupon ${code} can be used from ${formatClubDateTime(coupon.valid_from)}`)
  if (now > coupon.valid_to) throw couponRefused('expired', `Coupon ${code} expired on ${formatClubDateTime(coupon.valid_to)}`)
  if (coupon.uses_count >= coupon.max_uses) throw couponRefused('used_up', `Coupon ${code} has been used up`)
  return coupon
}

/** Percent off, rounded down to the paisa; or a flat amount, never more than the subtotal. */
export function couponDiscount(coupon: Pick<CouponRow, 'discount_type' | 'value'>, subtotalPaise: number): number {
  return coupon.discount_type === 'percent' ? Math.floor((subtotalPaise * coupon.value) / 100) : Math.min(coupon.value, subtotalPaise)
}

export type CouponState = 'scheduled' | 'active' | 'expired' | 'used_up'

/** Where a coupon stands now, as the office's list shows it. */
export function couponState(coupon: CouponRow, now: Date): CouponState {
  if (coupon.uses_count >= coupon.max_uses) return 'used_up'
  if (now > coupon.valid_to) return 'expired'
  if (now < coupon.valid_from) return 'scheduled'
  return 'active'
}

export function toCoupon(coupon: CouponRow, now?: Date) {
  return {
    ...(now ? { state: couponState(coupon, now) } : {}),
    coupon_id: coupon.coupon_id,
    event_id: coupon.event_id,
    code: coupon.code,
    discount_type: coupon.discount_type,
    value: coupon.value,
    max_uses: coupon.max_uses,
    uses_count: coupon.uses_count,
    uses_left: coupon.max_uses - coupon.uses_count,
    valid_from: coupon.valid_from,
    valid_to: coupon.valid_to,
  }
}

export function createCoupon(db: DB, by: Auditor, eventId: number, input: CreateCouponInput, createdBy: number, now: Date) {
  return db.transaction().execute(async (trx) => {
    const event = await findEventOrFail(trx, eventId)
    if (event.status === 'cancelled' || event.status === 'completed') {
      throw new AppError(409, 'event_closed', `${event.title} is ${event.status}: it takes no new coupons`)
    }
    try {
      const coupon = await insertCoupon(trx, { ...input, event_id: eventId, created_by: createdBy, created_at: now, updated_at: now })
      await recordChange(trx, by, {
        area: 'events',
        action: 'create',
        recordType: 'event',
        recordId: eventId,
        summary: `Coupon ${coupon.code} added`,
        after: coupon,
      })
      return toCoupon(coupon)
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(`${event.title} already has a coupon ${input.code}`)
      throw error
    }
  })
}

/** GET events/{id}/coupons: the event's coupons with their uses and where each stands now. */
export async function eventCoupons(db: Executor, eventId: number, now: Date) {
  await findEventOrFail(db, eventId)
  return (await listCoupons(db, eventId)).map((coupon) => toCoupon(coupon, now))
}

/** What the coupon would take off `ticketCount` tickets at the price for this kind of booking. */
export async function previewCoupon(
  db: Executor,
  eventId: number,
  request: { code: string; ticketCount: number; bookingType: BookingType },
  now: Date,
) {
  const event = await findEventOrFail(db, eventId)
  const coupon = usableCoupon(await findCoupon(db, eventId, request.code), request.code, now)
  const subtotal = unitPrice(event, request.bookingType) * request.ticketCount
  const discount = couponDiscount(coupon, subtotal)
  return { event, coupon: toCoupon(coupon), subtotal_paise: subtotal, discount_paise: discount, total_paise: subtotal - discount }
}

/**
 * Uses the coupon on a booking being placed, inside its transaction: checked again there, then one
 * use taken by a conditional update, so two bookings racing for the last use cannot both get it.
 */
export async function redeemCoupon(trx: Executor, eventId: number, code: string, subtotalPaise: number, now: Date) {
  const coupon = usableCoupon(await findCoupon(trx, eventId, code), code, now)
  if (!(await takeCouponUse(trx, coupon.coupon_id, now))) throw couponRefused('used_up', `Coupon ${code} has been used up`)
  return { coupon, discountPaise: couponDiscount(coupon, subtotalPaise) }
}
