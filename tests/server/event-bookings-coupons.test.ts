import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ledgerRowsOf } from '../helpers/ledger.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import {
  api,
  bookingSnapshot,
  eventBody,
  guestBooking,
  memberBooking,
  publishedEvent,
  signInPeople,
  type People,
} from './event-bookings-fixtures.js'

let t: TestApp
let people: People
let eventId: number
const HOUR = 3_600_000

beforeAll(async () => {
  t = await createTestApp()
  people = await signInPeople(t)
  eventId = await publishedEvent(t, people.admin, { capacity: 200, price_paise: 200_000, member_price_paise: 150_000 })
})
afterAll(async () => {
  await t.close()
})

const hoursFromNow = (hours: number) => new Date(t.clock().getTime() + hours * HOUR).toISOString()
function couponBody(overrides: Record<string, unknown> = {}) {
  return {
    code: 'WINTER10',
    discount_type: 'percent',
    value: 10,
    max_uses: 100,
    valid_from: hoursFromNow(-1),
    valid_to: hoursFromNow(24 * 30),
    ...overrides,
  }
}
const createCoupon = (body: unknown, token = people.admin, id = eventId) => t.call('POST', `${api}/events/${id}/coupons`, { token, body })
const validate = (body: unknown, token = people.admin, id = eventId) =>
  t.call('POST', `${api}/events/${id}/coupons/validate`, { token, body })

describe('creating coupons', () => {
  test('the office creates a coupon; the code is kept upper case and a second one of the same code is refused', async () => {
    const response = await createCoupon(couponBody({ code: 'winter10' }))
    expect(response.status).toBe(201)
    expect(response.body).toMatchObject({
      message: 'Coupon created successfully',
      coupon: { code: 'WINTER10', discount_type: 'percent', value: 10, max_uses: 100, uses_count: 0, uses_left: 100 },
    })
    const stored = await t.db.selectFrom('event_coupons').selectAll().where('event_id', '=', eventId).execute()
    expect(stored).toMatchObject([{ code: 'WINTER10', uses_count: 0 }])
    const again = await createCoupon(couponBody())
    expect(again.status).toBe(409)
    expect(again.body.message).toMatch(/already has a coupon WINTER10/)
  })

  test.each([
    [{ code: 'a' }, 'code: must be 3-30 letters, digits, - or _'],
    [{ discount_type: 'bogo' }, 'discount_type: must be one of percent, flat'],
    [{ value: 150 }, 'value: must be at most 100 for a percent discount'],
    [{ value: 0 }, 'value: must be 1 or more'],
    [{ max_uses: 0 }, 'max_uses: must be 1 or more'],
    [{ valid_to: '2026-01-01T00:00:00Z' }, 'valid_to: must be after valid_from'],
    [{ valid_from: 'soon' }, 'valid_from: must be a date and time'],
  ])('bad input %o gets 400 naming the field, and nothing is stored', async (change, message) => {
    const before = await bookingSnapshot(t)
    const response = await createCoupon(couponBody({ code: 'BAD1', ...change }))
    expect(response.status).toBe(400)
    expect(response.body.message).toContain(message)
    expect(await bookingSnapshot(t)).toBe(before)
  })

  test('coupons need the events create grant; an unknown event is not found', async () => {
    expect((await createCoupon(couponBody({ code: 'ROLE1' }), '')).status).toBe(401)
    for (const token of [people.member, people.kitchen, people.steward, people.accounts])
      expect((await createCoupon(couponBody({ code: 'ROLE1' }), token)).status).toBe(403)
    expect((await createCoupon(couponBody({ code: 'ROLE1' }), people.admin, 999_999)).status).toBe(404)
  })
})

describe('validating coupons', () => {
  test('a valid code answers valid with the discount on one guest ticket, or on the tickets and price asked about', async () => {
    const response = await validate({ coupon_code: 'winter10' })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      valid: true,
      discount_paise: 20_000,
      subtotal_paise: 200_000,
      total_paise: 180_000,
      message: 'Coupon validated successfully',
    })
    const forMembers = await validate({ coupon_code: 'WINTER10', ticket_count: 3, booking_type: 'member' })
    expect(forMembers.body).toMatchObject({ valid: true, discount_paise: 45_000 })
    const asMember = await validate({ coupon_code: 'WINTER10' }, people.member)
    expect(asMember.body).toMatchObject({ valid: true, discount_paise: 15_000 })
  })

  test('unknown, not yet valid, expired and used-up codes get 400 with the reason', async () => {
    await createCoupon(couponBody({ code: 'LATER', valid_from: hoursFromNow(48), valid_to: hoursFromNow(96) }))
    await createCoupon(couponBody({ code: 'GONE', valid_from: hoursFromNow(-96), valid_to: hoursFromNow(-48) }))
    await createCoupon(couponBody({ code: 'ONCE', discount_type: 'flat', value: 50_000, max_uses: 1 }))
    expect(
      (await t.call('POST', `${api}/bookings`, { token: people.admin, body: guestBooking(eventId, ['A'], { coupon_code: 'once' }) }))
        .status,
    ).toBe(201)
    for (const [code, reason, text] of [
      ['NOPE', 'unknown', 'does not exist'],
      ['LATER', 'not_yet_valid', 'can be used from'],
      ['GONE', 'expired', 'expired on'],
      ['ONCE', 'used_up', 'has been used up'],
    ]) {
      const response = await validate({ coupon_code: code })
      expect(response.status).toBe(400)
      expect(response.body).toMatchObject({ valid: false, reason, code: 'coupon_invalid' })
      expect(response.body.message).toContain(text)
    }
    expect((await validate({})).body.message).toContain('coupon_code: must be a coupon code')
  })

  test('the kitchen and staff without the events grant cannot validate; members only on events they can see', async () => {
    expect((await validate({ coupon_code: 'WINTER10' }, '')).status).toBe(401)
    for (const token of [people.kitchen, people.steward]) expect((await validate({ coupon_code: 'WINTER10' }, token)).status).toBe(403)
    const draft = await t.call('POST', `${api}/events`, { token: people.admin, body: eventBody(t) })
    await createCoupon(couponBody({ code: 'DRAFTY' }), people.admin, draft.body.event.event_id)
    expect((await validate({ coupon_code: 'DRAFTY' }, people.member, draft.body.event.event_id)).status).toBe(404)
  })
})

