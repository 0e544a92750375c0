import { sql } from 'kysely'
import { expect } from 'vitest'
import type { KitchenOrder } from '../../pwa/kitchen/kitchen-order'
import { clearOrders } from '../helpers/kitchen-fixtures.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { createDevice, type Device } from './device.js'
import { startFaultProxy, type FaultCounts, type FaultRates } from './fault-proxy.js'
import { seededRandom } from './random.js'

export interface ChaosOptions {
  seed: number
  devices: number
  tapsPerDevice: number
  orders: number
  itemsPerOrder: number
  /** Chance that a device syncs after a tap (otherwise it keeps tapping offline). */
  syncChance: number
  /** Chance that a tap works a whole order (bump, serve, recall) rather than one item. */
  orderTapChance: number
  rates: FaultRates
}

export const stepOf: Record<string, number> = { pending: 0, preparing: 1, ready: 2, served: 3 }

/** A server "process": the real app on a real HTTP server on 127.0.0.1, on the shared database. */
async function startServer(base: TestApp) {
  const app = await createTestApp({ database: base.database })
  app.clock.set(base.clock())
  const { url } = await app.listen()
  return { app, url }
}

/**
 * The kitchen's chaos run: devices tap kitchen items through a fault-injecting proxy while the
 * server is restarted once; returns what the checks need. `base` owns the database and never listens.
 */
