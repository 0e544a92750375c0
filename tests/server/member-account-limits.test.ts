import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ledgerRowsOf } from '../helpers/ledger.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { api as eventsApi, bookingSnapshot, memberBooking, publishedEvent } from './event-bookings-fixtures.js'
import { accountSnapshot, accountState, chequeOf, deposit, moveCheque, signInPeople, type People } from './member-account-fixtures.js'
import { api as sportsApi, bookingBody, makeActivity } from './sports-fixtures.js'

// The credit limit (ADR 024): a charge that would take the available balance below minus the
// member's limit is refused at the moment of booking, in the office and in the member app, with the
// limit and the balance in the message; under concurrent charges it holds exactly.

let t: TestApp
let people: People

beforeAll(async () => {
  t = await createTestApp({ seed: 'fixture' })
  people = await signInPeople(t)
})
afterAll(async () => {
  await t.close()
})

/** M1001 with nothing on the account and the given limit (their own, over the category's). */
async function resetM1001(limitPaise: number | null) {
  const { balance } = await accountState(t, 'M1001')
  if (balance !== 0) {
    await t.call('POST', '/api/member/wallet/adjustment', {
      token: people.accounts,
      body: {
        memberId: 'M1001',
        kind: 'adjustment',
        direction: balance < 0 ? 'credit' : 'debit',
        amount_paise: Math.abs(balance),
        description: 'Test reset',
      },
    })
  }
  await t.db.updateTable('members').set({ credit_limit_paise: limitPaise }).where('member_id', '=', 'M1001').execute()
}

const rupeeEvent = (memberPricePaise: number) =>
  publishedEvent(t, people.admin, { price_paise: Math.max(200_000, memberPricePaise), member_price_paise: memberPricePaise, capacity: 200 })

