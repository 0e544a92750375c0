import { sql, type Insertable } from 'kysely'
import type { BillPaymentMethod, BillStatus } from '../../domain/restaurant-bills.js'
import type { Executor } from '../db/database.js'
import type { RestaurantBillLinesTable, RestaurantBillsTable, RestaurantBillVoidsTable } from '../db/restaurant-bills-schema.js'

/** The only SQL of the restaurant bills (ADR 028). */

/** The order to bill, locked for the rest of the transaction so that two closes of it run one after the other. */
export function lockOrder(trx: Executor, orderId: number) {
  return trx
    .selectFrom('orders')
    .select(['order_id', 'restaurant_id', 'table_id', 'member_id', 'status'])
    .where('order_id', '=', orderId)
    .forUpdate()
    .executeTakeFirst()
}

/** The order's items still to be paid for: all but the cancelled, in the order they were added. */
export function billableItems(db: Executor, orderId: number) {
  return db
    .selectFrom('order_items')
    .select(['item_id', 'name', 'quantity', 'price_paise'])
    .where('order_id', '=', orderId)
    .where('status', '<>', 'cancelled')
    .orderBy('item_id')
    .execute()
}

export function findRestaurantTaxRate(db: Executor, restaurantId: number, options: { forUpdate?: boolean } = {}) {
  const query = db.selectFrom('restaurants').select(['restaurant_id', 'name', 'tax_rate_bp']).where('restaurant_id', '=', restaurantId)
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst()
}

export function listTaxRates(db: Executor) {
  return db.selectFrom('restaurants').select(['restaurant_id', 'name', 'tax_rate_bp']).orderBy('name').execute()
}

