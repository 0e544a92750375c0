import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sql } from 'kysely'
import { clubDate } from '../../domain/time.js'
import { seedDemoSports } from '../../server/seed/demo-sports.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { api } from './sports-fixtures.js'

// The demo club's sports: test apps get the activities without bookings; the real server also gets
// today's and the coming days' bookings, which must obey the same rules as booked ones.

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

describe('demo sports', () => {
  test('the test club has the eight activities with their items and no bookings', async () => {
    const admin = await t.tokens.staff()
    const list = await t.call('GET', `${api}/activities`, { token: admin })
    expect(list.body.data.map((row: { name: string }) => row.name).sort()).toEqual([
      'Badminton',
      'Billiards and Pool',
      'Golf Academy',
      'Gym',
      'Shooting Range',
      'Squash',
      'Swimming',
      'Table Tennis',
    ])
    expect(list.body.data.every((row: { item_ids: number[] }) => row.item_ids.length >= 3)).toBe(true)
    expect(await t.db.selectFrom('sports_bookings').select('booking_id').execute()).toEqual([])
  })

  test('seeded with bookings: today and the next days, never two holding one item at once, members charged', async () => {
    await t.db
      .updateTable('sports_activities')
      .set({ deleted_at: t.clock(), name: sql`name || ' (old)'` })
      .execute()
    await t.db.transaction().execute((trx) => seedDemoSports(trx, { withBookings: true, now: t.clock() }))
    const today = clubDate(t.clock())
    const bookings = await t.db.selectFrom('sports_bookings').selectAll().execute()
    expect(bookings.filter((row) => row.booking_date === today).length).toBeGreaterThan(20)
    expect(new Set(bookings.map((row) => row.booking_date)).size).toBe(4)
    expect(bookings.some((row) => row.status === 'checked_in')).toBe(true)
    const holding = bookings.filter((row) => row.status === 'confirmed' || row.status === 'checked_in')
    for (const a of holding) {
      const clash = holding.find(
        (b) =>
          b.booking_id !== a.booking_id &&
          b.item_id === a.item_id &&
          b.booking_date === a.booking_date &&
          a.start_time < b.end_time &&
          b.start_time < a.end_time,
      )
      expect(clash).toBeUndefined()
    }
    const charged = bookings.filter((row) => row.payment_status === 'charged')
    const charges = await t.db.selectFrom('member_ledger').select('source_id').where('kind', '=', 'sports_booking').execute()
    expect(charges.length).toBeGreaterThanOrEqual(charged.length)
  })
})
