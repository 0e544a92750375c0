import type { DB } from '../../server/db/database.js'

/** The ledger rows a booking or a bill wrote (ADR 024), in order: what the member was charged and refunded. */
export function ledgerRowsOf(db: DB, type: 'event_booking' | 'sports_booking' | 'restaurant_bill', id: number | number[]) {
  return db
    .selectFrom('member_ledger')
    .select(['entry_id', 'member_id', 'kind', 'amount_paise', 'reverses_entry_id', 'balance_after_paise'])
    .where('source_type', '=', type)
    .where('source_id', 'in', Array.isArray(id) ? id : [id])
    .orderBy('entry_id')
    .execute()
}
