import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { api, bookingSnapshot, guestBooking, memberBooking, publishedEvent, signInPeople, type People } from './event-bookings-fixtures.js'

let t: TestApp
let people: People
/** An event running now: started an hour before the test clock (10:00 in Delhi), ending in three. */
let tonight: number
const HOUR = 3_600_000

beforeAll(async () => {
  t = await createTestApp()
  people = await signInPeople(t)
  tonight = await publishedEvent(t, people.admin, { title: 'Morning Music', capacity: 40 }, 1)
  const start = new Date(t.clock().getTime() - HOUR)
  await t.db
    .updateTable('events')
    .set({ start_at: start, end_at: new Date(start.getTime() + 4 * HOUR) })
    .where('event_id', '=', tonight)
    .execute()
})
afterAll(async () => {
  await t.close()
})

async function bookTonight(holders: string[], extra: Record<string, unknown> = {}) {
  const response = await t.call('POST', `${api}/reception/bookings`, {
    token: people.reception,
    body: guestBooking(tonight, holders, extra),
  })
  expect(response.status).toBe(201)
  return response.body.booking as { booking_id: number; tickets: { ticketId: number; code: string }[] }
}
const scan = (bookingId: number, ticketId: number, body?: unknown, token = people.reception) =>
  t.call('PATCH', `${api}/bookings/${bookingId}/checkin/${ticketId}`, { token, ...(body ? { body } : {}) })

