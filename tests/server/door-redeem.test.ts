import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { formatClubTime } from '../../domain/time.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { api, signInPeople, type People } from './event-bookings-fixtures.js'
import { bookAtDesk, conflictsOf, doorDevice, eventRunningNow, newCheckinId, redeem, storedCheckins } from './door-fixtures.js'

// "Door check-in": checkin.redeem through /api/sync/push, decided by domain/check-in.ts on
// the locked ticket (ADR 014).
let t: TestApp
let people: People
let eventId: number
let otherEventId: number

beforeAll(async () => {
  t = await createTestApp()
  people = await signInPeople(t)
  eventId = await eventRunningNow(t, people.admin, { title: 'Door Night' })
  otherEventId = await eventRunningNow(t, people.admin, { title: 'Other Night' })
})
afterAll(async () => {
  await t.close()
})

const MINUTE = 60_000

describe('checkin.redeem', () => {
  test('an entry by code is applied with the scan time, the device and the arrival time, and the ticket is inside', async () => {
    const { booking_id, tickets } = await bookAtDesk(t, people, eventId, ['Asha Rao'], { contact_phone: '9811100001' })
    const device = doorDevice(t, people.reception)
    const scannedAt = new Date(t.clock().getTime() - 5 * MINUTE)
    const checkinId = newCheckinId()
    const result = await device.one({ ...redeem(eventId, { code: tickets[0]!.code }, 'entry', checkinId), at: scannedAt })
    expect(result).toMatchObject({
      status: 'applied',
      state: {
        ticketId: tickets[0]!.ticketId,
        bookingId: booking_id,
        holderName: 'Asha Rao',
        status: 'confirmed',
        phone: '9811100001',
        memberId: null,
      },
    })
    expect(result.state.checkins).toEqual([{ checkinId, type: 'entry', at: scannedAt.toISOString(), deviceId: device.clientId }])
    const [stored] = await storedCheckins(t, tickets[0]!.ticketId)
    expect(stored).toMatchObject({
      client_checkin_id: checkinId,
      device_client_id: device.clientId,
      at: scannedAt,
      created_at: t.clock(),
      type: 'entry',
      undone_at: null,
    })
    const ticket = await t.db
      .selectFrom('event_tickets')
      .selectAll()
      .where('ticket_id', '=', tickets[0]!.ticketId)
      .executeTakeFirstOrThrow()
    expect(ticket).toMatchObject({
      status: 'checked_in',
      is_inside: true,
      first_checked_in_at: scannedAt,
      first_checked_in_device: device.clientId,
      last_entry_at: scannedAt,
    })
    expect(ticket.version).toBe(result.state.version)
    expect(Number(stored!.version)).toBe(result.state.version)
  })

  test('exit lets the holder out, re-entry after an exit is applied, an exit while outside is refused as not_inside', async () => {
    const { tickets } = await bookAtDesk(t, people, eventId, ['Ravi Kumar'])
    const ticket_id = tickets[0]!.ticketId
    const device = doorDevice(t, people.reception)
    expect((await device.one(redeem(eventId, { ticket_id }, 'exit'))).reason).toBe('not_inside')
    expect((await device.one(redeem(eventId, { ticket_id }))).status).toBe('applied')
    t.clock.advance(MINUTE)
    const out = await device.one(redeem(eventId, { ticket_id }, 'exit'))
    expect(out.status).toBe('applied')
    t.clock.advance(MINUTE)
    const back = await device.one(redeem(eventId, { ticket_id }))
    expect(back.status).toBe('applied')
    expect(back.state.checkins.map((checkin: { type: string }) => checkin.type)).toEqual(['entry', 'exit', 'entry'])
    expect(back.state.version).toBeGreaterThan(out.state.version)
    const row = await t.db
      .selectFrom('event_tickets')
      .select(['is_inside', 'last_exit_at'])
      .where('ticket_id', '=', ticket_id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ is_inside: true, last_exit_at: new Date(t.clock().getTime() - MINUTE) })
  })

  test('a second entry on another device is refused as already_redeemed with the first check-in, and kept as a conflict', async () => {
    const { tickets } = await bookAtDesk(t, people, eventId, ['Meera Iyer'])
    const ticket_id = tickets[0]!.ticketId
    const first = doorDevice(t, people.reception)
    const second = doorDevice(t, people.reception)
    const firstId = newCheckinId()
    const firstAt = t.clock()
    await first.one(redeem(eventId, { ticket_id }, 'entry', firstId))
    const scannedLater = new Date(firstAt.getTime() + 3 * MINUTE)
    t.clock.advance(10 * MINUTE)
    const refused = await second.one({ ...redeem(eventId, { code: tickets[0]!.code }), at: scannedLater })
    expect(refused).toMatchObject({
      status: 'rejected',
      reason: 'already_redeemed',
      message: `Meera Iyer is already checked in: first at ${formatClubTime(firstAt)} on device ${first.clientId}.`,
      state: {
        ticket: { ticketId: ticket_id },
        first_checkin: { checkinId: firstId, at: firstAt.toISOString(), deviceId: first.clientId },
      },
    })
    expect(await storedCheckins(t, ticket_id)).toHaveLength(1)
    const [accepted] = await storedCheckins(t, ticket_id)
    expect(await conflictsOf(t, ticket_id)).toMatchObject([
      {
        event_id: eventId,
        accepted_checkin_id: accepted!.checkin_id,
        rejected_device_client_id: second.clientId,
        rejected_at: scannedLater,
        received_at: t.clock(),
        type: 'entry',
        resolved_at: null,
      },
    ])
  })

  test('a cancelled ticket, an unknown ticket, a forged code, a damaged code and a code of another event are refused', async () => {
    const device = doorDevice(t, people.reception)
    const cancelled = await bookAtDesk(t, people, eventId, ['Gone Guest'])
    expect((await t.call('PATCH', `${api}/bookings/${cancelled.booking_id}/cancel`, { token: people.admin })).status).toBe(200)
    const refusedCancelled = await device.one(redeem(eventId, { code: cancelled.tickets[0]!.code }))
    expect(refusedCancelled).toMatchObject({
      status: 'rejected',
      reason: 'cancelled',
      state: { ticketId: cancelled.tickets[0]!.ticketId, status: 'cancelled' },
    })
    expect(refusedCancelled.message).toContain('was cancelled')

    expect(await device.one(redeem(eventId, { ticket_id: 99_999_999 }))).toMatchObject({ status: 'rejected', reason: 'unknown_ticket' })

    const genuine = (await bookAtDesk(t, people, eventId, ['Real Guest'])).tickets[0]!
    const last = genuine.code.at(-5) === 'A' ? 'B' : 'A'
    const forged = `${genuine.code.slice(0, -5)}${last}${genuine.code.slice(-4)}`
    expect(await device.one(redeem(eventId, { code: forged }))).toMatchObject({ status: 'rejected', reason: 'forged' })
    // Another ticket id under a genuine signature is forged too.
    const renumbered = genuine.code.replace(`T1.${genuine.ticketId}.`, `T1.${genuine.ticketId + 1}.`)
    expect(await device.one(redeem(eventId, { code: renumbered }))).toMatchObject({ status: 'rejected', reason: 'forged' })
    expect(await device.one(redeem(eventId, { code: 'T1.12.34.NOPE' }))).toMatchObject({ status: 'rejected', reason: 'invalid_code' })

    const elsewhere = (await bookAtDesk(t, people, otherEventId, ['Wrong Door'])).tickets[0]!
    const wrong = await device.one(redeem(eventId, { code: elsewhere.code }))
    expect(wrong).toMatchObject({
      status: 'rejected',
      reason: 'wrong_event',
      message: `Ticket ${elsewhere.ticketId} is for another event: Other Night, 22 November 2026 at 9:00 am.`,
    })
    expect(await storedCheckins(t, genuine.ticketId)).toEqual([])
    expect(await storedCheckins(t, elsewhere.ticketId)).toEqual([])
  })

  test('a ticket sold after the device downloaded its list validates by its code', async () => {
    const device = doorDevice(t, people.reception)
    const download = await t.call('GET', `/api/sync/pull?scope=event:${eventId}&since=0&client_id=${device.clientId}`, {
      token: people.reception,
    })
    expect(download.status).toBe(200)
    const late = (await bookAtDesk(t, people, eventId, ['Late Buyer'])).tickets[0]!
    expect(download.body.tickets.map((ticket: { ticketId: number }) => ticket.ticketId)).not.toContain(late.ticketId)
    expect(await device.one(redeem(eventId, { code: late.code }))).toMatchObject({
      status: 'applied',
      state: { ticketId: late.ticketId, holderName: 'Late Buyer' },
    })
  })

  test('arguments are checked: one of ticket_id or code, a type, a well-formed checkin_id', async () => {
    const device = doorDevice(t, people.reception)
    const cases = [
      { event_id: eventId, type: 'entry', checkin_id: newCheckinId() },
      { event_id: eventId, ticket_id: 1, type: 'in', checkin_id: newCheckinId() },
      { event_id: eventId, ticket_id: 1, type: 'entry', checkin_id: 'short' },
      { event_id: eventId, ticket_id: 1, type: 'entry', checkin_id: 'has spaces in it' },
      { ticket_id: 1, type: 'entry', checkin_id: newCheckinId() },
    ]
    const response = await device.push(cases.map((args) => ({ args })))
    expect(response.body.results.map((result: { reason: string }) => result.reason)).toEqual(Array(cases.length).fill('invalid_args'))
  })
})

