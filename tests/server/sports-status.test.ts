import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ledgerRowsOf } from '../helpers/ledger.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { api, book, bookingBody, clubDay, makeActivity, signInPeople, sportsSnapshot, type People } from './sports-fixtures.js'

// Status changes (spec 2 §4; ADR 015): staff set any status, members cancel their own before the
// cut-off; every change is kept in the history and takes a new sync version.

let t: TestApp
let people: People
let activityId: number
let itemIds: number[]

beforeAll(async () => {
  t = await createTestApp()
  people = await signInPeople(t)
  ;({ activityId, itemIds } = await makeActivity(t, people.admin, { cancel_cutoff_minutes: 120 }, 4))
})
afterAll(async () => {
  await t.close()
})

let hour = 6
/** A booking of M1001 on a fresh hour tomorrow (or on `date` at `start`). */
async function freshBooking(token = people.admin, overrides: Record<string, unknown> = {}) {
  const start = `${String(hour++).padStart(2, '0')}:00`
  const end = `${String(hour).padStart(2, '0')}:00`
  return book(t, token, bookingBody(t, activityId, itemIds[0]!, { start_time: start, end_time: end, ...overrides }))
}

const setStatus = (token: string, bookingId: number, status: string) =>
  t.call('PATCH', `${api}/bookings/${bookingId}/status`, { token, body: { status } })
const historyOf = (bookingId: number) =>
  t.db.selectFrom('sports_booking_history').selectAll().where('booking_id', '=', bookingId).orderBy('history_id').execute()
const rowOf = (bookingId: number) =>
  t.db.selectFrom('sports_bookings').selectAll().where('booking_id', '=', bookingId).executeTakeFirstOrThrow()

describe('staff status changes', () => {
  test('confirmed → checked_in → completed records check-in and check-out, a history row each, a new version each', async () => {
    const booking = await freshBooking()
    const checkedIn = await setStatus(people.sportsDesk, booking.booking_id, 'checked_in')
    expect(checkedIn.status).toBe(200)
    expect(checkedIn.body.booking.status).toBe('checked_in')
    expect(checkedIn.body.booking.check_in_info.checked_in_at).toBeTruthy()
    expect(checkedIn.body.booking.version).toBeGreaterThan(booking.version)
    const completed = await setStatus(people.sportsDesk, booking.booking_id, 'completed')
    expect(completed.body.booking.status).toBe('completed')
    expect(completed.body.booking.check_in_info.checked_out_at).toBeTruthy()
    expect(completed.body.booking.version).toBeGreaterThan(checkedIn.body.booking.version)
    const history = await historyOf(booking.booking_id)
    expect(history.map((row) => [row.from_status, row.to_status])).toEqual([
      [null, 'confirmed'],
      ['confirmed', 'checked_in'],
      ['checked_in', 'completed'],
    ])
    expect(history.every((row) => row.changed_by_user !== null && row.at instanceof Date)).toBe(true)
  })

  test('GET bookings/{id} shows the history (who, when, from, to) and the payments', async () => {
    const booking = await freshBooking()
    await setStatus(people.admin, booking.booking_id, 'no_show')
    const read = await t.call('GET', `${api}/bookings/${booking.booking_id}`, { token: people.accounts })
    expect(read.status).toBe(200)
    expect(read.body.booking.history).toMatchObject([
      { from: null, to: 'confirmed', by: { kind: 'staff', name: 'Rajiv Khanna' } },
      { from: 'confirmed', to: 'no_show', by: { kind: 'staff', name: 'Rajiv Khanna' } },
    ])
    expect(read.body.booking.payments).toEqual([])
  })

  test('staff may set any status (an override), e.g. completed back to confirmed, and it is kept in the history', async () => {
    const booking = await freshBooking()
    await setStatus(people.admin, booking.booking_id, 'checked_in')
    await setStatus(people.admin, booking.booking_id, 'completed')
    const back = await setStatus(people.admin, booking.booking_id, 'confirmed')
    expect(back.status).toBe(200)
    expect(back.body.booking.status).toBe('confirmed')
    expect((await historyOf(booking.booking_id)).at(-1)).toMatchObject({ from_status: 'completed', to_status: 'confirmed' })
  })

  test('setting the status a booking already has changes nothing', async () => {
    const booking = await freshBooking()
    const before = await sportsSnapshot(t)
    expect((await setStatus(people.admin, booking.booking_id, 'confirmed')).status).toBe(200)
    expect(await sportsSnapshot(t)).toBe(before)
  })

  test('cancelling a member booking voids the charge with a refund row; un-cancelling charges again if the slot is free', async () => {
    const booking = await freshBooking()
    const cancelled = await setStatus(people.admin, booking.booking_id, 'cancelled')
    expect(cancelled.body.booking).toMatchObject({ status: 'cancelled', payment: { status: 'voided' } })
    const charges = async () =>
      (await ledgerRowsOf(t.db, 'sports_booking', booking.booking_id)).map(({ kind, amount_paise }) => ({ kind, amount_paise }))
    expect(await charges()).toEqual([
      { kind: 'sports_booking', amount_paise: -50_000 },
      { kind: 'sports_booking_refund', amount_paise: 50_000 },
    ])
    const restored = await setStatus(people.admin, booking.booking_id, 'confirmed')
    expect(restored.body.booking).toMatchObject({ status: 'confirmed', payment: { status: 'charged' }, cancelled_at: null })
    expect((await charges()).map((charge) => charge.amount_paise)).toEqual([-50_000, 50_000, -50_000])
  })

  test('un-cancelling a booking whose slot was taken meanwhile is refused (409)', async () => {
    const booking = await freshBooking()
    await setStatus(people.admin, booking.booking_id, 'cancelled')
    const row = await rowOf(booking.booking_id)
    await book(
      t,
      people.admin,
      bookingBody(t, activityId, itemIds[0]!, { start_time: row.start_time, end_time: row.end_time, member_id: 'M1002' }),
    )
    const before = await sportsSnapshot(t)
    const refused = await setStatus(people.admin, booking.booking_id, 'confirmed')
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('Slot is no longer available')
    expect(await sportsSnapshot(t)).toBe(before)
  })

  test('a paid guest booking cancelled becomes refund_due', async () => {
    const booking = await freshBooking(people.admin, {
      member_id: undefined,
      user_type: 'guest',
      contact_name: 'Anita Desai',
      payment_method: 'cash',
    })
    const cancelled = await setStatus(people.admin, booking.booking_id, 'cancelled')
    expect(cancelled.body.booking.payment.status).toBe('refund_due')
  })

  test('bad input and wrong roles change nothing', async () => {
    const booking = await freshBooking()
    const before = await sportsSnapshot(t)
    const bad = await setStatus(people.admin, booking.booking_id, 'finished')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain('status')
    expect((await t.call('PATCH', `${api}/bookings/abc/status`, { token: people.admin, body: { status: 'cancelled' } })).status).toBe(400)
    expect((await setStatus(people.admin, 999_999, 'cancelled')).status).toBe(404)
    expect((await t.call('PATCH', `${api}/bookings/${booking.booking_id}/status`, { body: { status: 'cancelled' } })).status).toBe(401)
    expect((await setStatus(people.accounts, booking.booking_id, 'cancelled')).status).toBe(403)
    expect((await setStatus(people.steward, booking.booking_id, 'cancelled')).status).toBe(403)
    expect((await setStatus(people.kitchen, booking.booking_id, 'cancelled')).status).toBe(403)
    expect(await sportsSnapshot(t)).toBe(before)
  })
})

