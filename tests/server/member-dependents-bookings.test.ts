import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../helpers/test-app.js'
import { api as eventsApi, bookingSnapshot, publishedEvent, signInPeople, type People } from './event-bookings-fixtures.js'
import { api as sportsApi, bookingBody, makeActivity, sportsSnapshot } from './sports-fixtures.js'

// A member books for their dependents (issue 17): a ticket held by a dependent, a sports slot played
// by one, the member charged; another member's dependent (or one twice) is refused and stores nothing.

let t: TestApp
let people: People
let eventId: number
let activityId: number
let itemId: number
/** M1001's spouse (the fixture's) and a child added here; and a dependent of M1002's. */
let spouse: { dependent_id: number; name: string; dependent_code: string }
let child: number
let othersDependent: number

beforeAll(async () => {
  t = await createTestApp({ seed: 'fixture' })
  people = await signInPeople(t)
  spouse = await t.db
    .selectFrom('dependents')
    .select(['dependent_id', 'name', 'dependent_code'])
    .where('member_id', '=', 'M1001')
    .executeTakeFirstOrThrow()
  const add = async (memberId: string, code: string, name: string, relation: 'son' | 'spouse') =>
    (
      await t.db
        .insertInto('dependents')
        .values({ member_id: memberId, dependent_code: code, name, relation })
        .returning('dependent_id')
        .executeTakeFirstOrThrow()
    ).dependent_id
  child = await add('M1001', 'M1001-2', 'Kabir Malhotra', 'son')
  othersDependent = await add('M1002', 'M1002-1', 'Meera Sharma', 'spouse')
  eventId = await publishedEvent(t, people.admin, {
    title: 'Family Fun Day',
    member_price_paise: 50_000,
    image_url: '/images/events/family-fun-day-960.webp',
  })
  const made = await makeActivity(t, people.admin, {}, 1)
  activityId = made.activityId
  itemId = made.itemIds[0]!
})
afterAll(async () => {
  await t.close()
})

const bookTickets = (tickets: unknown[], token = people.member) =>
  t.call('POST', `${eventsApi}/member/bookings`, { token, body: { event_id: eventId, tickets } })

describe('a dependent holds an event ticket', () => {
  test("the member books for a dependent: the ticket is theirs, in the club's name for them, the member charged", async () => {
    const response = await bookTickets([
      { holder_name: 'Vikram Malhotra' },
      { holder_name: 'Kabir', dependent_id: child },
      { holder_name: spouse.name, dependent_id: spouse.dependent_id },
    ])
    expect(response.status).toBe(201)
    const { booking } = response.body
    expect(booking).toMatchObject({ member_id: 'M1001', ticket_count: 3, total_paise: 150_000, payment_status: 'charged' })
    expect(booking.event_image_url).toBe('/images/events/family-fun-day-960.webp')
    expect(
      booking.tickets.map((ticket: { holder_name: string; dependent_id: number | null }) => [ticket.holder_name, ticket.dependent_id]),
    ).toEqual([
      ['Vikram Malhotra', null],
      ['Kabir Malhotra', child],
      [spouse.name, spouse.dependent_id],
    ])
    const stored = await t.db
      .selectFrom('event_tickets')
      .select(['holder_name', 'dependent_id'])
      .where('booking_id', '=', booking.booking_id)
      .orderBy('ticket_id')
      .execute()
    expect(stored.map((row) => row.dependent_id)).toEqual([null, child, spouse.dependent_id])
    const charge = await t.db
      .selectFrom('member_ledger')
      .selectAll()
      .where('source_type', '=', 'event_booking')
      .where('source_id', '=', booking.booking_id)
      .executeTakeFirstOrThrow()
    expect(charge).toMatchObject({ member_id: 'M1001', amount_paise: -150_000 })
    // The member's list and the booking read back the same tickets.
    const again = await t.call('GET', `${eventsApi}/member/bookings/${booking.booking_id}`, { token: people.member })
    expect(again.body.booking.tickets[1]).toMatchObject({ holder_name: 'Kabir Malhotra', dependent_id: child })
  })

  test("another member's dependent, one that does not exist, or one dependent twice: 400 on that ticket, nothing stored", async () => {
    const before = await bookingSnapshot(t)
    const others = await bookTickets([{ holder_name: 'Vikram Malhotra' }, { holder_name: 'Meera Sharma', dependent_id: othersDependent }])
    expect(others.status).toBe(400)
    expect(others.body.message).toBe(`tickets.1.dependent_id: ${othersDependent} is not a dependent on membership M1001`)
    expect(others.body.errors).toEqual([
      { path: 'tickets.1.dependent_id', msg: `tickets.1.dependent_id: ${othersDependent} is not a dependent on membership M1001` },
    ])

    const unknown = await bookTickets([{ holder_name: 'Someone', dependent_id: 999_999 }])
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toMatch(/^tickets\.0\.dependent_id: 999999 is not a dependent/)

    const twice = await bookTickets([
      { holder_name: 'Kabir', dependent_id: child },
      { holder_name: 'Kabir again', dependent_id: child },
    ])
    expect(twice.status).toBe(400)
    expect(twice.body.message).toBe('tickets.1.dependent_id: Kabir Malhotra is already in this booking')

    const asText = await bookTickets([{ holder_name: 'Kabir', dependent_id: String(child) }])
    expect(asText.status).toBe(400)
    expect(asText.body.message).toContain('tickets.0.dependent_id: must be the id of a dependent')

    // M1002 cannot book M1001's dependent either.
    const fromOther = await bookTickets([{ holder_name: 'Kabir', dependent_id: child }], people.otherMember)
    expect(fromOther.status).toBe(400)
    expect(await bookingSnapshot(t)).toBe(before)
  })
})