describe('exactly once', () => {
  test('a batch pushed twice is answered the same and records each check-in once', async () => {
    const { tickets } = await bookAtDesk(t, people, eventId, ['One', 'Two', 'Three'])
    const device = doorDevice(t, people.reception)
    const mutations = [
      ...tickets.map((ticket) => redeem(eventId, { code: ticket.code })),
      redeem(eventId, { ticket_id: tickets[0]!.ticketId }),
    ]
    const first = await device.push(mutations)
    const again = await device.push(mutations, [1, 2, 3, 4])
    expect(first.body.results.map((result: { status: string }) => result.status)).toEqual(['applied', 'applied', 'applied', 'rejected'])
    expect(again.body.results.map((result: { status: string; reason?: string }) => result.reason ?? result.status)).toEqual([
      'applied',
      'applied',
      'applied',
      'already_redeemed',
    ])
    for (const ticket of tickets) expect(await storedCheckins(t, ticket.ticketId)).toHaveLength(1)
    expect(await conflictsOf(t, tickets[0]!.ticketId)).toHaveLength(1)
  })

  test('the same check-in pushed again under a renumbered client id is applied without a second row', async () => {
    const { tickets } = await bookAtDesk(t, people, eventId, ['Renumbered'])
    const checkinId = newCheckinId()
    const before = doorDevice(t, people.reception)
    await before.one(redeem(eventId, { ticket_id: tickets[0]!.ticketId }, 'entry', checkinId))
    const after = doorDevice(t, people.reception)
    const repeated = await after.one(redeem(eventId, { ticket_id: tickets[0]!.ticketId }, 'entry', checkinId))
    expect(repeated).toMatchObject({ status: 'applied', state: { ticketId: tickets[0]!.ticketId } })
    expect(await storedCheckins(t, tickets[0]!.ticketId)).toHaveLength(1)
    expect(await conflictsOf(t, tickets[0]!.ticketId)).toEqual([])
  })

  test('two devices pushing the same ticket at once: one applied, one already_redeemed', async () => {
    const { tickets } = await bookAtDesk(t, people, eventId, ['Raced'])
    const devices = [doorDevice(t, people.reception), doorDevice(t, people.reception)]
    const results = await Promise.all(devices.map((device) => device.one(redeem(eventId, { code: tickets[0]!.code }))))
    expect(results.map((result) => result.reason ?? result.status).sort()).toEqual(['already_redeemed', 'applied'])
    expect(await storedCheckins(t, tickets[0]!.ticketId)).toHaveLength(1)
    expect(await conflictsOf(t, tickets[0]!.ticketId)).toHaveLength(1)
  })

  test('a batch of check-ins sends one door:changed hint per event, with the changed tickets at their final version', async () => {
    const { tickets } = await bookAtDesk(t, people, eventId, ['Hint A', 'Hint B'])
    const device = doorDevice(t, people.reception)
    t.realtime.sent.length = 0
    const response = await device.push([
      ...tickets.map((ticket) => redeem(eventId, { ticket_id: ticket.ticketId })),
      redeem(eventId, { ticket_id: tickets[0]!.ticketId }, 'exit'),
    ])
    const version = response.body.results[2].state.version
    expect(t.realtime.sent).toEqual([
      {
        room: `event:${eventId}`,
        event: 'door:changed',
        payload: {
          event_id: eventId,
          version,
          tickets: [
            expect.objectContaining({ ticketId: tickets[0]!.ticketId, version }),
            expect.objectContaining({ ticketId: tickets[1]!.ticketId, version }),
          ],
        },
      },
    ])
  })
})

describe('who may check in over sync', () => {
  test('reception and admins may; stewards are refused at apply; kitchen accounts and members are refused', async () => {
    const { tickets } = await bookAtDesk(t, people, eventId, ['Guarded'])
    const ticket_id = tickets[0]!.ticketId
    for (const token of [people.steward, people.kitchen, people.member]) {
      expect(await doorDevice(t, token).one(redeem(eventId, { ticket_id }))).toMatchObject({ status: 'rejected', reason: 'forbidden' })
    }
    expect(await storedCheckins(t, ticket_id)).toEqual([])
    expect((await doorDevice(t, people.admin).one(redeem(eventId, { ticket_id }))).status).toBe('applied')
  })
})
