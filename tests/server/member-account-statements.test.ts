import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { chequeOf, deposit, freshMember, moveCheque, signInPeople, wallet, type People } from './member-account-fixtures.js'

// Reading an account (ADR 024): the rows newest first with their running balance and paging, a
// month's statement (opening, rows, closing) as JSON and as a PDF, the cheques waiting to clear, the
// accounts dashboard; and a member reading their own account, and only theirs.

let t: TestApp
let people: People
let memberId: string

const at = async <T>(instant: string, run: () => Promise<T>): Promise<T> => {
  const start = t.clock()
  t.clock.set(new Date(instant))
  try {
    return await run()
  } finally {
    t.clock.set(start)
  }
}

beforeAll(async () => {
  t = await createTestApp({ seed: 'fixture' })
  people = await signInPeople(t)
  memberId = await freshMember(t, 1_000_000)
  // October: ₹10,000 in; November: a ₹2,500 fee on the 1st, ₹1,000 by UPI on the 10th, a cheque on the 21st.
  await at('2026-10-05T06:00:00Z', () => deposit(t, people.accounts, { memberId, amount_paise: 1_000_000, method: 'cash' }))
  await at('2026-10-31T18:29:00Z', () =>
    t.call('POST', `${wallet}/adjustment`, {
      token: people.accounts,
      body: { memberId, kind: 'adjustment', direction: 'debit', amount_paise: 10_000, description: 'Late October: locker key' },
    }),
  )
  await at('2026-10-31T18:31:00Z', () =>
    t.call('POST', `${wallet}/adjustment`, {
      token: people.accounts,
      body: { memberId, kind: 'annual_fee', direction: 'debit', amount_paise: 250_000, description: 'Annual subscription' },
    }),
  )
  await at('2026-11-10T06:00:00Z', () =>
    deposit(t, people.accounts, { memberId, amount_paise: 100_000, method: 'upi', reference: 'UPI-1' }),
  )
  await at('2026-11-21T06:00:00Z', () =>
    deposit(t, people.accounts, { memberId, amount_paise: 300_000, method: 'cheque', cheque: chequeOf('818181', '2026-11-21') }),
  )
})
afterAll(async () => {
  await t.close()
})

