import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import {
  accountSnapshot,
  accountState,
  chequeOf,
  deposit,
  freshMember,
  moveCheque,
  signInPeople,
  wallet,
  type People,
} from './member-account-fixtures.js'

// Deposits and cheques (ADR 024): money in, a cheque pending until it clears, a bounce reversed with
// its own row and the club's charge, two bounces in twelve months and no more cheques. The test clock
// stands at 10:00 in Delhi on 22 November 2026.

let t: TestApp
let people: People

beforeAll(async () => {
  t = await createTestApp({ seed: 'fixture' })
  people = await signInPeople(t)
})
afterAll(async () => {
  await t.close()
})

const transactionsOf = (memberId: string) => t.call('GET', `/api/member/${memberId}/transactions`, { token: people.accounts })

describe('deposits', () => {
  test('a cash deposit is 201 with its row and the new balance, and the account keeps step with the ledger', async () => {
    const memberId = await freshMember(t)
    const response = await t.call('POST', `${wallet}/deposit`, {
      token: people.accounts,
      body: { memberId: memberId.toLowerCase(), amount_paise: 1_000_000, method: 'cash', reference: 'RCPT-4411' },
    })
    expect(response.status).toBe(201)
    expect(response.body).toMatchObject({
      success: true,
      message: 'Deposit recorded successfully',
      transaction: {
        memberId,
        type: 'deposit',
        amount_paise: 1_000_000,
        method: 'cash',
        status: 'completed',
        running_balance_paise: 1_000_000,
        reference: 'RCPT-4411',
        reverses_transaction_id: null,
        created_by: expect.stringContaining('Test accounts-'),
        created_at: '2026-11-22T04:30:00.000Z',
      },
      balance: { available_paise: 1_000_000, pending_paise: 0, balance_paise: 1_000_000 },
    })
    expect(response.body.transaction.transactionId).toEqual(expect.any(Number))
    expect(response.body.transaction).not.toHaveProperty('chequeStatus')

    await deposit(t, people.admin, { memberId, amount_paise: 250_050, method: 'upi', reference: 'UPI 61234' })
    const list = await transactionsOf(memberId)
    expect(list.status).toBe(200)
    expect(list.body.result.map((row: { amount_paise: number; running_balance_paise: number }) => row.running_balance_paise)).toEqual([
      1_250_050, 1_000_000,
    ])
    expect(list.body.balance).toEqual({ available_paise: 1_250_050, pending_paise: 0, balance_paise: 1_250_050 })
    expect(await accountState(t, memberId)).toMatchObject({ balance: 1_250_050, sum: 1_250_050, lastBalanceAfter: 1_250_050, rows: 2 })
  })

  test.each([
    [{ amount_paise: 1000, method: 'cash' }, 'memberId'],
    [{ memberId: 'M1001', amount_paise: 0, method: 'cash' }, 'amount_paise'],
    [{ memberId: 'M1001', amount_paise: '1000', method: 'cash' }, 'amount_paise'],
    [{ memberId: 'M1001', amount_paise: 10.5, method: 'cash' }, 'amount_paise'],
    [{ memberId: 'M1001', amount_paise: 1000, method: 'bitcoin' }, 'method'],
    [{ memberId: 'M1001', amount_paise: 1000, method: 'cheque' }, 'cheque'],
    [{ memberId: 'M1001', amount_paise: 1000, method: 'cash', cheque: chequeOf('123456') }, 'cheque'],
    [{ memberId: 'M1001', amount_paise: 1000, method: 'cheque', cheque: chequeOf('12') }, 'cheque.number'],
    [{ memberId: 'M1001', amount_paise: 1000, method: 'cheque', cheque: { number: '123456', date: '2026-11-20' } }, 'cheque.bank'],
    [{ memberId: 'M1001', amount_paise: 1000, method: 'cheque', cheque: chequeOf('123456', '2026-02-30') }, 'cheque.date'],
    [{ memberId: 'M1001', amount_paise: 1000, method: 'cheque', cheque: chequeOf('123456', '2026-08-21') }, 'cheque.date'],
    [{ memberId: 'M9999', amount_paise: 1000, method: 'cash' }, 'memberId'],
    [{ memberId: 'M1001', amount_paise: 1000, method: 'cash', reference: 'x'.repeat(101) }, 'reference'],
  ])('bad input %j is 400 naming %s, and nothing is stored', async (body, field) => {
    const before = await accountSnapshot(t)
    const response = await t.call('POST', `${wallet}/deposit`, { token: people.accounts, body })
    expect(response.status).toBe(400)
    expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(field)
    expect(await accountSnapshot(t)).toBe(before)
  })
})