describe('the credit limit at the moment of booking', () => {
  test('an office event booking past the limit is 409 naming the limit and the balance, and stores nothing', async () => {
    await resetM1001(500_000)
    const eventId = await rupeeEvent(150_000)
    const first = await t.call('POST', `${eventsApi}/bookings`, {
      token: people.admin,
      body: memberBooking(eventId, 'M1001', ['A', 'B', 'C']),
    })
    expect(first.status).toBe(201)
    const before = [await bookingSnapshot(t), await accountSnapshot(t)]
    const refused = await t.call('POST', `${eventsApi}/bookings`, { token: people.admin, body: memberBooking(eventId, 'M1001', ['D']) })
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({
      code: 'credit_limit_exceeded',
      message:
        'Vikram Malhotra (M1001) cannot be charged ₹1,500: the credit limit is ₹5,000 and the available balance is -₹4,500. Please make a deposit at the club office first.',
      credit_limit_paise: 500_000,
      available_paise: -450_000,
      amount_paise: 150_000,
    })
    expect([await bookingSnapshot(t), await accountSnapshot(t)]).toEqual(before)
  })

  test('a charge that takes the balance exactly to minus the limit is accepted', async () => {
    await resetM1001(300_000)
    const eventId = await rupeeEvent(100_000)
    const booked = await t.call('POST', `${eventsApi}/bookings`, {
      token: people.admin,
      body: memberBooking(eventId, 'M1001', ['A', 'B', 'C']),
    })
    expect(booked.status).toBe(201)
    expect(await accountState(t, 'M1001')).toMatchObject({ balance: -300_000, sum: -300_000 })
  })

  test('the member app refuses an event booking and a sports booking past the limit, in the same words', async () => {
    await resetM1001(100_000)
    const eventId = await rupeeEvent(150_000)
    const event = await t.call('POST', `${eventsApi}/member/bookings`, {
      token: people.member,
      body: { event_id: eventId, tickets: [{ holder_name: 'Vikram Malhotra' }] },
    })
    expect(event.status).toBe(409)
    expect(event.body.message).toContain('the credit limit is ₹1,000 and the available balance is ₹0')

    const { activityId, itemIds } = await makeActivity(t, people.admin, { price_paise: 150_000 })
    const before = await accountSnapshot(t)
    const sports = await t.call('POST', `${sportsApi}/member/bookings`, {
      token: people.member,
      body: bookingBody(t, activityId, itemIds[0]!, { member_id: undefined }),
    })
    expect(sports.status).toBe(409)
    expect(sports.body.code).toBe('credit_limit_exceeded')
    const office = await t.call('POST', `${sportsApi}/bookings`, { token: people.admin, body: bookingBody(t, activityId, itemIds[0]!) })
    expect(office.status).toBe(409)
    expect(office.body.message).toBe(
      'Vikram Malhotra (M1001) cannot be charged ₹1,500: the credit limit is ₹1,000 and the available balance is ₹0. Please make a deposit at the club office first.',
    )
    expect(await accountSnapshot(t)).toBe(before)
    expect(await t.db.selectFrom('sports_bookings').select('booking_id').where('activity_id', '=', activityId).execute()).toEqual([])
  })

  test('the category’s default applies when the member has no limit of their own; a deposit makes room', async () => {
    await resetM1001(null)
    // M1001 is a Permanent Member: ₹50,000 by default (demo categories).
    const eventId = await rupeeEvent(1_000_000)
    const many = memberBooking(eventId, 'M1001', ['A', 'B', 'C', 'D', 'E', 'F'])
    const refused = await t.call('POST', `${eventsApi}/bookings`, { token: people.admin, body: many })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toContain('the credit limit is ₹50,000 and the available balance is ₹0')
    await deposit(t, people.accounts, { memberId: 'M1001', amount_paise: 1_000_000, method: 'upi' })
    const booked = await t.call('POST', `${eventsApi}/bookings`, { token: people.admin, body: many })
    expect(booked.status).toBe(201)
    expect(await accountState(t, 'M1001')).toMatchObject({ balance: -5_000_000 })
  })

  test('a cheque not yet cleared is no room to spend; once cleared it is', async () => {
    await resetM1001(0)
    const made = await deposit(t, people.accounts, {
      memberId: 'M1001',
      amount_paise: 200_000,
      method: 'cheque',
      cheque: chequeOf('610001'),
    })
    const eventId = await rupeeEvent(150_000)
    const book = () => t.call('POST', `${eventsApi}/bookings`, { token: people.admin, body: memberBooking(eventId, 'M1001', ['A']) })
    const refused = await book()
    expect(refused.status).toBe(409)
    expect(refused.body.message).toContain('the available balance is ₹0')
    await moveCheque(t, people.accounts, made.transaction.transactionId, 'deposited')
    await moveCheque(t, people.accounts, made.transaction.transactionId, 'cleared')
    expect((await book()).status).toBe(201)
  })

  test('a cancelled booking’s refund names the charge it reverses and gives the room back', async () => {
    await resetM1001(150_000)
    const eventId = await rupeeEvent(150_000)
    const booked = await t.call('POST', `${eventsApi}/bookings`, { token: people.admin, body: memberBooking(eventId, 'M1001', ['A']) })
    const bookingId = booked.body.booking.booking_id
    await t.call('PATCH', `${eventsApi}/bookings/${bookingId}/cancel`, { token: people.admin })
    const [charge, refund] = await ledgerRowsOf(t.db, 'event_booking', bookingId)
    expect(refund).toMatchObject({ kind: 'event_booking_refund', amount_paise: 150_000, reverses_entry_id: charge!.entry_id })
    const again = await t.call('POST', `${eventsApi}/bookings`, { token: people.admin, body: memberBooking(eventId, 'M1001', ['A']) })
    expect(again.status).toBe(201)
  })
})

describe('concurrent charges on one member', () => {
  test('12 bookings at once of separate events and slots: exactly as many as the limit allows go through', async () => {
    await resetM1001(500_000)
    const events = await Promise.all(Array.from({ length: 8 }, () => rupeeEvent(100_000)))
    const { activityId, itemIds } = await makeActivity(t, people.admin, { price_paise: 100_000 }, 4)
    const before = await accountState(t, 'M1001')
    const responses = await Promise.all([
      ...events.map((eventId, index) =>
        t.call('POST', `${eventsApi}/${index % 2 ? 'member/' : ''}bookings`, {
          token: index % 2 ? people.member : people.admin,
          body: index % 2 ? { event_id: eventId, tickets: [{ holder_name: 'A' }] } : memberBooking(eventId, 'M1001', ['A']),
        }),
      ),
      ...itemIds.map((itemId) =>
        t.call('POST', `${sportsApi}/bookings`, { token: people.admin, body: bookingBody(t, activityId, itemId) }),
      ),
    ])
    const statuses = responses.map((response) => response.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(5)
    expect(statuses.filter((status) => status === 409)).toHaveLength(7)
    expect(
      responses.filter((response) => response.status === 409).every((response) => response.body.code === 'credit_limit_exceeded'),
    ).toBe(true)
    const after = await accountState(t, 'M1001')
    expect(after).toMatchObject({ balance: -500_000, sum: -500_000, lastBalanceAfter: -500_000, rows: before.rows + 5 })
  })
})
