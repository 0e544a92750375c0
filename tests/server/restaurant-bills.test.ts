import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { taxOf } from '../../domain/restaurant-bills.js'
import { demoIds, placeJadeGardenOrder, staffWithRole } from '../helpers/kitchen-fixtures.js'
import { ledgerRowsOf } from '../helpers/ledger.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { accountState, freshMember } from './member-account-fixtures.js'

// Restaurant bills (ADR 028): an order is billed once with its lines at the prices of the time, the
// restaurant's tax as its own line, and a payment; a member_account bill is a row in the member's
// ledger, refused past the credit limit; a void reverses it with a row of its own.

const BILLS = '/api/restaurant-bills'

let t: TestApp
let admin: string
let steward: string
let accounts: string
let kitchen: string
let member: string
let jadeGarden: number

beforeAll(async () => {
  t = await createTestApp()
  admin = await t.tokens.staff()
  steward = await t.tokens.staff('steward@club.test')
  accounts = await staffWithRole(t, 3, `accounts-bills@club.test`)
  kitchen = await t.tokens.kitchen()
  member = await t.tokens.member('M1001')
  jadeGarden = await demoIds(t).restaurant('Jade Garden')
  await t.db.updateTable('restaurants').set({ tax_rate_bp: 500 }).where('restaurant_id', '=', jadeGarden).execute()
})
afterAll(async () => {
  await t.close()
})

/** What the order's items come to at the prices stored on the order. */
async function subtotalOf(orderId: number) {
  const items = await t.db.selectFrom('order_items').select(['quantity', 'price_paise']).where('order_id', '=', orderId).execute()
  return items.reduce((sum, item) => sum + item.quantity * item.price_paise, 0)
}

/** Everything a bill call writes, to prove a refused call stored nothing. */
async function billSnapshot() {
  const [bills, lines, voids, ledger, accountRows] = await Promise.all([
    t.db.selectFrom('restaurant_bills').selectAll().orderBy('bill_id').execute(),
    t.db.selectFrom('restaurant_bill_lines').selectAll().orderBy('line_id').execute(),
    t.db.selectFrom('restaurant_bill_voids').selectAll().orderBy('bill_id').execute(),
    t.db.selectFrom('member_ledger').selectAll().orderBy('entry_id').execute(),
    t.db.selectFrom('member_accounts').selectAll().orderBy('member_id').execute(),
  ])
  return JSON.stringify({ bills, lines, voids, ledger, accountRows })
}

const close = (token: string, body: unknown) => t.call('POST', BILLS, { token, body })

describe('the tax line', () => {
  test('is the subtotal times the rate, rounded to the nearest paisa, a half paisa up', () => {
    expect(taxOf(10_000, 500)).toBe(500)
    expect(taxOf(1_010, 500)).toBe(51) // 50.5 paise
    expect(taxOf(1_009, 500)).toBe(50) // 50.45 paise
    expect(taxOf(12_345, 1_800)).toBe(2_222) // 2222.1 paise
    expect(taxOf(0, 500)).toBe(0)
  })
})

