import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ledgerRowsOf } from '../helpers/ledger.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { api, book, bookingBody, clubDay, makeActivity, signInPeople, sportsSnapshot, type People } from './sports-fixtures.js'

// Booking a slot through POST bookings: the rules of the slot, overlaps, prices, who pays how.
// The test clock stands at 10:00 in Delhi on 22 November 2026.

let t: TestApp
let people: People

beforeAll(async () => {
  t = await createTestApp()
  people = await signInPeople(t)
})
afterAll(async () => {
  await t.close()
})

const post = (token: string, body: unknown) => t.call('POST', `${api}/bookings`, { token, body })

describe('booking a slot', () => {
  test('a member booking is confirmed, priced per slot, charged to the account and written in the history', async () => {
    const { activityId, itemIds } = await makeActivity(t, people.admin)
    const response = await post(people.sportsDesk, bookingBody(t, activityId, itemIds[0]!, { end_time: '12:00', player_count: 3 }))
    expect(response.status).toBe(201)
    const booking = response.body.booking
    expect(booking).toMatchObject({
      status: 'confirmed',
      member_id: 'M1001',
      user_type: 'member',
      player_count: 3,
      channel: 'office',
      pricing_details: { unit_price_paise: 50_000, slot_count: 2, player_count: 3, user_type: 'member', total_paise: 100_000 },
      payment: { status: 'charged', method: 'member_account', amount_paid_paise: 0, balance_paise: 0 },
      check_in_info: null,
    })
    const charges = await ledgerRowsOf(t.db, 'sports_booking', booking.booking_id)
    expect(charges).toMatchObject([{ member_id: 'M1001', kind: 'sports_booking', amount_paise: -100_000 }])
    const history = await t.db.selectFrom('sports_booking_history').selectAll().where('booking_id', '=', booking.booking_id).execute()
    expect(history).toMatchObject([{ from_status: null, to_status: 'confirmed', changed_by_member: null }])
    expect(history[0]!.changed_by_user).not.toBeNull()
  })

  test('player_count defaults to 1 and user_type to member (spec 2 §9)', async () => {
    const { activityId, itemIds } = await makeActivity(t, people.admin)
    const booking = await book(t, people.admin, bookingBody(t, activityId, itemIds[0]!))
    expect(booking).toMatchObject({ player_count: 1, user_type: 'member' })
  })

  test('a guest pays the guest price: due at the desk, or paid when the method is given', async () => {
    const { activityId, itemIds } = await makeActivity(t, people.admin)
    const due = await post(people.admin, {
      ...bookingBody(t, activityId, itemIds[0]!),
      member_id: undefined,
      user_type: 'guest',
      contact_name: 'Anita Desai',
      contact_phone: '9812345678',
    })
    expect(due.status).toBe(201)
    expect(due.body.booking).toMatchObject({
      member_id: null,
      contact_name: 'Anita Desai',
      pricing_details: { total_paise: 80_000 },
      payment: { status: 'due', balance_paise: 80_000 },
    })
    const paid = await post(people.admin, {
      ...bookingBody(t, activityId, itemIds[1]!),
      member_id: undefined,
      user_type: 'guest',
      contact_name: 'Vikram Rao',
      payment_method: 'upi',
    })
    expect(paid.body.booking.payment).toMatchObject({ status: 'paid', method: 'upi', amount_paid_paise: 80_000, balance_paise: 0 })
    const payments = await t.db.selectFrom('sports_payments').selectAll().where('booking_id', '=', paid.body.booking.booking_id).execute()
    expect(payments).toMatchObject([{ amount_paise: 80_000, method: 'upi' }])
  })

  test("a subcategory's price wins over the activity's", async () => {
    const { activityId, itemIds } = await makeActivity(t, people.admin)
    const sub = await t.call('POST', `${api}/activities/${activityId}/subcategories`, {
      token: people.admin,
      body: { name: 'Coaching', price_paise: 150_000 },
    })
    expect(sub.status).toBe(201)
    const booking = await book(
      t,
      people.admin,
      bookingBody(t, activityId, itemIds[0]!, { subcategory_id: sub.body.subcategory.sub_category_id }),
    )
    expect(booking.pricing_details.total_paise).toBe(150_000)
  })

  test('a free activity books free, with no charge to the member', async () => {
    const { activityId, itemIds } = await makeActivity(t, people.admin, { price_paise: 0, guest_price_paise: null })
    const booking = await book(t, people.admin, bookingBody(t, activityId, itemIds[0]!))
    expect(booking).toMatchObject({ payment: { status: 'free' }, pricing_details: { total_paise: 0 } })
    expect(await ledgerRowsOf(t.db, 'sports_booking', booking.booking_id)).toEqual([])
  })
})

