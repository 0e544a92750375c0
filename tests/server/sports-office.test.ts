import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { invoiceAnswer } from '../../domain/contract/sports-bookings.js'
import { api, book, bookingBody, clubDay, makeActivity, signInPeople, sportsSnapshot, type People } from './sports-fixtures.js'

// The office's reads and money: availability, bookings lists, calendar, figures, invoices and
// payments (spec 2 §7 "Sports activity"; ADR 015). The clock stands at 10:00 on 22 November 2026.

let t: TestApp
let people: People

beforeAll(async () => {
  t = await createTestApp()
  people = await signInPeople(t)
})
afterAll(async () => {
  await t.close()
})

type Slot = { start_time: string; end_time: string; items: { item_id: number; available: boolean; booking_id?: number }[] }

describe('availability', () => {
  test('matches the bookings: taken items are unavailable for every slot they overlap, started slots too', async () => {
    const { activityId, itemIds } = await makeActivity(t, people.admin, { slot_minutes: 30, open_time: '08:00', close_time: '12:00' })
    const today = clubDay(t)
    const first = await book(
      t,
      people.admin,
      bookingBody(t, activityId, itemIds[0]!, { booking_date: today, start_time: '10:00', end_time: '11:00' }),
    )
    const cancelled = await book(
      t,
      people.admin,
      bookingBody(t, activityId, itemIds[1]!, { booking_date: today, start_time: '11:00', end_time: '11:30' }),
    )
    await t.call('PATCH', `${api}/bookings/${cancelled.booking_id}/status`, { token: people.admin, body: { status: 'cancelled' } })

    const staff = await t.call('GET', `${api}/activities/${activityId}/availability?date=${today}`, { token: people.accounts })
    expect(staff.status).toBe(200)
    expect(staff.body).toMatchObject({ activity_id: activityId, date: today })
    const slots: Slot[] = staff.body.slots
    expect(slots.map((slot) => slot.start_time)).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30'])
    const availableAt = (start: string, itemId: number) =>
      slots.find((slot) => slot.start_time === start)!.items.find((item) => item.item_id === itemId)!
    expect(availableAt('09:30', itemIds[0]!).available).toBe(false) // started
    expect(availableAt('10:00', itemIds[0]!)).toEqual({ item_id: itemIds[0], available: false, booking_id: first.booking_id })
    expect(availableAt('10:30', itemIds[0]!)).toMatchObject({ available: false, booking_id: first.booking_id })
    expect(availableAt('11:00', itemIds[0]!).available).toBe(true)
    expect(availableAt('10:00', itemIds[1]!).available).toBe(true)
    expect(availableAt('11:00', itemIds[1]!).available).toBe(true) // its booking was cancelled

    const member = await t.call('GET', `${api}/activities/${activityId}/availability?date=${today}`, { token: people.member })
    const memberSlot = (member.body.slots as Slot[]).find((slot) => slot.start_time === '10:00')!
    expect(memberSlot.items[0]).toEqual({ item_id: itemIds[0], available: false })
    const viaMemberPath = await t.call('GET', `${api}/member/activities/${activityId}/availability?date=${today}`, { token: people.member })
    expect(viaMemberPath.body.slots).toEqual(member.body.slots)
  })

  test('an item in maintenance is unavailable all day; a bad date is 400', async () => {
    const { activityId, itemIds } = await makeActivity(t, people.admin)
    await t.call('PUT', `${api}/items/${itemIds[1]}`, { token: people.admin, body: { status: 'maintenance' } })
    const response = await t.call('GET', `${api}/activities/${activityId}/availability?date=${clubDay(t, 1)}`, { token: people.admin })
    expect((response.body.slots as Slot[]).every((slot) => slot.items[1]!.available === false && slot.items[0]!.available)).toBe(true)
    for (const query of ['', '?date=tomorrow', '?date=2026-02-30']) {
      const bad = await t.call('GET', `${api}/activities/${activityId}/availability${query}`, { token: people.admin })
      expect(bad.status).toBe(400)
      expect(bad.body.message).toContain('date')
    }
  })
})