describe('closing a bill', () => {
  test('a table bill charged to a member’s account appears in the member’s transactions, lines at the prices of the time', async () => {
    const memberId = await freshMember(t, 10_000_000)
    const order = await placeJadeGardenOrder(t, steward)
    const subtotal = await subtotalOf(order.order_id)
    // The menu's price changes after the order: the bill keeps the order's.
    await t.db
      .updateTable('menu_items')
      .set({ price_paise: 99_900 })
      .where('menu_item_id', '=', await demoIds(t).dish('Jade Garden', 'Chilli Chicken'))
      .execute()

    const response = await close(steward, { order_id: order.order_id, payment_method: 'member_account', member_id: memberId.toLowerCase() })
    expect(response.status).toBe(201)
    const bill = response.body.bill
    expect(bill).toMatchObject({
      order_id: order.order_id,
      table_label: 'J3',
      member_id: memberId,
      payment_method: 'member_account',
      subtotal_paise: subtotal,
      tax_rate_bp: 500,
      tax_label: 'GST 5%',
      tax_paise: taxOf(subtotal, 500),
      total_paise: subtotal + taxOf(subtotal, 500),
      status: 'closed',
      closed_by_name: expect.any(String),
    })
    expect(bill.lines).toHaveLength(3)
    expect(bill.lines[0]).toMatchObject({ name: 'Sweet Corn Soup', quantity: 2 })
    expect(bill.lines.map((line: { amount_paise: number }) => line.amount_paise).reduce((a: number, b: number) => a + b)).toBe(subtotal)
    expect(bill.lines.find((line: { name: string }) => line.name === 'Chilli Chicken').unit_price_paise).not.toBe(99_900)

    const transactions = await t.call('GET', `/api/member/${memberId}/transactions`, { token: admin })
    expect(transactions.status).toBe(200)
    expect(transactions.body.result[0]).toMatchObject({
      transactionId: bill.transaction_id,
      type: 'restaurant_bill',
      amount_paise: -bill.total_paise,
      running_balance_paise: -bill.total_paise,
    })
    expect(await accountState(t, memberId)).toMatchObject({ balance: -bill.total_paise, sum: -bill.total_paise })
  })

  test('a member order is charged to its member without naming them; the bill is read back and listed', async () => {
    const memberId = await freshMember(t, 10_000_000)
    const placed = await placeJadeGardenOrder(t, steward)
    await t.db.updateTable('orders').set({ member_id: memberId }).where('order_id', '=', placed.order_id).execute()
    const response = await close(admin, { order_id: placed.order_id, payment_method: 'member_account' })
    expect(response.status).toBe(201)
    expect(response.body.bill.member_id).toBe(memberId)
    const read = await t.call('GET', `${BILLS}/${response.body.bill.bill_id}`, { token: steward })
    expect(read.status).toBe(200)
    expect(read.body.bill).toEqual(response.body.bill)
    const listed = await t.call('GET', `${BILLS}?member_id=${memberId}&status=closed`, { token: admin })
    expect(listed.status).toBe(200)
    expect(listed.body.result.map((bill: { bill_id: number }) => bill.bill_id)).toEqual([response.body.bill.bill_id])
    expect(listed.body.pagination).toEqual({ page: 1, limit: 20, total: 1, pages: 1 })
  })

  test('a cash bill writes no ledger row', async () => {
    const order = await placeJadeGardenOrder(t, steward)
    const before = await t.db.selectFrom('member_ledger').select('entry_id').execute()
    const response = await close(steward, { order_id: order.order_id, payment_method: 'cash' })
    expect(response.status).toBe(201)
    expect(response.body.bill).toMatchObject({ payment_method: 'cash', member_id: null, transaction_id: null })
    expect(await t.db.selectFrom('member_ledger').select('entry_id').execute()).toHaveLength(before.length)
    expect(await ledgerRowsOf(t.db, 'restaurant_bill', response.body.bill.bill_id)).toEqual([])
  })

  test('a double close does not bill twice: the same key answers the same bill, any other close is 409 with it', async () => {
    const memberId = await freshMember(t, 10_000_000)
    const order = await placeJadeGardenOrder(t, steward)
    const body = { order_id: order.order_id, payment_method: 'member_account', member_id: memberId, idempotency_key: `k-${order.order_id}` }
    const [first, second] = await Promise.all([close(steward, body), close(steward, body)])
    expect([first.status, second.status].sort()).toEqual([200, 201])
    expect(first.body.bill).toEqual(second.body.bill)
    const again = await close(steward, { order_id: order.order_id, payment_method: 'cash' })
    expect(again.status).toBe(409)
    expect(again.body.bill.bill_id).toBe(first.body.bill.bill_id)
    expect(await t.db.selectFrom('restaurant_bills').selectAll().where('order_id', '=', order.order_id).execute()).toHaveLength(1)
    expect(await ledgerRowsOf(t.db, 'restaurant_bill', first.body.bill.bill_id)).toHaveLength(1)
    expect((await accountState(t, memberId)).balance).toBe(-first.body.bill.total_paise)
  })

  test('a charge past the credit limit is refused with its message, and nothing is stored', async () => {
    const memberId = await freshMember(t, 100)
    const order = await placeJadeGardenOrder(t, steward)
    const before = await billSnapshot()
    const response = await close(steward, { order_id: order.order_id, payment_method: 'member_account', member_id: memberId })
    expect(response.status).toBe(409)
    expect(response.body.code).toBe('credit_limit_exceeded')
    expect(response.body.message).toMatch(
      new RegExp(
        `^Test Member ${memberId} \\(${memberId}\\) cannot be charged ₹.*: the credit limit is ₹1 and the available balance is ₹0`,
      ),
    )
    expect(response.body).toMatchObject({ credit_limit_paise: 100, available_paise: 0 })
    expect(await billSnapshot()).toBe(before)
  })
})

describe('a void', () => {
  test('reverses the bill’s ledger row with a row of its own; a second void is 409', async () => {
    const memberId = await freshMember(t, 10_000_000)
    const order = await placeJadeGardenOrder(t, steward)
    const closed = await close(steward, { order_id: order.order_id, payment_method: 'member_account', member_id: memberId })
    const billId = closed.body.bill.bill_id
    const voided = await t.call('POST', `${BILLS}/${billId}/void`, { token: admin, body: { reason: 'Wrong table' } })
    expect(voided.status).toBe(200)
    expect(voided.body.bill).toMatchObject({ status: 'voided', void_reason: 'Wrong table', reversal_transaction_id: expect.any(Number) })
    const rows = await ledgerRowsOf(t.db, 'restaurant_bill', billId)
    expect(rows).toMatchObject([
      { kind: 'restaurant_bill', amount_paise: -closed.body.bill.total_paise },
      { kind: 'reversal', amount_paise: closed.body.bill.total_paise, reverses_entry_id: rows[0]!.entry_id },
    ])
    expect(await accountState(t, memberId)).toMatchObject({ balance: 0, sum: 0, rows: 2 })

    const again = await t.call('POST', `${BILLS}/${billId}/void`, { token: admin, body: { reason: 'Again' } })
    expect(again.status).toBe(409)
    expect(await ledgerRowsOf(t.db, 'restaurant_bill', billId)).toHaveLength(2)
    // The voided order may be billed again, correctly.
    expect((await close(steward, { order_id: order.order_id, payment_method: 'cash' })).status).toBe(201)
  })
})

