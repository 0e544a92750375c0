import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { api, guestBooking, memberBooking, publishedEvent, signInPeople, type People } from './event-bookings-fixtures.js'

let t: TestApp
let people: People
let eventId: number
let memberBookingId: number
let cancelledBookingId: number

beforeAll(async () => {
  t = await createTestApp()
  people = await signInPeople(t)
  eventId = await publishedEvent(t, people.admin, { title: 'Diwali Night Dinner', capacity: 80 })
  const booked = await t.call('POST', `${api}/bookings`, {
    token: people.admin,
    body: memberBooking(eventId, 'M1001', ['Vikram Malhotra', 'Asha Malhotra']),
  })
  memberBookingId = booked.body.booking.booking_id
  const cancelled = await t.call('POST', `${api}/bookings`, {
    token: people.admin,
    body: guestBooking(eventId, ['Late Guest'], { payment_method: 'card' }),
  })
  cancelledBookingId = cancelled.body.booking.booking_id
  await t.call('PATCH', `${api}/bookings/${cancelledBookingId}/cancel`, { token: people.admin })
})
afterAll(async () => {
  await t.close()
})

/** The raw bytes of a response, read through the app (t.call decodes text). */
async function download(path: string, token: string) {
  const response = await t.app.request(path, { headers: { 'x-auth-token': token } })
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) }
}

describe('receipts and tickets as PDF', () => {
  test('the receipt is a PDF document for the office and for the member who booked', async () => {
    for (const token of [people.accounts, people.member]) {
      const receipt = await download(`${api}/bookings/${memberBookingId}/receipt`, token)
      expect(receipt.status).toBe(200)
      expect(receipt.type).toBe('application/pdf')
      expect(receipt.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      expect(receipt.bytes.length).toBeGreaterThan(1000)
    }
  })

  test('the tickets are a PDF with a page per ticket, each with its QR code; a cancelled booking still prints', async () => {
    const tickets = await download(`${api}/bookings/${memberBookingId}/tickets`, people.member)
    expect(tickets.status).toBe(200)
    expect(tickets.type).toBe('application/pdf')
    expect(tickets.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect((await PDFDocument.load(tickets.bytes)).getPageCount()).toBe(2)
    const cancelled = await download(`${api}/bookings/${cancelledBookingId}/tickets`, people.admin)
    expect(cancelled.status).toBe(200)
    expect(cancelled.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const receipt = await download(`${api}/bookings/${cancelledBookingId}/receipt`, people.admin)
    expect(receipt.type).toBe('application/pdf')
  })

  test("another member's, the kitchen's and unknown bookings get no document", async () => {
    for (const kind of ['receipt', 'tickets']) {
      expect((await download(`${api}/bookings/${memberBookingId}/${kind}`, people.otherMember)).status).toBe(404)
      expect((await download(`${api}/bookings/${memberBookingId}/${kind}`, people.kitchen)).status).toBe(403)
      expect((await download(`${api}/bookings/${memberBookingId}/${kind}`, people.steward)).status).toBe(403)
      expect((await download(`${api}/bookings/${memberBookingId}/${kind}`, '')).status).toBe(401)
      expect((await download(`${api}/bookings/999999/${kind}`, people.admin)).status).toBe(404)
      expect((await download(`${api}/bookings/x/${kind}`, people.admin)).status).toBe(400)
    }
  })
})

describe('analytics', () => {
  test('the dashboard counts events, bookings, takings and the best-selling upcoming events', async () => {
    const response = await t.call('GET', `${api}/analytics/dashboard`, { token: people.accounts })
    expect(response.status).toBe(200)
    const { data } = response.body
    expect(data.events.by_status).toMatchObject({ published: expect.any(Number), completed: 8, draft: 1 })
    expect(data.bookings).toMatchObject({ total: 2, active: 1, cancelled: 1, tickets_sold: 2, revenue_paise: 300_000 })
    expect(data.bookings_per_day).toEqual([{ date: '2026-11-22', bookings: 1, tickets: 2, revenue_paise: 300_000 }])
    expect(data.top_upcoming_events[0]).toMatchObject({ event_id: eventId, tickets_sold: 2, seats_left: 78 })
    for (const token of [people.member, people.kitchen, people.steward])
      expect((await t.call('GET', `${api}/analytics/dashboard`, { token })).status).toBe(403)
    expect((await t.call('GET', `${api}/analytics/dashboard`)).status).toBe(401)
  })

  test("an event's stats count booked, checked in and inside now", async () => {
    const stats = await t.call('GET', `${api}/events/${eventId}/stats`, { token: people.admin })
    expect(stats.body.data).toMatchObject({
      booked: 2,
      checked_in: 0,
      inside_now: 0,
      seats_left: 78,
      cancelled_tickets: 1,
      bookings: { total: 2, confirmed: 1, cancelled: 1 },
      check_ins_by_hour: [],
    })
    expect((await t.call('GET', `${api}/events/999999/stats`, { token: people.admin })).status).toBe(404)
  })
})

describe('search and lists for the forms', () => {
  test('search/events finds titles and venues from two characters; search/bookings from three', async () => {
    const events = await t.call('GET', `${api}/search/events?q=diwali`, { token: people.accounts })
    expect(events.body.data.map((event: { title: string }) => event.title)).toEqual(['Diwali Night Dinner', 'Diwali Mela 2025'])
    expect((await t.call('GET', `${api}/search/events?q=d`, { token: people.admin })).body.message).toBe(
      'q: Search term must be at least 2 characters long',
    )
    expect((await t.call('GET', `${api}/search/events`, { token: people.admin })).status).toBe(400)
    const bookings = await t.call('GET', `${api}/search/bookings?q=asha`, { token: people.accounts })
    expect(bookings.body.data.map((booking: { booking_id: number }) => booking.booking_id)).toEqual([memberBookingId])
    const byMember = await t.call('GET', `${api}/search/bookings?q=m1001`, { token: people.admin })
    expect(byMember.body.data.map((booking: { booking_id: number }) => booking.booking_id)).toEqual([memberBookingId])
    for (const path of ['/search/events?q=diwali', '/search/bookings?q=asha']) {
      for (const token of [people.member, people.kitchen, people.steward])
        expect((await t.call('GET', `${api}${path}`, { token })).status).toBe(403)
    }
  })

  test('config lists the event types and booking statuses for staff and members, not for the kitchen', async () => {
    const types = await t.call('GET', `${api}/config/event-types`, { token: people.member })
    expect(types.body.data).toEqual(
      ['social', 'sports', 'business', 'family', 'culinary', 'wellness'].map((value) => ({
        value,
        label: value[0]!.toUpperCase() + value.slice(1),
      })),
    )
    const statuses = await t.call('GET', `${api}/config/booking-statuses`, { token: people.steward })
    expect(statuses.body.data).toEqual([
      { value: 'confirmed', label: 'Confirmed' },
      { value: 'attended', label: 'Attended' },
      { value: 'no_show', label: 'No show' },
      { value: 'cancelled', label: 'Cancelled' },
    ])
    for (const path of ['/config/event-types', '/config/booking-statuses']) {
      expect((await t.call('GET', `${api}${path}`, { token: people.kitchen })).status).toBe(403)
      expect((await t.call('GET', `${api}${path}`)).status).toBe(401)
    }
  })
})
