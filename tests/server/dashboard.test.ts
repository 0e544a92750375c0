import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ageOn, birthdayMonthDays } from '../../server/dashboard/dashboard.service.js'
import { staffWithRole } from '../helpers/kitchen-fixtures.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { chequeOf, deposit, freshMember, moveCheque, wallet } from './member-account-fixtures.js'
import { makeActivity } from './sports-fixtures.js'

// GET /api/dashboard/today (ADR 032): the club's day in Asia/Kolkata on the server's clock, each part
// only for an area the caller's role may view. The fixture club plus rows this file adds, so every
// figure is known.

const path = '/api/dashboard/today'
/** 19:00 in Delhi on Sunday 22 November 2026. */
const evening = new Date('2026-11-22T13:30:00.000Z')

let t: TestApp
const tokens: Record<string, string> = {}
let tonightId: number

const unique = () => Math.random().toString(36).slice(2, 8)

async function addEvent(title: string, start: string, end: string, status: 'published' | 'draft' | 'cancelled' | 'completed') {
  const row = await t.db
    .insertInto('events')
    .values({
      title,
      slug: `${title.toLowerCase().replace(/\W+/g, '-')}-${unique()}`,
      event_type: 'social',
      start_at: new Date(start),
      end_at: new Date(end),
      venue: 'Main Lawn',
      capacity: 120,
      status,
      visibility: 'public',
    })
    .returning('event_id')
    .executeTakeFirstOrThrow()
  return row.event_id
}

let nextTicketId = 900_000
/** A booking of `holders` tickets; `checkedIn` of them let in, `inside` of those still inside. */
async function addBooking(
  eventId: number,
  holders: number,
  checkedIn: number,
  inside: number,
  status: 'confirmed' | 'cancelled' = 'confirmed',
) {
  const booking = await t.db
    .insertInto('event_bookings')
    .values({
      event_id: eventId,
      booking_type: 'guest',
      contact_name: 'Anita Desai',
      channel: 'office',
      status,
      ticket_count: holders,
      unit_price_paise: 100_000,
      subtotal_paise: holders * 100_000,
      total_paise: holders * 100_000,
      payment_status: 'paid',
    })
    .returning('booking_id')
    .executeTakeFirstOrThrow()
  for (let index = 0; index < holders; index++) {
    const ticketId = nextTicketId++
    await t.db
      .insertInto('event_tickets')
      .values({
        ticket_id: ticketId,
        booking_id: booking.booking_id,
        event_id: eventId,
        holder_name: `Guest ${index + 1}`,
        code: `test-code-${ticketId}`,
        status: status === 'cancelled' ? 'cancelled' : index < checkedIn ? 'checked_in' : 'valid',
        first_checked_in_at: index < checkedIn ? evening : null,
        is_inside: index < inside,
      })
      .execute()
  }
}

async function addSportsBooking(activityId: number, itemId: number, date: string, start: string, players: number, status: string) {
  await t.db
    .insertInto('sports_bookings')
    .values({
      activity_id: activityId,
      item_id: itemId,
      user_type: 'guest',
      contact_name: 'Vikram Rao',
      booking_date: date,
      start_time: start,
      end_time: `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:00`,
      player_count: players,
      channel: 'office',
      status: status as 'confirmed',
      slot_count: 1,
      unit_price_paise: 50_000,
      total_paise: 50_000,
      payment_status: 'due',
    })
    .execute()
}

