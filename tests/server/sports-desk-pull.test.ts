import type { Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { clubDate } from '../../domain/time.js'
import { openSocket } from '../helpers/sockets.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { signInPeople, type People } from './event-bookings-fixtures.js'
import { checkIn, deskActivity, deskBooking, deskDevice, pullDay } from './sports-desk-fixtures.js'

// "Desk check-in/check-out": the day's bookings by pull scope sports:{date} and the live
// hints in the day's room (ADR 015, "The desk over sync").
let t: TestApp
let people: People
let today: string

beforeAll(async () => {
  t = await createTestApp()
  people = await signInPeople(t)
  today = clubDate(t.clock())
})
afterAll(async () => {
  await t.close()
})

const idsOf = (bookings: { bookingId: number }[]) => bookings.map((booking) => booking.bookingId).sort((a, b) => a - b)

describe('pull sports:{date}', () => {
  test('since 0 gives the activities and every booking of the day; since N only those changed after N', async () => {
    const golf = await deskActivity(t, { name: 'Golf Pull Test', category: 'Golf', items: 1 })
    const pool = await deskActivity(t, { name: 'Pool Pull Test', category: 'Cue sports', items: 1 })
    const first = await deskBooking(t, {
      activityId: golf.activityId,
      itemId: golf.itemIds[0]!,
      contactName: 'Pia Sen',
      startTime: '11:00',
      endTime: '12:00',
    })
    const second = await deskBooking(t, {
      activityId: pool.activityId,
      itemId: pool.itemIds[0]!,
      contactName: 'Dev Sen',
      memberId: null,
      startTime: '10:00',
      endTime: '11:00',
    })
    const tomorrow = await deskBooking(t, { activityId: pool.activityId, itemId: pool.itemIds[0]!, date: '2026-11-23' })

    const all = await pullDay(t, people.reception, today)
    expect(all.status, all.text).toBe(200)
    expect(all.body.scope).toBe(`sports:${today}`)
    expect(all.body.activities).toEqual(
      expect.arrayContaining([
        { activity_id: golf.activityId, name: 'Golf Pull Test', category: 'Golf' },
        { activity_id: pool.activityId, name: 'Pool Pull Test', category: 'Cue sports' },
      ]),
    )
    expect(idsOf(all.body.bookings)).toEqual([first, second])
    expect(all.body.bookings.map((booking: { bookingId: number }) => booking.bookingId)).not.toContain(tomorrow)
    expect(all.body.bookings.find((booking: { bookingId: number }) => booking.bookingId === first)).toEqual({
      bookingId: first,
      date: today,
      activityId: golf.activityId,
      activityName: 'Golf Pull Test',
      itemId: golf.itemIds[0],
      itemName: 'Court 1',
      memberId: 'M1001',
      contactName: 'Pia Sen',
      contactPhone: '9811100001',
      startTime: '11:00',
      endTime: '12:00',
      playerCount: 1,
      status: 'confirmed',
      checkedInAt: null,
      checkedInDevice: null,
      checkedOutAt: null,
      version: expect.any(Number),
    })
    // Ordered by start time.
    expect(all.body.bookings.map((booking: { startTime: string }) => booking.startTime)).toEqual(['10:00', '11:00'])

    const since = all.body.version as number
    expect(since).toBeGreaterThanOrEqual(Math.max(...all.body.bookings.map((booking: { version: number }) => booking.version)))
    const device = deskDevice(t, people.reception)
    await device.one(checkIn(second))
    const changed = await pullDay(t, people.reception, today, since)
    expect(changed.body.bookings).toMatchObject([{ bookingId: second, status: 'checked_in', checkedInDevice: device.clientId }])
    expect((await pullDay(t, people.reception, today, changed.body.version)).body.bookings).toEqual([])
    // Another day is its own scope.
    expect(idsOf((await pullDay(t, people.reception, '2026-11-23')).body.bookings)).toEqual([tomorrow])
  })

  test('the activities are the active ones; a retired activity’s bookings still come with its name', async () => {
    const retired = await deskActivity(t, { name: 'Croquet Pull Test', items: 1 })
    const bookingId = await deskBooking(t, {
      activityId: retired.activityId,
      itemId: retired.itemIds[0]!,
      startTime: '15:00',
      endTime: '16:00',
    })
    await t.db.updateTable('sports_activities').set({ status: 'inactive' }).where('activity_id', '=', retired.activityId).execute()
    const day = await pullDay(t, people.reception, today)
    expect(day.body.activities.map((activity: { activity_id: number }) => activity.activity_id)).not.toContain(retired.activityId)
    expect(day.body.bookings.find((booking: { bookingId: number }) => booking.bookingId === bookingId)).toMatchObject({
      activityName: 'Croquet Pull Test',
    })
  })

  test('staff with sports view and admins may pull; stewards, kitchen accounts and members get 403; no session 401; a bad date 403', async () => {
    for (const token of [people.admin, people.reception, people.accounts]) expect((await pullDay(t, token, today)).status).toBe(200)
    for (const token of [people.steward, people.kitchen, people.member]) expect((await pullDay(t, token, today)).status).toBe(403)
    expect((await t.call('GET', `/api/sync/pull?scope=sports:${today}&since=0`)).status).toBe(401)
    for (const date of ['2026-13-01', '2026-02-30', 'today', '20261122'])
      expect((await pullDay(t, people.reception, date)).status).toBe(403)
  })
})

describe('live hints', () => {
  test('a desk device in the day’s room hears sports:changed with the booking; a steward may not join it', async () => {
    const server = await t.listen()
    const sockets: Socket[] = []
    const connect = (token: string) => openSocket(server.url, token, sockets)
    try {
      const desk = await connect(people.reception)
      expect(await desk.timeout(3000).emitWithAck('join', { scope: `sports:${today}` })).toEqual({ ok: true, room: `sports:${today}` })
      const steward = await connect(people.steward)
      expect(await steward.timeout(3000).emitWithAck('join', { scope: `sports:${today}` })).toMatchObject({ code: 'forbidden' })
      const court = await deskActivity(t, { name: 'Tennis Hint Test', items: 1 })
      const bookingId = await deskBooking(t, { activityId: court.activityId, itemId: court.itemIds[0]!, contactName: 'Heard Live' })
      const heard = new Promise<any>((resolve) => desk.once('sports:changed', resolve))
      await deskDevice(t, people.reception).one(checkIn(bookingId))
      expect(await heard).toMatchObject({
        date: today,
        version: expect.any(Number),
        bookings: [{ bookingId, contactName: 'Heard Live', status: 'checked_in' }],
      })
    } finally {
      for (const socket of sockets) socket.disconnect()
    }
  })
})
