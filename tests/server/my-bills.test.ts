import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { hashPassword } from '../../server/auth/passwords.js'
import { placeJadeGardenOrder } from '../helpers/kitchen-fixtures.js'
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../helpers/test-app.js'

// The member app's bills (issue 18; ADR 028): GET /member/api/bills, /bills/{id} and its PDF. A
// member reads only the bills that name them; another member's bill is 404, a staff or kitchen token
// 403, no token 401, and bad input 400 with the field named.

const BILLS = '/api/restaurant-bills'
const MINE = '/member/api/bills'

let t: TestApp
let steward: string
let admin: string
let kitchen: string
let member: string
let otherMember: string
/** M1001's bills: one charged to the account and voided later, one paid by card; M1002's one in cash. */
let charged: number
let byCard: number
let othersBill: number
let tableOnly: number

async function billFor(memberId: string | undefined, payment_method: string) {
  const order = await placeJadeGardenOrder(t, steward)
  const response = await t.call('POST', BILLS, {
    token: steward,
    body: { order_id: order.order_id, payment_method, ...(memberId ? { member_id: memberId } : {}) },
  })
  if (response.status !== 201) throw new Error(`bill refused: ${response.status} ${response.text}`)
  return response.body.bill.bill_id as number
}

beforeAll(async () => {
  t = await createTestApp()
  await t.db
    .updateTable('members')
    .set({ password_hash: await hashPassword(DEMO_PASSWORD) })
    .where('member_id', '=', 'M1002')
    .execute()
  steward = await t.tokens.staff('steward@club.test')
  admin = await t.tokens.staff()
  kitchen = await t.tokens.kitchen()
  member = await t.tokens.member('M1001')
  otherMember = await t.tokens.member('M1002')
  charged = await billFor('M1001', 'member_account')
  byCard = await billFor('m1001', 'card')
  othersBill = await billFor('M1002', 'cash')
  tableOnly = await billFor(undefined, 'upi')
  const voided = await t.call('POST', `${BILLS}/${charged}/void`, { token: admin, body: { reason: 'Wrong table' } })
  expect(voided.status).toBe(200)
})
afterAll(async () => {
  await t.close()
})

describe('the member’s own bills', () => {
  test('the list holds only the bills that name the member, newest first, voided ones marked', async () => {
    const response = await t.call('GET', MINE, { token: member })
    expect(response.status).toBe(200)
    const ids = response.body.result.map((bill: { bill_id: number }) => bill.bill_id)
    expect(ids).toEqual([byCard, charged])
    expect(ids).not.toContain(othersBill)
    expect(ids).not.toContain(tableOnly)
    expect(response.body.result[0]).toMatchObject({
      member_id: 'M1001',
      payment_method: 'card',
      status: 'closed',
      restaurant_name: 'Jade Garden',
    })
    expect(response.body.result[1]).toMatchObject({ payment_method: 'member_account', status: 'voided', void_reason: 'Wrong table' })
    expect(response.body.pagination).toEqual({ page: 1, limit: 20, total: 2, pages: 1 })
  })

  test('filters by status and club days, and pages', async () => {
    const voided = await t.call('GET', `${MINE}?status=voided`, { token: member })
    expect(voided.body.result.map((bill: { bill_id: number }) => bill.bill_id)).toEqual([charged])
    const today = (await t.call('GET', `${MINE}?from=2026-11-22&to=2026-11-22`, { token: member })).body
    expect(today.pagination.total).toBe(2)
    const before = (await t.call('GET', `${MINE}?to=2026-11-21`, { token: member })).body
    expect(before.result).toEqual([])
    const paged = (await t.call('GET', `${MINE}?limit=1&page=2`, { token: member })).body
    expect(paged.result.map((bill: { bill_id: number }) => bill.bill_id)).toEqual([charged])
    expect(paged.pagination).toEqual({ page: 2, limit: 1, total: 2, pages: 2 })
  })

  test('a query naming another member is not allowed: the member id is the session’s', async () => {
    const response = await t.call('GET', `${MINE}?member_id=M1002`, { token: member })
    expect(response.status).toBe(200)
    expect(response.body.result.every((bill: { member_id: string }) => bill.member_id === 'M1001')).toBe(true)
  })

  test('one bill with its lines, and its PDF', async () => {
    const detail = await t.call('GET', `${MINE}/${byCard}`, { token: member })
    expect(detail.status).toBe(200)
    expect(detail.body.bill.bill_id).toBe(byCard)
    expect(detail.body.bill.lines.length).toBeGreaterThan(0)
    const pdf = await t.call('GET', `${MINE}/${byCard}/pdf`, { token: member })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.headers.get('cache-control')).toBe('private, no-store')
    expect(pdf.text.startsWith('%PDF')).toBe(true)
  })

  test('another member’s bill, a bill naming nobody and a bill that does not exist are 404 alike', async () => {
    for (const billId of [othersBill, tableOnly, 999_999]) {
      for (const suffix of ['', '/pdf']) {
        const response = await t.call('GET', `${MINE}/${billId}${suffix}`, { token: member })
        expect(response.status).toBe(404)
        expect(response.body.message).toBe('Bill not found')
      }
    }
    // …while M1002 reads their own.
    expect((await t.call('GET', `${MINE}/${othersBill}`, { token: otherMember })).status).toBe(200)
  })
})

describe('who may not, and bad input', () => {
  const paths = () => [MINE, `${MINE}/${byCard}`, `${MINE}/${byCard}/pdf`]

  test('no token is 401', async () => {
    for (const path of paths()) {
      const response = await t.call('GET', path)
      expect(response.status).toBe(401)
      expect(response.body.message).toBe('Authentication required. Please log in.')
    }
  })

  test('staff (even an administrator) and kitchen tokens are 403', async () => {
    for (const path of paths()) {
      for (const token of [admin, steward, kitchen]) expect((await t.call('GET', path, { token })).status).toBe(403)
    }
  })

  test.each([
    ['?status=open', 'status'],
    ['?from=2026-13-01', 'from'],
    ['?from=2026-11-22&to=2026-11-01', 'to'],
    ['?limit=0', 'limit'],
    ['?limit=500', 'limit'],
    ['?page=-1', 'page'],
  ])('%s is 400 naming %s', async (query, field) => {
    const response = await t.call('GET', `${MINE}${query}`, { token: member })
    expect(response.status).toBe(400)
    expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(field)
  })

  test.each(['abc', '0', '-3', '1.5', '99999999999'])('bill id %s is 400 or 404, never 5xx', async (billId) => {
    const response = await t.call('GET', `${MINE}/${billId}`, { token: member })
    expect([400, 404]).toContain(response.status)
  })
})