beforeAll(async () => {
  t = await createTestApp({ seed: 'fixture' })
  t.clock.set(evening)
  tokens.admin = await t.tokens.staff()
  tokens.secretary = await staffWithRole(t, 2, `secretary-${unique()}@club.test`)
  tokens.accounts = await staffWithRole(t, 3, `accounts-${unique()}@club.test`)
  tokens.steward = await t.tokens.staff('steward@club.test')
  tokens.reception = await t.tokens.staff('reception@club.test')
  tokens.storeKeeper = await staffWithRole(t, 6, `store-${unique()}@club.test`)
  tokens.kitchen = await t.tokens.kitchen()
  tokens.member = await t.tokens.member('M1001')
  // A role with no grant at all, not even the dashboard.
  const role = await t.db
    .insertInto('roles')
    .values({ name: `Nothing ${unique()}`, description: 'No areas' })
    .returning('role_id')
    .executeTakeFirstOrThrow()
  tokens.nothing = await staffWithRole(t, role.role_id, `nothing-${unique()}@club.test`)

  // Events: tonight (counted), this morning's and one running past midnight from yesterday (counted),
  // a draft, a cancelled one, tomorrow's and yesterday's (not).
  tonightId = await addEvent('Ghazal Night', '2026-11-22T19:30:00+05:30', '2026-11-22T23:30:00+05:30', 'published')
  await addEvent('Morning Yoga', '2026-11-22T06:30:00+05:30', '2026-11-22T08:00:00+05:30', 'completed')
  await addEvent('All-Night Bridge', '2026-11-21T21:00:00+05:30', '2026-11-22T02:00:00+05:30', 'published')
  await addEvent('Draft Dinner', '2026-11-22T20:00:00+05:30', '2026-11-22T22:00:00+05:30', 'draft')
  await addEvent('Called Off', '2026-11-22T20:00:00+05:30', '2026-11-22T22:00:00+05:30', 'cancelled')
  await addEvent('Tomorrow Tambola', '2026-11-23T00:00:00+05:30', '2026-11-23T03:00:00+05:30', 'published')
  await addEvent('Yesterday Quiz', '2026-11-21T18:00:00+05:30', '2026-11-22T00:00:00+05:30', 'published')
  await addBooking(tonightId, 4, 3, 2)
  await addBooking(tonightId, 2, 0, 0)
  await addBooking(tonightId, 3, 0, 0, 'cancelled')

  // Kitchen: the fixture's Main Kitchen and a restaurant; two to cook, one ready, served and cancelled ones not.
  const kitchen = await t.db.selectFrom('kitchens').select(['kitchen_id', 'name']).executeTakeFirstOrThrow()
  const restaurant = await t.db
    .insertInto('restaurants')
    .values({ name: 'Test Dining', kitchen_id: kitchen.kitchen_id })
    .returning('restaurant_id')
    .executeTakeFirstOrThrow()
  for (const status of ['pending', 'preparing', 'ready', 'served', 'cancelled'] as const) {
    await t.db.insertInto('orders').values({ kitchen_id: kitchen.kitchen_id, restaurant_id: restaurant.restaurant_id, status }).execute()
  }

  // Sports: on court today are two bookings (3 and 2 players); a confirmed, a completed and yesterday's checked-in one are not.
  const squash = await makeActivity(t, tokens.admin, { name: 'Squash' }, 2)
  const billiards = await makeActivity(t, tokens.admin, { name: 'Billiards' }, 1)
  await addSportsBooking(squash.activityId, squash.itemIds[0]!, '2026-11-22', '18:00', 3, 'checked_in')
  await addSportsBooking(billiards.activityId, billiards.itemIds[0]!, '2026-11-22', '18:00', 2, 'checked_in')
  await addSportsBooking(squash.activityId, squash.itemIds[1]!, '2026-11-22', '20:00', 4, 'confirmed')
  await addSportsBooking(squash.activityId, squash.itemIds[1]!, '2026-11-22', '17:00', 2, 'completed')
  await addSportsBooking(squash.activityId, squash.itemIds[0]!, '2026-11-21', '18:00', 2, 'checked_in')

  // Accounts: two cheques waiting (one received, one deposited), one cleared; one member over the limit.
  const first = await deposit(t, tokens.accounts, {
    memberId: 'M1002',
    amount_paise: 150_000,
    method: 'cheque',
    cheque: chequeOf('100001'),
  })
  const second = await deposit(t, tokens.accounts, {
    memberId: 'M1002',
    amount_paise: 250_000,
    method: 'cheque',
    cheque: chequeOf('100002'),
  })
  const cleared = await deposit(t, tokens.accounts, {
    memberId: 'M1003',
    amount_paise: 70_000,
    method: 'cheque',
    cheque: chequeOf('100003'),
  })
  expect((await moveCheque(t, tokens.accounts, second.transaction.transactionId, 'deposited')).status).toBe(200)
  expect((await moveCheque(t, tokens.accounts, cleared.transaction.transactionId, 'deposited')).status).toBe(200)
  expect((await moveCheque(t, tokens.accounts, cleared.transaction.transactionId, 'cleared')).status).toBe(200)
  expect(first.transaction.transactionId).toBeGreaterThan(0)
  const owing = await freshMember(t, 0)
  const charged = await t.call('POST', `${wallet}/adjustment`, {
    token: tokens.accounts,
    body: { memberId: owing, kind: 'adjustment', direction: 'debit', amount_paise: 10_000, description: 'Bar tab' },
  })
  expect(charged.status).toBe(201)

  // Birthdays: M1001 today (turning 46), M1002 today but resigned, M1003 tomorrow.
  await t.db.updateTable('members').set({ date_of_birth: '1980-11-22' }).where('member_id', '=', 'M1001').execute()
  await t.db.updateTable('members').set({ date_of_birth: '1990-11-22', status: 'resigned' }).where('member_id', '=', 'M1002').execute()
  await t.db.updateTable('members').set({ date_of_birth: '1984-11-23' }).where('member_id', '=', 'M1003').execute()
})
afterAll(async () => {
  await t.close()
})

