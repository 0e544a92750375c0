import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { accountSnapshot, chequeOf, deposit, signInPeople, wallet, type People } from './member-account-fixtures.js'

// Who may call what (ADR 024): the office's endpoints by the `accounts` area's grants (admins
// always), the member's only by the member themselves. No token is 401, anyone else 403, and a
// refused call changes nothing.

let t: TestApp
let people: People
let chequeId: number
let cashId: number

beforeAll(async () => {
  t = await createTestApp({ seed: 'fixture' })
  people = await signInPeople(t)
  chequeId = (await deposit(t, people.accounts, { memberId: 'M1002', amount_paise: 100_000, method: 'cheque', cheque: chequeOf('123456') }))
    .transaction.transactionId
  cashId = (await deposit(t, people.accounts, { memberId: 'M1002', amount_paise: 100_000, method: 'cash' })).transaction.transactionId
})
afterAll(async () => {
  await t.close()
})

type Grant = 'view' | 'create' | 'edit'

const officeCalls: { name: string; grant: Grant; method: string; path: string; body?: () => unknown }[] = [
  {
    name: 'deposit',
    grant: 'create',
    method: 'POST',
    path: `${wallet}/deposit`,
    body: () => ({ memberId: 'M1002', amount_paise: 5_000, method: 'cash' }),
  },
  {
    name: 'cheque status',
    grant: 'edit',
    method: 'POST',
    path: `${wallet}/updatechequestatus-by-transaction`,
    body: () => ({ transactionId: chequeId, status: 'deposited' }),
  },
  {
    name: 'adjustment',
    grant: 'edit',
    method: 'POST',
    path: `${wallet}/adjustment`,
    body: () => ({ memberId: 'M1002', kind: 'adjustment', direction: 'debit', amount_paise: 100, description: 'Test' }),
  },
  { name: 'reverse', grant: 'edit', method: 'POST', path: `${wallet}/reverse`, body: () => ({ transactionId: cashId, reason: 'Test' }) },
  { name: 'cheques', grant: 'view', method: 'GET', path: `${wallet}/cheques` },
  { name: 'dashboard', grant: 'view', method: 'GET', path: `${wallet}/dashboard` },
  { name: 'transactions', grant: 'view', method: 'GET', path: '/api/member/M1002/transactions' },
  { name: 'balance', grant: 'view', method: 'GET', path: '/api/member/M1002/balance' },
  { name: 'statement', grant: 'view', method: 'GET', path: '/api/member/M1002/statement?month=2026-11' },
  { name: 'statement pdf', grant: 'view', method: 'GET', path: '/api/member/M1002/statement/pdf' },
]

const memberCalls = ['transactions', 'balance', 'statement', 'statement/pdf'].map((part) => `/member/api/member/M1001/${part}`)

const send = (call: (typeof officeCalls)[number], token: string | undefined) =>
  t.call(call.method, call.path, { ...(token ? { token } : {}), ...(call.body ? { body: call.body() } : {}) })

describe('the office’s endpoints', () => {
  test.each(officeCalls)('$name: no token 401; kitchen, member and a role without the grant 403; nothing changes', async (call) => {
    const before = await accountSnapshot(t)
    const anonymous = await send(call, undefined)
    expect(anonymous.status).toBe(401)
    expect(anonymous.body.message).toBe('Authentication required. Please log in.')
    for (const token of [people.kitchen, people.member, people.steward]) expect((await send(call, token)).status).toBe(403)
    if (call.grant !== 'view') expect((await send(call, people.secretary)).status).toBe(403)
    expect(await accountSnapshot(t)).toBe(before)
  })

  test.each(officeCalls)('$name: allowed with the grant ($grant)', async (call) => {
    const token = call.grant === 'view' ? people.secretary : people.accounts
    const response = await send(call, token)
    expect(response.status).toBe(call.method === 'POST' && call.name !== 'cheque status' ? 201 : 200)
  })

  test('an admin may do everything without a grant of their own', async () => {
    expect((await t.call('GET', `${wallet}/dashboard`, { token: people.admin })).status).toBe(200)
    const made = await t.call('POST', `${wallet}/deposit`, {
      token: people.admin,
      body: { memberId: 'M1002', amount_paise: 100, method: 'upi' },
    })
    expect(made.status).toBe(201)
  })
})

describe('the member’s own endpoints', () => {
  test.each(memberCalls)('%s: no token 401; staff and kitchen 403; the member 200', async (path) => {
    expect((await t.call('GET', path)).status).toBe(401)
    for (const token of [people.admin, people.accounts, people.kitchen]) expect((await t.call('GET', path, { token })).status).toBe(403)
    expect((await t.call('GET', path.replace('M1001', 'M1002'), { token: people.member })).status).toBe(403)
    expect((await t.call('GET', path, { token: people.member })).status).toBe(200)
  })

  test.each(memberCalls)('%s: bad input is 400 naming the field', async (path) => {
    const badId = await t.call('GET', path.replace('M1001', 'M 1001'), { token: people.member })
    expect(badId.status).toBe(400)
    expect(badId.body.errors[0].path).toBe('id')
    const query = path.endsWith('transactions') ? 'from=yesterday' : path.endsWith('balance') ? undefined : 'month=November'
    if (query) {
      const bad = await t.call('GET', `${path}?${query}`, { token: people.member })
      expect(bad.status).toBe(400)
      expect(bad.body.errors[0].path).toBe(query.split('=')[0])
    }
  })
})