describe('checking in at the door', () => {
  test('the first entry is accepted and recorded; a second entry gets 409 with the first check-in', async () => {
    const booking = await bookTonight(['Kabir Bedi'], { payment_method: 'cash', contact_phone: '9811122233' })
    const ticketId = booking.tickets[0]!.ticketId
    const first = await scan(booking.booking_id, ticketId)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({
      message: 'Attendee checked in successfully',
      result: { status: 'checked_in', first_check_in: { by: 'Priya Sharma', device: null } },
      ticket: { status: 'checked_in', is_inside: true },
    })
    const checkins = await t.db.selectFrom('ticket_checkins').selectAll().where('ticket_id', '=', ticketId).execute()
    expect(checkins).toMatchObject([{ type: 'entry', at: t.clock(), device_client_id: null }])

    t.clock.advance(10 * 60_000)
    const second = await scan(booking.booking_id, ticketId)
    expect(second.status).toBe(409)
    expect(second.body).toMatchObject({ code: 'already_checked_in', ticketId, first_check_in: { by: 'Priya Sharma' } })
    expect(second.body.message).toBe('Kabir Bedi is already checked in: first at 10:00 am by Priya Sharma')
    expect(await t.db.selectFrom('ticket_checkins').select('checkin_id').where('ticket_id', '=', ticketId).execute()).toHaveLength(1)
  })

  test('exit lets the holder out and back in; the first check-in stays the first', async () => {
    const booking = await bookTonight(['Lata Rao'])
    const ticketId = booking.tickets[0]!.ticketId
    expect((await scan(booking.booking_id, ticketId, { type: 'exit' })).body.code).toBe('not_inside')
    await scan(booking.booking_id, ticketId)
    const firstAt = t.clock()
    t.clock.advance(30 * 60_000)
    const out = await scan(booking.booking_id, ticketId, { type: 'exit' })
    expect(out.body).toMatchObject({ message: 'Attendee checked out successfully', ticket: { is_inside: false } })
    t.clock.advance(5 * 60_000)
    const back = await scan(booking.booking_id, ticketId)
    expect(back.status).toBe(200)
    const stored = await t.db.selectFrom('event_tickets').selectAll().where('ticket_id', '=', ticketId).executeTakeFirstOrThrow()
    expect(stored).toMatchObject({ status: 'checked_in', is_inside: true, first_checked_in_at: firstAt, last_entry_at: t.clock() })
    const types = await t.db.selectFrom('ticket_checkins').select('type').where('ticket_id', '=', ticketId).orderBy('checkin_id').execute()
    expect(types.map((row) => row.type)).toEqual(['entry', 'exit', 'entry'])
  })

  test('bulk check-in admits every ticket of a booking at once and reports those refused', async () => {
    const booking = await bookTonight(['Guest One', 'Guest Two', 'Guest Three'])
    const [one, two, three] = booking.tickets.map((ticket) => ticket.ticketId) as [number, number, number]
    await scan(booking.booking_id, one)
    const response = await t.call('PATCH', `${api}/bookings/${booking.booking_id}/bulk-checkin`, {
      token: people.reception,
      body: { ticketIds: [one, two, three] },
    })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ checked_in: 2, message: '2 of 3 attendees checked in; the others were refused' })
    expect(response.body.results.map((result: { status: string }) => result.status)).toEqual(['rejected', 'checked_in', 'checked_in'])
    const none = await t.call('PATCH', `${api}/bookings/${booking.booking_id}/bulk-checkin`, {
      token: people.reception,
      body: { ticketIds: [two, three] },
    })
    expect(none.status).toBe(409)
    expect(none.body.results).toHaveLength(2)
  })

  test('bad input and tickets of another booking are refused and record nothing', async () => {
    const booking = await bookTonight(['Solo'])
    const other = await bookTonight(['Other'])
    const before = await bookingSnapshot(t)
    const wrongBooking = await scan(booking.booking_id, other.tickets[0]!.ticketId)
    expect(wrongBooking.status).toBe(404)
    expect(wrongBooking.body.message).toBe(`Ticket ${other.tickets[0]!.ticketId} is not part of booking ${booking.booking_id}`)
    expect((await scan(booking.booking_id, booking.tickets[0]!.ticketId, { type: 'leave' })).body.message).toContain(
      'type: must be one of entry, exit',
    )
    expect((await scan(999_999, 1)).status).toBe(404)
    const bulkPath = `${api}/bookings/${booking.booking_id}/bulk-checkin`
    const mixed = await t.call('PATCH', bulkPath, {
      token: people.reception,
      body: { ticketIds: [booking.tickets[0]!.ticketId, other.tickets[0]!.ticketId] },
    })
    expect(mixed.status).toBe(400)
    expect(mixed.body.message).toBe(`ticketIds.1: ticket ${other.tickets[0]!.ticketId} is not part of booking ${booking.booking_id}`)
    for (const body of [{}, { ticketIds: [] }, { ticketIds: [1, 1] }, { ticketIds: ['a'] }]) {
      expect((await t.call('PATCH', bulkPath, { token: people.reception, body })).status).toBe(400)
    }
    expect(await bookingSnapshot(t)).toBe(before)
  })

  test('only staff with the door edit grant check in: not members, the kitchen, accounts or stewards', async () => {
    const booking = await bookTonight(['Guarded'])
    const ticketId = booking.tickets[0]!.ticketId
    expect((await scan(booking.booking_id, ticketId, undefined, '')).status).toBe(401)
    for (const token of [people.member, people.kitchen, people.accounts, people.steward]) {
      expect((await scan(booking.booking_id, ticketId, undefined, token)).status).toBe(403)
      expect(
        (await t.call('PATCH', `${api}/bookings/${booking.booking_id}/bulk-checkin`, { token, body: { ticketIds: [ticketId] } })).status,
      ).toBe(403)
    }
    expect((await scan(booking.booking_id, ticketId, undefined, people.admin)).status).toBe(200)
  })
})

