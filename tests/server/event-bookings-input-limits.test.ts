import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { api, bookingSnapshot, eventBody, guestBooking, publishedEvent, signInPeople, type People } from './event-bookings-fixtures.js'

/**
 * What PostgreSQL would refuse never reaches it: a NUL character in any text and a number past
 * `integer` are 400s naming the field, in every group of the event-bookings endpoints, and change
 * nothing. Each group also refuses callers without a session (401) or without the grant (403).
 */
let t: TestApp
let people: People
let eventId: number
let bookingId: number
let ticketId: number

const NUL = 'Anita\u0000Desai'
const HUGE = 99999999999

beforeAll(async () => {
  t = await createTestApp({ trustProxy: true })
  people = await signInPeople(t)
  eventId = await publishedEvent(t, people.admin)
  const booked = await t.call('POST', `${api}/bookings`, { token: people.admin, body: guestBooking(eventId) })
  bookingId = booked.body.booking.booking_id
  ticketId = booked.body.booking.tickets[0].ticketId
})
afterAll(async () => {
  await t.close()
})

async function expectRefused(method: string, path: string, field: string, options: { token?: string; body?: unknown } = {}) {
  const before = await bookingSnapshot(t)
  const response = await t.call(method, path, options)
  expect(response.status, `${method} ${path}: ${response.text}`).toBe(400)
  expect(response.body.message).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `))
  expect(response.body.errors[0].path).toBe(field)
  expect(await bookingSnapshot(t)).toBe(before)
}

describe('a NUL character in text is a 400 naming the field', () => {
  test('office events, bookings, coupons and the desk', async () => {
    await expectRefused('POST', `${api}/events`, 'title', { token: people.admin, body: eventBody(t, { title: NUL }) })
    await expectRefused('PUT', `${api}/events/${eventId}`, 'venue', { token: people.admin, body: { venue: NUL } })
    await expectRefused('POST', `${api}/events`, 'highlights.0', { token: people.admin, body: eventBody(t, { highlights: [NUL] }) })
    await expectRefused('POST', `${api}/bookings`, 'tickets.0.holder_name', { token: people.admin, body: guestBooking(eventId, [NUL]) })
    await expectRefused('POST', `${api}/reception/bookings`, 'contact_name', {
      token: people.reception,
      body: guestBooking(eventId, ['A'], { contact_name: NUL }),
    })
    await expectRefused('PATCH', `${api}/bookings/${bookingId}/cancel`, 'reason', { token: people.admin, body: { reason: NUL } })
    await expectRefused('PATCH', `${api}/bookings/${bookingId}/status`, 'reason', {
      token: people.admin,
      body: { status: 'attended', reason: NUL },
    })
    await expectRefused('POST', `${api}/events/${eventId}/coupons/validate`, 'coupon_code', {
      token: people.admin,
      body: { coupon_code: 'SAVE\u000010' },
    })
  })

  test('searches, the member app and the public site', async () => {
    await expectRefused('GET', `${api}/search/bookings?q=${encodeURIComponent(NUL)}`, 'q', { token: people.reception })
    await expectRefused('GET', `${api}/search/events?q=${encodeURIComponent(NUL)}`, 'q', { token: people.admin })
    await expectRefused('GET', `${api}/reception/bookings?q=${encodeURIComponent(NUL)}`, 'q', { token: people.reception })
    await expectRefused('POST', `${api}/member/bookings`, 'tickets.0.holder_name', {
      token: people.member,
      body: { event_id: eventId, tickets: [{ holder_name: NUL }] },
    })
    await expectRefused('POST', `${api}/public/bookings`, 'contact_name', {
      body: { event_id: eventId, contact_name: NUL, contact_phone: '9810012345', tickets: [{ holder_name: 'A' }] },
    })
    await expectRefused('GET', `${api}/public/events?event_type=${encodeURIComponent('social\u0000')}`, 'event_type')
  })
})

describe('a number past PostgreSQL’s integer is a 400 naming the field', () => {
  test('in a path', async () => {
    await expectRefused('GET', `${api}/events/${HUGE}`, 'id', { token: people.admin })
    await expectRefused('PUT', `${api}/events/${HUGE}`, 'id', { token: people.admin, body: { venue: 'Lawn' } })
    await expectRefused('GET', `${api}/bookings/${HUGE}`, 'id', { token: people.admin })
    await expectRefused('PATCH', `${api}/bookings/${bookingId}/checkin/${HUGE}`, 'ticketId', {
      token: people.reception,
      body: { type: 'entry' },
    })
    await expectRefused('GET', `${api}/events/${HUGE}/coupons`, 'id', { token: people.admin })
    await expectRefused('GET', `${api}/member/bookings/${HUGE}`, 'id', { token: people.member })
    await expectRefused('GET', `${api}/public/events/${HUGE}`, 'id')
    await expectRefused('GET', `${api}/events/${HUGE}/checkin-conflicts`, 'id', { token: people.reception })
    await expectRefused('PATCH', `${api}/events/${eventId}/checkin-conflicts/${HUGE}/resolve`, 'conflictId', { token: people.reception })
  })

  test('in a query and a body', async () => {
    await expectRefused('GET', `${api}/bookings?event_id=${HUGE}`, 'event_id', { token: people.admin })
    await expectRefused('GET', `${api}/reception/bookings?event_id=${HUGE}`, 'event_id', { token: people.reception })
    await expectRefused('GET', `/api/public/occasionlist?page=${HUGE}`, 'page')
    await expectRefused('POST', `${api}/bookings`, 'event_id', { token: people.admin, body: guestBooking(HUGE) })
    await expectRefused('POST', `${api}/member/bookings`, 'event_id', {
      token: people.member,
      body: { event_id: HUGE, tickets: [{ holder_name: 'A' }] },
    })
    await expectRefused('PATCH', `${api}/bookings/${bookingId}/bulk-checkin`, 'ticketIds.0', {
      token: people.reception,
      body: { ticketIds: [HUGE] },
    })
    await expectRefused('POST', `${api}/events`, 'capacity', { token: people.admin, body: eventBody(t, { capacity: HUGE }) })
    await expectRefused('POST', `${api}/events`, 'price_paise', { token: people.admin, body: eventBody(t, { price_paise: HUGE }) })
  })
})

describe('who may call', () => {
  test('without a session: 401 on every signed-in group', async () => {
    const paths: [string, string][] = [
      ['GET', `${api}/events`],
      ['GET', `${api}/bookings/${bookingId}`],
      ['GET', `${api}/events/${eventId}/coupons`],
      ['GET', `${api}/reception/events`],
      ['GET', `${api}/admin/bookings`],
      ['GET', `${api}/member/my-bookings`],
      ['GET', `${api}/config/event-types`],
      ['GET', `${api}/door/ticket-key`],
      ['GET', `${api}/bookings/${bookingId}/receipt`],
    ]
    for (const [method, path] of paths) expect((await t.call(method, path)).status, path).toBe(401)
  })

  test('the wrong role: 403, before the input is read', async () => {
    const refused: [string, string, string, unknown?][] = [
      ['POST', `${api}/events`, people.steward, eventBody(t, { title: NUL })],
      ['POST', `${api}/bookings`, people.accounts, guestBooking(HUGE)],
      ['PATCH', `${api}/bookings/${bookingId}/checkin/${ticketId}`, people.member, { type: 'entry' }],
      ['POST', `${api}/events/${eventId}/coupons/validate`, people.kitchen, { coupon_code: 'X' }],
      ['GET', `${api}/admin/events`, people.reception],
      ['POST', `${api}/member/bookings`, people.admin, { event_id: eventId, tickets: [] }],
      ['GET', `${api}/reception/bookings`, people.steward],
      ['GET', `${api}/events/${eventId}/checkin-conflicts`, people.member],
    ]
    for (const [method, path, token, body] of refused) {
      expect((await t.call(method, path, { token, ...(body !== undefined ? { body } : {}) })).status, `${method} ${path}`).toBe(403)
    }
  })
})
