import type { Insertable } from 'kysely'
import type { Executor } from '../db/database.js'
import type { MemberChargesTable } from '../db/schema.js'

export async function insertMemberCharge(trx: Executor, values: Insertable<MemberChargesTable>) {
  await trx.insertInto('member_charges').values(values).execute()
}

/**
 * A cancelled booking owes nothing: a charge still owed is voided; one the wallet already settled
 * stays as it was and gets a refund row (a negative amount owed) for the wallet to credit.
 */
export async function reverseChargesOf(trx: Executor, bookingId: number, description: string, now: Date) {
  await trx
    .updateTable('member_charges')
    .set({ status: 'cancelled', updated_at: now })
    .where('booking_id', '=', bookingId)
    .where('source', '=', 'event_booking')
    .where('status', '=', 'owed')
    .execute()
  const settled = await trx
    .selectFrom('member_charges')
    .select(['member_id', 'amount_paise'])
    .where('booking_id', '=', bookingId)
    .where('source', '=', 'event_booking')
    .where('status', '=', 'settled')
    .execute()
  for (const charge of settled) {
    await insertMemberCharge(trx, {
      member_id: charge.member_id,
      source: 'event_booking_refund',
      booking_id: bookingId,
      amount_paise: -charge.amount_paise,
      description,
      status: 'owed',
      created_at: now,
      updated_at: now,
    })
  }
}
