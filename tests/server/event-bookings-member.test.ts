import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ledgerRowsOf } from '../helpers/ledger.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { api, bookingSnapshot, eventBody, guestBooking, publishedEvent, signInPeople, type People } from './event-bookings-fixtures.js'

let t: TestApp
let people: People
let publicEvent: number
let membersOnly: number

beforeAll(async () => {
  // Behind a trusted proxy, so each test visitor can come from an address of its own.
  t = await createTestApp({ trustProxy: true })
  people = await signInPeople(t)
  publicEvent = await publishedEvent(t, people.admin, {
    title: 'Sunday Jazz Brunch',
    capacity: 30,
    price_paise: 180_000,
    member_price_paise: 120_000,
  })
  membersOnly = await publishedEvent(t, people.admin, { title: 'Members Wine Tasting', visibility: 'members' })
})
afterAll(async () => {
  await t.close()
})

const member = (method: string, path: string, body?: unknown, token = people.member) =>
  t.call(method, `${api}/member${path}`, { token, ...(body !== undefined && method !== 'GET' ? { body } : {}) })

describe('the member app', () => {
  test('a member books for themselves and guests at the member price, charged to their account', async () => {
    const response = await member('POST', '/bookings', {
      event_id: publicEvent,
      tickets: [{ holder_name: 'Vikram Malhotra' }, { holder_name: 'Guest of Vikram' }],
    })
    expect(response.status).toBe(201)
    expect(response.body).toMatchObject({
      message: 'Booking created successfully',
      booking: {
        status: 'confirmed',
        booking_type: 'member',
        member_id: 'M1001',
        channel: 'member',
        total_paise: 240_000,
        payment_status: 'charged',
      },
    })
    const charges = await ledgerRowsOf(t.db, 'event_booking', response.body.booking.booking_id)
    expect(charges).toMatchObject([{ member_id: 'M1001', kind: 'event_booking', amount_paise: -240_000 }])
    expect((await member('POST', '/bookings', { event_id: membersOnly, tickets: [{ holder_name: 'Vikram Malhotra' }] })).status).toBe(201)
  })

  test('bad input, drafts and events already started are refused, and nothing is stored', async () => {
    const draft = await t.call('POST', `${api}/events`, { token: people.admin, body: eventBody(t) })
    const started = await publishedEvent(t, people.admin, {}, 1)
    await t.db
      .updateTable('events')
      .set({ start_at: new Date(t.clock().getTime() - 60_000) })
      .where('event_id', '=', started)
      .execute()
    const before = await bookingSnapshot(t)
    expect((await member('POST', '/bookings', { event_id: publicEvent, tickets: [] })).body.message).toContain(
      'tickets: must hold at least one ticket',
    )
    expect((await member('POST', '/bookings', { tickets: [{ holder_name: 'A' }] })).body.message).toContain('event_id: must be a number')
    const hidden = await member('POST', '/bookings', { event_id: draft.body.event.event_id, tickets: [{ holder_name: 'A' }] })
    expect(hidden.status).toBe(400)
    expect(hidden.body.message).toBe(`event_id: no event has id ${draft.body.event.event_id}`)
    const late = await member('POST', '/bookings', { event_id: started, tickets: [{ holder_name: 'A' }] })
    expect(late.status).toBe(409)
    expect(late.body.message).toMatch(/has already started/)
    expect(await bookingSnapshot(t)).toBe(before)
  })

  test('my-bookings and bookings/{id} show the member their own bookings only', async () => {
    const mine = await member('GET', '/my-bookings')
    expect(mine.status).toBe(200)
    expect(mine.body.pagination.total).toBe(2)
    expect(mine.body.data.every((booking: { member_id: string }) => booking.member_id === 'M1001')).toBe(true)
    const id = mine.body.data[0].booking_id
    expect((await member('GET', `/bookings/${id}`)).body.booking.booking_id).toBe(id)
    expect((await member('GET', `/bookings/${id}`, undefined, people.otherMember)).status).toBe(404)
    expect((await member('PATCH', `/bookings/${id}/cancel`, undefined, people.otherMember)).status).toBe(404)
    expect((await member('GET', '/my-bookings', undefined, people.otherMember)).body.data).toEqual([])
  })

  test('a member cancels their own booking before the event starts: the tickets are void and the charge cancelled', async () => {
    const booked = await member('POST', '/bookings', { event_id: publicEvent, tickets: [{ holder_name: 'Vikram Malhotra' }] })
    const id = booked.body.booking.booking_id
    const cancelled = await member('PATCH', `/bookings/${id}/cancel`)
    expect(cancelled.status).toBe(200)
    expect(cancelled.body).toMatchObject({
      message: 'Booking cancelled successfully',
      booking: { status: 'cancelled', tickets: [{ status: 'cancelled' }] },
    })
    expect((await ledgerRowsOf(t.db, 'event_booking', id)).map((row) => row.kind)).toEqual(['event_booking', 'event_booking_refund'])
    expect((await member('PATCH', `/bookings/${id}/cancel`)).status).toBe(409)
  })

  test('available events and one event: published ones the member can book, drafts not found', async () => {
    const available = await member('GET', '/events/available?limit=50')
    const titles = available.body.data.map((event: { title: string }) => event.title)
    expect(titles).toEqual(expect.arrayContaining(['Sunday Jazz Brunch', 'Members Wine Tasting', "Members' Annual General Meeting 2026"]))
    expect(titles).not.toContain('Republic Day Quiz Night')
    expect(available.body.data[0]).not.toHaveProperty('created_by')
    const one = await member('GET', `/events/${membersOnly}`)
    expect(one.body.event).toMatchObject({ event_id: membersOnly, visibility: 'members', seats_left: expect.any(Number) })
    const draft = await t.db.selectFrom('events').select('event_id').where('status', '=', 'draft').executeTakeFirstOrThrow()
    expect((await member('GET', `/events/${draft.event_id}`)).status).toBe(404)
    expect((await member('GET', '/events/available?event_type=party')).status).toBe(400)
  })

  test('member/* is for members only: staff and the kitchen get 403, nobody 401', async () => {
    for (const [method, path] of [
      ['GET', '/my-bookings'],
      ['POST', '/bookings'],
      ['GET', '/bookings/1'],
      ['PATCH', '/bookings/1/cancel'],
      ['GET', '/events/available'],
      ['GET', `/events/${publicEvent}`],
    ] as const) {
      expect((await member(method, path, {}, '')).status).toBe(401)
      for (const token of [people.admin, people.reception, people.kitchen]) expect((await member(method, path, {}, token)).status).toBe(403)
    }
  })
})