describe('bookings lists', () => {
  test('GET bookings filters by activity_id, status, member_id and date; a member sees only their own', async () => {
    const { activityId, itemIds } = await makeActivity(t, people.admin)
    await book(t, people.admin, bookingBody(t, activityId, itemIds[0]!))
    const other = await book(t, people.admin, bookingBody(t, activityId, itemIds[1]!, { member_id: 'M1002' }))
    await book(t, people.admin, bookingBody(t, activityId, itemIds[0]!, { booking_date: clubDay(t, 2) }))
    await t.call('PATCH', `${api}/bookings/${other.booking_id}/status`, { token: people.admin, body: { status: 'cancelled' } })
    const list = (query: string, token = people.accounts) => t.call('GET', `${api}/bookings?activity_id=${activityId}&${query}`, { token })
    expect((await list('')).body.pagination.total).toBe(3)
    expect((await list(`date=${clubDay(t, 1)}`)).body.pagination.total).toBe(2)
    expect((await list('status=cancelled')).body.data.map((row: { booking_id: number }) => row.booking_id)).toEqual([other.booking_id])
    expect((await list('member_id=m1002')).body.pagination.total).toBe(1)
    expect((await list('', people.member)).body.data.every((row: { member_id: string }) => row.member_id === 'M1001')).toBe(true)
    expect((await list('member_id=M1002', people.member)).body.pagination.total).toBe(2)
    expect(
      (await t.call('GET', `${api}/member/bookings`, { token: people.otherMember })).body.data.every(
        (row: { member_id: string }) => row.member_id === 'M1002',
      ),
    ).toBe(true)
    for (const bad of ['status=done', 'date=22-11-2026', 'activity_id=x', 'limit=0']) expect((await list(bad)).status).toBe(400)
    expect((await t.call('GET', `${api}/bookings/${other.booking_id}`, { token: people.member })).status).toBe(404)
  })
})

describe('member app bookings', () => {
  test('POST member/bookings books for the member, charged; booking for another member is 403', async () => {
    const { activityId, itemIds } = await makeActivity(t, people.admin)
    const response = await t.call('POST', `${api}/member/bookings`, {
      token: people.member,
      body: bookingBody(t, activityId, itemIds[0]!, { member_id: undefined, user_type: 'guest', player_count: 2 }),
    })
    expect(response.status).toBe(201)
    expect(response.body.booking).toMatchObject({
      member_id: 'M1001',
      user_type: 'guest',
      channel: 'member',
      contact_name: 'Guest of Vikram Malhotra',
      payment: { status: 'charged' },
      pricing_details: { total_paise: 80_000 },
    })
    const before = await sportsSnapshot(t)
    const forOther = await t.call('POST', `${api}/member/bookings`, {
      token: people.member,
      body: bookingBody(t, activityId, itemIds[1]!, { member_id: 'M1002' }),
    })
    expect(forOther.status).toBe(403)
    const bad = await t.call('POST', `${api}/member/bookings`, { token: people.member, body: { activity_id: activityId } })
    expect(bad.status).toBe(400)
    expect(await sportsSnapshot(t)).toBe(before)
  })

  test('member/activities lists active activities; member/activities/{id} of an inactive one is 404', async () => {
    const { activityId } = await makeActivity(t, people.admin, {}, 0)
    expect((await t.call('GET', `${api}/member/activities/${activityId}`, { token: people.member })).status).toBe(200)
    await t.call('PATCH', `${api}/activities/${activityId}/status`, { token: people.admin, body: { status: 'inactive' } })
    const hidden = await t.call('GET', `${api}/member/activities/${activityId}`, { token: people.member })
    expect(hidden.status).toBe(404)
    expect(hidden.body.message).toBe('Sports activity not found.')
    const list = await t.call('GET', `${api}/member/activities?limit=100`, { token: people.member })
    expect(list.body.data.every((row: { status: string }) => row.status === 'active')).toBe(true)
  })
})

