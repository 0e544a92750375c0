import type { Bill, BillListQuery, CloseBillInput } from '../../domain/contract/restaurant-bills.js'
import { formatRupees } from '../../domain/money.js'
import { taxOf, taxRateText } from '../../domain/restaurant-bills.js'
import { addDays, startOfClubDay } from '../../domain/time.js'
import { recordChange, type Auditor } from '../audit/audit-trail.js'
import type { Executor } from '../db/database.js'
import { isUniqueViolation } from '../db/errors.js'
import { conflict, notFound } from '../http/errors.js'
import { invalidField } from '../http/invalid-field.js'
import { findAccountHolder } from '../member-accounts/ledger.repository.js'
import { chargeMember, postEntry } from '../member-accounts/ledger.service.js'
import {
  billableItems,
  chargeEntriesOf,
  countBills,
  findBill,
  findBillByKey,
  findLiveBillOfOrder,
  findRestaurantTaxRate,
  insertBill,
  insertLines,
  insertVoid,
  linesOf,
  listBills,
  lockBill,
  lockOrder,
  isVoided,
  type BillFilter,
  type BillRow,
} from './restaurant-bills.repository.js'

/**
 * Closing, reading and voiding restaurant bills (ADR 028). A bill is written once with its lines
 * (names and prices copied from the order) and never changed; a void is a row of its own, and the
 * charge to a member's account is undone by a reversing row in their ledger (ADR 024).
 */

export const BILL_NOT_FOUND = 'Bill not found'

export interface Clerk {
  userId: number | null
  now: Date
}

function toBill(row: BillRow, lines: Awaited<ReturnType<typeof linesOf>>, chargeEntryId: number | null): Bill {
  return {
    bill_id: row.bill_id,
    order_id: row.order_id,
    restaurant_id: row.restaurant_id,
    restaurant_name: row.restaurant_name,
    table_id: row.table_id,
    table_label: row.table_label,
    member_id: row.member_id,
    member_name: row.member_name,
    lines: lines
      .filter((line) => line.bill_id === row.bill_id)
      .map(({ name, quantity, unit_price_paise, amount_paise }) => ({ name, quantity, unit_price_paise, amount_paise })),
    subtotal_paise: row.subtotal_paise,
    tax_rate_bp: row.tax_rate_bp,
    tax_label: `GST ${taxRateText(row.tax_rate_bp)}`,
    tax_paise: row.tax_paise,
    total_paise: row.total_paise,
    payment_method: row.payment_method,
    transaction_id: chargeEntryId,
    status: row.voided_at ? 'voided' : 'closed',
    closed_at: row.closed_at.toISOString(),
    closed_by_name: row.closed_by_name,
    voided_at: row.voided_at ? row.voided_at.toISOString() : null,
    voided_by_name: row.voided_by_name,
    void_reason: row.void_reason,
    reversal_transaction_id: row.reversal_entry_id,
  }
}

async function toBills(db: Executor, rows: BillRow[]): Promise<Bill[]> {
  const ids = rows.map((row) => row.bill_id)
  const [lines, charges] = await Promise.all([linesOf(db, ids), chargeEntriesOf(db, ids)])
  return rows.map((row) => toBill(row, lines, charges.get(row.bill_id) ?? null))
}

export async function billOrFail(db: Executor, billId: number): Promise<Bill> {
  const row = await findBill(db, billId)
  if (!row) throw notFound(BILL_NOT_FOUND)
  return (await toBills(db, [row]))[0]!
}

const alreadyBilled = (bill: Bill) =>
  conflict(`Order ${bill.order_id} is already billed (bill ${bill.bill_id}, ${formatRupees(bill.total_paise)}); it is not billed twice.`, {
    bill,
  })

/**
 * Closes an order's bill, all in one transaction: the order row is locked first, so two closes of
 * one order (a double tap, a retry) run one after the other and the second finds the first's bill.
 * Answers the bill and whether it was made now (false: the retry of a close with the same key).
 */
/** A bill as the audit trail keeps it: its totals and status; the lines stay on the bill. */
function auditedBill(bill: Bill) {
  const { lines: _lines, ...fields } = bill
  return fields
}

export async function closeBill(db: Executor, by: Auditor, input: CloseBillInput, clerk: Clerk): Promise<{ bill: Bill; isNew: boolean }> {
  try {
    return await closeBillOnce(db, by, input, clerk)
  } catch (error) {
    // One key sent at the same instant for two different orders: the second finds the key taken.
    if (input.idempotency_key && isUniqueViolation(error)) {
      throw conflict(`This idempotency_key was already used for another order's bill.`)
    }
    throw error
  }
}