export async function runKitchenChaos(options: ChaosOptions) {
  const base = await createTestApp()
  // The devices forget served orders 30 minutes after the server's clock says they were served,
  // measured by their own Date.now(): the servers' clocks stand at the real time.
  base.clock.set(new Date())
  const devices: Device[] = []
  let server = await startServer(base)
  const proxy = await startFaultProxy(server.url, options.rates, options.seed)
  try {
    await clearOrders(base)
    const steward = await base.tokens.staff('steward@club.test')
    const kitchenToken = await base.tokens.kitchen('kitchen1')
    const kitchenId = (await base.db.selectFrom('users').select('kitchen_id').where('username', '=', 'kitchen1').executeTakeFirstOrThrow())
      .kitchen_id!
    const restaurant = await base.db
      .selectFrom('restaurants')
      .select('restaurant_id')
      .where('kitchen_id', '=', kitchenId)
      .where('is_open', '=', true)
      .orderBy('restaurant_id')
      .executeTakeFirstOrThrow()
    const dishes = await base.db
      .selectFrom('menu_items')
      .select('menu_item_id')
      .where('restaurant_id', '=', restaurant.restaurant_id)
      .where('is_available', '=', true)
      .orderBy('menu_item_id')
      .execute()
    const orderRandom = seededRandom(options.seed + 7)
    for (let index = 0; index < options.orders; index++) {
      const items = Array.from({ length: options.itemsPerOrder }, () => ({
        menu_item_id: dishes[Math.floor(orderRandom() * dishes.length)]!.menu_item_id,
        quantity: 1 + Math.floor(orderRandom() * 3),
      }))
      const placed = await base.call('POST', '/api/kitchen/orders', {
        token: steward,
        body: { restaurant_id: restaurant.restaurant_id, items },
      })
      expect(placed.status, placed.text).toBe(201)
    }

    for (let index = 0; index < options.devices; index++) {
      devices.push(
        await createDevice({
          name: `tablet-${index + 1}`,
          baseUrl: () => proxy.url,
          token: kitchenToken,
          kitchenId,
          seed: options.seed * 31 + index,
        }),
      )
    }
    // Each tablet loads the kitchen first (retrying through the faults, as it would).
    for (const device of devices) await syncUntilIdle(device)

    const totalTaps = options.devices * options.tapsPerDevice
    let restart: Promise<void> | undefined
    let restartedAtTap = 0
    const tapsSoFar = () => devices.reduce((sum, device) => sum + device.taps, 0)
    await Promise.all(
      devices.map(async (device) => {
        while (device.taps < options.tapsPerDevice) {
          const tapped = (device.wantsOrderTap(options.orderTapChance) && (await device.tapRandomOrder())) || (await device.tapRandomItem())
          if (!tapped) {
            await device.client.syncNow() // nothing left to tap as far as this tablet knows: catch up
            continue
          }
          if (!restart && tapsSoFar() >= totalTaps / 2) {
            restartedAtTap = tapsSoFar()
            // The server goes away mid-run (in-flight requests finish or fail), a new one comes up
            // on the same database; the tablets keep tapping meanwhile.
            restart = (async () => {
              await server.app.close()
              server = await startServer(base)
              proxy.setTarget(server.url)
            })()
          }
          if (device.wantsToSync(options.syncChance)) await device.client.syncNow()
        }
      }),
    )
    await restart
    // Every tablet drains its outbox, then each pulls again so it has the others' last changes.
    for (let round = 0; round < 200 && (await Promise.all(devices.map((device) => device.pending()))).some((count) => count > 0); round++) {
      await Promise.all(devices.map((device) => device.client.syncNow()))
    }
    for (const device of devices) await syncUntilIdle(device)

    const serverPull = await base.call('GET', `/api/sync/pull?scope=kitchen:${kitchenId}&since=0`, { token: kitchenToken })
    expect(serverPull.status).toBe(200)
    const deviceReports = await Promise.all(
      devices.map(async (device) => {
        const clientId = await device.clientId()
        const row = await base.db.selectFrom('sync_clients').select('last_mutation_id').where('client_id', '=', clientId).executeTakeFirst()
        const rejected = await base.db.selectFrom('sync_rejections').select('mutation_id').where('client_id', '=', clientId).execute()
        const rejectedIds = new Set(rejected.map((rejection) => Number(rejection.mutation_id)))
        return {
          name: device.name,
          taps: device.taps,
          pending: await device.pending(),
          rejectionsHeard: device.rejectionsHeard,
          serverLastMutationId: Number(row?.last_mutation_id ?? 0),
          serverRejected: rejectedIds.size,
          /** The taps the server applied: what each asked for. */
          applied: device.log.filter((tap) => !rejectedIds.has(tap.id)),
          orders: await device.orders(),
        }
      }),
    )
    const items = await base.db.selectFrom('order_items').select(['item_id', 'order_id', 'status']).orderBy('item_id').execute()
    // What the store took for the served items (ADR 038): each item's recipe lines and its consumption moves.
    const consumption = await base.db
      .selectFrom('order_items as i')
      .select([
        'i.item_id',
        'i.status',
        sql<number>`(select count(*)::int from recipe_ingredients r where r.menu_item_id = i.menu_item_id)`.as('ingredients'),
        sql<number>`(select count(*)::int from inv_stock_moves m where m.order_item_id = i.item_id and m.type = 'consumption')`.as('moves'),
      ])
      .execute()
    return {
      consumption,
      faults: { ...proxy.counts } as FaultCounts,
      restartedAtTap,
      syncClients: Number(
        (
          await base.db
            .selectFrom('sync_clients')
            .select((eb) => eb.fn.countAll<string>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      ),
      serverOrders: serverPull.body.orders as KitchenOrder[],
      devices: deviceReports,
      /** Each item's status on the server, as its step (pending 0 … served 3). */
      serverSteps: new Map(items.map((item) => [item.item_id, stepOf[item.status] ?? Number.NaN])),
      /** Each item's order. */
      orderOfItem: new Map(items.map((item) => [item.item_id, item.order_id])),
    }
  } finally {
    for (const device of devices) device.close()
    await proxy.close()
    await server.app.close()
    await base.close()
  }
}

/** Syncs until one full push and pull succeeded (the faults make some attempts fail). */
async function syncUntilIdle(device: Device) {
  for (let attempt = 0; attempt < 200; attempt++) {
    await device.client.syncNow()
    // A run asked for while the last one ran (its retry timer) starts as that one ends: let it end.
    // Asking again now would ask for yet another after it, and so on without end.
    while (device.client.getStatus().phase === 'syncing') await new Promise((resolve) => setTimeout(resolve, 5))
    if (device.client.getStatus().phase === 'idle') return
  }
  const status = device.client.getStatus()
  throw new Error(`${device.name} never synced: ${status.phase}, ${status.lastError}`)
}
