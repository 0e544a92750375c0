import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { api, guestBooking, publishedEvent, signInPeople, type People } from './event-bookings-fixtures.js'

// Limits under concurrent requests. On PostgreSQL the requests really race over a pool of
// connections; the event row lock and the coupon's conditional update must hold the line.

let t: TestApp
let people: People

beforeAll(async () => {
  t = await createTestApp()
  people = await signInPeople(t)
})
afterAll(async () => {
  await t.close()
})

const book = (body: unknown) => t.call('POST', `${api}/bookings`, { token: people.admin, body })

async function seatsTaken(eventId: number) {
  const rows = await t.db
    .selectFrom('event_tickets')
    .select('ticket_id')
    .where('event_id', '=', eventId)
    .where('status', '<>', 'cancelled')
    .execute()
  return rows.length
}

describe('capacity under concurrent bookings', () => {
  test('50 bookings at once for the last 10 seats: exactly 10 succeed, the others get 409 with the seats left', async () => {
    const eventId = await publishedEvent(t, people.admin, { capacity: 60 })
    for (let index = 0; index < 5; index++) {
      expect(
        (
          await book(
            guestBooking(
              eventId,
              Array.from({ length: 10 }, (_, n) => `Early ${index}-${n}`),
            ),
          )
        ).status,
      ).toBe(201)
    }
    const responses = await Promise.all(Array.from({ length: 50 }, (_, index) => book(guestBooking(eventId, [`Racer ${index}`]))))
    const statuses = responses.map((response) => response.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(10)
    expect(statuses.filter((status) => status === 409)).toHaveLength(40)
    for (const refused of responses.filter((response) => response.status === 409)) {
      expect(refused.body).toMatchObject({ code: 'not_enough_seats', seats_left: 0 })
      expect(refused.body.message).toContain('0 seats left')
    }
    expect(await seatsTaken(eventId)).toBe(60)
    const bookings = await t.db.selectFrom('event_bookings').select('booking_id').where('event_id', '=', eventId).execute()
    expect(bookings).toHaveLength(15)
  })

  test('concurrent multi-ticket bookings never overfill: what is left is never oversold', async () => {
    const eventId = await publishedEvent(t, people.admin, { capacity: 25 })
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => book(guestBooking(eventId, [`A${index}`, `B${index}`, `C${index}`]))),
    )
    expect(responses.filter((response) => response.status === 201)).toHaveLength(8)
    expect(await seatsTaken(eventId)).toBe(24)
    const refusals = responses.filter((response) => response.status === 409)
    expect(refusals.every((response) => response.body.seats_left === 1)).toBe(true)
  })
})

describe('coupon limits under concurrent bookings', () => {
  test('20 bookings at once with a coupon of 5 uses: exactly 5 get it, the others are refused and store nothing', async () => {
    const eventId = await publishedEvent(t, people.admin, { capacity: 500 })
    const coupon = await t.call('POST', `${api}/events/${eventId}/coupons`, {
      token: people.admin,
      body: {
        code: 'RUSH5',
        discount_type: 'percent',
        value: 50,
        max_uses: 5,
        valid_from: new Date(t.clock().getTime() - 60_000).toISOString(),
        valid_to: new Date(t.clock().getTime() + 86_400_000).toISOString(),
      },
    })
    expect(coupon.status).toBe(201)
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => book(guestBooking(eventId, [`Guest ${index}`], { coupon_code: 'RUSH5' }))),
    )
    expect(responses.filter((response) => response.status === 201)).toHaveLength(5)
    const refused = responses.filter((response) => response.status === 400)
    expect(refused).toHaveLength(15)
    expect(refused.every((response) => response.body.reason === 'used_up')).toBe(true)
    const stored = await t.db
      .selectFrom('event_coupons')
      .select(['coupon_id', 'uses_count'])
      .where('event_id', '=', eventId)
      .executeTakeFirstOrThrow()
    expect(stored.uses_count).toBe(5)
    const redemptions = await t.db
      .selectFrom('event_coupon_redemptions')
      .select('booking_id')
      .where('coupon_id', '=', stored.coupon_id)
      .execute()
    expect(redemptions).toHaveLength(5)
    expect(await seatsTaken(eventId)).toBe(5)
  })
})