describe('cheques', () => {
  test('a cheque is pending, not available, until it clears: received → deposited → cleared', async () => {
    const memberId = await freshMember(t)
    const made = await deposit(t, people.accounts, { memberId, amount_paise: 2_500_000, method: 'cheque', cheque: chequeOf('552301') })
    expect(made.transaction).toMatchObject({
      status: 'pending',
      chequeStatus: 'received',
      cheque: { number: '552301', bank: 'HDFC Bank', date: '2026-11-20' },
      running_balance_paise: 2_500_000,
    })
    expect(made.balance).toEqual({ available_paise: 0, pending_paise: 2_500_000, balance_paise: 2_500_000 })

    const deposited = await moveCheque(t, people.accounts, made.transaction.transactionId, 'deposited')
    expect(deposited.status).toBe(200)
    expect(deposited.body).toMatchObject({
      message: 'Cheque status updated successfully',
      transaction: { chequeStatus: 'deposited', status: 'pending' },
      added: [],
      balance: { available_paise: 0, pending_paise: 2_500_000 },
    })
    const cleared = await moveCheque(t, people.accounts, made.transaction.transactionId, 'cleared')
    expect(cleared.body).toMatchObject({
      transaction: { chequeStatus: 'cleared', status: 'completed' },
      balance: { available_paise: 2_500_000, pending_paise: 0, balance_paise: 2_500_000 },
    })
    const history = await t.db
      .selectFrom('member_cheque_history')
      .select(['from_status', 'to_status'])
      .where('entry_id', '=', made.transaction.transactionId)
      .orderBy('history_id')
      .execute()
    expect(history).toEqual([
      { from_status: null, to_status: 'received' },
      { from_status: 'received', to_status: 'deposited' },
      { from_status: 'deposited', to_status: 'cleared' },
    ])
    expect(await accountState(t, memberId)).toMatchObject({ balance: 2_500_000, pending: 0, sum: 2_500_000 })
  })

  test('a bounced cheque is reversed by a row of its own, and the club’s bounce charge (a setting) is added', async () => {
    await t.db.updateTable('club_settings').set({ cheque_bounce_charge_paise: 75_000 }).execute()
    const memberId = await freshMember(t)
    await deposit(t, people.accounts, { memberId, amount_paise: 500_000, method: 'cash' })
    const made = await deposit(t, people.accounts, { memberId, amount_paise: 1_500_000, method: 'cheque', cheque: chequeOf('770015') })
    await moveCheque(t, people.accounts, made.transaction.transactionId, 'deposited')
    const bounced = await moveCheque(t, people.accounts, made.transaction.transactionId, 'bounced')
    expect(bounced.status).toBe(200)
    expect(bounced.body).toMatchObject({
      transaction: { chequeStatus: 'bounced', status: 'reversed' },
      added: [
        {
          type: 'cheque_bounced',
          amount_paise: -1_500_000,
          reverses_transaction_id: made.transaction.transactionId,
          running_balance_paise: 500_000,
        },
        { type: 'cheque_bounce_charge', amount_paise: -75_000, running_balance_paise: 425_000 },
      ],
      balance: { available_paise: 425_000, pending_paise: 0, balance_paise: 425_000 },
      account: { cheques_refused: null },
    })
    expect(bounced.body.transaction.reversed_by_transaction_id).toBe(bounced.body.added[0].transactionId)
    expect(await accountState(t, memberId)).toMatchObject({ balance: 425_000, pending: 0, sum: 425_000, lastBalanceAfter: 425_000 })
    await t.db.updateTable('club_settings').set({ cheque_bounce_charge_paise: 50_000 }).execute()
  })

  test('after a second bounce within twelve months the account takes no more cheques, and says why', async () => {
    const memberId = await freshMember(t)
    const bounce = async (number: string) => {
      const made = await deposit(t, people.accounts, {
        memberId,
        amount_paise: 100_000,
        method: 'cheque',
        cheque: chequeOf(number, '2026-11-01'),
      })
      await moveCheque(t, people.accounts, made.transaction.transactionId, 'deposited')
      return moveCheque(t, people.accounts, made.transaction.transactionId, 'bounced')
    }
    expect((await bounce('104211')).body.account.cheques_refused).toBeNull()
    const second = await bounce('104237')
    expect(second.body.account.cheques_refused).toEqual({
      since: '2026-11-22T04:30:00.000Z',
      reason: '2 cheques bounced within 12 months: no. 104211 (HDFC Bank) on 22 November 2026, no. 104237 (HDFC Bank) on 22 November 2026.',
    })
    const before = await accountSnapshot(t)
    const refused = await t.call('POST', `${wallet}/deposit`, {
      token: people.accounts,
      body: { memberId, amount_paise: 100_000, method: 'cheque', cheque: chequeOf('104240') },
    })
    expect(refused.status).toBe(409)
    expect(refused.body.code).toBe('cheques_refused')
    expect(refused.body.message).toContain('takes no more cheques: 2 cheques bounced within 12 months')
    expect(await accountSnapshot(t)).toBe(before)
    // Cash is still welcome, and the office sees why cheques are not.
    await deposit(t, people.accounts, { memberId, amount_paise: 100_000, method: 'cash' })
    const balance = await t.call('GET', `/api/member/${memberId}/balance`, { token: people.secretary })
    expect(balance.body.account.cheques_refused.reason).toContain('no. 104211')
  })

  test('bounces more than twelve months apart do not stop the account taking cheques', async () => {
    const memberId = await freshMember(t)
    const bounce = async (number: string, date: string) => {
      const made = await deposit(t, people.accounts, { memberId, amount_paise: 100_000, method: 'cheque', cheque: chequeOf(number, date) })
      await moveCheque(t, people.accounts, made.transaction.transactionId, 'deposited')
      return moveCheque(t, people.accounts, made.transaction.transactionId, 'bounced')
    }
    const start = t.clock()
    try {
      t.clock.set(new Date('2025-11-01T05:00:00Z'))
      await bounce('200001', '2025-10-30')
      t.clock.set(start)
      expect((await bounce('200002', '2026-11-20')).body.account.cheques_refused).toBeNull()
    } finally {
      t.clock.set(start)
    }
  })

  test('any other move is 409 with the cheque’s current status, and changes nothing', async () => {
    const memberId = await freshMember(t)
    const made = await deposit(t, people.accounts, { memberId, amount_paise: 100_000, method: 'cheque', cheque: chequeOf('300001') })
    const id = made.transaction.transactionId
    const refusedMove = async (status: string, current: string) => {
      const before = await accountSnapshot(t)
      const response = await moveCheque(t, people.accounts, id, status)
      expect(response.status).toBe(409)
      expect(response.body).toMatchObject({ code: 'cheque_status', chequeStatus: current })
      expect(await accountSnapshot(t)).toBe(before)
      return response
    }
    expect((await refusedMove('cleared', 'received')).body.message).toBe(
      'Cheque 300001 is received: it cannot be marked cleared (it can only be marked deposited)',
    )
    await refusedMove('bounced', 'received')
    await refusedMove('received', 'received')
    await moveCheque(t, people.accounts, id, 'deposited')
    await refusedMove('deposited', 'deposited')
    await moveCheque(t, people.accounts, id, 'cleared')
    expect((await refusedMove('bounced', 'cleared')).body.message).toBe(
      'Cheque 300001 is cleared: it cannot be marked bounced (its status is final)',
    )
  })

  test('an unknown transaction is 404; one that is not a cheque is 400 naming transactionId', async () => {
    const memberId = await freshMember(t)
    const cash = await deposit(t, people.accounts, { memberId, amount_paise: 100_000, method: 'cash' })
    const unknown = await moveCheque(t, people.accounts, 2_000_000_000, 'deposited')
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe('No transaction has id 2000000000')
    const notCheque = await moveCheque(t, people.accounts, cash.transaction.transactionId, 'deposited')
    expect(notCheque.status).toBe(400)
    expect(notCheque.body.errors).toEqual([
      { path: 'transactionId', msg: `transactionId: transaction ${cash.transaction.transactionId} is not a cheque deposit` },
    ])
    for (const body of [{ transactionId: 'x', status: 'cleared' }, { transactionId: 1, status: 'lost' }, { status: 'cleared' }]) {
      const response = await t.call('POST', `${wallet}/updatechequestatus-by-transaction`, { token: people.accounts, body })
      expect(response.status).toBe(400)
    }
  })
})