const get = (token?: string, query = '') => t.call('GET', `${path}${query}`, token ? { token } : {})

describe('the figures of the day, on a fixed clock', () => {
  test('an administrator sees every part, for the club day in Delhi', async () => {
    const response = await get(tokens.admin)
    expect(response.status).toBe(200)
    const body = response.body
    expect(body.date).toBe('2026-11-22')
    expect(body.as_of).toBe(evening.toISOString())

    expect(body.events.result.map((event: { title: string }) => event.title)).toEqual(['All-Night Bridge', 'Morning Yoga', 'Ghazal Night'])
    const tonight = body.events.result.find((event: { event_id: number }) => event.event_id === tonightId)
    expect(tonight).toMatchObject({ bookings: 2, tickets: 6, checked_in: 3, inside_now: 2, capacity: 120, venue: 'Main Lawn' })
    expect(body.events.result[0]).toMatchObject({ bookings: 0, tickets: 0, checked_in: 0, inside_now: 0 })

    expect(body.kitchen).toEqual({
      open: 2,
      ready: 1,
      by_kitchen: [{ kitchen_id: expect.any(Number), name: 'Main Kitchen', open: 2, ready: 1 }],
    })

    expect(body.sports.players_on_court).toBe(5)
    expect(body.sports.bookings_on_court).toBe(2)
    expect(body.sports.by_activity.map((row: { name: string; players: number }) => [row.name, row.players])).toEqual([
      ['Billiards', 2],
      ['Squash', 3],
    ])

    expect(body.accounts).toEqual({ cheques_waiting: { count: 2, amount_paise: 400_000 }, over_limit: 1 })
    expect(body.birthdays).toEqual({ count: 1, result: [{ memberId: 'M1001', name: expect.any(String), turning: 46 }] })
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })

  test('after midnight in Delhi (still the 22nd in UTC) the day is the 23rd', async () => {
    t.clock.set(new Date('2026-11-22T18:45:00.000Z')) // 00:15 on the 23rd in Delhi
    try {
      const body = (await get(tokens.admin)).body
      expect(body.date).toBe('2026-11-23')
      expect(body.events.result.map((event: { title: string }) => event.title)).toEqual(['Tomorrow Tambola'])
      expect(body.sports.players_on_court).toBe(0)
      expect(body.sports.by_activity).toEqual([])
      expect(body.birthdays.result.map((row: { memberId: string }) => row.memberId)).toEqual(['M1003'])
      // Orders and cheques are what is open now, whatever the day.
      expect(body.kitchen.open).toBe(2)
      expect(body.accounts.cheques_waiting.count).toBe(2)
    } finally {
      t.clock.set(evening)
    }
  })

  test('a 29 February birthday is kept on 28 February in a year without one, and on the 29th in a leap year', async () => {
    expect(birthdayMonthDays('2027-02-28')).toEqual(['02-28', '02-29'])
    expect(birthdayMonthDays('2028-02-28')).toEqual(['02-28'])
    expect(birthdayMonthDays('2028-02-29')).toEqual(['02-29'])
    expect(ageOn('1984-02-29', '2027-02-28')).toBe(43)
    await t.db.updateTable('members').set({ date_of_birth: '1984-02-29' }).where('member_id', '=', 'M1003').execute()
    t.clock.set(new Date('2027-02-28T06:00:00.000Z'))
    try {
      // The evening's session is long over by then: sign in again.
      const body = (await get(await t.tokens.staff())).body
      expect(body.birthdays).toEqual({ count: 1, result: [{ memberId: 'M1003', name: expect.any(String), turning: 43 }] })
    } finally {
      t.clock.set(evening)
      await t.db.updateTable('members').set({ date_of_birth: '1984-11-23' }).where('member_id', '=', 'M1003').execute()
    }
  })
})