describe('the PDF', () => {
  test('answers application/pdf', async () => {
    const order = await placeJadeGardenOrder(t, steward)
    const closed = await close(steward, { order_id: order.order_id, payment_method: 'upi' })
    const response = await t.call('GET', `${BILLS}/${closed.body.bill.bill_id}/pdf`, { token: steward })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.text.startsWith('%PDF-')).toBe(true)
    expect((await t.call('GET', `${BILLS}/999999/pdf`, { token: steward })).status).toBe(404)
  })
})

describe('bad input and the wrong role', () => {
  test('bad input is 400 naming the field, and nothing changes', async () => {
    const order = await placeJadeGardenOrder(t, steward)
    const before = await billSnapshot()
    const cases: [unknown, string][] = [
      [{ order_id: order.order_id, payment_method: 'cheque' }, 'payment_method'],
      [{ order_id: '5', payment_method: 'cash' }, 'order_id'],
      [{ order_id: 99_999_999, payment_method: 'cash' }, 'order_id'],
      [{ order_id: order.order_id, payment_method: 'member_account' }, 'member_id'],
      [{ order_id: order.order_id, payment_method: 'member_account', member_id: 'M9999999' }, 'member_id'],
      [{ order_id: order.order_id, payment_method: 'cash', extra: 1 }, ''],
    ]
    for (const [body, field] of cases) {
      const response = await close(steward, body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      if (field) expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(field)
    }
    const badVoid = await t.call('POST', `${BILLS}/1/void`, { token: admin, body: { reason: '' } })
    expect(badVoid.status).toBe(400)
    const badRate = await t.call('PUT', `${BILLS}/tax-rate/${jadeGarden}`, { token: admin, body: { tax_rate_bp: 10_001 } })
    expect(badRate.status).toBe(400)
    expect(await billSnapshot()).toBe(before)
  })

  test('no session is 401; a role without the grant is 403, and nothing changes', async () => {
    const order = await placeJadeGardenOrder(t, steward)
    const closed = await close(steward, { order_id: order.order_id, payment_method: 'card' })
    const billId = closed.body.bill.bill_id
    const other = await placeJadeGardenOrder(t, steward)
    const before = await billSnapshot()
    expect((await close('', { order_id: other.order_id, payment_method: 'cash' })).status).toBe(401)
    expect((await t.call('GET', BILLS)).status).toBe(401)
    for (const token of [accounts, kitchen]) {
      expect((await close(token, { order_id: other.order_id, payment_method: 'cash' })).status).toBe(403)
      expect((await t.call('GET', `${BILLS}/${billId}`, { token })).status).toBe(403)
    }
    expect([401, 403]).toContain((await close(member, { order_id: other.order_id, payment_method: 'cash' })).status)
    // The steward closes and reads bills but may not void them or set the tax rate.
    expect((await t.call('POST', `${BILLS}/${billId}/void`, { token: steward, body: { reason: 'Mine' } })).status).toBe(403)
    expect((await t.call('PUT', `${BILLS}/tax-rate/${jadeGarden}`, { token: steward, body: { tax_rate_bp: 0 } })).status).toBe(403)
    expect(await billSnapshot()).toBe(before)
  })

  test('the office sets a restaurant’s tax rate; a bill closed earlier keeps its own', async () => {
    const order = await placeJadeGardenOrder(t, steward)
    const earlier = await close(steward, { order_id: order.order_id, payment_method: 'cash' })
    const set = await t.call('PUT', `${BILLS}/tax-rate/${jadeGarden}`, { token: admin, body: { tax_rate_bp: 1_800 } })
    expect(set.status).toBe(200)
    const later = await placeJadeGardenOrder(t, steward)
    const closed = await close(steward, { order_id: later.order_id, payment_method: 'cash' })
    expect(closed.body.bill).toMatchObject({ tax_rate_bp: 1_800, tax_label: 'GST 18%' })
    expect((await t.call('GET', `${BILLS}/${earlier.body.bill.bill_id}`, { token: steward })).body.bill.tax_rate_bp).toBe(500)
    const rates = await t.call('GET', `${BILLS}/tax-rates`, { token: steward })
    expect(rates.body.result).toContainEqual({ restaurant_id: jadeGarden, name: 'Jade Garden', tax_rate_bp: 1_800 })
    await t.call('PUT', `${BILLS}/tax-rate/${jadeGarden}`, { token: admin, body: { tax_rate_bp: 500 } })
  })
})
