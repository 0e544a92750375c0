import { describe, expect, test } from 'vitest'
import { runDoorChaos } from '../chaos/door-chaos.js'

// "the kitchen's chaos test extended to check-ins". Three door devices
// scan a shared set of tickets through drops, lost responses, duplicates, delays and a restart.
const SEED = Number(process.env.CHAOS_SEED ?? 20261123)
const SCANS_PER_DEVICE = Number(process.env.CHAOS_SCANS ?? 200)

describe('door check-in sync under chaos', () => {
  test(`3 door devices × ${SCANS_PER_DEVICE} scans of 25 shared tickets (seed ${SEED})`, { timeout: 90_000 }, async () => {
    const run = await runDoorChaos({
      seed: SEED,
      devices: 3,
      scansPerDevice: SCANS_PER_DEVICE,
      tickets: 25,
      syncChance: 0.2,
      rates: { dropRequest: 0.1, dropResponse: 0.1, duplicate: 0.1, delay: 0.2, maxDelayMs: 40 },
    })
    expect(run.faults.droppedRequests).toBeGreaterThan(0)
    expect(run.faults.droppedResponses).toBeGreaterThan(0)
    expect(run.faults.duplicated).toBeGreaterThan(0)
    expect(run.restartedAtScan).toBeGreaterThan(0)

    const stored = new Map(run.checkins.map((checkin) => [checkin.client_checkin_id, checkin]))
    let applied = 0
    let doubleEntries = 0
    for (const device of run.devices) {
      // Every outbox is empty and the server processed every scan exactly once, in order.
      expect(device.outbox).toEqual([])
      expect(run.cursors.get(device.clientId)).toBe(device.sent.length)
      for (const scan of device.sent) {
        const answer = device.answers.get(scan.id)
        expect(answer, `${device.name} #${scan.id} was never answered`).toBeDefined()
        const row = stored.get(scan.args.checkin_id)
        // Each applied check-in is stored once (client_checkin_id is unique); a refused one not at all.
        if (answer!.status === 'applied') {
          applied++
          expect(row).toMatchObject({ ticket_id: scan.args.ticket_id, device_client_id: device.clientId })
        } else {
          expect(row).toBeUndefined()
          expect(['already_redeemed', 'not_inside']).toContain(answer!.reason)
          if (answer!.reason === 'already_redeemed') doubleEntries++
        }
      }
      // Each refused double entry of this device is a conflict with its scan time.
      const refusedAt = device.sent.filter(
        (scan) =>
          device.answers.get(scan.id)?.status === 'rejected' &&
          (device.answers.get(scan.id) as { reason: string }).reason === 'already_redeemed',
      )
      const conflicts = run.conflicts.filter((conflict) => conflict.rejected_device_client_id === device.clientId)
      expect(conflicts.map((conflict) => conflict.rejected_at.toISOString()).sort()).toEqual(refusedAt.map((scan) => scan.at).sort())
    }
    expect(run.checkins).toHaveLength(applied)
    expect(run.conflicts).toHaveLength(doubleEntries)
    expect(doubleEntries).toBeGreaterThan(0)
  })
})
