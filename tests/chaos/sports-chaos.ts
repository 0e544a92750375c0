import { expect } from 'vitest'
import { clubDate } from '../../domain/time.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { deskActivity, deskBooking } from '../server/sports-desk-fixtures.js'
import { startFaultProxy, type FaultCounts, type FaultRates } from './fault-proxy.js'
import { createProtocolDevice, startServer } from './protocol-device.js'
import { pick } from './random.js'

export interface SportsChaosOptions {
  seed: number
  devices: number
  tapsPerDevice: number
  bookings: number
  /** Chance that a device syncs after a tap (otherwise it keeps tapping offline). */
  syncChance: number
  rates: FaultRates
}

type TapArgs = { booking_id: number }

/** One desk device: check-ins and check-outs of the shared bookings, queued as sports.checkIn / checkOut. */
function createDeskDevice(name: string, baseUrl: () => string, token: string, seed: number) {
  const device = createProtocolDevice<TapArgs>(name, baseUrl, token, seed)
  return Object.assign(device, {
    tap(bookingIds: number[]) {
      const { random } = device
      device.queue(random() < 0.6 ? 'sports.checkIn' : 'sports.checkOut', () => ({ booking_id: pick(random, bookingIds) }))
    },
  })
}
export type DeskDevice = ReturnType<typeof createDeskDevice>


/**
 * The sports desk variant of the chaos run (issue 6, Tests): desk devices check players in and out of
 * a shared set of today's bookings, offline and online, through a fault-injecting proxy while the
 * server is restarted once. Returns what the checks need.
 */
export async function runSportsChaos(options: SportsChaosOptions) {
  const base = await createTestApp()
  base.clock.set(new Date())
  let server = await startServer(base)
  const proxy = await startFaultProxy(server.url, options.rates, options.seed)
  try {
    const reception = await base.tokens.staff('reception@club.test')
    const courts = await deskActivity(base, { name: `Chaos Courts ${options.seed}`, items: 4 })
    const bookingIds: number[] = []
    for (let index = 0; index < options.bookings; index++) {
      const hour = 6 + Math.floor(index / 4)
      bookingIds.push(
        await deskBooking(base, {
          activityId: courts.activityId,
          itemId: courts.itemIds[index % 4]!,
          date: clubDate(new Date()),
          startTime: `${String(hour).padStart(2, '0')}:00`,
          endTime: `${String(hour + 1).padStart(2, '0')}:00`,
          contactName: `Player ${index + 1}`,
        }),
      )
    }
    expect(bookingIds.length).toBeLessThanOrEqual(64)

    const devices = Array.from({ length: options.devices }, (_, index) => createDeskDevice(`desk-${index + 1}`, () => proxy.url, reception, options.seed * 37 + index))
    const total = options.devices * options.tapsPerDevice
    let restart: Promise<void> | undefined
    let restartedAtTap = 0
    const tapsSoFar = () => devices.reduce((sum, device) => sum + device.sent.length, 0)
    await Promise.all(
      devices.map(async (device) => {
        while (device.sent.length < options.tapsPerDevice) {
          device.tap(bookingIds)
          if (!restart && tapsSoFar() >= total / 2) {
            restartedAtTap = tapsSoFar()
            restart = (async () => {
              await server.app.close()
              server = await startServer(base)
              proxy.setTarget(server.url)
            })()
          }
          if (device.wantsToSync(options.syncChance)) await device.sync()
          else await new Promise((resolve) => setImmediate(resolve))
        }
      }),
    )
    await restart
    for (let round = 0; round < 300 && devices.some((device) => device.outbox.length > 0); round++) await Promise.all(devices.map((device) => device.sync()))
    // The faults may have eaten the answer to a device's last push: one more, on a quiet network.
    proxy.setFaulty(false)
    for (const device of devices) await device.sync()

    const bookings = await base.db
      .selectFrom('sports_bookings')
      .select(['booking_id', 'status', 'checked_in_at', 'checked_in_device', 'checked_out_at', 'checked_out_device'])
      .where('booking_id', 'in', bookingIds)
      .execute()
    const history = await base.db
      .selectFrom('sports_booking_history')
      .select(['booking_id', 'from_status', 'to_status', 'device_client_id', 'at'])
      .where('booking_id', 'in', bookingIds)
      .orderBy('history_id')
      .execute()
    const cursors = await base.db.selectFrom('sync_clients').select(['client_id', 'last_mutation_id']).where('client_id', 'in', devices.map((device) => device.clientId)).execute()
    return {
      faults: { ...proxy.counts } as FaultCounts,
      restartedAtTap,
      devices,
      bookings,
      history,
      cursors: new Map(cursors.map((row) => [row.client_id, Number(row.last_mutation_id)])),
    }
  } finally {
    await proxy.close()
    await server.app.close()
    await base.close()
  }
}
