import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { prepareDatabase, resolveTokenSecret } from '../../server/bootstrap.js'
import type { OpenDatabase } from '../../server/db/database.js'
import { loadEnv } from '../../server/env.js'
import { ticketSigner } from '../../server/tickets/ticket-keys.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { openTestDatabase } from '../helpers/test-database.js'
import { api } from './event-bookings-fixtures.js'

// The demo club as `npm start` seeds it: the whole environment is given, so today's event bookings
// are signed with the server's key (here, derived from JWT_SECRET).
const JWT_SECRET = 'demo-seed-secret-demo-seed-secret-0123456789'
let database: OpenDatabase
let dataDir: string
let t: TestApp
let seededAt: Date

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'club-seed-'))
  database = await openTestDatabase('schema')
  seededAt = new Date()
  const env = loadEnv({ NODE_ENV: 'test', JWT_SECRET, DATA_DIR: dataDir })
  const signer = await ticketSigner({ tokens: { secret: resolveTokenSecret(env), staffTtlSeconds: 1, memberTtlSeconds: 1 } })
  expect(await prepareDatabase(database.db, env, () => {}, signer)).toEqual({ password: 'Club@1994' })
  t = await createTestApp({ database })
  t.clock.set(seededAt)
})
afterAll(async () => {
  await t.close()
  await database.close()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('the demo event bookings', () => {
  test("today's members' evening is on the reception's list with its bookings, one couple already inside", async () => {
    const reception = await t.tokens.staff('reception@club.test')
    const events = await t.call('GET', `${api}/reception/events`, { token: reception })
    const sundowner = events.body.data.find((event: { title: string }) => event.title === "Members' Sundowner")
    expect(new Date(sundowner.start_at).getTime()).toBeLessThanOrEqual(seededAt.getTime())
    expect(new Date(sundowner.end_at).getTime()).toBeGreaterThan(seededAt.getTime())
    expect(sundowner).toMatchObject({
      visibility: 'members',
      status: 'published',
      booking_stats: { total_bookings: 5, cancelled_bookings: 1, tickets_sold: 8, checked_in: 2, inside_now: 2 },
    })

    const bookings = await t.call('GET', `${api}/reception/bookings?event_id=${sundowner.event_id}`, { token: reception })
    const signer = await ticketSigner({ tokens: { secret: JWT_SECRET, staffTtlSeconds: 1, memberTtlSeconds: 1 } })
    for (const booking of bookings.body.data) {
      for (const ticket of booking.tickets) expect(await signer.verify(ticket.code)).toMatchObject({ ok: true, ticketId: ticket.ticketId })
    }
    const waiting = bookings.body.data.find((booking: { member_id: string }) => booking.member_id === 'M1003')
    const entry = await t.call('PATCH', `${api}/bookings/${waiting.booking_id}/checkin/${waiting.tickets[0].ticketId}`, {
      token: reception,
    })
    expect(entry.status).toBe(200)
    const inside = bookings.body.data.find((booking: { member_id: string }) => booking.member_id === 'M1001')
    expect(
      (await t.call('PATCH', `${api}/bookings/${inside.booking_id}/checkin/${inside.tickets[0].ticketId}`, { token: reception })).status,
    ).toBe(409)
  })

  test('the Winter Social Evening has the WINTER10 coupon, and the public pages are unchanged', async () => {
    const winter = await t.db.selectFrom('events').select('event_id').where('slug', '=', 'winter-social-evening').executeTakeFirstOrThrow()
    const response = await t.call('POST', `${api}/events/${winter.event_id}/coupons/validate`, {
      token: await t.tokens.member(),
      body: { coupon_code: 'winter10' },
    })
    expect(response.body).toMatchObject({ valid: true, discount_paise: 18_000 })
    const publicEvents = await t.call('GET', `${api}/public/events?limit=50`)
    expect(publicEvents.body.data.map((event: { title: string }) => event.title)).not.toContain("Members' Sundowner")
  })
})
