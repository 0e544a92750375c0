import { hashPassword } from '../../server/auth/passwords.js'
import { staffWithRole } from '../helpers/kitchen-fixtures.js'
import { DEMO_PASSWORD, type TestApp } from '../helpers/test-app.js'

/** Shared set-up of the event-bookings tests: who signs in, events to book, and what is stored. */

export const api = '/api/event-bookings'
const DAY = 86_400_000

export interface People {
  admin: string
  /** Receptionist (role 7): 'events' view and create, 'door' view, create and edit. */
  reception: string
  /** Accounts (role 3): 'events' view only. */
  accounts: string
  /** Steward (role 4): no events or door grants. */
  steward: string
  kitchen: string
  /** M1001, and another member M1002. */
  member: string
  otherMember: string
}

export async function signInPeople(t: TestApp): Promise<People> {
  // Only M1001 has the demo password; M1002 gets it here to act as a second member.
  await t.db
    .updateTable('members')
    .set({ password_hash: await hashPassword(DEMO_PASSWORD) })
    .where('member_id', '=', 'M1002')
    .execute()
  return {
    admin: await t.tokens.staff(),
    reception: await t.tokens.staff('reception@club.test'),
    accounts: await staffWithRole(t, 3, `accounts-${Math.random().toString(36).slice(2)}@club.test`),
    steward: await t.tokens.staff('steward@club.test'),
    kitchen: await t.tokens.kitchen(),
    member: await t.tokens.member('M1001'),
    otherMember: await t.tokens.member('M1002'),
  }
}

/** A valid POST events body starting `daysAhead` days after the test clock, three hours long. */
export function eventBody(t: TestApp, overrides: Record<string, unknown> = {}, daysAhead = 7) {
  const start = new Date(t.clock().getTime() + daysAhead * DAY)
  return {
    title: `Test Evening ${Math.random().toString(36).slice(2, 8)}`,
    description: 'An evening on the lawn with music and dinner.',
    event_type: 'social',
    venue: 'Main Lawn',
    start_at: start.toISOString(),
    end_at: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
    capacity: 100,
    price_paise: 200_000,
    member_price_paise: 150_000,
    visibility: 'public',
    ...overrides,
  }
}

/** Creates and publishes an event as the admin; returns its id. */
export async function publishedEvent(t: TestApp, admin: string, overrides: Record<string, unknown> = {}, daysAhead = 7): Promise<number> {
  const created = await t.call('POST', `${api}/events`, { token: admin, body: eventBody(t, overrides, daysAhead) })
  if (created.status !== 201) throw new Error(`event not created: ${created.text}`)
  const eventId = created.body.event.event_id as number
  const published = await t.call('PATCH', `${api}/events/${eventId}/publish`, { token: admin })
  if (published.status !== 200) throw new Error(`event not published: ${published.text}`)
  return eventId
}

export function guestBooking(eventId: number, holders: string[] = ['Anita Desai'], extra: Record<string, unknown> = {}) {
  return { event_id: eventId, booking_type: 'guest', tickets: holders.map((holder_name) => ({ holder_name })), ...extra }
}

export function memberBooking(
  eventId: number,
  memberId = 'M1001',
  holders: string[] = ['Rahul Kapoor'],
  extra: Record<string, unknown> = {},
) {
  return {
    event_id: eventId,
    booking_type: 'member',
    member_id: memberId,
    tickets: holders.map((holder_name) => ({ holder_name })),
    ...extra,
  }
}

/** Everything the booking calls write, to prove a refused call stored nothing. */
export async function bookingSnapshot(t: TestApp) {
  const [events, bookings, tickets, coupons, redemptions, charges, checkins] = await Promise.all([
    t.db.selectFrom('events').selectAll().orderBy('event_id').execute(),
    t.db.selectFrom('event_bookings').selectAll().orderBy('booking_id').execute(),
    t.db.selectFrom('event_tickets').selectAll().orderBy('ticket_id').execute(),
    t.db.selectFrom('event_coupons').selectAll().orderBy('coupon_id').execute(),
    t.db.selectFrom('event_coupon_redemptions').selectAll().orderBy('redemption_id').execute(),
    t.db.selectFrom('member_ledger').selectAll().orderBy('entry_id').execute(),
    t.db.selectFrom('ticket_checkins').selectAll().orderBy('checkin_id').execute(),
  ])
  return JSON.stringify({ events, bookings, tickets, coupons, redemptions, charges, checkins })
}