describe('the ledger is append-only, in the database too', () => {
  test('updating, deleting or truncating ledger rows is refused by the database', async () => {
    const memberId = await freshMember(t)
    const made = await deposit(t, people.accounts, { memberId, amount_paise: 100_000, method: 'cash' })
    const id = made.transaction.transactionId
    await expect(t.db.updateTable('member_ledger').set({ amount_paise: 1 }).where('entry_id', '=', id).execute()).rejects.toThrow(
      /never changed or removed \(update refused\)/,
    )
    await expect(t.db.deleteFrom('member_ledger').where('entry_id', '=', id).execute()).rejects.toThrow(/delete refused/)
    await expect(sql`truncate member_ledger cascade`.execute(t.db)).rejects.toThrow(/truncate refused/)
    await expect(t.db.deleteFrom('member_cheque_history').execute()).rejects.toThrow(/delete refused/)
    expect((await accountState(t, memberId)).rows).toBe(1)
  })

  test('a row that does not continue the running balance, or a reversal of the wrong amount, is refused', async () => {
    const memberId = await freshMember(t)
    const made = await deposit(t, people.accounts, { memberId, amount_paise: 100_000, method: 'cash' })
    const row = { member_id: memberId, kind: 'adjustment' as const, description: 'by hand', created_at: t.clock() }
    await expect(
      t.db
        .insertInto('member_ledger')
        .values({ ...row, amount_paise: -500, balance_after_paise: 0 })
        .execute(),
    ).rejects.toThrow(/must be 99500/)
    await expect(
      t.db
        .insertInto('member_ledger')
        .values({
          ...row,
          kind: 'reversal',
          amount_paise: -500,
          balance_after_paise: 99_500,
          reverses_entry_id: made.transaction.transactionId,
        })
        .execute(),
    ).rejects.toThrow(/opposite amount/)
  })
})

