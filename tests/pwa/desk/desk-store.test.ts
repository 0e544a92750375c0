import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { deskScopeHandler } from '../../../pwa/desk/desk-scope'
import { deskRejections, takeDeskResults } from '../../../pwa/desk/desk-rejections'
import { mergeDeskBookings, replaceDayBookings, searchDeskBookings } from '../../../pwa/desk/desk-store'
import { tapBooking } from '../../../pwa/desk/desk-tap'
import { db } from '../../../pwa/offline/db'
import { currentClient } from '../../../pwa/offline/outbox'
import { resetDeviceDatabase } from '../offline/fixtures'
import { activities, deskBooking, today } from './desk-fixtures'

// "Desk check-in/check-out": the desk decides at once on the device's copy with the rule the
// server runs (domain/sports.ts), queues the tap, and never lets a pull hide an unsent tap.
beforeEach(async () => {
  await resetDeviceDatabase()
})

const stored = (bookingId: number) => db.deskBookings.get(bookingId)

describe('a tap at the desk', () => {
  it('checks in on the device copy and queues sports.checkIn with the tap time, in one go', async () => {
    await replaceDayBookings(today(), activities, [deskBooking()])
    const at = new Date()
    const answer = await tapBooking(101, 'check_in', at)
    const { client_id } = await currentClient()
    expect(answer.decision).toEqual({ ok: true, to: 'checked_in' })
    expect(await stored(101)).toMatchObject({ status: 'checked_in', checkedInAt: at.toISOString(), checkedInDevice: client_id })
    expect(await db.outbox.toArray()).toMatchObject([
      {
        client_id,
        id: 1,
        name: 'sports.checkIn',
        args: { booking_id: 101, tap_id: expect.stringMatching(/^[0-9a-f]{32}$/) },
        at: at.toISOString(),
      },
    ])
  })

  it('refuses a second check-in with the first one’s time and device, and queues nothing more', async () => {
    await replaceDayBookings(today(), activities, [
      deskBooking({ status: 'checked_in', checkedInAt: '2026-11-22T12:30:00.000Z', checkedInDevice: 'desk-tablet-2' }),
    ])
    const answer = await tapBooking(101, 'check_in')
    expect(answer.decision).toEqual({
      ok: false,
      reason: 'already_checked_in',
      checkedInAt: '2026-11-22T12:30:00.000Z',
      checkedInDevice: 'desk-tablet-2',
    })
    expect(await db.outbox.count()).toBe(0)
  })

  it('refuses a check-out before the check-in, and a check-in of another day’s booking', async () => {
    await replaceDayBookings(today(), activities, [deskBooking(), deskBooking({ bookingId: 102, date: '2020-01-01' })])
    expect((await tapBooking(101, 'check_out')).decision).toMatchObject({ ok: false, reason: 'not_checked_in' })
    expect((await tapBooking(102, 'check_in')).decision).toMatchObject({ ok: false, reason: 'not_today' })
    expect(await db.outbox.count()).toBe(0)
  })

  it('checks out after a check-in, both queued in order', async () => {
    await replaceDayBookings(today(), activities, [deskBooking()])
    await tapBooking(101, 'check_in')
    expect((await tapBooking(101, 'check_out')).decision).toEqual({ ok: true, to: 'completed' })
    expect((await db.outbox.toArray()).map((entry) => [entry.id, entry.name])).toEqual([
      [1, 'sports.checkIn'],
      [2, 'sports.checkOut'],
    ])
    expect((await stored(101))?.status).toBe('completed')
  })
})