describe('calendar and figures', () => {
  test('the calendar counts each day of the month', async () => {
    const { activityId, itemIds } = await makeActivity(t, people.admin, { open_time: '06:00', close_time: '22:00' })
    const a = await book(t, people.admin, bookingBody(t, activityId, itemIds[0]!, { end_time: '12:00' }))
    await book(t, people.admin, bookingBody(t, activityId, itemIds[1]!))
    const c = await book(t, people.admin, bookingBody(t, activityId, itemIds[1]!, { start_time: '14:00', end_time: '15:00' }))
    await t.call('PATCH', `${api}/bookings/${a.booking_id}/status`, { token: people.admin, body: { status: 'checked_in' } })
    await t.call('PATCH', `${api}/bookings/${c.booking_id}/status`, { token: people.admin, body: { status: 'cancelled' } })
    const response = await t.call('GET', `${api}/activities/${activityId}/calendar?month=11&year=2026`, { token: people.accounts })
    expect(response.status).toBe(200)
    expect(response.body.days).toHaveLength(30)
    expect(response.body.days.find((day: { date: string }) => day.date === clubDay(t, 1))).toEqual({
      date: clubDay(t, 1),
      bookings: 2,
      booked_slots: 3,
      total_slots: 32,
      checked_in: 1,
      cancelled: 1,
    })
    expect(response.body.days[0]).toMatchObject({ date: '2026-11-01', bookings: 0, total_slots: 32 })
    for (const query of ['month=13&year=2026', 'month=11', 'month=x&year=2026']) {
      expect((await t.call('GET', `${api}/activities/${activityId}/calendar?${query}`, { token: people.admin })).status).toBe(400)
    }
  })

  test('statistics, revenue and the dashboard add up the bookings', async () => {
    const { activityId, itemIds } = await makeActivity(t, people.admin, { price_paise: 30_000 })
    await book(
      t,
      people.admin,
      bookingBody(t, activityId, itemIds[0]!, { booking_date: clubDay(t), start_time: '12:00', end_time: '13:00' }),
    )
    const cancelled = await book(t, people.admin, bookingBody(t, activityId, itemIds[1]!))
    await t.call('PATCH', `${api}/bookings/${cancelled.booking_id}/status`, { token: people.admin, body: { status: 'cancelled' } })
    const stats = await t.call('GET', `${api}/statistics?activity_id=${activityId}`, { token: people.accounts })
    expect(stats.body.statistics).toMatchObject({
      total_bookings: 2,
      by_status: { confirmed: 1, cancelled: 1, checked_in: 0 },
      revenue_paise: 30_000,
      players: 1,
    })
    expect((await t.call('GET', `${api}/statistics?activity_id=999999`, { token: people.admin })).status).toBe(404)
    const revenue = await t.call('GET', `${api}/analytics/revenue?start_date=${clubDay(t)}&end_date=${clubDay(t, 1)}`, {
      token: people.accounts,
    })
    expect(revenue.status).toBe(200)
    const mine = revenue.body.revenue.by_activity.find((row: { activity_id: number }) => row.activity_id === activityId)
    expect(mine).toMatchObject({ bookings: 1, revenue_paise: 30_000 })
    for (const query of ['start_date=2026-11-30&end_date=2026-11-01', 'start_date=2026-11-01', '']) {
      expect((await t.call('GET', `${api}/analytics/revenue?${query}`, { token: people.admin })).status).toBe(400)
    }
    const dashboard = await t.call('GET', `${api}/dashboard`, { token: people.accounts })
    expect(dashboard.status).toBe(200)
    expect(dashboard.body.dashboard.date).toBe(clubDay(t))
    expect(dashboard.body.dashboard.today.bookings).toBeGreaterThanOrEqual(1)
  })
})