describe('overlaps', () => {
  test('an item is never booked twice for overlapping times: 409 and nothing stored', async () => {
    const { activityId, itemIds } = await makeActivity(t, people.admin, { slot_minutes: 30 })
    await book(t, people.admin, bookingBody(t, activityId, itemIds[0]!, { start_time: '10:00', end_time: '11:00' }))
    const before = await sportsSnapshot(t)
    for (const [start, end] of [
      ['10:00', '11:00'],
      ['10:30', '11:00'],
      ['09:30', '10:30'],
      ['10:00', '10:30'],
    ]) {
      const refused = await post(
        people.admin,
        bookingBody(t, activityId, itemIds[0]!, { start_time: start, end_time: end, member_id: 'M1002' }),
      )
      expect(refused.status).toBe(409)
      expect(refused.body.message).toBe('Slot is no longer available')
    }
    expect(await sportsSnapshot(t)).toBe(before)
    // next to it, and the other court, are free
    expect((await post(people.admin, bookingBody(t, activityId, itemIds[0]!, { start_time: '11:00', end_time: '11:30' }))).status).toBe(201)
    expect((await post(people.admin, bookingBody(t, activityId, itemIds[1]!))).status).toBe(201)
  })

  test('a cancelled or no-show booking frees its slot', async () => {
    const { activityId, itemIds } = await makeActivity(t, people.admin)
    const first = await book(t, people.admin, bookingBody(t, activityId, itemIds[0]!))
    await t.call('PATCH', `${api}/bookings/${first.booking_id}/status`, { token: people.admin, body: { status: 'cancelled' } })
    const second = await book(t, people.admin, bookingBody(t, activityId, itemIds[0]!))
    await t.call('PATCH', `${api}/bookings/${second.booking_id}/status`, { token: people.admin, body: { status: 'no_show' } })
    expect((await post(people.admin, bookingBody(t, activityId, itemIds[0]!))).status).toBe(201)
  })

  test('an item shared by two activities is not booked twice through them', async () => {
    const badminton = await makeActivity(t, people.admin, { name: `Badminton ${Math.random()}`.slice(0, 20) })
    const tableTennis = await makeActivity(t, people.admin, { name: `Table tennis ${Math.random()}`.slice(0, 24) }, 0)
    const hall = badminton.itemIds[0]!
    expect(
      (await t.call('POST', `${api}/activities/${tableTennis.activityId}/link-items`, { token: people.admin, body: { itemIds: [hall] } }))
        .status,
    ).toBe(200)
    await book(t, people.admin, bookingBody(t, badminton.activityId, hall))
    const refused = await post(people.admin, bookingBody(t, tableTennis.activityId, hall, { member_id: 'M1002' }))
    expect(refused.status).toBe(409)
  })
})

