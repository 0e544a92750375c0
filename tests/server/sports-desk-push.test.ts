import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { formatClubTime } from '../../domain/time.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { staffWithRole } from '../helpers/kitchen-fixtures.js'
import { signInPeople, type People } from './event-bookings-fixtures.js'
import { checkIn, checkOut, deskActivity, deskBooking, deskDevice, deskSnapshot, historyOf, storedBooking } from './sports-desk-fixtures.js'

// "Desk check-in/check-out": sports.checkIn and sports.checkOut through /api/sync/push,
// decided by domain/sports.ts on the locked booking at the device's time (ADR 015).
let t: TestApp
let people: People
/** Role 5, Sports Desk: 'sports' view, create and edit. */
let sportsDesk: string
let activity: { activityId: number; itemIds: number[] }

beforeAll(async () => {
  t = await createTestApp()
  people = await signInPeople(t)
  sportsDesk = await staffWithRole(t, 5, `desk-${Math.random().toString(36).slice(2)}@club.test`)
  activity = await deskActivity(t, { name: 'Squash Desk Test', items: 3 })
})
afterAll(async () => {
  await t.close()
})

const MINUTE = 60_000
const booking = (extra: Partial<Parameters<typeof deskBooking>[1]> = {}) =>
  deskBooking(t, { activityId: activity.activityId, itemId: activity.itemIds[0]!, ...extra })
const userIdOf = async (email: string) =>
  (await t.db.selectFrom('users').select('user_id').where('email', '=', email).executeTakeFirstOrThrow()).user_id