describe('transactions', () => {
  test('newest first with the balance after each row, paged; the balance counts the cheque as pending', async () => {
    const page1 = await t.call('GET', `/api/member/${memberId}/transactions?limit=2`, { token: people.secretary })
    expect(page1.status).toBe(200)
    expect(
      page1.body.result.map((row: { type: string; amount_paise: number; running_balance_paise: number }) => [
        row.type,
        row.amount_paise,
        row.running_balance_paise,
      ]),
    ).toEqual([
      ['deposit', 300_000, 1_140_000],
      ['deposit', 100_000, 840_000],
    ])
    expect(page1.body.result[0]).toMatchObject({ method: 'cheque', status: 'pending', chequeStatus: 'received' })
    expect(page1.body.pagination).toEqual({ page: 1, limit: 2, total: 5, pages: 3 })
    expect(page1.body.balance).toEqual({ available_paise: 840_000, pending_paise: 300_000, balance_paise: 1_140_000 })
    expect(page1.body.account).toMatchObject({
      memberId,
      credit_limit_paise: 1_000_000,
      credit_limit_source: 'member',
      cheques_refused: null,
    })
    const page3 = await t.call('GET', `/api/member/${memberId}/transactions?limit=2&page=3`, { token: people.secretary })
    expect(page3.body.result.map((row: { running_balance_paise: number }) => row.running_balance_paise)).toEqual([1_000_000])
  })

  test('from and to are club days, both included (midnight in Delhi, not UTC)', async () => {
    const october = await t.call('GET', `/api/member/${memberId}/transactions?from=2026-10-01&to=2026-10-31`, { token: people.accounts })
    expect(october.body.result.map((row: { type: string }) => row.type)).toEqual(['adjustment', 'deposit'])
    const november = await t.call('GET', `/api/member/${memberId}/transactions?from=2026-11-01&to=`, { token: people.accounts })
    expect(november.body.result.map((row: { type: string }) => row.type)).toEqual(['deposit', 'deposit', 'annual_fee'])
    expect(november.body.pagination.total).toBe(3)
  })

  test('bad input is 400 naming the field; an unknown member is 404 "Member not found"', async () => {
    for (const [query, field] of [
      ['from=2026-13-01', 'from'],
      ['from=2026-11-10&to=2026-11-01', 'to'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['page=x', 'page'],
    ]) {
      const response = await t.call('GET', `/api/member/${memberId}/transactions?${query}`, { token: people.accounts })
      expect(response.status).toBe(400)
      expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(field)
    }
    const badId = await t.call('GET', '/api/member/M%201001!/transactions', { token: people.accounts })
    expect(badId.status).toBe(400)
    const unknown = await t.call('GET', '/api/member/M9999/transactions', { token: people.accounts })
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe('Member not found')
  })
})

describe('statements', () => {
  test('a month: the balance it opened with, its rows, the balance it closed with, and the totals', async () => {
    const response = await t.call('GET', `/api/member/${memberId}/statement?month=2026-11`, { token: people.accounts })
    expect(response.status).toBe(200)
    expect(response.body.statement).toMatchObject({
      month: '2026-11',
      title: 'November 2026',
      from: '2026-11-01',
      to: '2026-11-30',
      opening_balance_paise: 990_000,
      closing_balance_paise: 1_140_000,
      total_credits_paise: 400_000,
      total_debits_paise: 250_000,
      account: { memberId },
    })
    expect(response.body.statement.rows.map((row: { type: string }) => row.type)).toEqual(['annual_fee', 'deposit', 'deposit'])
    const october = await t.call('GET', `/api/member/${memberId}/statement?month=2026-10`, { token: people.accounts })
    expect(october.body.statement).toMatchObject({ opening_balance_paise: 0, closing_balance_paise: 990_000, total_debits_paise: 10_000 })
  })

  test('a month without rows opens and closes on the balance it started with; no month means this month', async () => {
    const december = await t.call('GET', `/api/member/${memberId}/statement?month=2026-12`, { token: people.accounts })
    expect(december.body.statement).toMatchObject({ opening_balance_paise: 1_140_000, closing_balance_paise: 1_140_000, rows: [] })
    const current = await t.call('GET', `/api/member/${memberId}/statement`, { token: people.accounts })
    expect(current.body.statement.month).toBe('2026-11')
    const bad = await t.call('GET', `/api/member/${memberId}/statement?month=2026-13`, { token: people.accounts })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0]).toMatchObject({ path: 'month' })
  })

  test('the statement as a PDF, named for the member and the month', async () => {
    const response = await t.app.request(`/api/member/${memberId}/statement/pdf?month=2026-11`, {
      headers: { 'x-auth-token': people.accounts },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="statement-${memberId}-2026-11.pdf"`)
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    const bad = await t.call('GET', `/api/member/${memberId}/statement/pdf?month=11-2026`, { token: people.accounts })
    expect(bad.status).toBe(400)
  })
})

describe('the office’s lists', () => {
  test('cheques waiting to clear, oldest first, with the member’s name; by status on request', async () => {
    const pending = await t.call('GET', `${wallet}/cheques`, { token: people.secretary })
    expect(pending.status).toBe(200)
    const mine = pending.body.result.find((row: { memberId: string }) => row.memberId === memberId)
    expect(mine).toMatchObject({ chequeStatus: 'received', memberName: `Test Member ${memberId}`, cheque: { number: '818181' } })
    expect(pending.body.totals.count).toBe(pending.body.result.length)
    await moveCheque(t, people.accounts, mine.transactionId, 'deposited')
    await moveCheque(t, people.accounts, mine.transactionId, 'cleared')
    const cleared = await t.call('GET', `${wallet}/cheques?status=cleared`, { token: people.secretary })
    expect(cleared.body.result.map((row: { transactionId: number }) => row.transactionId)).toContain(mine.transactionId)
    expect((await t.call('GET', `${wallet}/cheques?status=lost`, { token: people.secretary })).status).toBe(400)
  })

  test('the dashboard: owed to the club, members over their limit, cheques pending, today’s takings by method', async () => {
    const owing = await freshMember(t, 100_000)
    await t.call('POST', `${wallet}/adjustment`, {
      token: people.accounts,
      body: { memberId: owing, kind: 'annual_fee', direction: 'debit', amount_paise: 300_000, description: 'Annual subscription' },
    })
    await deposit(t, people.accounts, { memberId: owing, amount_paise: 20_000, method: 'card' })
    await deposit(t, people.accounts, { memberId: owing, amount_paise: 5_000, method: 'card' })
    const response = await t.call('GET', `${wallet}/dashboard`, { token: people.secretary })
    expect(response.status).toBe(200)
    const { dashboard } = response.body
    expect(dashboard.date).toBe('2026-11-22')
    expect(dashboard.over_limit).toContainEqual({
      memberId: owing,
      name: `Test Member ${owing}`,
      available_paise: -275_000,
      credit_limit_paise: 100_000,
      over_by_paise: 175_000,
    })
    expect(dashboard.total_owed_paise).toBeGreaterThanOrEqual(275_000)
    expect(dashboard.takings_today).toContainEqual({ method: 'card', count: 2, amount_paise: 25_000 })
    expect(dashboard.takings_today.find((row: { method: string }) => row.method === 'cash')).toBeUndefined()
  })
})

describe('a member’s own account', () => {
  test('M1001 reads their rows, balance, statement and PDF under /member/api; another member’s account is 403', async () => {
    await deposit(t, people.accounts, { memberId: 'M1001', amount_paise: 500_000, method: 'cash' })
    const rows = await t.call('GET', '/member/api/member/m1001/transactions', { token: people.member })
    expect(rows.status).toBe(200)
    expect(rows.body.result[0]).toMatchObject({ memberId: 'M1001', type: 'deposit', amount_paise: 500_000 })
    const balance = await t.call('GET', '/member/api/member/M1001/balance', { token: people.member })
    expect(balance.body).toMatchObject({ balance: { available_paise: 500_000 }, pending_cheques: [] })
    const statement = await t.call('GET', '/member/api/member/M1001/statement?month=2026-11', { token: people.member })
    expect(statement.body.statement.closing_balance_paise).toBe(500_000)
    const pdf = await t.app.request('/member/api/member/M1001/statement/pdf', { headers: { 'xm-auth-token': people.member } })
    expect(pdf.headers.get('content-type')).toBe('application/pdf')

    for (const path of ['transactions', 'balance', 'statement', 'statement/pdf']) {
      const other = await t.call('GET', `/member/api/member/M1002/${path}`, { token: people.member })
      expect(other.status).toBe(403)
      expect(other.body.message).toBe('Members may read only their own account')
      expect((await t.call('GET', `/member/api/member/M1001/${path}`, { token: people.admin, headers: {} })).status).toBe(403)
    }
    expect((await t.call('GET', '/api/member/M1001/transactions', { token: people.member, headers: {} })).status).toBe(403)
  })
})
