import { describe, expect, test } from 'vitest'
import { runKitchenChaos, stepOf } from '../chaos/kitchen-chaos.js'

// "Chaos": three kitchen tablets (the real pwa/offline client on fake IndexedDB) tap items,
// and now and then bump, serve or recall a whole order, through a fault-injecting proxy in front of
// a real HTTP server, which is restarted once mid-run.
const SEED = Number(process.env.CHAOS_SEED ?? 20261122)
const TAPS_PER_DEVICE = Number(process.env.CHAOS_TAPS ?? 300)

describe('sync under chaos', () => {
  test(
    `3 devices × ${TAPS_PER_DEVICE} taps through drops, lost responses, duplicates, delays and a restart (seed ${SEED})`,
    { timeout: 120_000 },
    async () => {
      const run = await runKitchenChaos({
        seed: SEED,
        devices: 3,
        tapsPerDevice: TAPS_PER_DEVICE,
        orders: 80,
        itemsPerOrder: 6,
        syncChance: 0.25,
        orderTapChance: 0.03,
        rates: { dropRequest: 0.1, dropResponse: 0.1, duplicate: 0.1, delay: 0.2, maxDelayMs: 40 },
      })
      if (process.env.CHAOS_VERBOSE)
        console.log(
          JSON.stringify({
            faults: run.faults,
            restartedAtTap: run.restartedAtTap,
            devices: run.devices.map(({ orders: _orders, applied, ...rest }) => ({
              ...rest,
              applied: applied.length,
              wholeOrder: applied.filter((tap) => 'order_id' in tap).length,
            })),
          }),
        )

      // The faults really happened, and the restart came mid-run.
      expect(run.faults.droppedRequests).toBeGreaterThan(0)
      expect(run.faults.droppedResponses).toBeGreaterThan(0)
      expect(run.faults.duplicated).toBeGreaterThan(0)
      expect(run.restartedAtTap).toBeGreaterThan(0)
      // One client id per tablet: no gap made a device renumber.
      expect(run.syncClients).toBe(3)

      const askedSteps = new Map<number, Set<number>>()
      /** Orders a bump, serve or recall took effect on (their items may skip or undo steps). */
      const workedWhole = new Set<number>()
      for (const device of run.devices) {
        expect(device.taps).toBe(TAPS_PER_DEVICE)
        expect(device.pending).toBe(0)
        // Every tap was processed exactly once, in order: the server's cursor is the tap count.
        expect(device.serverLastMutationId).toBe(device.taps)
        // Refusals (two tablets tapping the same item) the device heard are the ones the server made.
        expect(device.rejectionsHeard).toBe(device.serverRejected)
        for (const tap of device.applied) {
          if ('order_id' in tap) workedWhole.add(tap.order_id)
          else askedSteps.set(tap.item_id, (askedSteps.get(tap.item_id) ?? new Set()).add(stepOf[tap.status]!))
        }
        // The tablet shows exactly what the server has.
        expect(device.orders).toEqual(run.serverOrders)
      }
      // Each served item took its recipe from the kitchen's stock once, one move per ingredient; others took nothing.
      expect(run.consumption.some((item) => item.status === 'served' && item.moves > 0)).toBe(true)
      for (const item of run.consumption) {
        expect({ itemId: item.item_id, moves: item.moves }).toEqual({
          itemId: item.item_id,
          moves: item.status === 'served' ? item.ingredients : 0,
        })
      }
      // Whole-order taps took effect on some orders; many orders saw item taps only.
      expect(workedWhole.size).toBeGreaterThan(0)
      expect(workedWhole.size).toBeLessThan(new Set(run.orderOfItem.values()).size * 0.75)
      // Each item of the other orders went through exactly the statuses the applied taps asked for,
      // one step at a time: its server status is step s and the taps asked for steps 1…s, each (by
      // one or more tablets; a second tablet asking for a status the item already has is applied
      // without a change).
      expect(askedSteps.size).toBeGreaterThan(0)
      for (const [itemId, step] of run.serverSteps) {
        if (workedWhole.has(run.orderOfItem.get(itemId)!)) continue
        const asked = [...(askedSteps.get(itemId) ?? [])].sort()
        expect({ itemId, asked }).toEqual({ itemId, asked: Array.from({ length: step }, (_, index) => index + 1) })
      }
    },
  )
})