describe('the reception desk', () => {
  test("reception/events lists today's events with their counters; events/{id}/stats counts by club hour", async () => {
    const events = await t.call('GET', `${api}/reception/events`, { token: people.reception })
    expect(events.status).toBe(200)
    expect(events.body.date).toBe('2026-11-22')
    const today = events.body.data.find((event: { event_id: number }) => event.event_id === tonight)
    expect(today.booking_stats).toMatchObject({
      tickets_sold: expect.any(Number),
      checked_in: expect.any(Number),
      inside_now: expect.any(Number),
    })
    expect(events.body.data.map((event: { title: string }) => event.title)).not.toContain('Winter Social Evening')

    const stats = await t.call('GET', `${api}/events/${tonight}/stats`, { token: people.reception })
    expect(stats.status).toBe(200)
    const checkedIn = await t.db
      .selectFrom('event_tickets')
      .select('ticket_id')
      .where('event_id', '=', tonight)
      .where('first_checked_in_at', 'is not', null)
      .execute()
    const inside = await t.db
      .selectFrom('event_tickets')
      .select('ticket_id')
      .where('event_id', '=', tonight)
      .where('is_inside', '=', true)
      .execute()
    expect(stats.body.data).toMatchObject({ event_id: tonight, capacity: 40, checked_in: checkedIn.length, inside_now: inside.length })
    const hours = stats.body.data.check_ins_by_hour.map((row: { hour: string }) => row.hour)
    expect(hours[0]).toBe('2026-11-22 10:00')
    expect(
      stats.body.data.check_ins_by_hour.reduce((sum: number, row: { entries: number }) => sum + row.entries, 0),
    ).toBeGreaterThanOrEqual(checkedIn.length)
    for (const token of [people.member, people.kitchen, people.steward])
      expect((await t.call('GET', `${api}/events/${tonight}/stats`, { token })).status).toBe(403)
  })

  test('reception/bookings lists and searches the bookings of today by name, phone or booking id', async () => {
    const byPhone = await t.call('GET', `${api}/reception/bookings?q=98111`, { token: people.reception })
    expect(byPhone.body.data.map((booking: { contact_name: string }) => booking.contact_name)).toEqual(['Kabir Bedi'])
    const byHolder = await t.call('GET', `${api}/reception/bookings?q=guest%20tw`, { token: people.reception })
    expect(byHolder.body.data).toHaveLength(1)
    const id = byHolder.body.data[0].booking_id
    const byId = await t.call('GET', `${api}/search/bookings?q=${id}&event_id=${tonight}`, { token: people.reception })
    expect(byId.body.data.map((booking: { booking_id: number }) => booking.booking_id)).toContain(id)
    expect((await t.call('GET', `${api}/reception/bookings?q=ab`, { token: people.reception })).body.message).toContain(
      'q: Search term must be at least 3 characters long',
    )
    expect((await t.call('GET', `${api}/search/bookings?q=ab`, { token: people.reception })).body.message).toContain(
      'Search term must be at least 3 characters long',
    )
    const all = await t.call('GET', `${api}/reception/bookings`, { token: people.reception })
    expect(all.body.data.every((booking: { event_id: number }) => booking.event_id === tonight)).toBe(true)
  })

  test('a walk-in at the desk may come after the start; members and the kitchen have no desk', async () => {
    const walkIn = await t.call('POST', `${api}/reception/bookings`, { token: people.reception, body: memberBooking(tonight, 'M1003') })
    expect(walkIn.status).toBe(201)
    expect(walkIn.body.booking).toMatchObject({ channel: 'reception', payment_status: 'charged' })
    expect((await t.call('POST', `${api}/reception/bookings`, { token: people.reception, body: { event_id: tonight } })).status).toBe(400)
    for (const token of [people.member, people.kitchen, people.steward, people.accounts]) {
      expect((await t.call('POST', `${api}/reception/bookings`, { token, body: guestBooking(tonight) })).status).toBe(403)
      expect((await t.call('GET', `${api}/reception/events`, { token })).status).toBe(403)
      expect((await t.call('GET', `${api}/reception/bookings`, { token })).status).toBe(403)
    }
    expect((await t.call('GET', `${api}/reception/events`)).status).toBe(401)
  })
})