describe('each part only for the areas the role may view', () => {
  const parts = ['events', 'kitchen', 'sports', 'accounts', 'birthdays'] as const
  test.each([
    ['secretary', ['events', 'sports', 'accounts', 'birthdays']],
    ['accounts', ['events', 'sports', 'accounts', 'birthdays']],
    ['steward', ['kitchen', 'birthdays']],
    ['reception', ['events', 'sports', 'birthdays']],
    ['storeKeeper', []],
  ] as const)('%s sees %j', async (who, expected) => {
    const response = await get(tokens[who])
    expect(response.status).toBe(200)
    expect(response.body.date).toBe('2026-11-22')
    expect(parts.filter((part) => part in response.body)).toEqual(expected)
  })

  test('a grant given at once shows its part; taken away, it goes', async () => {
    const menu = await t.db.selectFrom('menus').select('menu_id').where('key', '=', 'restaurants').executeTakeFirstOrThrow()
    await t.db
      .insertInto('role_access')
      .values({ role_id: 7, menu_id: menu.menu_id, can_view: true, can_create: false, can_edit: false, can_delete: false })
      .execute()
    try {
      expect((await get(tokens.reception)).body.kitchen.open).toBe(2)
    } finally {
      await t.db.deleteFrom('role_access').where('role_id', '=', 7).where('menu_id', '=', menu.menu_id).execute()
    }
    expect('kitchen' in (await get(tokens.reception)).body).toBe(false)
  })
})

describe('who may not', () => {
  test('no token is 401', async () => {
    const response = await get()
    expect(response.status).toBe(401)
    expect(response.body.message).toBe('Authentication required. Please log in.')
  })

  test('a role without the dashboard grant, a kitchen account and a member are 403', async () => {
    for (const token of [tokens.nothing, tokens.kitchen, tokens.member]) {
      const response = await get(token)
      expect(response.status).toBe(403)
      expect(response.body.events).toBeUndefined()
    }
  })

  test('the endpoint takes no input: anything in the query is ignored, never a 5xx', async () => {
    for (const query of ['?date=2020-01-01', '?areas=accounts', '?%ff=%ff', `?x=${'a'.repeat(2000)}`]) {
      const response = await get(tokens.steward, query)
      expect(response.status).toBe(200)
      expect(response.body.date).toBe('2026-11-22')
      expect('accounts' in response.body).toBe(false)
    }
  })

  test('a method other than GET is not an endpoint', async () => {
    const response = await t.call('POST', path, { token: tokens.admin, body: {} })
    expect(response.status).toBe(404)
  })
})