describe('slots that cannot be booked: 400 with the reason, nothing stored', () => {
  test.each([
    ['outside opening hours', { start_time: '05:00', end_time: '06:00' }, 'The slot is outside the activity\u2019s opening hours'],
    ['past closing', { start_time: '21:00', end_time: '23:00' }, 'The slot is outside the activity\u2019s opening hours'],
    ['not on a slot boundary', { start_time: '10:15', end_time: '11:15' }, 'Bookings start and end on the activity\u2019s slot boundaries'],
    ['longer than allowed', { start_time: '10:00', end_time: '13:00' }, 'The booking is longer than the activity allows'],
    ['end before start', { start_time: '11:00', end_time: '10:00' }, 'The end time must be after the start time'],
  ])('%s', async (_label, times, message) => {
    const { activityId, itemIds } = await makeActivity(t, people.admin)
    const before = await sportsSnapshot(t)
    const refused = await post(people.admin, bookingBody(t, activityId, itemIds[0]!, times))
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe(message)
    expect(await sportsSnapshot(t)).toBe(before)
  })

  test('a slot already started today, or a day gone by, is in the past', async () => {
    const { activityId, itemIds } = await makeActivity(t, people.admin)
    const started = await post(
      people.admin,
      bookingBody(t, activityId, itemIds[0]!, { booking_date: clubDay(t), start_time: '09:00', end_time: '10:00' }),
    )
    expect(started.status).toBe(400)
    expect(started.body.message).toBe('That slot has already started')
    const yesterday = await post(people.admin, bookingBody(t, activityId, itemIds[0]!, { booking_date: clubDay(t, -1) }))
    expect(yesterday.body.message).toBe('That slot has already started')
    expect(
      (
        await post(
          people.admin,
          bookingBody(t, activityId, itemIds[0]!, { booking_date: clubDay(t), start_time: '10:00', end_time: '11:00' }),
        )
      ).status,
    ).toBe(201)
  })

  test('members book only within the booking window; staff beyond it', async () => {
    const { activityId, itemIds } = await makeActivity(t, people.admin, { booking_window_days: 7 })
    const far = bookingBody(t, activityId, itemIds[0]!, { booking_date: clubDay(t, 8), member_id: undefined })
    const refused = await post(people.member, far)
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('That date is beyond the booking window')
    expect((await post(people.member, { ...far, booking_date: clubDay(t, 7) })).status).toBe(201)
    expect((await post(people.admin, { ...far, member_id: 'M1002' })).status).toBe(201)
  })

  test.each([
    ['no activity_id', { activity_id: undefined }, 'activity_id'],
    ['a bad date', { booking_date: '2026-13-40' }, 'booking_date'],
    ['a bad time', { start_time: '25:00' }, 'start_time'],
    ['player_count 0', { player_count: 0 }, 'player_count'],
    ['too many players', { player_count: 5 }, 'player_count'],
    ['an unknown user_type', { user_type: 'vip' }, 'user_type'],
    ['a member booking without member_id', { member_id: undefined }, 'member_id'],
    ['an unknown member', { member_id: 'M9999' }, 'member_id'],
    ['an item of another activity', { item_id: 999_999 }, 'item_id'],
    ['a payment method on a member booking', { payment_method: 'cash' }, 'payment_method'],
  ])('%s → 400 naming the field', async (_label, overrides, field) => {
    const { activityId, itemIds } = await makeActivity(t, people.admin)
    const before = await sportsSnapshot(t)
    const refused = await post(people.admin, bookingBody(t, activityId, itemIds[0]!, overrides))
    expect(refused.status).toBe(400)
    expect(refused.body.message).toContain(field)
    expect(await sportsSnapshot(t)).toBe(before)
  })

  test('a body that is not JSON → 400, nothing stored', async () => {
    const before = await sportsSnapshot(t)
    const response = await post(people.admin, '{"activity_id": 1,')
    expect(response.status).toBe(400)
    expect(response.body.message).toBe('The request body is not valid JSON.')
    expect(await sportsSnapshot(t)).toBe(before)
  })

  test('an activity under maintenance or an item in maintenance takes no bookings (409)', async () => {
    const { activityId, itemIds } = await makeActivity(t, people.admin)
    await t.call('PUT', `${api}/items/${itemIds[0]}`, { token: people.admin, body: { status: 'maintenance' } })
    expect((await post(people.admin, bookingBody(t, activityId, itemIds[0]!))).status).toBe(409)
    await t.call('PATCH', `${api}/activities/${activityId}/status`, { token: people.admin, body: { status: 'maintenance' } })
    const refused = await post(people.admin, bookingBody(t, activityId, itemIds[1]!))
    expect(refused.status).toBe(409)
    expect(refused.body.message).toContain('under maintenance')
  })
})

describe('bookings/validate', () => {
  test('a free slot is valid with its price; without end_time it is one slot', async () => {
    const { activityId, itemIds } = await makeActivity(t, people.admin)
    const response = await t.call('POST', `${api}/bookings/validate`, {
      token: people.member,
      body: { activity_id: activityId, item_id: itemIds[0], date: clubDay(t, 1), time: '18:00' },
    })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ valid: true, end_time: '19:00', pricing_details: { total_paise: 50_000, slot_count: 1 } })
  })

  test('a taken slot is 409, a slot off the boundary 400, and validation stores nothing', async () => {
    const { activityId, itemIds } = await makeActivity(t, people.admin)
    await book(t, people.admin, bookingBody(t, activityId, itemIds[0]!))
    const before = await sportsSnapshot(t)
    const taken = await t.call('POST', `${api}/bookings/validate`, {
      token: people.admin,
      body: { activity_id: activityId, item_id: itemIds[0], date: clubDay(t, 1), time: '10:00' },
    })
    expect(taken.status).toBe(409)
    expect(taken.body.message).toBe('Slot is no longer available')
    const off = await t.call('POST', `${api}/bookings/validate`, {
      token: people.admin,
      body: { activity_id: activityId, item_id: itemIds[0], date: clubDay(t, 1), time: '10:10' },
    })
    expect(off.status).toBe(400)
    expect(off.body.reason).toBe('off_boundary')
    const missing = await t.call('POST', `${api}/bookings/validate`, {
      token: people.admin,
      body: { activity_id: activityId, item_id: itemIds[0], date: clubDay(t, 1) },
    })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toContain('time')
    expect(await sportsSnapshot(t)).toBe(before)
  })
})
