import { sql, type Insertable } from 'kysely'
import type { Executor } from '../db/database.js'
import type { EventCouponRedemptionsTable, EventCouponsTable } from '../db/schema.js'

export async function insertCoupon(trx: Executor, values: Insertable<EventCouponsTable>) {
  return trx.insertInto('event_coupons').values(values).returningAll().executeTakeFirstOrThrow()
}

export function findCoupon(db: Executor, eventId: number, code: string) {
  return db.selectFrom('event_coupons').selectAll().where('event_id', '=', eventId).where('code', '=', code).executeTakeFirst()
}
/** An event's coupons, newest first. */
export function listCoupons(db: Executor, eventId: number) {
  return db.selectFrom('event_coupons').selectAll().where('event_id', '=', eventId).orderBy('coupon_id', 'desc').execute()
}

export type CouponRow = NonNullable<Awaited<ReturnType<typeof findCoupon>>>

/**
 * Takes one use of the coupon if one is left, in a single conditional update: concurrent bookings
 * queue on the row and each re-checks the count, so the uses never pass max_uses.
 */
export async function takeCouponUse(trx: Executor, couponId: number, now: Date): Promise<boolean> {
  const row = await trx
    .updateTable('event_coupons')
    .set({ uses_count: sql`uses_count + 1`, updated_at: now })
    .where('coupon_id', '=', couponId)
    .where(sql<boolean>`uses_count < max_uses`)
    .returning('uses_count')
    .executeTakeFirst()
  return row !== undefined
}

export async function insertRedemption(trx: Executor, values: Insertable<EventCouponRedemptionsTable>) {
  await trx.insertInto('event_coupon_redemptions').values(values).execute()
}

/** A cancelled booking gives its coupon use back (once: the redemption is marked released). */
export async function releaseCouponUseOf(trx: Executor, bookingId: number, now: Date) {
  const released = await trx
    .updateTable('event_coupon_redemptions')
    .set({ released_at: now })
    .where('booking_id', '=', bookingId)
    .where('released_at', 'is', null)
    .returning('coupon_id')
    .executeTakeFirst()
  if (!released) return
  await trx
    .updateTable('event_coupons')
    .set({ uses_count: sql`uses_count - 1`, updated_at: now })
    .where('coupon_id', '=', released.coupon_id)
    .execute()
}