describe('adjustments, annual fees and corrections', () => {
  test('an annual fee and an adjustment are rows of their own; a correction reverses a row once, naming it', async () => {
    const memberId = await freshMember(t)
    const fee = await t.call('POST', `${wallet}/adjustment`, {
      token: people.accounts,
      body: { memberId, kind: 'annual_fee', direction: 'debit', amount_paise: 2_400_000, description: 'Annual subscription 2026-27' },
    })
    expect(fee.status).toBe(201)
    expect(fee.body).toMatchObject({
      message: 'Annual fee charged successfully',
      transaction: { type: 'annual_fee', amount_paise: -2_400_000, running_balance_paise: -2_400_000 },
      balance: { available_paise: -2_400_000 },
    })
    const credit = await t.call('POST', `${wallet}/adjustment`, {
      token: people.accounts,
      body: { memberId, kind: 'adjustment', direction: 'credit', amount_paise: 100_000, description: 'Goodwill credit' },
    })
    expect(credit.body.transaction).toMatchObject({ type: 'adjustment', amount_paise: 100_000, running_balance_paise: -2_300_000 })

    const reversed = await t.call('POST', `${wallet}/reverse`, {
      token: people.accounts,
      body: { transactionId: fee.body.transaction.transactionId, reason: 'Fee waived by the committee' },
    })
    expect(reversed.status).toBe(201)
    expect(reversed.body.transaction).toMatchObject({
      type: 'reversal',
      amount_paise: 2_400_000,
      reverses_transaction_id: fee.body.transaction.transactionId,
      running_balance_paise: 100_000,
      description:
        'Reversal of transaction ' + fee.body.transaction.transactionId + ' (Annual subscription 2026-27): Fee waived by the committee',
    })
    const again = await t.call('POST', `${wallet}/reverse`, {
      token: people.accounts,
      body: { transactionId: fee.body.transaction.transactionId, reason: 'again' },
    })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(
      `Transaction ${fee.body.transaction.transactionId} is already reversed by transaction ${reversed.body.transaction.transactionId}`,
    )
    const ofReversal = await t.call('POST', `${wallet}/reverse`, {
      token: people.accounts,
      body: { transactionId: reversed.body.transaction.transactionId, reason: 'undo' },
    })
    expect(ofReversal.status).toBe(409)
    const list = await transactionsOf(memberId)
    expect(list.body.result.find((row: { type: string }) => row.type === 'annual_fee')).toMatchObject({
      status: 'reversed',
      reversed_by_transaction_id: reversed.body.transaction.transactionId,
    })
    expect(await accountState(t, memberId)).toMatchObject({ balance: 100_000, sum: 100_000 })
  })

  test('a cheque still waiting to clear is bounced, not reversed; bad input is 400', async () => {
    const memberId = await freshMember(t)
    const made = await deposit(t, people.accounts, { memberId, amount_paise: 100_000, method: 'cheque', cheque: chequeOf('400001') })
    const refused = await t.call('POST', `${wallet}/reverse`, {
      token: people.accounts,
      body: { transactionId: made.transaction.transactionId, reason: 'wrong member' },
    })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toContain('mark it bounced instead')
    const before = await accountSnapshot(t)
    for (const [body, field] of [
      [{ memberId, kind: 'annual_fee', direction: 'credit', amount_paise: 100, description: 'Fee' }, 'direction'],
      [{ memberId, kind: 'adjustment', direction: 'debit', amount_paise: 100 }, 'description'],
      [{ memberId, kind: 'bonus', direction: 'debit', amount_paise: 100, description: 'x' }, 'kind'],
      [{ memberId: 'M9999', kind: 'adjustment', direction: 'debit', amount_paise: 100, description: 'x' }, 'memberId'],
    ] as const) {
      const response = await t.call('POST', `${wallet}/adjustment`, { token: people.accounts, body })
      expect(response.status).toBe(400)
      expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(field)
    }
    const noReason = await t.call('POST', `${wallet}/reverse`, {
      token: people.accounts,
      body: { transactionId: made.transaction.transactionId },
    })
    expect(noReason.status).toBe(400)
    expect(noReason.body.errors[0].path).toBe('reason')
    expect(await accountSnapshot(t)).toBe(before)
  })
})