describe('invoices and payments', () => {
  test('the invoice number is assigned once; GET reads it, as JSON or PDF', async () => {
    const { activityId, itemIds } = await makeActivity(t, people.admin)
    const booking = await book(t, people.admin, bookingBody(t, activityId, itemIds[0]!))
    expect((await t.call('GET', `${api}/bookings/${booking.booking_id}/invoice`, { token: people.admin })).status).toBe(404)
    const first = await t.call('POST', `${api}/bookings/${booking.booking_id}/invoice`, { token: people.sportsDesk })
    expect(first.status).toBe(201)
    const number = first.body.invoice.invoice_number
    expect(number).toMatch(/^SI-2026-\d{6}$/)
    expect(first.body.invoice.booking_id).toBe(booking.booking_id)
    const afterFirst = await t.db
      .selectFrom('sports_bookings')
      .select('version')
      .where('booking_id', '=', booking.booking_id)
      .executeTakeFirstOrThrow()
    expect(afterFirst.version).toBeGreaterThan(booking.version)
    const again = await t.call('POST', `${api}/bookings/${booking.booking_id}/invoice`, { token: people.admin })
    expect(again.status).toBe(200)
    expect(again.body.invoice.invoice_number).toBe(number)
    const stored = await t.db
      .selectFrom('sports_bookings')
      .select(['invoice_number', 'invoiced_at'])
      .where('booking_id', '=', booking.booking_id)
      .executeTakeFirstOrThrow()
    expect(stored.invoice_number).toBe(number)
    const read = await t.call('GET', `${api}/bookings/${booking.booking_id}/invoice`, { token: people.member })
    expect(read.body.invoice).toMatchObject({ invoice_number: number, total_paise: 50_000, billed_to: { member_id: 'M1001' } })
    // The contract names one media type per answer, so the JSON of this two-format answer is checked here.
    expect(invoiceAnswer.safeParse(read.body).error).toBeUndefined()
    const pdf = await t.app.request(`${api}/bookings/${booking.booking_id}/invoice?format=pdf`, {
      headers: { 'x-auth-token': people.admin },
    })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-')
    expect((await t.call('GET', `${api}/bookings/${booking.booking_id}/invoice?format=doc`, { token: people.admin })).status).toBe(400)
    expect((await t.call('GET', `${api}/bookings/${booking.booking_id}/invoice`, { token: people.otherMember })).status).toBe(404)
  })

  test('a payment never exceeds the balance; paid in full the booking is paid', async () => {
    const { activityId, itemIds } = await makeActivity(t, people.admin)
    const booking = await book(t, people.admin, {
      ...bookingBody(t, activityId, itemIds[0]!),
      member_id: undefined,
      user_type: 'guest',
      contact_name: 'Anita Desai',
    })
    const pay = (body: unknown) => t.call('POST', `${api}/bookings/${booking.booking_id}/payment`, { token: people.sportsDesk, body })
    const before = await sportsSnapshot(t)
    const tooMuch = await pay({ amount_paise: 80_001, method: 'cash' })
    expect(tooMuch.status).toBe(400)
    expect(tooMuch.body.message).toBe('amount_paise: must be at most the balance of ₹800')
    for (const bad of [
      { amount_paise: 0, method: 'cash' },
      { amount_paise: 100, method: 'cheque' },
      { method: 'cash' },
      { amount_paise: 10.5, method: 'card' },
    ]) {
      expect((await pay(bad)).status).toBe(400)
    }
    expect(await sportsSnapshot(t)).toBe(before)
    const part = await pay({ amount_paise: 30_000, method: 'cash' })
    expect(part.body.booking.payment).toMatchObject({ status: 'due', amount_paid_paise: 30_000, balance_paise: 50_000 })
    expect(part.body.booking.version).toBeGreaterThan(booking.version)
    const rest = await pay({ amount_paise: 50_000, method: 'upi', reference: 'UPI-123' })
    expect(rest.body.booking.payment).toMatchObject({ status: 'paid', amount_paid_paise: 80_000, balance_paise: 0 })
    expect((await pay({ amount_paise: 1, method: 'cash' })).status).toBe(400)
    const details = await t.call('GET', `${api}/bookings/${booking.booking_id}`, { token: people.admin })
    expect(details.body.booking.payments).toMatchObject([
      { amount_paise: 30_000, method: 'cash' },
      { amount_paise: 50_000, method: 'upi', reference: 'UPI-123' },
    ])
  })

  test("a member's charged booking is not paid at the desk (409)", async () => {
    const { activityId, itemIds } = await makeActivity(t, people.admin)
    const booking = await book(t, people.admin, bookingBody(t, activityId, itemIds[0]!))
    expect(
      (
        await t.call('POST', `${api}/bookings/${booking.booking_id}/payment`, {
          token: people.admin,
          body: { amount_paise: 100, method: 'cash' },
        })
      ).status,
    ).toBe(409)
  })
})
