import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { api, bookingBody, makeActivity, signInPeople, type People } from './sports-fixtures.js'

// One slot under concurrent requests. On PostgreSQL the requests really race over a pool of
// connections; the item row lock must let exactly one of them through.

let t: TestApp
let people: People

beforeAll(async () => {
  t = await createTestApp()
  people = await signInPeople(t)
})
afterAll(async () => {
  await t.close()
})

const holdersOf = (itemId: number) =>
  t.db
    .selectFrom('sports_bookings')
    .select(['booking_id', 'start_time', 'end_time'])
    .where('item_id', '=', itemId)
    .where('status', 'in', ['confirmed', 'checked_in'])
    .execute()

describe('concurrent bookings of one slot', () => {
  test('20 requests at once for one slot: exactly one 201, the others 409 "Slot is no longer available"', async () => {
    const { activityId, itemIds } = await makeActivity(t, people.admin, {}, 1)
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        t.call('POST', `${api}/bookings`, {
          token: people.sportsDesk,
          body: bookingBody(t, activityId, itemIds[0]!, { member_id: index % 2 ? 'M1001' : 'M1002' }),
        }),
      ),
    )
    const statuses = responses.map((response) => response.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(19)
    expect(
      responses.filter((response) => response.status === 409).every((response) => response.body.message === 'Slot is no longer available'),
    ).toBe(true)
    expect(await holdersOf(itemIds[0]!)).toHaveLength(1)
    const charges = await t.db.selectFrom('member_ledger').select('entry_id').where('kind', '=', 'sports_booking').execute()
    const bookings = await t.db.selectFrom('sports_bookings').select('booking_id').where('item_id', '=', itemIds[0]!).execute()
    expect(bookings).toHaveLength(1)
    expect(charges.length).toBeGreaterThanOrEqual(1)
  })

  test('overlapping requests of different lengths at once never double-book the item', async () => {
    const { activityId, itemIds } = await makeActivity(t, people.admin, { slot_minutes: 30, max_slots_per_booking: 4 }, 1)
    const asks = [
      ['10:00', '11:00'],
      ['10:30', '11:30'],
      ['11:00', '12:00'],
      ['09:30', '10:30'],
      ['10:00', '10:30'],
      ['11:30', '12:00'],
      ['10:30', '12:30'],
      ['12:00', '13:00'],
      ['09:00', '10:00'],
      ['12:30', '13:30'],
    ]
    const responses = await Promise.all(
      asks.map(([start, end]) =>
        t.call('POST', `${api}/bookings`, {
          token: people.admin,
          body: bookingBody(t, activityId, itemIds[0]!, { start_time: start, end_time: end }),
        }),
      ),
    )
    expect(responses.every((response) => response.status === 201 || response.status === 409)).toBe(true)
    const held = await holdersOf(itemIds[0]!)
    expect(held.length).toBe(responses.filter((response) => response.status === 201).length)
    for (const a of held) {
      for (const b of held) {
        if (a.booking_id !== b.booking_id) expect(a.start_time < b.end_time && b.start_time < a.end_time).toBe(false)
      }
    }
  })
})
