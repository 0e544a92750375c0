import { addDays } from '../../domain/sports.js'
import { clubDate } from '../../domain/time.js'
import { hashPassword } from '../../server/auth/passwords.js'
import { staffWithRole } from '../helpers/kitchen-fixtures.js'
import { DEMO_PASSWORD, type TestApp } from '../helpers/test-app.js'

/** Shared set-up of the sports tests (ADR 015): who signs in, an activity with items, what is stored. */

export const api = '/api/sports-activity'

export interface People {
  admin: string
  /** Sports Desk (role 5): 'sports' view, create and edit; no delete. */
  sportsDesk: string
  /** Accounts (role 3): 'sports' view only. */
  accounts: string
  /** Steward (role 4): no sports grant. */
  steward: string
  kitchen: string
  /** M1001, and another member M1002. */
  member: string
  otherMember: string
}

const unique = () => Math.random().toString(36).slice(2, 8)

export async function signInPeople(t: TestApp): Promise<People> {
  await t.db
    .updateTable('members')
    .set({ password_hash: await hashPassword(DEMO_PASSWORD) })
    .where('member_id', '=', 'M1002')
    .execute()
  return {
    admin: await t.tokens.staff(),
    sportsDesk: await staffWithRole(t, 5, `desk-${unique()}@club.test`),
    accounts: await staffWithRole(t, 3, `accounts-${unique()}@club.test`),
    steward: await t.tokens.staff('steward@club.test'),
    kitchen: await t.tokens.kitchen(),
    member: await t.tokens.member('M1001'),
    otherMember: await t.tokens.member('M1002'),
  }
}

/** The test clock's club date plus `days` ('2026-11-22' is day 0: the clock starts at 10:00 there). */
export const clubDay = (t: TestApp, days = 0) => addDays(clubDate(t.clock()), days)

export function activityBody(overrides: Record<string, unknown> = {}) {
  return {
    name: `Squash ${unique()}`,
    category: 'Racquet sports',
    description: 'Glass-backed courts, racquets on loan at the desk.',
    is_public: true,
    slot_minutes: 60,
    open_time: '06:00',
    close_time: '22:00',
    price_paise: 50_000,
    guest_price_paise: 80_000,
    ...overrides,
  }
}

/** An activity made through the API with `items` courts; returns the ids. */
export async function makeActivity(t: TestApp, token: string, overrides: Record<string, unknown> = {}, items = 2) {
  const created = await t.call('POST', `${api}/activities`, { token, body: activityBody(overrides) })
  if (created.status !== 201) throw new Error(`activity not created: ${created.text}`)
  const activityId = created.body.activity.activity_id as number
  const itemIds: number[] = []
  for (let index = 1; index <= items; index++) {
    const item = await t.call('POST', `${api}/items`, { token, body: { activity_id: activityId, name: `Court ${index}` } })
    if (item.status !== 201) throw new Error(`item not created: ${item.text}`)
    itemIds.push(item.body.item.item_id as number)
  }
  return { activityId, itemIds }
}

/** A member booking for M1001 tomorrow 10:00–11:00 unless told otherwise. */
export function bookingBody(t: TestApp, activityId: number, itemId: number, overrides: Record<string, unknown> = {}) {
  return {
    activity_id: activityId,
    item_id: itemId,
    member_id: 'M1001',
    booking_date: clubDay(t, 1),
    start_time: '10:00',
    end_time: '11:00',
    ...overrides,
  }
}

export async function book(t: TestApp, token: string, body: Record<string, unknown>) {
  const response = await t.call('POST', `${api}/bookings`, { token, body })
  if (response.status !== 201) throw new Error(`booking refused: ${response.status} ${response.text}`)
  return response.body.booking as { booking_id: number; status: string; version: number; pricing_details: { total_paise: number } }
}

/** Everything the sports calls write, to prove a refused call stored nothing. */
export async function sportsSnapshot(t: TestApp) {
  const tables = [
    'sports_activities',
    'sports_items',
    'sports_activity_items',
    'sports_subcategories',
    'sports_bookings',
    'sports_booking_history',
    'sports_payments',
    'member_ledger',
    'member_accounts',
  ] as const
  const rows = await Promise.all(tables.map((table) => t.db.selectFrom(table).selectAll().execute()))
  return JSON.stringify(rows.map((list) => [...list].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))))
}