describe('a dependent plays a sports slot', () => {
  const bookSlot = (overrides: Record<string, unknown>, token = people.member) =>
    t.call('POST', `${sportsApi}/member/bookings`, {
      token,
      body: bookingBody(t, activityId, itemId, { member_id: undefined, ...overrides }),
    })

  test('the member books a slot for a dependent: named for them at the desk, the member charged', async () => {
    const response = await bookSlot({ dependent_id: spouse.dependent_id, start_time: '07:00', end_time: '08:00' })
    expect(response.status).toBe(201)
    expect(response.body.booking).toMatchObject({
      member_id: 'M1001',
      dependent_id: spouse.dependent_id,
      user_type: 'member',
      contact_name: spouse.name,
      payment: { status: 'charged', method: 'member_account' },
    })
    const charge = await t.db
      .selectFrom('member_ledger')
      .selectAll()
      .where('source_type', '=', 'sports_booking')
      .where('source_id', '=', response.body.booking.booking_id)
      .executeTakeFirstOrThrow()
    expect(charge).toMatchObject({ member_id: 'M1001', amount_paise: -50_000 })
    const mine = await t.call('GET', `${sportsApi}/member/bookings`, { token: people.member })
    expect(mine.body.data.find((booking: { booking_id: number }) => booking.booking_id === response.body.booking.booking_id)).toMatchObject(
      {
        dependent_id: spouse.dependent_id,
      },
    )
  })

  test("another member's dependent is 400 on dependent_id; a dependent as a guest 400 on user_type; nothing stored", async () => {
    const before = await sportsSnapshot(t)
    const others = await bookSlot({ dependent_id: othersDependent, start_time: '08:00', end_time: '09:00' })
    expect(others.status).toBe(400)
    expect(others.body.message).toBe(`dependent_id: ${othersDependent} is not a dependent on membership M1001`)
    expect(others.body.errors).toEqual([{ path: 'dependent_id', msg: others.body.message }])

    const asGuest = await bookSlot({ dependent_id: child, user_type: 'guest', start_time: '08:00', end_time: '09:00' })
    expect(asGuest.status).toBe(400)
    expect(asGuest.body.message).toMatch(/^user_type: must be member when a dependent plays/)
    expect(await sportsSnapshot(t)).toBe(before)
  })
})

describe('the sign-in answer', () => {
  test("lists each dependent with their own id under the member's", async () => {
    const response = await t.call('POST', '/member/api/login', { body: { memberId: 'M1001', password: DEMO_PASSWORD } })
    expect(response.status).toBe(200)
    expect(response.body.data.dependents).toEqual([
      expect.objectContaining({ dependent_id: spouse.dependent_id, dependent_code: spouse.dependent_code, name: spouse.name }),
      expect.objectContaining({ dependent_id: child, dependent_code: 'M1001-2', name: 'Kabir Malhotra', relation: 'son' }),
    ])
  })
})
