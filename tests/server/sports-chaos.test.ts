import { describe, expect, test } from 'vitest'
import { runSportsChaos } from '../chaos/sports-chaos.js'

// "the chaos test extended to sports". Three desk devices check players in and out
// of shared bookings through drops, lost responses, duplicates, delays and a server restart.
const SEED = Number(process.env.CHAOS_SEED ?? 20261124)
const TAPS_PER_DEVICE = Number(process.env.CHAOS_TAPS ?? 150)

describe('sports desk sync under chaos', () => {
  test(`3 desk devices × ${TAPS_PER_DEVICE} taps on 30 shared bookings (seed ${SEED})`, { timeout: 90_000 }, async () => {
    const run = await runSportsChaos({
      seed: SEED,
      devices: 3,
      tapsPerDevice: TAPS_PER_DEVICE,
      bookings: 30,
      syncChance: 0.2,
      rates: { dropRequest: 0.1, dropResponse: 0.1, duplicate: 0.1, delay: 0.2, maxDelayMs: 40 },
    })
    expect(run.faults.droppedRequests).toBeGreaterThan(0)
    expect(run.faults.droppedResponses).toBeGreaterThan(0)
    expect(run.faults.duplicated).toBeGreaterThan(0)
    expect(run.restartedAtTap).toBeGreaterThan(0)

    // Every accepted tap left exactly one history row (device, booking, move, tap time); refused ones none.
    const historyKey = (bookingId: number, to: string, device: string | null, at: string) => `${bookingId}|${to}|${device}|${at}`
    const historyRows = run.history.map((row) => historyKey(row.booking_id, row.to_status, row.device_client_id, row.at.toISOString()))
    const acceptedTaps: string[] = []
    const appliedIn = new Map<number, { device: string; at: string }>()
    const appliedOut = new Map<number, { device: string; at: string }>()
    for (const device of run.devices) {
      expect(device.outbox).toEqual([])
      expect(run.cursors.get(device.clientId)).toBe(device.sent.length)
      for (const tap of device.sent) {
        const answer = device.answers.get(tap.id)
        expect(answer, `${device.name} #${tap.id} was never answered`).toBeDefined()
        const isCheckIn = tap.name === 'sports.checkIn'
        if (answer!.status === 'applied') {
          acceptedTaps.push(historyKey(tap.args.booking_id, isCheckIn ? 'checked_in' : 'completed', device.clientId, tap.at))
          const applied = isCheckIn ? appliedIn : appliedOut
          // The first check-in wins and a booking is checked out once: never two applied of a kind.
          expect(applied.has(tap.args.booking_id), `booking ${tap.args.booking_id} ${tap.name} applied twice`).toBe(false)
          applied.set(tap.args.booking_id, { device: device.clientId, at: tap.at })
        } else {
          expect(isCheckIn ? ['already_checked_in'] : ['not_checked_in', 'already_checked_out']).toContain(answer!.reason)
        }
      }
    }
    expect(historyRows.sort()).toEqual(acceptedTaps.sort())

    // Each booking's status agrees with the taps the server accepted.
    for (const booking of run.bookings) {
      const checkedIn = appliedIn.get(booking.booking_id)
      const checkedOut = appliedOut.get(booking.booking_id)
      expect(booking.status).toBe(checkedOut ? 'completed' : checkedIn ? 'checked_in' : 'confirmed')
      expect(booking.checked_in_device).toBe(checkedIn?.device ?? null)
      expect(booking.checked_in_at?.toISOString() ?? null).toBe(checkedIn?.at ?? null)
      expect(booking.checked_out_device).toBe(checkedOut?.device ?? null)
      if (checkedOut) expect(checkedIn).toBeDefined()
    }
    expect(appliedIn.size).toBeGreaterThan(0)
    expect(appliedOut.size).toBeGreaterThan(0)
  })
})