export async function updateTaxRate(db: Executor, restaurantId: number, taxRateBp: number, now: Date) {
  const result = await db
    .updateTable('restaurants')
    .set({ tax_rate_bp: taxRateBp, updated_at: now })
    .where('restaurant_id', '=', restaurantId)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** The order's bill that is not voided, if any. */
export function findLiveBillOfOrder(db: Executor, orderId: number) {
  return db
    .selectFrom('restaurant_bills')
    .leftJoin('restaurant_bill_voids', 'restaurant_bill_voids.bill_id', 'restaurant_bills.bill_id')
    .select(['restaurant_bills.bill_id', 'restaurant_bills.idempotency_key'])
    .where('restaurant_bills.order_id', '=', orderId)
    .where('restaurant_bill_voids.bill_id', 'is', null)
    .executeTakeFirst()
}

export function findBillByKey(db: Executor, key: string) {
  return db.selectFrom('restaurant_bills').select(['bill_id', 'order_id']).where('idempotency_key', '=', key).executeTakeFirst()
}

export async function insertBill(trx: Executor, row: Insertable<RestaurantBillsTable>): Promise<number> {
  return (await trx.insertInto('restaurant_bills').values(row).returning('bill_id').executeTakeFirstOrThrow()).bill_id
}

/** The bill's ledger row, known only once the bill has its id: written with the bill, in the same transaction. */
export async function insertLines(trx: Executor, lines: Insertable<RestaurantBillLinesTable>[]) {
  if (lines.length > 0) await trx.insertInto('restaurant_bill_lines').values(lines).execute()
}

export async function insertVoid(trx: Executor, row: Insertable<RestaurantBillVoidsTable>) {
  await trx.insertInto('restaurant_bill_voids').values(row).execute()
}

/** The bill row locked, to void it once. */
export function lockBill(trx: Executor, billId: number) {
  return trx
    .selectFrom('restaurant_bills')
    .select(['bill_id', 'order_id', 'member_id', 'payment_method'])
    .where('bill_id', '=', billId)
    .forUpdate()
    .executeTakeFirst()
}

export function isVoided(db: Executor, billId: number) {
  return db.selectFrom('restaurant_bill_voids').select('bill_id').where('bill_id', '=', billId).executeTakeFirst()
}

function billRows(db: Executor) {
  return db
    .selectFrom('restaurant_bills')
    .innerJoin('restaurants', 'restaurants.restaurant_id', 'restaurant_bills.restaurant_id')
    .leftJoin('restaurant_tables', 'restaurant_tables.table_id', 'restaurant_bills.table_id')
    .leftJoin('members', 'members.member_id', 'restaurant_bills.member_id')
    .leftJoin('users as closer', 'closer.user_id', 'restaurant_bills.closed_by')
    .leftJoin('restaurant_bill_voids', 'restaurant_bill_voids.bill_id', 'restaurant_bills.bill_id')
    .leftJoin('users as voider', 'voider.user_id', 'restaurant_bill_voids.voided_by')
    .selectAll('restaurant_bills')
    .select([
      'restaurants.name as restaurant_name',
      'restaurant_tables.label as table_label',
      'members.name as member_name',
      'closer.name as closed_by_name',
      'restaurant_bill_voids.voided_at',
      'restaurant_bill_voids.reason as void_reason',
      'restaurant_bill_voids.reversal_entry_id',
      'voider.name as voided_by_name',
    ])
}
export type BillRow = Awaited<ReturnType<ReturnType<typeof billRows>['execute']>>[number]

export function findBill(db: Executor, billId: number) {
  return billRows(db).where('restaurant_bills.bill_id', '=', billId).executeTakeFirst()
}

export function linesOf(db: Executor, billIds: number[]) {
  if (billIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('restaurant_bill_lines')
    .select(['bill_id', 'name', 'quantity', 'unit_price_paise', 'amount_paise'])
    .where('bill_id', 'in', billIds)
    .orderBy('line_id')
    .execute()
}

export interface BillFilter {
  restaurantId?: number | undefined
  status?: BillStatus | undefined
  paymentMethod?: BillPaymentMethod | undefined
  memberId?: string | undefined
  from?: Date | undefined
  to?: Date | undefined
}

function filtered(db: Executor, filter: BillFilter) {
  return billRows(db)
    .$if(filter.restaurantId !== undefined, (q) => q.where('restaurant_bills.restaurant_id', '=', filter.restaurantId!))
    .$if(filter.paymentMethod !== undefined, (q) => q.where('restaurant_bills.payment_method', '=', filter.paymentMethod!))
    .$if(filter.memberId !== undefined, (q) => q.where('restaurant_bills.member_id', '=', filter.memberId!))
    .$if(filter.status === 'voided', (q) => q.where('restaurant_bill_voids.bill_id', 'is not', null))
    .$if(filter.status === 'closed', (q) => q.where('restaurant_bill_voids.bill_id', 'is', null))
    .$if(filter.from !== undefined, (q) => q.where('restaurant_bills.closed_at', '>=', filter.from!))
    .$if(filter.to !== undefined, (q) => q.where('restaurant_bills.closed_at', '<', filter.to!))
}

export function listBills(db: Executor, filter: BillFilter, page: { limit: number; offset: number }) {
  return filtered(db, filter).orderBy('restaurant_bills.bill_id', 'desc').limit(page.limit).offset(page.offset).execute()
}

export async function countBills(db: Executor, filter: BillFilter): Promise<number> {
  const row = await filtered(db, filter)
    .clearSelect()
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow()
  return row.count
}

/** The member's ledger row charging each bill (source 'restaurant_bill'), by bill. */
export async function chargeEntriesOf(db: Executor, billIds: number[]): Promise<Map<number, number>> {
  if (billIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('member_ledger')
    .select(['source_id', 'entry_id'])
    .where('source_type', '=', 'restaurant_bill')
    .where('kind', '=', 'restaurant_bill')
    .where('source_id', 'in', billIds)
    .execute()
  return new Map(rows.map((row) => [row.source_id!, row.entry_id]))
}
