import { expect } from 'vitest'
import { clubDate } from '../../domain/time.js'
import { createTestApp } from '../helpers/test-app.js'
import { deskActivity, deskBooking } from '../server/sports-desk-fixtures.js'
import { startFaultProxy, type FaultCounts, type FaultRates } from './fault-proxy.js'
import { createProtocolDevice, driveThroughRestart, startServer, type ChaosServer } from './protocol-device.js'
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
 * The sports desk variant of the chaos run (Tests): desk devices check players in and out of
 * a shared set of today's bookings, offline and online, through a fault-injecting proxy while the
 * server is restarted once. Returns what the checks need.
 */
export async function runSportsChaos(options: SportsChaosOptions) {
  const base = await createTestApp()
  base.clock.set(new Date())
  const server: ChaosServer = { current: await startServer(base) }
  const proxy = await startFaultProxy(server.current.url, options.rates, options.seed)
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

    const devices = Array.from({ length: options.devices }, (_, index) =>
      createDeskDevice(`desk-${index + 1}`, () => proxy.url, reception, options.seed * 37 + index),
    )
    const restartedAtTap = await driveThroughRestart({
      base,
      server,
      proxy,
      devices,
      actionsPerDevice: options.tapsPerDevice,
      syncChance: options.syncChance,
      act: (device) => device.tap(bookingIds),
    })

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
    const cursors = await base.db
      .selectFrom('sync_clients')
      .select(['client_id', 'last_mutation_id'])
      .where(
        'client_id',
        'in',
        devices.map((device) => device.clientId),
      )
      .execute()
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
    await server.current.app.close()
    await base.close()
  }
}
