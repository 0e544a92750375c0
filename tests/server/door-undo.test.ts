import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { signInPeople, type People } from './event-bookings-fixtures.js'
import { bookAtDesk, doorDevice, eventRunningNow, newCheckinId, redeem, storedCheckins } from './door-fixtures.js'

// "undo the last check-in on the same device within 2 minutes" (checkin.undo, ADR 014).
let t: TestApp
let people: People
let eventId: number

beforeAll(async () => {
  t = await createTestApp()
  people = await signInPeople(t)
  eventId = await eventRunningNow(t, people.admin, { title: 'Undo Night' })
})
afterAll(async () => {
  await t.close()
})

const MINUTE = 60_000
const undo = (checkinId: string, at?: Date, event = eventId) => ({
  name: 'checkin.undo' as const,
  args: { event_id: event, checkin_id: checkinId },
  ...(at ? { at } : {}),
})

async function ticketRow(ticketId: number) {
  return t.db.selectFrom('event_tickets').selectAll().where('ticket_id', '=', ticketId).executeTakeFirstOrThrow()
}

describe('checkin.undo', () => {
  test('the device that made a check-in undoes it within two minutes: kept as undone, the ticket back to valid, its version up', async () => {
    const { tickets } = await bookAtDesk(t, people, eventId, ['Oops Entry'])
    const ticketId = tickets[0]!.ticketId
    const device = doorDevice(t, people.reception)
    const checkinId = newCheckinId()
    const entered = await device.one(redeem(eventId, { ticket_id: ticketId }, 'entry', checkinId))
    const undoneAt = new Date(t.clock().getTime() + 90_000)
    const undone = await device.one(undo(checkinId, undoneAt))
    expect(undone).toMatchObject({ status: 'applied', state: { ticketId, checkins: [{ checkinId, undoneAt: undoneAt.toISOString() }] } })
    expect(undone.state.version).toBeGreaterThan(entered.state.version)
    expect(await storedCheckins(t, ticketId)).toMatchObject([{ client_checkin_id: checkinId, undone_at: undoneAt }])
    expect(await ticketRow(ticketId)).toMatchObject({
      status: 'valid',
      is_inside: false,
      first_checked_in_at: null,
      last_entry_at: null,
      version: undone.state.version,
    })
    // The holder may come in again, and that is a first entry, not a conflict.
    expect((await device.one(redeem(eventId, { ticket_id: ticketId }))).status).toBe('applied')
  })

  test('undoing an exit puts the holder back inside; the first entry stays', async () => {
    const { tickets } = await bookAtDesk(t, people, eventId, ['Wrong Button'])
    const ticketId = tickets[0]!.ticketId
    const device = doorDevice(t, people.reception)
    const entryAt = t.clock()
    await device.one(redeem(eventId, { ticket_id: ticketId }))
    const exitId = newCheckinId()
    await device.one({ ...redeem(eventId, { ticket_id: ticketId }, 'exit', exitId), at: new Date(entryAt.getTime() + MINUTE) })
    expect((await device.one(undo(exitId, new Date(entryAt.getTime() + 2 * MINUTE)))).status).toBe('applied')
    expect(await ticketRow(ticketId)).toMatchObject({
      status: 'checked_in',
      is_inside: true,
      first_checked_in_at: entryAt,
      last_exit_at: null,
    })
  })

  test('a check-in made and undone in one batch is stored once, as undone', async () => {
    const { tickets } = await bookAtDesk(t, people, eventId, ['Same Batch'])
    const device = doorDevice(t, people.reception)
    const checkinId = newCheckinId()
    const response = await device.push([redeem(eventId, { ticket_id: tickets[0]!.ticketId }, 'entry', checkinId), undo(checkinId)])
    expect(response.body.results.map((result: { status: string }) => result.status)).toEqual(['applied', 'applied'])
    expect(await storedCheckins(t, tickets[0]!.ticketId)).toMatchObject([{ client_checkin_id: checkinId, undone_at: t.clock() }])
  })

  test('another device, a late undo, an unknown check-in and another event are refused as undo_not_allowed with the ticket', async () => {
    const { tickets } = await bookAtDesk(t, people, eventId, ['Kept Entry'])
    const ticketId = tickets[0]!.ticketId
    const device = doorDevice(t, people.reception)
    const checkinId = newCheckinId()
    await device.one(redeem(eventId, { ticket_id: ticketId }, 'entry', checkinId))

    const other = await doorDevice(t, people.reception).one(undo(checkinId))
    expect(other).toMatchObject({ status: 'rejected', reason: 'undo_not_allowed', state: { ticketId, checkins: [{ checkinId }] } })
    expect(other.message).toContain('made on another device')

    const late = await device.one(undo(checkinId, new Date(t.clock().getTime() + 2 * MINUTE + 1000)))
    expect(late).toMatchObject({ status: 'rejected', reason: 'undo_not_allowed' })
    expect(late.message).toContain('more than 2 minutes have passed')

    expect(await device.one(undo('never-made-1234'))).toMatchObject({
      status: 'rejected',
      reason: 'undo_not_allowed',
      message: 'There is no check-in never-made-1234 to undo.',
    })
    expect((await device.one(undo(checkinId, undefined, eventId + 1000))).reason).toBe('undo_not_allowed')
    expect(await storedCheckins(t, ticketId)).toMatchObject([{ undone_at: null }])
    expect(await ticketRow(ticketId)).toMatchObject({ is_inside: true })
  })

  test('an undo pushed twice under renumbered ids is applied once', async () => {
    const { tickets } = await bookAtDesk(t, people, eventId, ['Twice Undone'])
    const device = doorDevice(t, people.reception)
    const checkinId = newCheckinId()
    await device.one(redeem(eventId, { ticket_id: tickets[0]!.ticketId }, 'entry', checkinId))
    const first = await device.one(undo(checkinId))
    const again = await device.one(undo(checkinId))
    expect(again).toMatchObject({ status: 'applied', state: { version: first.state.version } })
  })
})