describe('a member cancels their own booking', () => {
  test('before the cut-off: cancelled, with a refund charge and a history row by the member', async () => {
    const booking = await freshBooking(people.member, { member_id: undefined })
    const response = await setStatus(people.member, booking.booking_id, 'cancelled')
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      message: 'Booking cancelled successfully',
      booking: { status: 'cancelled', payment: { status: 'voided' } },
    })
    const refund = (await ledgerRowsOf(t.db, 'sports_booking', booking.booking_id)).filter((row) => row.kind === 'sports_booking_refund')
    expect(refund).toMatchObject([{ member_id: 'M1001', amount_paise: booking.pricing_details.total_paise }])
    expect((await historyOf(booking.booking_id)).at(-1)).toMatchObject({
      from_status: 'confirmed',
      to_status: 'cancelled',
      changed_by_member: 'M1001',
      changed_by_user: null,
    })
  })

  test('the member path member/bookings/{id}/cancel does the same', async () => {
    const booking = await freshBooking(people.member, { member_id: undefined })
    const response = await t.call('PATCH', `${api}/member/bookings/${booking.booking_id}/cancel`, { token: people.member, body: {} })
    expect(response.status).toBe(200)
    expect(response.body.booking.status).toBe('cancelled')
  })

  test('after the cut-off: 400, nothing changed', async () => {
    // today 11:00 is one hour after the clock: inside the two-hour cut-off
    const booking = await book(
      t,
      people.member,
      bookingBody(t, activityId, itemIds[1]!, { member_id: undefined, booking_date: clubDay(t), start_time: '11:00', end_time: '12:00' }),
    )
    const before = await sportsSnapshot(t)
    const refused = await setStatus(people.member, booking.booking_id, 'cancelled')
    expect(refused.status).toBe(400)
    expect(refused.body.message).toContain('2 hours before the start')
    expect(await sportsSnapshot(t)).toBe(before)
    expect((await setStatus(people.admin, booking.booking_id, 'cancelled')).status).toBe(200)
  })

  test('any other status, or another member\u2019s booking, is refused', async () => {
    const booking = await freshBooking(people.member, { member_id: undefined })
    const before = await sportsSnapshot(t)
    expect((await setStatus(people.member, booking.booking_id, 'checked_in')).status).toBe(403)
    expect((await setStatus(people.otherMember, booking.booking_id, 'cancelled')).status).toBe(404)
    expect(
      (await t.call('PATCH', `${api}/member/bookings/${booking.booking_id}/cancel`, { token: people.otherMember, body: {} })).status,
    ).toBe(404)
    expect(await sportsSnapshot(t)).toBe(before)
  })

  test('a booking already checked in cannot be cancelled by the member (409)', async () => {
    const booking = await freshBooking(people.member, { member_id: undefined })
    await setStatus(people.admin, booking.booking_id, 'checked_in')
    expect((await setStatus(people.member, booking.booking_id, 'cancelled')).status).toBe(409)
  })
})