describe('booking on the public site', () => {
  const visitor = (body: unknown, ip = '203.0.113.7') =>
    t.call('POST', `${api}/public/bookings`, { body, headers: { 'x-forwarded-for': ip } })
  const publicBody = (extra: Record<string, unknown> = {}) => ({
    event_id: publicEvent,
    contact_name: 'Neha Gupta',
    contact_phone: '9899001122',
    tickets: [{ holder_name: 'Neha Gupta' }],
    ...extra,
  })

  test('a visitor books a public event without signing in and pays at the desk; the tickets carry their codes', async () => {
    const response = await visitor(publicBody())
    expect(response.status).toBe(201)
    expect(response.body.booking).toMatchObject({
      booking_type: 'guest',
      channel: 'public',
      contact_phone: '9899001122',
      payment_status: 'due',
      total_paise: 180_000,
      tickets: [{ holder_name: 'Neha Gupta', code: expect.stringMatching(/^T1\./) }],
    })
  })

  test('members-only and unknown events, missing contact details, too many tickets and coupons are refused', async () => {
    const before = await bookingSnapshot(t)
    expect((await visitor(publicBody({ event_id: membersOnly }), '203.0.113.8')).body.message).toBe(
      `event_id: no event has id ${membersOnly}`,
    )
    expect((await visitor(publicBody({ contact_phone: undefined }), '203.0.113.8')).body.message).toContain(
      'contact_phone: must be a 10-digit mobile number',
    )
    expect((await visitor(publicBody({ contact_name: '' }), '203.0.113.8')).body.message).toContain('contact_name: Your name is required')
    expect(
      (await visitor(publicBody({ tickets: Array.from({ length: 5 }, () => ({ holder_name: 'X' })) }), '203.0.113.8')).body.message,
    ).toContain('tickets: must hold at most 4 tickets')
    expect(await bookingSnapshot(t)).toBe(before)
  })

  test('attempts are throttled per address and per mobile number: the sixth in an hour gets 429', async () => {
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await visitor(publicBody({ contact_phone: `970000000${attempt}` }), '192.0.2.50')).status).toBe(201)
    expect((await visitor(publicBody({ contact_phone: '9700000009' }), '192.0.2.50')).status).toBe(429)

    const phone = '9876501234'
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await visitor(publicBody({ contact_phone: phone }), `198.51.100.${attempt}`)).status).toBe(201)
    const refused = await visitor(publicBody({ contact_phone: phone }), '198.51.100.99')
    expect(refused.status).toBe(429)
    expect(refused.body.message).toMatch(/Too many bookings from here/)
    t.clock.advance(61 * 60_000)
    expect((await visitor(publicBody({ contact_phone: phone }), '198.51.100.99')).status).toBe(201)
  })

  test('the office still sees every public booking with the event', async () => {
    const list = await t.call('GET', `${api}/events/${publicEvent}/bookings?limit=50`, { token: people.admin })
    expect(list.body.data.filter((booking: { channel: string }) => booking.channel === 'public').length).toBeGreaterThanOrEqual(7)
    expect((await t.call('POST', `${api}/bookings`, { token: people.admin, body: guestBooking(publicEvent, ['Walk In']) })).status).toBe(
      201,
    )
  })
})