describe('booking with a coupon', () => {
  test('the discount comes off the total, one use is taken and the redemption kept; a cancel gives the use back', async () => {
    await createCoupon(couponBody({ code: 'FLAT500', discount_type: 'flat', value: 50_000, max_uses: 2 }))
    const booked = await t.call('POST', `${api}/bookings`, {
      token: people.admin,
      body: memberBooking(eventId, 'M1001', ['A', 'B'], { coupon_code: 'flat500' }),
    })
    expect(booked.status).toBe(201)
    expect(booked.body.booking).toMatchObject({
      subtotal_paise: 300_000,
      discount_paise: 50_000,
      total_paise: 250_000,
      coupon_code: 'FLAT500',
    })
    const coupon = () =>
      t.db.selectFrom('event_coupons').select(['coupon_id', 'uses_count']).where('code', '=', 'FLAT500').executeTakeFirstOrThrow()
    expect((await coupon()).uses_count).toBe(1)
    const redemption = await t.db
      .selectFrom('event_coupon_redemptions')
      .selectAll()
      .where('booking_id', '=', booked.body.booking.booking_id)
      .executeTakeFirstOrThrow()
    expect(redemption).toMatchObject({ coupon_id: (await coupon()).coupon_id, discount_paise: 50_000, released_at: null })
    const [charge] = await ledgerRowsOf(t.db, 'event_booking', booked.body.booking.booking_id)
    expect(charge!.amount_paise).toBe(-250_000)

    await t.call('PATCH', `${api}/bookings/${booked.body.booking.booking_id}/cancel`, { token: people.admin })
    expect((await coupon()).uses_count).toBe(0)
    const released = await t.db
      .selectFrom('event_coupon_redemptions')
      .select('released_at')
      .where('booking_id', '=', booked.body.booking.booking_id)
      .executeTakeFirstOrThrow()
    expect(released.released_at).toEqual(t.clock())
  })

  test('a booking with a used-up coupon is refused whole: no booking, no tickets, no seats taken', async () => {
    await createCoupon(couponBody({ code: 'SOLO', max_uses: 1 }))
    expect(
      (await t.call('POST', `${api}/bookings`, { token: people.admin, body: guestBooking(eventId, ['A'], { coupon_code: 'SOLO' }) }))
        .status,
    ).toBe(201)
    const before = await bookingSnapshot(t)
    const refused = await t.call('POST', `${api}/bookings`, {
      token: people.admin,
      body: guestBooking(eventId, ['B', 'C'], { coupon_code: 'SOLO' }),
    })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ reason: 'used_up' })
    expect(await bookingSnapshot(t)).toBe(before)
  })
})

describe('listing an event\u2019s coupons', () => {
  test('the office sees each coupon with its uses and where it stands now', async () => {
    const listed = await publishedEvent(t, people.admin, { capacity: 50, price_paise: 100_000, member_price_paise: 80_000 })
    await createCoupon(couponBody({ code: 'LIVE1' }), people.admin, listed)
    await createCoupon(couponBody({ code: 'LATER1', valid_from: hoursFromNow(48), valid_to: hoursFromNow(96) }), people.admin, listed)
    await createCoupon(couponBody({ code: 'ONCE1', max_uses: 1 }), people.admin, listed)
    expect(
      (
        await t.call('POST', `${api}/bookings`, {
          token: people.admin,
          body: guestBooking(listed, ['Anita Desai'], { coupon_code: 'ONCE1' }),
        })
      ).status,
    ).toBe(201)

    const response = await t.call('GET', `${api}/events/${listed}/coupons`, { token: people.accounts })
    expect(response.status).toBe(200)
    expect(response.body.coupons).toMatchObject([
      { code: 'ONCE1', state: 'used_up', uses_count: 1, uses_left: 0 },
      { code: 'LATER1', state: 'scheduled', uses_count: 0 },
      { code: 'LIVE1', state: 'active', uses_left: 100 },
    ])
  })

  test('the list needs the events view grant; an unknown event is not found, a bad id is 400', async () => {
    expect((await t.call('GET', `${api}/events/${eventId}/coupons`)).status).toBe(401)
    for (const token of [people.member, people.kitchen, people.steward])
      expect((await t.call('GET', `${api}/events/${eventId}/coupons`, { token })).status).toBe(403)
    expect((await t.call('GET', `${api}/events/999999/coupons`, { token: people.admin })).status).toBe(404)
    const bad = await t.call('GET', `${api}/events/abc/coupons`, { token: people.admin })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBeTruthy()
  })
})