describe('sports.checkIn and sports.checkOut', () => {
  test('a check-in is applied at the device’s time: status, who, device, a new version, a history row and a hint to the day', async () => {
    const bookingId = await booking({ contactName: 'Asha Rao' })
    const before = await storedBooking(t, bookingId)
    const device = deskDevice(t, people.reception)
    const tappedAt = new Date(t.clock().getTime() - 3 * MINUTE)
    t.realtime.sent.length = 0
    const result = await device.one(checkIn(bookingId, tappedAt))
    expect(result).toMatchObject({
      status: 'applied',
      state: {
        booking: {
          bookingId,
          status: 'checked_in',
          contactName: 'Asha Rao',
          checkedInAt: tappedAt.toISOString(),
          checkedInDevice: device.clientId,
          checkedOutAt: null,
        },
      },
    })
    const stored = await storedBooking(t, bookingId)
    expect(stored).toMatchObject({
      status: 'checked_in',
      checked_in_at: tappedAt,
      checked_in_by: await userIdOf('reception@club.test'),
      checked_in_device: device.clientId,
      updated_at: t.clock(),
    })
    expect(Number(stored.version)).toBeGreaterThan(Number(before.version))
    expect(result.state.booking.version).toBe(Number(stored.version))
    expect(await historyOf(t, bookingId)).toMatchObject([
      {
        from_status: 'confirmed',
        to_status: 'checked_in',
        changed_by_user: await userIdOf('reception@club.test'),
        changed_by_member: null,
        device_client_id: device.clientId,
        at: tappedAt,
      },
    ])
    expect(t.realtime.sent).toEqual([
      {
        room: `sports:${stored.booking_date}`,
        event: 'sports:changed',
        payload: { date: stored.booking_date, version: Number(stored.version), bookings: [result.state.booking] },
      },
    ])
  })

  test('a check-out after the check-in completes the booking and keeps both history rows', async () => {
    const bookingId = await booking({ startTime: '07:00', endTime: '08:00' })
    const device = deskDevice(t, sportsDesk)
    const inAt = new Date(t.clock().getTime() - 60 * MINUTE)
    const response = await device.push([checkIn(bookingId, inAt), checkOut(bookingId)])
    expect(response.status, response.text).toBe(200)
    expect(response.body.results.map((result: { status: string }) => result.status)).toEqual(['applied', 'applied'])
    expect(response.body.results[1].state.booking).toMatchObject({
      status: 'completed',
      checkedInAt: inAt.toISOString(),
      checkedOutAt: t.clock().toISOString(),
    })
    expect(await storedBooking(t, bookingId)).toMatchObject({
      status: 'completed',
      checked_out_at: t.clock(),
      checked_out_device: device.clientId,
    })
    expect((await historyOf(t, bookingId)).map((row) => [row.from_status, row.to_status, row.at])).toEqual([
      ['confirmed', 'checked_in', inAt],
      ['checked_in', 'completed', t.clock()],
    ])
  })

  test('a re-pushed check-in (lost answer) is answered applied again without a second effect', async () => {
    const bookingId = await booking({ startTime: '12:00', endTime: '13:00' })
    const device = deskDevice(t, people.reception)
    expect((await device.push([checkIn(bookingId)], [1])).body.results[0].status).toBe('applied')
    const afterFirst = await deskSnapshot(t)
    const again = await device.push([checkIn(bookingId)], [1])
    expect(again.status).toBe(200)
    expect(again.body).toEqual({ results: [{ id: 1, status: 'applied' }], last_mutation_id: 1 })
    expect(await deskSnapshot(t)).toBe(afterFirst)
    expect(await historyOf(t, bookingId)).toHaveLength(1)
  })

  test('a tap re-sent under a renumbered client id is known by its tap id: applied, not refused, no second effect', async () => {
    const bookingId = await booking({ startTime: '16:00', endTime: '17:00' })
    const tap = { name: 'sports.checkIn' as const, args: { booking_id: bookingId, tap_id: 'tap-renumbered-0001' } }
    expect((await deskDevice(t, people.reception).one(tap)).status).toBe('applied')
    const afterFirst = await deskSnapshot(t)
    // The device lost its client id (mutation_gap) and sends its outbox again under a new one.
    const renumbered = await deskDevice(t, people.reception).one(tap)
    expect(renumbered).toMatchObject({ status: 'applied', state: { booking: { bookingId, status: 'checked_in' } } })
    expect(await deskSnapshot(t)).toBe(afterFirst)
    const history = await historyOf(t, bookingId)
    expect(history).toHaveLength(1)
    expect(history[0]!.client_tap_id).toBe('tap-renumbered-0001')
  })

  test('two devices check in the same booking: one is applied, the other refused already_checked_in with the first check-in’s time and device', async () => {
    const bookingId = await booking({ startTime: '14:00', endTime: '15:00', contactName: 'Vikram Singh' })
    const first = deskDevice(t, people.reception)
    const second = deskDevice(t, sportsDesk)
    const firstAt = new Date(t.clock().getTime() - 2 * MINUTE)
    const answers = await Promise.all([first.one(checkIn(bookingId, firstAt)), second.one(checkIn(bookingId, firstAt))])
    const applied = answers.filter((answer) => answer.status === 'applied')
    const refused = answers.filter((answer) => answer.status === 'rejected')
    expect(applied).toHaveLength(1)
    expect(refused).toHaveLength(1)
    const winner = answers[0].status === 'applied' ? first : second
    expect(refused[0]).toMatchObject({
      reason: 'already_checked_in',
      message: `Vikram Singh (booking #${bookingId}, Squash Desk Test 14:00) is already checked in: at ${formatClubTime(firstAt)} on device ${winner.clientId}.`,
      state: {
        booking: { bookingId, status: 'checked_in', checkedInDevice: winner.clientId },
        first_check_in: { at: firstAt.toISOString(), device: winner.clientId },
      },
    })
    expect(await historyOf(t, bookingId)).toHaveLength(1)
    // The refusal is the engine's record: a replay answers it the same way.
    const loser = winner === first ? second : first
    const replay = await loser.push([checkIn(bookingId)], [1])
    expect(replay.body.results[0]).toMatchObject({ status: 'rejected', reason: 'already_checked_in' })
  })

  test('a check-out of a booking never checked in is refused not_checked_in and changes nothing', async () => {
    const bookingId = await booking({ startTime: '16:00', endTime: '17:00', contactName: 'Meera Nair' })
    const before = await deskSnapshot(t)
    const result = await deskDevice(t, people.reception).one(checkOut(bookingId))
    expect(result).toMatchObject({
      status: 'rejected',
      reason: 'not_checked_in',
      message: expect.stringContaining('Meera Nair'),
      state: { booking: { bookingId, status: 'confirmed' } },
    })
    expect(await deskSnapshot(t)).toBe(before)
  })

  test('the shared rule refuses cancelled, no-show, already checked-out and other days’ bookings', async () => {
    const device = deskDevice(t, people.reception)
    const cancelled = await booking({ status: 'cancelled', startTime: '18:00', endTime: '19:00' })
    const noShow = await booking({ status: 'no_show', startTime: '18:00', endTime: '19:00', itemId: activity.itemIds[1]! })
    const tomorrow = await booking({ date: '2026-11-23' })
    const done = await booking({ startTime: '19:00', endTime: '20:00' })
    await device.push([checkIn(done), checkOut(done)])
    const before = await deskSnapshot(t)
    const response = await device.push([checkIn(cancelled), checkIn(noShow), checkIn(tomorrow), checkOut(done), checkIn(done)])
    expect(response.body.results.map((result: { reason: string }) => result.reason)).toEqual([
      'cancelled',
      'no_show',
      'not_today',
      'already_checked_out',
      'already_checked_in',
    ])
    expect(await deskSnapshot(t)).toBe(before)
  })

  test('the device’s time decides the day: a tap made yesterday evening is not today’s check-in', async () => {
    const bookingId = await booking({ startTime: '20:00', endTime: '21:00' })
    const yesterday = new Date(t.clock().getTime() - 24 * 60 * MINUTE)
    expect(await deskDevice(t, people.reception).one(checkIn(bookingId, yesterday))).toMatchObject({
      status: 'rejected',
      reason: 'not_today',
    })
  })

  test('bad arguments are rejected with a reason naming the field, and nothing changes', async () => {
    const device = deskDevice(t, people.reception)
    const before = await deskSnapshot(t)
    const response = await device.push([
      { name: 'sports.checkIn', args: {} },
      { name: 'sports.checkIn', args: { booking_id: 'seven' } },
      { name: 'sports.checkOut', args: { booking_id: -3 } },
      { name: 'sports.checkIn', args: { booking_id: 1.5 } },
      { name: 'sports.checkIn', args: { booking_id: 5, tap_id: 'short' } },
      { name: 'sports.checkIn', args: { booking_id: 999_999 } },
    ])
    expect(response.status).toBe(200)
    const results = response.body.results as { status: string; reason: string; message: string }[]
    expect(results.map((result) => result.reason)).toEqual([
      'invalid_args',
      'invalid_args',
      'invalid_args',
      'invalid_args',
      'invalid_args',
      'unknown_booking',
    ])
    for (const result of results.slice(0, 4)) expect(result.message).toMatch(/booking_id/)
    expect(results[4]!.message).toMatch(/tap_id/)
    expect(await deskSnapshot(t)).toBe(before)
  })

  test('staff without the sports edit grant, members and kitchen accounts are refused; no session is 401', async () => {
    const bookingId = await booking({ startTime: '21:00', endTime: '22:00' })
    const before = await deskSnapshot(t)
    // Accounts (role 3) may view sports, not edit; a steward (role 4) has no sports grant at all.
    for (const token of [people.accounts, people.steward, people.kitchen]) {
      expect(await deskDevice(t, token).one(checkIn(bookingId)), token).toMatchObject({ status: 'rejected', reason: 'forbidden' })
    }
    const member = await t.call('POST', '/api/sync/push', {
      token: people.member,
      body: {
        client_id: 'member-desk-1',
        mutations: [{ id: 1, name: 'sports.checkIn', args: { booking_id: bookingId }, at: t.clock().toISOString() }],
      },
    })
    expect(member.status).toBe(200)
    expect(member.body.results[0]).toMatchObject({ status: 'rejected', reason: 'forbidden' })
    const anonymous = await t.call('POST', '/api/sync/push', { body: { client_id: 'nobody-desk-1', mutations: [] } })
    expect(anonymous.status).toBe(401)
    expect(await deskSnapshot(t)).toBe(before)
    // Admins always may.
    expect(await deskDevice(t, people.admin).one(checkIn(bookingId))).toMatchObject({ status: 'applied' })
  })

  test('a batch of check-ins on many bookings writes them all with one version', async () => {
    const ids = []
    for (let index = 0; index < 6; index++)
      ids.push(
        await booking({ startTime: '09:00', endTime: '10:00', itemId: activity.itemIds[index % 3]!, contactName: `Player ${index}` }),
      )
    const response = await deskDevice(t, people.reception).push(ids.map((id) => checkIn(id)))
    expect(response.body.results.every((result: { status: string }) => result.status === 'applied')).toBe(true)
    const versions = new Set(await Promise.all(ids.map(async (id) => Number((await storedBooking(t, id)).version))))
    expect(versions.size).toBe(1)
  })
})
