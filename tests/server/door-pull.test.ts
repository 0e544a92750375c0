import type { Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { importTicketPublicKey, verifyTicketCode } from '../../domain/tickets.js'
import { openSocket } from '../helpers/sockets.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { api, signInPeople, type People } from './event-bookings-fixtures.js'
import { bookAtDesk, doorDevice, eventRunningNow, redeem } from './door-fixtures.js'

// the door's list by pull scope event:{id}, its live hints, its key and the supervisor's
// conflicts list (ADR 014).
let t: TestApp
let people: People
let eventId: number

beforeAll(async () => {
  t = await createTestApp()
  people = await signInPeople(t)
  eventId = await eventRunningNow(t, people.admin, { title: 'Pull Night', venue: 'Ballroom', capacity: 120 })
})
afterAll(async () => {
  await t.close()
})

const pull = (since: number, token = people.reception, scope = `event:${eventId}`) =>
  t.call('GET', `/api/sync/pull?scope=${scope}&since=${since}`, { token })
const idsOf = (tickets: { ticketId: number }[]) => tickets.map((ticket) => ticket.ticketId).sort((a, b) => a - b)

describe('pull event:{id}', () => {
  test('since 0 gives the event and every ticket with its booking, phone and check-ins; since N only tickets changed after N', async () => {
    const first = await bookAtDesk(t, people, eventId, ['Pia Sen', 'Dev Sen'], { contact_phone: '9822200002' })
    const second = await bookAtDesk(t, people, eventId, ['Noor Ali'])
    const all = await pull(0)
    expect(all.status).toBe(200)
    expect(all.body.event).toMatchObject({ event_id: eventId, title: 'Pull Night', venue: 'Ballroom', capacity: 120, status: 'published' })
    expect(Object.keys(all.body.event).sort()).toEqual(['capacity', 'end_at', 'event_id', 'start_at', 'status', 'title', 'venue'])
    expect(idsOf(all.body.tickets)).toEqual([...first.tickets, ...second.tickets].map((ticket) => ticket.ticketId))
    expect(all.body.tickets[0]).toEqual({
      ticketId: first.tickets[0]!.ticketId,
      eventId,
      bookingId: first.booking_id,
      shortCode: first.tickets[0]!.short_code,
      holderName: 'Pia Sen',
      status: 'confirmed',
      phone: '9822200002',
      memberId: null,
      checkins: [],
      version: expect.any(Number),
    })

    const since = all.body.version
    const device = doorDevice(t, people.reception)
    await device.one(redeem(eventId, { ticket_id: first.tickets[1]!.ticketId }))
    // A desk check-in over REST shows up as well, named by its server id.
    expect(
      (await t.call('PATCH', `${api}/bookings/${second.booking_id}/checkin/${second.tickets[0]!.ticketId}`, { token: people.reception }))
        .status,
    ).toBe(200)
    const changed = await pull(since)
    expect(changed.body.event.event_id).toBe(eventId)
    expect(idsOf(changed.body.tickets)).toEqual([first.tickets[1]!.ticketId, second.tickets[0]!.ticketId])
    const desk = changed.body.tickets.find((ticket: { ticketId: number }) => ticket.ticketId === second.tickets[0]!.ticketId)
    expect(desk.checkins).toEqual([
      { checkinId: expect.stringMatching(/^server-\d+$/), type: 'entry', at: t.clock().toISOString(), deviceId: null },
    ])
    expect((await pull(changed.body.version)).body.tickets).toEqual([])
  })

  test('cancelling a booking raises its tickets’ versions, so the next pull brings them as cancelled', async () => {
    const booked = await bookAtDesk(t, people, eventId, ['To Cancel'])
    const since = (await pull(0)).body.version
    expect((await t.call('PATCH', `${api}/bookings/${booked.booking_id}/cancel`, { token: people.admin })).status).toBe(200)
    const changed = await pull(since)
    expect(changed.body.tickets).toMatchObject([{ ticketId: booked.tickets[0]!.ticketId, status: 'cancelled' }])
  })

  test('reception and admins may pull; stewards, kitchen accounts and members get 403; a missing event 404', async () => {
    expect((await pull(0, people.admin)).status).toBe(200)
    for (const token of [people.steward, people.kitchen, people.member]) expect((await pull(0, token)).status).toBe(403)
    expect((await pull(0, people.reception, 'event:0')).status).toBe(403)
    expect((await pull(0, people.reception, 'event:99999')).status).toBe(404)
  })
})

describe('live hints', () => {
  test('a door device in the event room hears door:changed; a steward may not join it', async () => {
    const server = await t.listen()
    const sockets: Socket[] = []
    const connect = (token: string) => openSocket(server.url, token, sockets)
    try {
      const door = await connect(people.reception)
      expect(await door.timeout(3000).emitWithAck('join', { scope: `event:${eventId}` })).toEqual({ ok: true, room: `event:${eventId}` })
      const steward = await connect(people.steward)
      expect(await steward.timeout(3000).emitWithAck('join', { scope: `event:${eventId}` })).toMatchObject({ code: 'forbidden' })
      const { tickets } = await bookAtDesk(t, people, eventId, ['Heard Live'])
      const heard = new Promise<any>((resolve) => door.once('door:changed', resolve))
      await doorDevice(t, people.reception).one(redeem(eventId, { ticket_id: tickets[0]!.ticketId }))
      expect(await heard).toMatchObject({ event_id: eventId, tickets: [{ ticketId: tickets[0]!.ticketId, checkins: [{ type: 'entry' }] }] })
    } finally {
      for (const socket of sockets) socket.disconnect()
    }
  })
})

describe('the door’s REST calls', () => {
  test('ticket-key gives the public key only, and it verifies the codes the server prints', async () => {
    const response = await t.call('GET', `${api}/door/ticket-key`, { token: people.reception })
    expect(response.status).toBe(200)
    expect(response.body.key).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', kid: expect.any(String) })
    expect(response.body.key.d).toBeUndefined()
    const { tickets } = await bookAtDesk(t, people, eventId, ['Key Check'])
    expect(await verifyTicketCode(tickets[0]!.code, await importTicketPublicKey(response.body.key))).toMatchObject({
      ok: true,
      ticketId: tickets[0]!.ticketId,
    })
    for (const token of [people.steward, people.kitchen, people.member])
      expect((await t.call('GET', `${api}/door/ticket-key`, { token })).status).toBe(403)
  })

  test('the supervisor lists a ticket let in on two devices with both sides, and resolves it once', async () => {
    const { tickets, booking_id } = await bookAtDesk(t, people, eventId, ['Twice In'])
    const first = doorDevice(t, people.reception)
    const second = doorDevice(t, people.admin)
    const acceptedAt = t.clock()
    await first.one(redeem(eventId, { code: tickets[0]!.code }))
    const rejectedAt = new Date(acceptedAt.getTime() + 30_000)
    await second.one({ ...redeem(eventId, { code: tickets[0]!.code }), at: rejectedAt })
    const path = `${api}/events/${eventId}/checkin-conflicts`
    const listed = await t.call('GET', path, { token: people.reception })
    expect(listed.status).toBe(200)
    const conflict = listed.body.data.find((row: { ticket_id: number }) => row.ticket_id === tickets[0]!.ticketId)
    expect(conflict).toEqual({
      conflict_id: expect.any(Number),
      ticket_id: tickets[0]!.ticketId,
      holder_name: 'Twice In',
      booking_id,
      type: 'entry',
      accepted: { at: acceptedAt.toISOString(), device_id: first.clientId, user_name: 'Priya Sharma' },
      rejected: { at: rejectedAt.toISOString(), device_id: second.clientId, user_name: expect.any(String) },
      received_at: t.clock().toISOString(),
      resolved_at: null,
    })
    for (const token of [people.steward, people.kitchen, people.member]) expect((await t.call('GET', path, { token })).status).toBe(403)
    expect((await t.call('GET', `${api}/events/99999/checkin-conflicts`, { token: people.reception })).status).toBe(404)

    const resolvePath = `${path}/${conflict.conflict_id}/resolve`
    expect((await t.call('PATCH', resolvePath, { token: people.steward })).status).toBe(403)
    const resolved = await t.call('PATCH', resolvePath, { token: people.reception })
    expect(resolved.status).toBe(200)
    expect(resolved.body.conflict).toMatchObject({ conflict_id: conflict.conflict_id, resolved_at: t.clock().toISOString() })
    expect((await t.call('PATCH', resolvePath, { token: people.reception })).status).toBe(409)
    expect((await t.call('PATCH', `${path}/99999/resolve`, { token: people.reception })).status).toBe(404)
  })
})

describe('the list over the network', () => {
  test('goes gzipped to a device that accepts it, and reads the same', async () => {
    for (let booking = 0; booking < 3; booking += 1)
      await bookAtDesk(
        t,
        people,
        eventId,
        Array.from({ length: 10 }, (_, index) => `Guest ${booking}-${index}`),
      )
    const plain = await pull(0)
    const { url } = await t.listen()
    const response = await fetch(`${url}/api/sync/pull?scope=event:${eventId}&since=0`, {
      headers: { 'x-auth-token': people.reception, 'accept-encoding': 'gzip' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(await response.json()).toEqual(plain.body)
  })

  test('a write answers as it is: one record is not worth the time', async () => {
    const { url } = await t.listen()
    const response = await fetch(`${url}/api/event-bookings/reception/bookings`, {
      method: 'POST',
      headers: { 'x-auth-token': people.reception, 'accept-encoding': 'gzip', 'Content-Type': 'application/json' },
      body: JSON.stringify({ event_id: eventId, booking_type: 'guest', tickets: [{ holder_name: 'Ira Das' }], payment_method: 'cash' }),
    })
    expect(response.status).toBe(201)
    expect(response.headers.get('content-encoding')).toBeNull()
  })
})