describe('server copies', () => {
  it('a newer server copy does not hide a tap still waiting in the outbox', async () => {
    await replaceDayBookings(today(), activities, [deskBooking()])
    await tapBooking(101, 'check_in')
    await mergeDeskBookings([deskBooking({ version: 11, playerCount: 4 })])
    expect(await stored(101)).toMatchObject({ status: 'checked_in', playerCount: 4, version: 11 })
    // A whole-day download likewise.
    await replaceDayBookings(today(), activities, [deskBooking({ version: 12 })])
    expect((await stored(101))?.status).toBe('checked_in')
  })

  it('an older or equal copy is ignored; a first pull drops bookings the day no longer has, unless a tap waits for them', async () => {
    await replaceDayBookings(today(), activities, [
      deskBooking({ version: 10 }),
      deskBooking({ bookingId: 102 }),
      deskBooking({ bookingId: 103 }),
    ])
    expect(
      await mergeDeskBookings([deskBooking({ version: 9, status: 'cancelled' }), deskBooking({ version: 10, status: 'cancelled' })]),
    ).toBe(0)
    expect((await stored(101))?.status).toBe('confirmed')
    await tapBooking(103, 'check_in')
    await replaceDayBookings(today(), activities, [deskBooking()])
    expect((await db.deskBookings.toArray()).map((booking) => booking.bookingId).sort()).toEqual([101, 103])
  })

  it('the scope handler replaces the day on a first pull and merges afterwards, keeping the activities', async () => {
    const scope = `sports:${today()}`
    await deskScopeHandler.takePull(scope, { activities, bookings: [deskBooking(), deskBooking({ bookingId: 102 })] }, 0)
    expect(await db.deskDays.get(today())).toMatchObject({ date: today(), activities })
    await deskScopeHandler.takePull(scope, { activities, bookings: [deskBooking({ bookingId: 103 })] }, 20)
    expect(await db.deskBookings.count()).toBe(3)
  })
})

describe('the server’s answers', () => {
  it('a refused check-in takes the server’s booking (even at an equal version) and is kept with the first check-in', async () => {
    await replaceDayBookings(today(), activities, [deskBooking()])
    await tapBooking(101, 'check_in')
    const [entry] = await db.outbox.toArray()
    await db.outbox.clear()
    const server = deskBooking({
      status: 'checked_in',
      checkedInAt: '2026-11-22T12:30:00.000Z',
      checkedInDevice: 'desk-tablet-2',
      version: 10,
    })
    await takeDeskResults([
      {
        entry,
        result: {
          id: 1,
          status: 'rejected',
          reason: 'already_checked_in',
          message: 'Vikram Malhotra (booking #101) is already checked in: at 6:00 pm on device desk-tablet-2.',
          state: { booking: server, first_check_in: { at: server.checkedInAt, device: server.checkedInDevice } },
        },
      },
    ])
    expect(await stored(101)).toMatchObject({ status: 'checked_in', checkedInDevice: 'desk-tablet-2' })
    expect(await deskRejections()).toMatchObject([
      {
        key: `${entry!.client_id}:1`,
        bookingId: 101,
        contactName: 'Vikram Malhotra',
        reason: 'already_checked_in',
        firstCheckIn: { device: 'desk-tablet-2' },
      },
    ])
  })
})

describe('search', () => {
  it('finds by name prefix, member id and booking id from 2 characters, only on the given day', async () => {
    await replaceDayBookings(today(), activities, [
      deskBooking(),
      deskBooking({ bookingId: 202, contactName: 'Anjali Malhotra', memberId: 'M2002' }),
      deskBooking({ bookingId: 303, contactName: 'Kabir Bedi', memberId: null }),
    ])
    await mergeDeskBookings([deskBooking({ bookingId: 404, date: '2020-01-01', contactName: 'Malini Rao' })])
    const names = async (text: string) => (await searchDeskBookings(today(), text)).map((booking) => booking.contactName).sort()
    expect(await names('m')).toEqual([])
    expect(await names('mal')).toEqual(['Anjali Malhotra', 'Vikram Malhotra'])
    expect(await names('anjali mal')).toEqual(['Anjali Malhotra'])
    expect(await names('m2002')).toEqual(['Anjali Malhotra'])
    expect(await names('303')).toEqual(['Kabir Bedi'])
    expect(await names('ka')).toEqual(['Kabir Bedi'])
  })

  it('finds a one-digit booking number', async () => {
    await replaceDayBookings(today(), activities, [
      deskBooking({ bookingId: 7, contactName: 'Ira Das' }),
      deskBooking({ bookingId: 81, contactName: 'Om Rao' }),
    ])
    expect((await searchDeskBookings(today(), '7')).map((booking) => booking.contactName)).toEqual(['Ira Das'])
  })
})