async function closeBillOnce(db: Executor, by: Auditor, input: CloseBillInput, clerk: Clerk): Promise<{ bill: Bill; isNew: boolean }> {
  return db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, input.order_id)
    if (!order) throw invalidField('order_id', `no order has id ${input.order_id}`)

    if (input.idempotency_key) {
      const earlier = await findBillByKey(trx, input.idempotency_key)
      if (earlier && earlier.order_id === order.order_id) return { bill: await billOrFail(trx, earlier.bill_id), isNew: false }
      if (earlier) throw conflict(`This idempotency_key was already used for bill ${earlier.bill_id} of order ${earlier.order_id}.`)
    }
    const live = await findLiveBillOfOrder(trx, order.order_id)
    if (live) throw alreadyBilled(await billOrFail(trx, live.bill_id))
    if (order.status === 'cancelled') throw conflict(`Order ${order.order_id} was cancelled: there is nothing to bill.`)

    if (order.member_id && input.member_id && input.member_id !== order.member_id.toUpperCase())
      throw invalidField('member_id', `must be ${order.member_id}, the member the order was placed for`)
    let memberId = order.member_id
    if (input.member_id) {
      const holder = await findAccountHolder(trx, input.member_id)
      if (!holder) throw invalidField('member_id', `no member has the number ${input.member_id}`)
      memberId = holder.member_id
    }
    if (input.payment_method === 'member_account' && !memberId)
      throw invalidField('member_id', 'is required to charge a member account: name the member to charge')

    const items = await billableItems(trx, order.order_id)
    if (items.length === 0) throw conflict(`Order ${order.order_id} has no items left to bill (all were cancelled).`)
    const restaurant = (await findRestaurantTaxRate(trx, order.restaurant_id))!
    const lines = items.map((item) => ({
      order_item_id: item.item_id,
      name: item.name,
      quantity: item.quantity,
      unit_price_paise: item.price_paise,
      amount_paise: item.quantity * item.price_paise,
    }))
    const subtotal = lines.reduce((sum, line) => sum + line.amount_paise, 0)
    const tax = taxOf(subtotal, restaurant.tax_rate_bp)

    const billId = await insertBill(trx, {
      order_id: order.order_id,
      restaurant_id: order.restaurant_id,
      table_id: order.table_id,
      member_id: memberId,
      subtotal_paise: subtotal,
      tax_rate_bp: restaurant.tax_rate_bp,
      tax_paise: tax,
      total_paise: subtotal + tax,
      payment_method: input.payment_method,
      idempotency_key: input.idempotency_key ?? null,
      closed_by: clerk.userId,
      closed_at: clerk.now,
    })
    await insertLines(
      trx,
      lines.map((line) => ({ ...line, bill_id: billId })),
    )
    if (input.payment_method === 'member_account' && subtotal + tax > 0) {
      await chargeMember(trx, {
        memberId: memberId!,
        kind: 'restaurant_bill',
        amountPaise: subtotal + tax,
        description: `${restaurant.name} bill ${billId} (order ${order.order_id})`,
        source: { type: 'restaurant_bill', id: billId },
        now: clerk.now,
        createdBy: clerk.userId,
      })
    }
    const bill = await billOrFail(trx, billId)
    await recordChange(trx, by, {
      area: 'restaurants',
      action: 'money',
      recordType: 'restaurant_bill',
      recordId: billId,
      summary: `Bill ${billId} closed: ${formatRupees(bill.total_paise)} by ${bill.payment_method.replace('_', ' ')}`,
      after: auditedBill(bill),
    })
    return { bill, isNew: true }
  })
}

/** Voids a bill once; a charge to a member's account gets its reversing row, naming the charge. */
export async function voidBill(db: Executor, by: Auditor, billId: number, reason: string, clerk: Clerk): Promise<Bill> {
  return db.transaction().execute(async (trx) => {
    const row = await lockBill(trx, billId)
    if (!row) throw notFound(BILL_NOT_FOUND)
    if (await isVoided(trx, billId)) {
      const bill = await billOrFail(trx, billId)
      throw conflict(`Bill ${billId} is already voided.`, { bill })
    }
    const charge = (await chargeEntriesOf(trx, [billId])).get(billId)
    let reversalEntryId: number | null = null
    if (charge !== undefined) {
      const bill = await billOrFail(trx, billId)
      const posted = await postEntry(trx, {
        memberId: row.member_id!,
        kind: 'reversal',
        amountPaise: bill.total_paise,
        description: `${bill.restaurant_name} bill ${billId} voided: ${reason}`,
        source: { type: 'restaurant_bill', id: billId },
        reversesEntryId: charge,
        now: clerk.now,
        createdBy: clerk.userId,
      })
      reversalEntryId = posted.entryId
    }
    const before = await billOrFail(trx, billId)
    await insertVoid(trx, { bill_id: billId, reason, reversal_entry_id: reversalEntryId, voided_by: clerk.userId, voided_at: clerk.now })
    const voided = await billOrFail(trx, billId)
    await recordChange(trx, by, {
      area: 'restaurants',
      action: 'money',
      recordType: 'restaurant_bill',
      recordId: billId,
      summary: `Bill ${billId} voided (${formatRupees(voided.total_paise)}): ${reason}`,
      before: auditedBill(before),
      after: auditedBill(voided),
    })
    return voided
  })
}

export async function billsPage(db: Executor, query: BillListQuery) {
  const filter: BillFilter = {
    restaurantId: query.restaurant_id,
    status: query.status,
    paymentMethod: query.payment_method,
    memberId: query.member_id,
    from: query.from ? startOfClubDay(query.from) : undefined,
    to: query.to ? startOfClubDay(addDays(query.to, 1)) : undefined,
  }
  const [rows, total] = await Promise.all([
    listBills(db, filter, { limit: query.limit, offset: (query.page - 1) * query.limit }),
    countBills(db, filter),
  ])
  return {
    result: await toBills(db, rows),
    pagination: { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) },
  }
}
